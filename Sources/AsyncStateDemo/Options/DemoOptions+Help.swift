extension DemoOptions {
  /// The text `--help` prints: usage, every flag with an example, the keys, and exit codes.
  public static let helpText = """
    asyncstate-demo: a paged feed in the terminal, over AsyncState's PagingLoader.

    USAGE
      swift run asyncstate-demo [flags]

    SOURCE (default: a built-in simulated API)
      --seed N            seed of the simulated API (default 1)          --seed 7
      --latency DUR       time per simulated request (default 300ms)     --latency 1.5s
      --failure-rate P    share of simulated requests that fail, 0...1   --failure-rate 0.2
      --pages N           pages in the simulated feed (default 5)        --pages 3
      --page-size N       posts per page (default 20)                    --page-size 10
      --url URL           read posts over HTTP instead of simulating them
                          example:        --url http://127.0.0.1:8080/posts
      --timeout DUR       HTTP request timeout (default 10s)             --timeout 2s

    MODE (default: interactive, in the terminal)
      --script LIST       run actions without a terminal, print every    --script load,more,refresh
                          state and the final screen; actions: load, more, refresh, retry,
                          toggle-failures (x), cancel, reset, dismiss
      --no-color          draw without colours                           --no-color
      --help              print this help                                --help

    KEYS
      up/down, k/j   move           r        refresh           x  toggle failure injection
      pgup/pgdn      page           enter/t  retry             d  dismiss the banner
      home/end, g/G  first/last     q        quit (or ctrl-c)

    HTTP CONTRACT
      GET URL?cursor=C&limit=N  (no cursor for the first page) answers
      {"items": [{"id": 1, "title": "..."}], "next": "C2"}   with "next": null at the end.
      Try it: python3 Scripts/feed-server.py --port 8080 --fault status:503 --fault-after-page 2

    EXIT CODES
      0  done (quit, or a script that ran to its end, whatever states it reached)
      1  the demo could not run (no terminal for the interactive mode)
      2  a bad flag or value, or an unknown script action
    """
}
