"""A real HTTP server answering Google's OAuth2 token and userinfo endpoints for scripted accounts."""

import json
import secrets
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

GOOGLE_HOSTS = ("https://accounts.google.com", "https://www.googleapis.com")


class FakeGoogle:
    def __init__(self, *, client_id: str, client_secret: str) -> None:
        self.client_id = client_id
        self.client_secret = client_secret
        self._codes: dict[str, dict[str, Any]] = {}
        self._access_tokens: dict[str, dict[str, Any]] = {}
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def local_url(self, url: str) -> str:
        for host in GOOGLE_HOSTS:
            if url.startswith(host):
                return self.base_url + url[len(host) :]
        raise AssertionError(f"unexpected request to {url}")

    def code_for(self, *, sub: str, email: str, email_verified: bool = True) -> str:
        """The authorization code Google would hand back after this account consents."""
        code = secrets.token_urlsafe(12)
        self._codes[code] = {"sub": sub, "email": email, "email_verified": email_verified}
        return code

    def start(self) -> "FakeGoogle":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        google = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _answer(self, status: int, body: dict[str, Any]) -> None:
                payload = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                form = {key: values[0] for key, values in parse_qs(self.rfile.read(length).decode()).items()}
                if self.path != "/o/oauth2/token":
                    self._answer(404, {"error": "not_found"})
                elif (form.get("client_id"), form.get("client_secret")) != (
                    google.client_id,
                    google.client_secret,
                ):
                    self._answer(401, {"error": "invalid_client"})
                elif form.get("code") not in google._codes:
                    self._answer(400, {"error": "invalid_grant"})
                else:
                    token = secrets.token_urlsafe(16)
                    google._access_tokens[token] = google._codes.pop(form["code"])
                    self._answer(200, {"access_token": token, "token_type": "Bearer", "expires_in": 3599})

            def do_GET(self) -> None:
                token = self.headers.get("Authorization", "").removeprefix("Bearer ")
                if self.path != "/oauth2/v3/userinfo":
                    self._answer(404, {"error": "not_found"})
                elif token not in google._access_tokens:
                    self._answer(401, {"error": "invalid_token"})
                else:
                    self._answer(200, google._access_tokens[token])

        return Handler
