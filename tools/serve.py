#!/usr/bin/env python3
"""Tiny static HTTP server for development and tests (stdlib only).

    python tools/serve.py [--host 127.0.0.1] [--port 8000] [--dir REPO_ROOT] [--quiet]

Why not plain ``python -m http.server``: its MIME types come from the OS
tables, which may lack ``.mjs``/``.wasm``/``.webmanifest``. Browsers refuse
ES module scripts that are not served as JavaScript, and Pyodide needs
``application/wasm`` for streaming compilation. Every response also carries
``Cache-Control: no-cache`` so a reload always revalidates (304 when unchanged).
Like GitHub Pages, it gzips the types that compress (text, JavaScript, JSON, SVG,
WebAssembly: ``COMPRESSED_TYPES``) for a client that accepts gzip, and sends the rest
(zip archives, .gz files, pictures) as they are, so that the bytes a test or a benchmark
sees are the bytes such a host sends.

Tests import it:

    from serve import start_server
    server, url = start_server(root)      # port 0 = any free port
    ...
    server.shutdown(); server.server_close()
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

# Checked before the OS tables; keys are lower-case suffixes.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".tar": "application/x-tar",
    ".gz": "application/gzip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".ttf": "font/ttf",
    ".otf": "font/otf",
    ".mp3": "audio/mpeg",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
    "": "application/octet-stream",
}

# The types a compressing static host (GitHub Pages) sends gzipped; the others (archives,
# .gz, pictures, fonts) are compressed already and go as they are.
COMPRESSED_TYPES = ("text/", "application/json", "application/manifest+json", "application/toml",
                    "application/wasm", "image/svg+xml", "image/x-icon")
GZIP_LEVEL = 6


@functools.lru_cache(maxsize=256)
def gzipped(path: str, mtime_ns: int) -> bytes:
    """The file ``path`` gzipped (cached while it is unchanged: ``mtime_ns``)."""
    with open(path, "rb") as file:
        return gzip.compress(file.read(), compresslevel=GZIP_LEVEL, mtime=0)


# Client gave up on a response (page reload, test finished): not worth a traceback.
_DISCONNECT_ERRORS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)


class Handler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler with fixed MIME types, no-cache and optional quiet logs."""

    extensions_map = MIME_TYPES  # consulted (exact, then lower-case suffix) before the OS tables
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        """A file of a type that compresses, gzipped when the client accepts gzip; else as
        SimpleHTTPRequestHandler sends it (directories, other types, 404s)."""
        path = self.translate_path(self.path)
        ctype = self.guess_type(path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not accepts or not ctype.startswith(COMPRESSED_TYPES) or not os.path.isfile(path) or path.endswith("/"):
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError, IndexError):
                pass
        body = gzipped(path, stat.st_mtime_ns)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib signature)
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], _DISCONNECT_ERRORS):
            return
        super().handle_error(request, client_address)


def make_server(root=REPO_ROOT, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False) -> Server:
    """Create (but do not start) a server for directory ``root``."""
    root = Path(root).resolve()
    if not root.is_dir():
        raise NotADirectoryError(root)
    handler = functools.partial(
        type("BoundHandler", (Handler,), {"quiet": quiet}), directory=str(root)
    )
    return Server((host, port), handler)


def server_url(server: Server) -> str:
    host, port = server.server_address[:2]
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def start_server(root=REPO_ROOT, host: str = "127.0.0.1", port: int = 0,
                 quiet: bool = True) -> tuple[Server, str]:
    """Serve ``root`` from a daemon thread; return ``(server, url)``.

    ``port=0`` picks a free port. Stop with ``server.shutdown(); server.server_close()``.
    """
    server = make_server(root, host, port, quiet=quiet)
    thread = threading.Thread(target=server.serve_forever, name="static-server", daemon=True)
    thread.start()
    return server, server_url(server)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000, 0 = any free)")
    parser.add_argument("--dir", default=str(REPO_ROOT), help="directory to serve (default: repo root)")
    parser.add_argument("-q", "--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)

    server = make_server(args.dir, args.host, args.port, quiet=args.quiet)
    print(f"Serving on {server_url(server)}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
