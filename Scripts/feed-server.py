#!/usr/bin/env python3
"""A small JSON feed server for trying `asyncstate-demo --url` and for its tests.

Standard library only. Binds 127.0.0.1 and nothing else.

    GET /posts?cursor=C&limit=N   (no cursor for the first page)
    -> 200 {"items": [{"id": 1, "title": "Post 1"}, ...], "next": "after-20"}
       with "next": null on the last page.

Fault modes (--fault), applied to every page after the first --fault-after-page pages:
    status:CODE     answer with that HTTP status and a small JSON error body
    delay:SECONDS   wait that long before answering (normally)
    malformed       answer with an item whose "title" is a number
    drop            close the connection without answering
    repeat-cursor   answer with "next" equal to the cursor that was asked for

The first line on stdout is `listening on 127.0.0.1:PORT` (use --port 0 for a free port).
The server stops on SIGTERM or Ctrl-C, and with --exit-when-stdin-closes when its standard
input closes (so a test that dies never leaves it running).
"""

import argparse
import json
import os
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


def parse_fault(text):
    if text is None:
        return None
    kind, _, value = text.partition(":")
    if kind == "status":
        code = int(value)
        if not 100 <= code <= 599:
            raise argparse.ArgumentTypeError("status code must be 100...599")
        return ("status", code)
    if kind == "delay":
        seconds = float(value)
        if seconds < 0:
            raise argparse.ArgumentTypeError("delay must be >= 0")
        return ("delay", seconds)
    if kind in ("malformed", "drop", "repeat-cursor") and not value:
        return (kind, None)
    raise argparse.ArgumentTypeError(
        "expected status:CODE, delay:SECONDS, malformed, drop or repeat-cursor, got %r" % text
    )


def make_handler(options):
    total = options.pages * options.page_size

    class FeedHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):
            if options.verbose:
                sys.stderr.write("feed-server: " + (format % args) + "\n")

        def send_json(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            url = urlparse(self.path)
            if url.path.rstrip("/") != "/posts":
                return self.send_json(404, {"error": "not found: try /posts"})
            query = parse_qs(url.query)
            cursor = query.get("cursor", [None])[0]
            try:
                limit = int(query.get("limit", [options.page_size])[0])
                offset = 0 if cursor is None else int(cursor.removeprefix("after-"))
                if limit < 1 or offset < 0:
                    raise ValueError
            except ValueError:
                return self.send_json(400, {"error": "bad cursor or limit"})

            page_number = offset // limit + 1
            fault = options.fault if page_number > options.fault_after_page else None
            kind, value = fault if fault else (None, None)
            if kind == "status":
                return self.send_json(value, {"error": "fault: status %d" % value})
            if kind == "drop":
                self.close_connection = True
                try:
                    self.connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                return
            if kind == "delay":
                time.sleep(value)

            ids = range(offset + 1, min(offset + limit, total) + 1)
            items = [{"id": i, "title": "Post %d" % i} for i in ids]
            end = offset + limit
            next_cursor = "after-%d" % end if end < total else None
            if kind == "malformed" and items:
                items[0]["title"] = items[0]["id"]
            if kind == "repeat-cursor":
                next_cursor = cursor if cursor is not None else "after-0"
            self.send_json(200, {"items": items, "next": next_cursor})

    return FeedHandler


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True
    verbose = False

    def handle_error(self, request, client_address):
        # A client that hangs up (the drop fault, a timed-out request) is expected here.
        if self.verbose:
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=8080, help="0 picks a free port")
    parser.add_argument("--pages", type=int, default=5)
    parser.add_argument("--page-size", type=int, default=20, help="used when no limit is sent")
    parser.add_argument("--fault", type=parse_fault, default=None,
                        help="status:CODE, delay:SECONDS, malformed, drop, repeat-cursor")
    parser.add_argument("--fault-after-page", type=int, default=0,
                        help="serve this many pages normally before the fault applies")
    parser.add_argument("--exit-when-stdin-closes", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    options = parser.parse_args()

    # A parent that blocks signals in its threads (a Swift test does) passes the mask on: unblock
    # them, so SIGTERM always stops the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

    server = QuietServer(("127.0.0.1", options.port), make_handler(options))
    server.verbose = options.verbose
    print("listening on 127.0.0.1:%d" % server.server_address[1], flush=True)

    if options.exit_when_stdin_closes:
        def watch_stdin():
            while sys.stdin.buffer.read(4096):
                pass
            os._exit(0)
        threading.Thread(target=watch_stdin, daemon=True).start()

    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
