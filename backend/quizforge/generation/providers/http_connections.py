"""HTTP connections one job opens to the AI server, which the job can cut when it ends.

Closing a socket that another thread is reading does not end the connection (the reader keeps it open
until it returns); shutting it down does: the reader wakes at once and the server sees the connection
close, so a server that keeps computing abandoned requests (llama.cpp's) can stop. For an HTTPS server
the socket to shut down is the TLS one: wrapping detaches the plain socket it started from.
"""

import contextlib
import socket
import ssl
import threading
from collections.abc import Iterable
from typing import Any

import httpcore2
import httpx2
from httpcore2._types import SOCKET_OPTION


class _TrackedStream(httpcore2.NetworkStream):
    """A connection whose socket, and the TLS socket it becomes, the job can shut down."""

    def __init__(self, inner: httpcore2.NetworkStream, connections: "JobConnections") -> None:
        self._inner = inner
        self._connections = connections
        sock = inner.get_extra_info("socket")
        if isinstance(sock, socket.socket):
            connections.track(sock)

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, timeout)

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, timeout)

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self, ssl_context: ssl.SSLContext, server_hostname: str | None = None, timeout: float | None = None
    ) -> httpcore2.NetworkStream:
        self._connections.refuse_if_closed()
        return _TrackedStream(self._inner.start_tls(ssl_context, server_hostname, timeout), self._connections)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _TrackedBackend(httpcore2.SyncBackend):
    def __init__(self, connections: "JobConnections") -> None:
        self._connections = connections

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[SOCKET_OPTION] | None = None,
    ) -> httpcore2.NetworkStream:
        self._connections.refuse_if_closed()
        return _TrackedStream(
            super().connect_tcp(host, port, timeout, local_address, socket_options), self._connections
        )


class _TrackedTransport(httpx2.HTTPTransport):
    def __init__(self, connections: "JobConnections") -> None:
        super().__init__()
        # The same TLS setup as the default transport (certificates from the environment included).
        self._pool = httpcore2.ConnectionPool(
            ssl_context=httpx2.create_ssl_context(), network_backend=_TrackedBackend(connections)
        )


class JobConnections:
    """An HTTP client whose connections `close_all` cuts, from any thread; no connection opens after."""

    def __init__(self) -> None:
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._closed = False
        self.client = httpx2.Client(transport=_TrackedTransport(self))

    def refuse_if_closed(self) -> None:
        if self._closed:
            raise httpcore2.ConnectError("The job has ended: no more calls.")

    def track(self, sock: socket.socket) -> None:
        with self._lock:
            if self._closed:
                sock.close()
                raise httpcore2.ConnectError("The job has ended: no more calls.")
            self._sockets.append(sock)

    @property
    def closed(self) -> bool:
        return self._closed

    def close_all(self) -> None:
        with self._lock:
            self._closed = True
            sockets, self._sockets = self._sockets, []
        for sock in sockets:
            with contextlib.suppress(OSError):  # already closed by its reader
                sock.shutdown(socket.SHUT_RDWR)
