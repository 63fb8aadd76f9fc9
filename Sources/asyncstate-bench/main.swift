print("asyncstate-bench: not built yet")
