extension DemoOptions {
  /// The text `--help` prints: usage, every flag with an example, the keys, and exit codes.
  public static let helpText = """
    asyncstate-demo: a paged feed in the terminal, over AsyncState's PagingLoader, filtered
    as you type through an InputLoader.

    USAGE
      swift run asyncstate-demo [flags]

    SOURCE (default: a built-in simulated API)
      --seed N            seed of the simulated API (default 1)          --seed 7
      --latency DUR       time per simulated request (default 300ms)     --latency 1.5s
      --failure-rate P    share of simulated requests that fail at       --failure-rate 0.2
                          random, 0...1 (default 0; x does not stop them)
      --like-failure-rate P  share of likes (l) the simulated API        --like-failure-rate 0
                          refuses, 0...1 (default 0.3), so the rollback shows
      --pages N           pages in the simulated feed (default 5)        --pages 3
      --page-size N       posts per page (default 20)                    --page-size 10
      --start-at N        open the simulated feed at post N: a header    --start-at 41
                          row above the posts loads the page above as you move up, until
                          the top of the feed (simulated feed only: refused with --url)
      --url URL           read posts over HTTP instead of simulating them
                          example:        --url http://127.0.0.1:8080/posts
      --timeout DUR       whole HTTP request, decoding included          --timeout 2s
                          (default 10s)
      --max-response-size SIZE  largest HTTP answer once decompressed    --max-response-size 512KB
                          (default 10MB; KB, MB, GB are 1024-based)
      --live              follow the posts the feed publishes at its     --live
                          top: a live subscription (a DataLoader over a stream) puts each
                          new post first; a dropped one reconnects after 1s, 2s, 4s...
                          keeping the posts on screen. The title says "live (reconnecting)"
                          meanwhile. A feed that pushes is followed rather than polled:
                          polling would refetch every page to find one new post.
      --publish-every DUR  how often the simulated feed publishes a      --publish-every 2s
                          post in the app with --live (default 5s; a script publishes
                          with its publish action only)
      The simulated feed's flags are ignored with --url, and the HTTP ones without it:
      each one given prints a warning.

    MODE (default: interactive, in the terminal)
      --script LIST       run actions without a terminal, print every    --script load,more,refresh
                          state and the final screen; actions: load, more, previous
                          (the page above, with --start-at), refresh (r), retry (t),
                          toggle-failures (x), cancel (c), reset, dismiss,
                          publish (p: the simulated feed publishes a post; with --live,
                          the feed shows it first).
                          Each settles before the next, except one followed by cancel:
                          it is started, then cancelled. The cache inspector's: inspect (i)
                          prints its panel; next-entry (]), previous-entry ([) select an
                          entry; refetch-entry, invalidate-entry, evict-entry, fail-entry
                          act on it.
      --persist DIR       keep the feed in DIR between runs: the next    --persist /tmp/feed
                          run shows it at once, marked "restored, 2m old", then refreshes
                          it; a damaged file there is a one-line warning, and the feed
                          loads as usual (the directory is created on the first save)
      --no-color          draw without colours                           --no-color
      --help, -h          print this help                                --help

    KEYS
      up/down, k/j     move         r        refresh           x      toggle failure injection
      pgup/pgdn/space  page         enter/t  retry             d/esc  dismiss the banner
      home/end, g/G    first/last   c        cancel the load   q/ctrl-d  quit (or ctrl-c)
                                    i        show or hide the cache inspector
      With the inspector shown:  [ ]  select the previous / next entry;  on it:
                       R  refetch   I  invalidate   E  evict (if unused)   F  fail next fetch
      l                like the selected post: the row shows ♥ at once; a like that fails
                       is undone and says so once on the status line; l again while it
                       is sent sends nothing more. The HTTP feed has no like endpoint:
                       its likes fail, and are undone.
      /                filter the feed by title: type a filter; the feed follows it once
                       you stop typing for 300ms (the debounce). In the filter field:
                       enter  apply now and close the field   backspace  delete
                       esc    clear: back to the whole feed   up/down    move
                       An empty filter is the whole feed, at once. Posts of the previous
                       filter stay, dimmed, while a new one loads; the simulated API
                       answers short filters later (latency x 4 / length), and those late
                       answers are dropped, counted on the filter line.

    HTTP CONTRACT
      GET URL?cursor=C&limit=N&q=TEXT  (no cursor for the first page; q, sent only for a
      filter, asks for the posts whose titles contain it) answers
      {"items": [{"id": 1, "title": "..."}], "next": "C2"}   with "next": null at the end.
      With --live: GET URL/live answers server-sent events, read as they arrive, each
      "data: {"items": [...], "next": null}" with every post published at the top so
      far, newest first; the stream never ends by itself (a dropped one reconnects).
      Try it: python3 Scripts/feed-server.py --port 8080 --fault status:503 --fault-after-page 2
      Live:   python3 Scripts/feed-server.py --port 8080 --publish-every 3

    EXIT CODES
      0    done (q, or a script that ran to its end, whatever states it reached)
      1    the demo could not run (no terminal for the interactive mode)
      2    a bad flag or value, or an unknown script action
      130  stopped by ctrl-c or SIGINT; 143 by SIGTERM; 129 by SIGHUP
    """
}
