"""A job's calls to an HTTPS AI server are cut when the job ends, as calls over plain HTTP are."""

import datetime
import socket
import ssl
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from quizforge.generation.providers import http_connections
from quizforge.generation.providers.http_connections import JobConnections


def _self_signed(folder: Path) -> tuple[Path, Path]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=1))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return cert_path, key_path


class SilentTLSServer:
    """Reads a request over TLS and never answers; notes when the client closes the connection."""

    def __init__(self, cert: Path, key: Path) -> None:
        self._context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self._context.load_cert_chain(cert, key)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self.request_seen = threading.Event()
        self.client_closed = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        plain, _ = self._listener.accept()
        with self._context.wrap_socket(plain, server_side=True) as conn:
            conn.settimeout(30)
            if conn.recv(65536):
                self.request_seen.set()
            try:
                while conn.recv(65536):
                    pass
            except (OSError, ssl.SSLError):
                pass
            self.client_closed.set()

    def close(self) -> None:
        self._listener.close()


@pytest.fixture
def tls_server(tmp_path, monkeypatch) -> Iterator[SilentTLSServer]:
    cert, key = _self_signed(tmp_path)
    trusting = ssl.create_default_context(cafile=str(cert))
    monkeypatch.setattr(http_connections.httpx2, "create_ssl_context", lambda: trusting)
    server = SilentTLSServer(cert, key)
    yield server
    server.close()


def test_a_call_to_an_https_server_is_cut_when_the_job_ends(tls_server):
    connections = JobConnections()
    outcome: list[BaseException] = []

    def call() -> None:
        try:
            connections.client.post(
                f"https://localhost:{tls_server.port}/v1/chat/completions", json={}, timeout=30
            )
        except BaseException as error:
            outcome.append(error)

    caller = threading.Thread(target=call)
    caller.start()
    assert tls_server.request_seen.wait(10)

    connections.close_all()
    caller.join(10)

    assert not caller.is_alive()
    assert isinstance(outcome[0], httpx2.TransportError)
    assert tls_server.client_closed.wait(10)
