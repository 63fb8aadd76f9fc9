#!/usr/bin/env python3
"""A small JSON feed server for trying `asyncstate-demo --url` and for its tests.

Standard library only. Binds 127.0.0.1 and nothing else.

    GET /posts?cursor=C&limit=N&q=TEXT   (no cursor for the first page, no q for all posts)
    -> 200 {"items": [{"id": 1, "title": "Post 1"}, ...], "next": "after-20"}
       with "next": null on the last page. With q, the items are the posts whose titles
       contain TEXT, ignoring case, and the cursors page through those.

Fault modes (--fault), applied to every page after the first --fault-after-page pages:
    status:CODE     answer with that HTTP status and a small JSON error body
    delay:SECONDS   wait that long before answering (normally)
    malformed       answer with an item whose "title" is a number
    drop            close the connection without answering
    repeat-cursor   answer with "next" equal to the cursor that was asked for
    short-body      promise more bytes in Content-Length than it sends, then close
    bad-id          answer with an item whose "id" is 1.5
    bad-utf8        answer with an item whose "title" holds a byte that is not UTF-8
    redirect-loop   answer 302 with Location pointing at the same address, forever
    header-flood    answer with 100,000 header lines before a normal page
    gzip-bomb       answer with 1 GiB of zeros, gzip-compressed (about 1 MB on the wire),
                    marked Content-Encoding: gzip
    big-body        answer with a valid page of about 50 MB
    endless-body    answer with a JSON body that never ends (until the client hangs up,
                    or after 4 GiB or 120 seconds)

Live posts (`asyncstate-demo --live`): the server publishes a post at the top of the feed every
--publish-every seconds (never by default), or when asked:
    GET /posts/live          server-sent events: `data: {"items": [...], "next": null}` with
                             every post published so far, newest first, at once and after each
                             publication; a `: ping` comment every 10 seconds meanwhile
    POST /posts/publish      publishes a post now
    POST /posts/drop-live    closes every /posts/live stream, as a lost connection would
Published posts come first on the first page from then on, moving the pages down.

The first line on stdout is `listening on 127.0.0.1:PORT` (use --port 0 for a free port).
A bad argument or a port in use is one line on stderr and exit code 2 or 1.
The server stops on SIGTERM or Ctrl-C, and with --exit-when-stdin-closes when its standard
input closes (so a test that dies never leaves it running).
"""

import argparse
import errno
import json
import os
import signal
import socket
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

SIMPLE_FAULTS = (
    "malformed", "drop", "repeat-cursor", "short-body", "bad-id", "bad-utf8", "redirect-loop",
    "header-flood", "gzip-bomb", "big-body", "endless-body",
)
FAULT_HELP = "status:CODE, delay:SECONDS, " + ", ".join(SIMPLE_FAULTS)

HEADER_FLOOD_COUNT = 100_000
GZIP_BOMB_SIZE = 1 << 30  # bytes of zeros once decompressed
BIG_BODY_SIZE = 50 * 1000 * 1000  # about this many bytes of JSON
ENDLESS_LIMIT_BYTES = 4 << 30
ENDLESS_LIMIT_SECONDS = 120


class Live:
    """The posts published at the top, and the streams that follow them."""

    def __init__(self):
        self.condition = threading.Condition()
        self.count = 0  # posts published so far
        self.drops = 0  # how many times every stream was dropped

    def publish(self):
        with self.condition:
            self.count += 1
            self.condition.notify_all()
            return self.count

    def drop(self):
        with self.condition:
            self.drops += 1
            self.condition.notify_all()


class UsageError(Exception):
    """A bad command line: printed as one line, exit code 2."""


def parse_fault(text):
    if text is None:
        return None
    kind, _, value = text.partition(":")
    if kind == "status":
        try:
            code = int(value)
        except ValueError:
            code = 0
        if not 100 <= code <= 599:
            raise UsageError("--fault status:CODE expects a code from 100 to 599, got %r" % text)
        return ("status", code)
    if kind == "delay":
        try:
            seconds = float(value)
        except ValueError:
            seconds = -1
        if not 0 <= seconds < 86400:
            raise UsageError("--fault delay:SECONDS expects seconds like 2 or 0.5, got %r" % text)
        return ("delay", seconds)
    if kind in SIMPLE_FAULTS and not value:
        return (kind, None)
    raise UsageError("--fault expects one of %s; got %r" % (FAULT_HELP, text))


class GzipBomb:
    """1 GiB of zeros as one gzip stream, made in about 10 ms.

    After a full flush the compressor forgets everything before it, so every further MiB of
    zeros compresses to the same bytes: the stream is the first block (with the gzip header),
    that block's body repeated, and a trailer whose CRC is computed while sending.
    """

    BLOCK = 1 << 20

    def __init__(self):
        zeros = bytes(self.BLOCK)
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        self.first = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
        self.repeated = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
        # An empty final block: compressing nothing more, then finishing.
        self.final_block = compressor.flush(zlib.Z_FINISH)[:-8]
        self.zeros = zeros

    def chunks(self):
        crc = zlib.crc32(self.zeros)
        yield self.first
        for _ in range(GZIP_BOMB_SIZE // self.BLOCK - 1):
            crc = zlib.crc32(self.zeros, crc)
            yield self.repeated
        yield self.final_block + crc.to_bytes(4, "little") + (
            GZIP_BOMB_SIZE & 0xFFFFFFFF).to_bytes(4, "little")


class BigBody:
    """A valid page of about 50 MB, written as it is made: every item has the same length (the
    title is padded), so Content-Length is known without building the body first."""

    COUNT = BIG_BODY_SIZE // 512
    ITEM = '{"id": %d, "title": "Post %-480d"}'

    def __init__(self, offset):
        self.offset = offset
        first, last = offset + 1, offset + self.COUNT
        self.head = b'{"items": ['
        self.tail = b'], "next": null}'
        # Ids of different widths make items of different lengths: count each width.
        self.length = len(self.head) + len(self.tail) + 2 * (self.COUNT - 1)
        for digits in range(len(str(first)), len(str(last)) + 1):
            low, high = max(first, 10 ** (digits - 1)), min(last, 10 ** digits - 1)
            if low <= high:
                self.length += (high - low + 1) * (len(self.ITEM % (low, low)))

    def chunks(self):
        yield self.head
        first = self.offset + 1
        for start in range(first, first + self.COUNT, 2000):
            ids = range(start, min(start + 2000, first + self.COUNT))
            text = ", ".join(self.ITEM % (i, i) for i in ids)
            yield (", " if start != first else "").encode() + text.encode()
        yield self.tail


def make_handler(options, live):
    total = options.pages * options.page_size
    prepared = {}

    def head(count):
        """The ids of the published posts, newest first: after the feed's own posts."""
        return list(range(total + count, total, -1))
    if options.fault and options.fault[0] == "gzip-bomb":
        prepared["gzip-bomb"] = GzipBomb()

    class FeedHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def setup(self):
            super().setup()
            # Headers and body go out in separate writes: without this, Nagle's algorithm and
            # the client's delayed ACK hold the body back 40 ms on a kept-alive connection.
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def log_message(self, format, *args):
            if options.verbose:
                sys.stderr.write("feed-server: " + (format % args) + "\n")

        def send_bytes(self, status, data, headers=()):
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def send_json(self, status, body):
            self.send_bytes(status, json.dumps(body).encode())

        def send_chunks(self, chunks, length):
            """A body of a known length, written chunk by chunk."""
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(length))
            self.end_headers()
            try:
                for chunk in chunks:
                    self.wfile.write(chunk)
            except OSError:
                self.close_connection = True  # The client hung up: it has a size limit.

        def send_streamed(self, chunks, headers=()):
            """A body delimited by closing the connection, written chunk by chunk."""
            self.close_connection = True
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            try:
                for chunk in chunks:
                    self.wfile.write(chunk)
            except OSError:
                pass  # The client hung up: what a client with limits does.

        def do_POST(self):
            path = urlparse(self.path).path.rstrip("/")
            if path == "/posts/publish":
                return self.send_json(200, {"published": total + live.publish()})
            if path == "/posts/drop-live":
                live.drop()
                return self.send_json(200, {"dropped": True})
            return self.send_json(404, {"error": "not found: try /posts/publish"})

        def send_live(self):
            """Server-sent events: the head of the feed now and after each publication."""
            self.close_connection = True
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            with live.condition:
                seen, drops = live.count, live.drops
            try:
                while True:
                    items = [{"id": i, "title": "Post %d" % i} for i in head(seen)]
                    self.wfile.write(
                        b"data: " + json.dumps({"items": items, "next": None}).encode() + b"\n\n")
                    self.wfile.flush()
                    while True:
                        with live.condition:
                            live.condition.wait_for(
                                lambda: live.count != seen or live.drops != drops, timeout=10)
                            count, dropped = live.count, live.drops != drops
                        if dropped:
                            self.connection.shutdown(socket.SHUT_RDWR)
                            return
                        if count != seen:
                            seen = count
                            break
                        self.wfile.write(b": ping\n\n")
                        self.wfile.flush()
            except OSError:
                pass  # The client hung up.

        def do_GET(self):
            url = urlparse(self.path)
            if url.path.rstrip("/") == "/posts/live":
                return self.send_live()
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

            text = query.get("q", [""])[0].strip().lower()
            with live.condition:
                published = live.count
            matching = head(published) + list(range(1, total + 1))
            if text:
                matching = [i for i in matching if text in "post %d" % i]
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
            if kind == "redirect-loop":
                self.send_response(302)
                self.send_header("Location", self.path)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if kind == "gzip-bomb":
                return self.send_streamed(
                    prepared["gzip-bomb"].chunks(), [("Content-Encoding", "gzip")])
            if kind == "big-body":
                body = BigBody(offset)
                return self.send_chunks(body.chunks(), body.length)
            if kind == "endless-body":
                return self.send_streamed(self.endless(offset))

            ids = matching[offset:offset + limit]
            items = [{"id": i, "title": "Post %d" % i} for i in ids]
            end = offset + limit
            next_cursor = "after-%d" % end if end < len(matching) else None
            if kind == "malformed" and items:
                items[0]["title"] = items[0]["id"]
            if kind == "bad-id" and items:
                items[0]["id"] = 1.5
            if kind == "repeat-cursor":
                next_cursor = cursor if cursor is not None else "after-0"
            data = json.dumps({"items": items, "next": next_cursor}).encode()
            if kind == "bad-utf8":
                # "Post 1" becomes "Post \xff1": one byte that no UTF-8 text holds.
                data = data.replace(b'"Post ', b'"Post \xff', 1)
            if kind == "short-body":
                return self.send_short(data)
            if kind == "header-flood":
                return self.send_flooded(data)
            self.send_bytes(200, data)

        def send_short(self, data):
            """Promises twice the body's length, sends half of it, and closes."""
            self.close_connection = True
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data) * 2))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

        def send_flooded(self, data):
            """A normal page after 100,000 header lines, written in one go."""
            lines = [b"HTTP/1.1 200 OK\r\n", b"Content-Type: application/json\r\n"]
            lines += [b"X-Flood-%d: %d\r\n" % (i, i) for i in range(HEADER_FLOOD_COUNT)]
            lines.append(b"Content-Length: %d\r\n\r\n" % len(data))
            self.close_connection = True
            try:
                self.wfile.write(b"".join(lines) + data)
            except OSError:
                pass

        def endless(self, offset):
            started = time.monotonic()
            sent = 0
            yield b'{"items": ['
            post_id = offset
            while sent < ENDLESS_LIMIT_BYTES and time.monotonic() - started < ENDLESS_LIMIT_SECONDS:
                chunk = b"".join(
                    b'{"id": %d, "title": "Post %d"}, ' % (i, i)
                    for i in range(post_id + 1, post_id + 2001))
                post_id += 2000
                sent += len(chunk)
                yield chunk

    return FeedHandler


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True
    verbose = False

    def handle_error(self, request, client_address):
        # A client that hangs up (the drop fault, a timed-out request) is expected here.
        if self.verbose:
            super().handle_error(request, client_address)


class OneLineParser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def fail(message, code):
    sys.stderr.write("feed-server: %s\n" % message)
    sys.exit(code)


def main():
    parser = OneLineParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=8080, help="0 picks a free port")
    parser.add_argument("--pages", type=int, default=5)
    parser.add_argument("--page-size", type=int, default=20, help="used when no limit is sent")
    parser.add_argument("--fault", default=None, help=FAULT_HELP)
    parser.add_argument("--fault-after-page", type=int, default=0,
                        help="serve this many pages normally before the fault applies")
    parser.add_argument("--publish-every", type=float, default=0,
                        help="publish a post at the top every SECONDS (0: only when asked)")
    parser.add_argument("--exit-when-stdin-closes", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    try:
        options = parser.parse_args()
        options.fault = parse_fault(options.fault)
        if not 0 <= options.port <= 65535:
            raise UsageError("--port expects 0 to 65535, got %d" % options.port)
    except UsageError as error:
        fail("%s (see --help)" % error, 2)

    # A parent that blocks signals in its threads (a Swift test does) passes the mask on: unblock
    # them, so SIGTERM always stops the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

    try:
        live = Live()
        server = QuietServer(("127.0.0.1", options.port), make_handler(options, live))
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            fail("port %d is in use (try another --port, or --port 0 for a free one)"
                 % options.port, 1)
        fail("cannot listen on 127.0.0.1:%d: %s" % (options.port, error.strerror), 1)
    server.verbose = options.verbose
    print("listening on 127.0.0.1:%d" % server.server_address[1], flush=True)

    if options.publish_every > 0:
        def publish_forever():
            while True:
                time.sleep(options.publish_every)
                live.publish()
        threading.Thread(target=publish_forever, daemon=True).start()

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
