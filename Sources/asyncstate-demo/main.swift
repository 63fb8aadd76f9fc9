print("asyncstate-demo: not built yet")
