"""A small stateful stand-in for Stripe over real HTTP, for tests and local runs. Standard library only.

The official `stripe` library talks to it when its API base points here. It keeps customers, Checkout
Sessions (with a checkout page a browser can complete), subscriptions and invoices, and delivers webhook
events signed with Stripe's real scheme (`Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "t.body">`).

    python -m quizforge.billing.tests.fake_stripe --port 0 --webhook-url http://127.0.0.1:8000/api/billing/webhook/

prints `listening on http://127.0.0.1:<port>` once it answers. Objects follow Stripe's API version
2025-03-31 and later: a subscription's period lives on its items, an invoice names its subscription under
`parent.subscription_details`.

Why not localstripe (PyPI): 1.15.10 installs and answers stripe 16.1.0 and signs its webhooks, but it has no
Checkout Sessions and no Prices (its subscriptions take legacy Plans only), never sends
`customer.subscription.updated`, `invoice.paid` or `checkout.session.completed`, and writes its state to the
fixed file /tmp/localstripe.pickle after every request, which test runs side by side on one machine would
share. Adding all that meant patching its internals, so this stand-in replaces it.
"""

import argparse
import calendar
import hashlib
import hmac
import html
import itertools
import json
import queue
import re
import secrets
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

API_KEY = "sk_test_quizforge_local"
WEBHOOK_SECRET = "whsec_quizforge_local"
PRICES: dict[str, tuple[int, str]] = {"price_monthly": (399, "month"), "price_yearly": (2400, "year")}
DECLINED_CARD = "4000000000000002"
SUCCESS_CARD = "4242424242424242"


class StripeApiError(Exception):
    def __init__(self, status: int, message: str, *, code: str = "", param: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.body = {
            "error": {
                "type": "invalid_request_error",
                "message": message,
                **({"code": code} if code else {}),
                **({"param": param} if param else {}),
            }
        }


def form_decode(body: str) -> dict[str, Any]:
    """Stripe's form encoding (`line_items[0][price]=x`) into nested dicts and lists."""
    root: dict[str, Any] = {}
    for key, value in parse_qsl(body, keep_blank_values=True):
        parts = re.findall(r"[^\[\]]+", key)
        node = root
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        if parts:
            node[parts[-1]] = value

    def listify(node: Any) -> Any:
        if isinstance(node, dict):
            node = {key: listify(value) for key, value in node.items()}
            if node and all(key.isdigit() for key in node):
                return [node[key] for key in sorted(node, key=int)]
        return node

    return listify(root)


def _truthy(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


def add_interval(moment: int, interval: str) -> int:
    """One calendar month or year later, as Stripe bills (31 January + 1 month = 28/29 February)."""
    start = datetime.fromtimestamp(moment, tz=UTC)
    months = 12 if interval == "year" else 1
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    day = min(start.day, calendar.monthrange(year, month)[1])
    return int(start.replace(year=year, month=month, day=day).timestamp())


def sign(payload: bytes, secret: str, timestamp: int | None = None) -> str:
    """A `Stripe-Signature` header for the payload, as Stripe computes it."""
    stamp = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{stamp}.".encode() + payload, hashlib.sha256).hexdigest()
    return f"t={stamp},v1={digest}"


@dataclass
class Delivery:
    event_id: str
    event_type: str
    status: int  # 0 when the endpoint could not be reached


class FakeStripe:
    def __init__(
        self,
        *,
        api_key: str = API_KEY,
        webhook_secret: str = WEBHOOK_SECRET,
        webhook_url: str | None = None,
        prices: dict[str, tuple[int, str]] | None = None,
        auto_deliver: bool = True,
        port: int = 0,
    ) -> None:
        self.api_key = api_key
        self.webhook_secret = webhook_secret
        self.webhook_url = webhook_url
        self.prices = dict(prices or PRICES)
        self.auto_deliver = auto_deliver
        self.customers: dict[str, dict[str, Any]] = {}
        self.sessions: dict[str, dict[str, Any]] = {}
        self.subscriptions: dict[str, dict[str, Any]] = {}
        self.invoices: dict[str, dict[str, Any]] = {}
        self.events: list[dict[str, Any]] = []
        self.requests: list[tuple[str, str, dict[str, Any]]] = []
        self.deliveries: list[Delivery] = []
        self._idempotent: dict[str, tuple[int, dict[str, Any]]] = {}
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self._retrieval_gate: threading.Semaphore | None = None
        self._held = 0
        self._serial = itertools.count(1)
        self._outbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._server = ThreadingHTTPServer(("127.0.0.1", port), self._handler_class())
        self._server.daemon_threads = True
        self._threads = [
            threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True),
            threading.Thread(target=self._deliver_loop, daemon=True),
        ]

    # --- running -----------------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> "FakeStripe":
        for thread in self._threads:
            thread.start()
        return self

    def stop(self) -> None:
        self.release_retrievals()
        self._outbox.put(None)
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> "FakeStripe":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- what a test can do ---------------------------------------------------------------------------

    def now(self) -> int:
        return int(time.time())

    def checkout_pay(self, session_id: str, card: str = SUCCESS_CARD) -> dict[str, Any]:
        """Completes a Checkout Session as the checkout page does; answers the subscription."""
        with self._lock:
            session = self.sessions[session_id]
            if session["status"] != "open":
                raise StripeApiError(400, "This Checkout Session is no longer open.")
            if card.replace(" ", "") == DECLINED_CARD:
                raise StripeApiError(402, "Your card was declined.", code="card_declined")
            price_id = session["_price"]
            now = self.now()
            subscription_id = self._new_id("sub")
            item = {
                "id": self._new_id("si"),
                "object": "subscription_item",
                "price": self._price(price_id),
                "quantity": 1,
                "subscription": subscription_id,
                "current_period_start": now,
                "current_period_end": add_interval(now, self.prices[price_id][1]),
            }
            subscription = {
                "id": subscription_id,
                "object": "subscription",
                "customer": session["customer"],
                "status": "incomplete",
                "created": now,
                "start_date": now,
                "cancel_at_period_end": False,
                "cancel_at": None,
                "canceled_at": None,
                "ended_at": None,
                "cancellation_details": {"comment": None, "feedback": None, "reason": None},
                "metadata": dict(session.get("_subscription_metadata") or {}),
                "items": {
                    "object": "list",
                    "data": [item],
                    "has_more": False,
                    "url": f"/v1/subscription_items?subscription={subscription_id}",
                },
                "latest_invoice": None,
                "livemode": False,
            }
            self.subscriptions[subscription_id] = subscription
            self._emit("customer.subscription.created", subscription)
            self._invoice(subscription, paid=True)
            subscription["status"] = "active"
            self._emit("customer.subscription.updated", subscription, previous={"status": "incomplete"})
            session.update(status="complete", payment_status="paid", subscription=subscription_id)
            self._emit("checkout.session.completed", self._public(session))
            return subscription

    def period_end(self, subscription_id: str) -> None:
        """The paid period ends: a subscription set to cancel ends, any other renews with a paid invoice."""
        with self._lock:
            subscription = self.subscriptions[subscription_id]
            if subscription["cancel_at_period_end"]:
                self._end(subscription)
                return
            item = subscription["items"]["data"][0]
            start = item["current_period_end"]
            item.update(
                current_period_start=start,
                current_period_end=add_interval(start, self.prices[item["price"]["id"]][1]),
            )
            self._invoice(subscription, paid=True)
            self._emit("customer.subscription.updated", subscription, previous={"items": {}})

    def renewal_fails(self, subscription_id: str) -> None:
        """A renewal payment fails: the invoice stays open and Stripe marks the subscription past_due."""
        with self._lock:
            subscription = self.subscriptions[subscription_id]
            self._invoice(subscription, paid=False)
            subscription["status"] = "past_due"
            self._emit("customer.subscription.updated", subscription, previous={"status": "active"})

    def cancel_now(self, subscription_id: str) -> None:
        """The subscription is cancelled at once (from Stripe's dashboard, or after failed retries)."""
        with self._lock:
            self._end(self.subscriptions[subscription_id])

    def events_of(self, event_type: str) -> list[dict[str, Any]]:
        with self._lock:
            return [event for event in self.events if event["type"] == event_type]

    def event_body(self, event: dict[str, Any]) -> bytes:
        return json.dumps(event, indent=2).encode()

    def signed(self, event: dict[str, Any], *, timestamp: int | None = None, secret: str | None = None):
        """An event's body and a `Stripe-Signature` header for it."""
        body = self.event_body(event)
        return body, sign(body, secret or self.webhook_secret, timestamp)

    def deliver(self, event: dict[str, Any]) -> int:
        """Posts one event to the webhook endpoint now, signed; answers the HTTP status (0: unreachable)."""
        if not self.webhook_url:
            raise RuntimeError("No webhook endpoint is set")
        body, signature = self.signed(event)
        request = urllib.request.Request(
            self.webhook_url,
            data=body,
            method="POST",
            headers={"Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status = response.status
        except urllib.error.HTTPError as error:
            status = error.code
        except OSError:
            status = 0
        with self._changed:
            self.deliveries.append(Delivery(event["id"], event["type"], status))
            self._changed.notify_all()
        return status

    def wait_for_deliveries(self, count: int, timeout: float = 20.0) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: len(self.deliveries) >= count, timeout=timeout)

    def wait_for_delivered(self, event_type: str, timeout: float = 20.0) -> bool:
        """Waits until an event of this type was delivered and accepted (2xx)."""
        with self._changed:
            return self._changed.wait_for(
                lambda: any(d.event_type == event_type and 200 <= d.status < 300 for d in self.deliveries),
                timeout=timeout,
            )

    def hold_retrievals(self) -> None:
        """From now on, each subscription read waits for `release_retrievals` before it is answered."""
        self._retrieval_gate = threading.Semaphore(0)

    def wait_for_held(self, count: int, timeout: float = 20.0) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: self._held >= count, timeout=timeout)

    def release_retrievals(self) -> None:
        gate, self._retrieval_gate = self._retrieval_gate, None
        if gate is not None:
            gate.release(1000)

    def calls(self, method: str, path_prefix: str) -> list[dict[str, Any]]:
        with self._lock:
            return [
                params for m, path, params in self.requests if m == method and path.startswith(path_prefix)
            ]

    # --- objects ---------------------------------------------------------------------------------------

    def _new_id(self, prefix: str) -> str:
        return f"{prefix}_{'test_' if prefix == 'cs' else ''}{next(self._serial):04d}{secrets.token_hex(6)}"

    def _price(self, price_id: str) -> dict[str, Any]:
        amount, interval = self.prices[price_id]
        return {
            "id": price_id,
            "object": "price",
            "active": True,
            "currency": "usd",
            "unit_amount": amount,
            "type": "recurring",
            "recurring": {"interval": interval, "interval_count": 1},
        }

    @staticmethod
    def _public(stored: dict[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in stored.items() if not key.startswith("_")}

    def _emit(self, event_type: str, data: dict[str, Any], previous: dict[str, Any] | None = None) -> None:
        event = {
            "id": self._new_id("evt"),
            "object": "event",
            "api_version": "2026-10-28.endive",
            "created": self.now(),
            "type": event_type,
            "livemode": False,
            "pending_webhooks": 1,
            "request": {"id": None, "idempotency_key": None},
            "data": {
                "object": json.loads(json.dumps(self._public(data))),
                **({"previous_attributes": previous} if previous is not None else {}),
            },
        }
        self.events.append(event)
        if self.auto_deliver and self.webhook_url:
            self._outbox.put(event)

    def _invoice(self, subscription: dict[str, Any], *, paid: bool) -> dict[str, Any]:
        item = subscription["items"]["data"][0]
        invoice = {
            "id": self._new_id("in"),
            "object": "invoice",
            "customer": subscription["customer"],
            "status": "paid" if paid else "open",
            "amount_due": item["price"]["unit_amount"],
            "amount_paid": item["price"]["unit_amount"] if paid else 0,
            "currency": "usd",
            "billing_reason": "subscription_cycle"
            if subscription["latest_invoice"]
            else "subscription_create",
            "period_start": item["current_period_start"],
            "period_end": item["current_period_end"],
            "parent": {
                "type": "subscription_details",
                "subscription_details": {
                    "subscription": subscription["id"],
                    "metadata": subscription["metadata"],
                },
            },
            "created": self.now(),
        }
        self.invoices[invoice["id"]] = invoice
        subscription["latest_invoice"] = invoice["id"]
        self._emit("invoice.paid" if paid else "invoice.payment_failed", invoice)
        return invoice

    def _end(self, subscription: dict[str, Any]) -> None:
        now = self.now()
        subscription.update(status="canceled", ended_at=now, canceled_at=subscription["canceled_at"] or now)
        self._emit("customer.subscription.deleted", subscription)

    # --- the API ---------------------------------------------------------------------------------------

    def _customer_create(self, params: dict[str, Any]) -> dict[str, Any]:
        customer: dict[str, Any] = {
            "id": self._new_id("cus"),
            "object": "customer",
            "email": params.get("email"),
            "metadata": params.get("metadata") or {},
            "created": self.now(),
            "livemode": False,
        }
        self.customers[customer["id"]] = customer
        self._emit("customer.created", customer)
        return customer

    def _session_create(self, params: dict[str, Any]) -> dict[str, Any]:
        if params.get("mode") != "subscription":
            raise StripeApiError(400, "This stand-in only supports mode=subscription.", param="mode")
        customer = str(params.get("customer"))
        if customer not in self.customers:
            raise StripeApiError(
                400, f"No such customer: '{customer}'", code="resource_missing", param="customer"
            )
        items = params.get("line_items") or []
        price_id = items[0].get("price") if len(items) == 1 else None
        if price_id not in self.prices:
            raise StripeApiError(
                400, f"No such price: '{price_id}'", code="resource_missing", param="line_items[0][price]"
            )
        for name in ("success_url", "cancel_url"):
            if not str(params.get(name, "")).startswith(("http://", "https://")):
                raise StripeApiError(400, f"Not a valid URL: {name}", code="url_invalid", param=name)
        session_id = self._new_id("cs")
        session = {
            "id": session_id,
            "object": "checkout.session",
            "mode": "subscription",
            "status": "open",
            "payment_status": "unpaid",
            "customer": customer,
            "customer_email": self.customers[customer]["email"],
            "client_reference_id": params.get("client_reference_id"),
            "metadata": params.get("metadata") or {},
            "success_url": params["success_url"],
            "cancel_url": params["cancel_url"],
            "subscription": None,
            "amount_total": self.prices[price_id][0],
            "currency": "usd",
            "created": self.now(),
            "expires_at": self.now() + 24 * 3600,
            "url": f"{self.base_url}/c/pay/{session_id}",
            "livemode": False,
            "_price": price_id,
            "_subscription_metadata": (params.get("subscription_data") or {}).get("metadata") or {},
        }
        self.sessions[session_id] = session
        return self._public(session)

    def _session_expire(self, session_id: str) -> dict[str, Any]:
        session = self._found(self.sessions, session_id, "checkout.session")
        if session["status"] != "open":
            raise StripeApiError(
                400,
                "Only Checkout Sessions with a status in [open] can be expired.",
                code="checkout_session_not_open",
            )
        session["status"] = "expired"
        return self._public(session)

    def _subscription_update(self, subscription_id: str, params: dict[str, Any]) -> dict[str, Any]:
        subscription = self._found(self.subscriptions, subscription_id, "subscription")
        if subscription["status"] == "canceled":
            raise StripeApiError(
                400, "A canceled subscription can only update its cancellation_details and metadata."
            )
        previous: dict[str, Any] = {}
        if "cancel_at_period_end" in params:
            wanted = _truthy(params["cancel_at_period_end"])
            previous["cancel_at_period_end"] = subscription["cancel_at_period_end"]
            item = subscription["items"]["data"][0]
            subscription.update(
                cancel_at_period_end=wanted,
                cancel_at=item["current_period_end"] if wanted else None,
                canceled_at=self.now() if wanted else None,
            )
            if wanted:
                subscription["cancellation_details"]["reason"] = "cancellation_requested"
        details = params.get("cancellation_details") or {}
        for key in ("feedback", "comment"):
            if key in details:
                subscription["cancellation_details"][key] = details[key] or None
        subscription["metadata"].update(params.get("metadata") or {})
        self._emit("customer.subscription.updated", subscription, previous=previous)
        return subscription

    @staticmethod
    def _found(objects: dict[str, dict[str, Any]], object_id: str, kind: str) -> dict[str, Any]:
        if object_id not in objects:
            raise StripeApiError(404, f"No such {kind}: '{object_id}'", code="resource_missing", param="id")
        return objects[object_id]

    def _wait_at_gate(self) -> None:
        gate = self._retrieval_gate
        if gate is None:
            return
        with self._changed:
            self._held += 1
            self._changed.notify_all()
        gate.acquire(timeout=30)

    def _api(self, method: str, path: str, params: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        routes: list[tuple[str, str, Callable[..., dict[str, Any]]]] = [
            ("POST", r"/v1/customers", lambda: self._customer_create(params)),
            ("GET", r"/v1/customers/(?P<id>[^/]+)", lambda id: self._found(self.customers, id, "customer")),
            ("POST", r"/v1/checkout/sessions", lambda: self._session_create(params)),
            ("POST", r"/v1/checkout/sessions/(?P<id>[^/]+)/expire", lambda id: self._session_expire(id)),
            (
                "GET",
                r"/v1/checkout/sessions/(?P<id>[^/]+)",
                lambda id: self._public(self._found(self.sessions, id, "checkout.session")),
            ),
            (
                "GET",
                r"/v1/subscriptions/(?P<id>[^/]+)",
                lambda id: self._found(self.subscriptions, id, "subscription"),
            ),
            ("POST", r"/v1/subscriptions/(?P<id>[^/]+)", lambda id: self._subscription_update(id, params)),
            ("DELETE", r"/v1/subscriptions/(?P<id>[^/]+)", lambda id: self._cancel_now_api(id)),
            ("GET", r"/v1/invoices/(?P<id>[^/]+)", lambda id: self._found(self.invoices, id, "invoice")),
        ]
        for route_method, pattern, handler in routes:
            match = re.fullmatch(pattern, path)
            if route_method == method and match:
                if method == "GET" and path.startswith("/v1/subscriptions/"):
                    self._wait_at_gate()
                with self._lock:
                    return 200, json.loads(json.dumps(handler(**match.groupdict())))
        raise StripeApiError(404, f"Unrecognized request URL ({method}: {path}).")

    def _cancel_now_api(self, subscription_id: str) -> dict[str, Any]:
        subscription = self._found(self.subscriptions, subscription_id, "subscription")
        self._end(subscription)
        return subscription

    # --- the checkout page -------------------------------------------------------------------------------

    def _checkout_page(
        self, session_id: str, error: str = "", card: str = "4242 4242 4242 4242"
    ) -> tuple[int, str]:
        session = self.sessions.get(session_id)
        if session is None or session["status"] != "open":
            body = "<h1>This checkout is no longer available</h1><p>Please start again from pricing.</p>"
            return 404, _page("Checkout unavailable", body)
        amount, interval = self.prices[session["_price"]]
        price = f"${amount / 100:.2f}".replace(".00", "")
        error_html = f'<p class="error" role="alert">{html.escape(error)}</p>' if error else ""
        email = html.escape(session["customer_email"] or "")
        back = html.escape(session["cancel_url"].replace("{CHECKOUT_SESSION_ID}", session_id))
        body = f"""
<p class="merchant">QuizForge</p>
<h1>Subscribe to QuizForge Premium</h1>
<p class="price"><strong>{price}</strong> per {interval}</p>
<p class="note">Local test checkout: nothing is charged. Card {SUCCESS_CARD[:4]} {SUCCESS_CARD[4:8]} … pays,
{DECLINED_CARD[:4]} {DECLINED_CARD[4:8]} … is declined.</p>
<form method="post" action="/c/pay/{session_id}">
  <label>Email<input name="email" type="email" value="{email}" readonly></label>
  <label>Card number
    <input name="card" inputmode="numeric" autocomplete="cc-number" value="{html.escape(card)}"></label>
  <div class="row">
    <label>Expiry<input name="exp" value="12 / 34"></label><label>CVC<input name="cvc" value="123"></label>
  </div>
  <label>Name on card<input name="name" autocomplete="cc-name" value="Test Student"></label>
  {error_html}
  <button type="submit">Subscribe</button>
</form>
<a class="back" href="{back}">Back to QuizForge</a>
"""
        return 200, _page("Subscribe to QuizForge Premium", body)

    def _checkout_submit(self, session_id: str, form: dict[str, Any]) -> tuple[int, str, str]:
        """Answers (status, location, html): a redirect to the success URL, or the page with an error."""
        card = str(form.get("card", ""))
        try:
            self.checkout_pay(session_id, card=card)
        except (StripeApiError, KeyError) as error:
            message = str(error) if isinstance(error, StripeApiError) else ""
            status, page = self._checkout_page(session_id, error=message, card=card)
            return status, "", page
        success = self.sessions[session_id]["success_url"].replace("{CHECKOUT_SESSION_ID}", session_id)
        return 303, success, ""

    # --- HTTP ------------------------------------------------------------------------------------------

    def _deliver_loop(self) -> None:
        while True:
            event = self._outbox.get()
            if event is None:
                return
            self.deliver(event)

    def _authorized(self, header: str) -> bool:
        return header == f"Bearer {self.api_key}"

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _body(self) -> str:
                length = int(self.headers.get("Content-Length") or 0)
                return self.rfile.read(length).decode() if length else ""

            def _send(self, status: int, body: bytes, content_type: str, location: str = "") -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                if location:
                    self.send_header("Location", location)
                self.end_headers()
                self.wfile.write(body)

            def _json(self, status: int, data: dict[str, Any]) -> None:
                self._send(status, json.dumps(data).encode(), "application/json")

            def _handle(self, method: str) -> None:
                url = urlsplit(self.path)
                raw = self._body()
                if url.path.startswith("/c/pay/"):
                    self._page(method, url.path.removeprefix("/c/pay/"), raw)
                    return
                if not fake._authorized(self.headers.get("Authorization", "")):
                    self._json(
                        401, {"error": {"type": "invalid_request_error", "message": "Invalid API Key."}}
                    )
                    return
                params = form_decode(raw if method == "POST" else url.query)
                key = self.headers.get("Idempotency-Key")
                with fake._lock:
                    fake.requests.append((method, url.path, params))
                    if key and key in fake._idempotent:
                        self._json(*fake._idempotent[key])
                        return
                try:
                    status, data = fake._api(method, url.path, params)
                except StripeApiError as error:
                    status, data = error.status, error.body
                if key and method == "POST":
                    with fake._lock:
                        fake._idempotent[key] = (status, data)
                self._json(status, data)

            def _page(self, method: str, session_id: str, raw: str) -> None:
                if method == "POST":
                    status, location, page = fake._checkout_submit(session_id, dict(parse_qsl(raw)))
                else:
                    status, page = fake._checkout_page(session_id)
                    location = ""
                self._send(status, page.encode(), "text/html; charset=utf-8", location)

            def do_GET(self) -> None:
                self._handle("GET")

            def do_POST(self) -> None:
                self._handle("POST")

            def do_DELETE(self) -> None:
                self._handle("DELETE")

        return Handler


def _page(title: str, body: str) -> str:
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
*, *::before, *::after {{ box-sizing: border-box; }}
body {{ margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; }}
main {{ max-width: 440px; margin: 0 auto; padding: 32px 20px; }}
.merchant {{ font-weight: 600; color: #635bff; margin: 0 0 8px; }}
h1 {{ font-size: 22px; margin: 0 0 8px; }}
.price strong {{ font-size: 28px; }}
.note {{ font-size: 13px; color: #697386; }}
form {{ display: grid; gap: 12px; background: #fff; padding: 20px; border-radius: 8px;
  box-shadow: 0 2px 8px rgba(0,0,0,.08); }}
label {{ display: grid; gap: 4px; font-size: 14px; color: #3c4257; }}
input {{ width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border: 1px solid #cfd7df;
  border-radius: 6px; }}
.row {{ display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }}
button {{ font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 6px; background: #635bff;
  color: #fff; cursor: pointer; }}
.error {{ color: #df1b41; margin: 0; }}
.back {{ display: inline-block; margin-top: 16px; color: #635bff; }}
</style></head>
<body><main>{body}</main></body></html>
"""


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--webhook-url", help="where events are delivered, e.g. <site>/api/billing/webhook/")
    parser.add_argument("--api-key", default=API_KEY)
    parser.add_argument("--webhook-secret", default=WEBHOOK_SECRET)
    parser.add_argument("--price-monthly", default="price_monthly")
    parser.add_argument("--price-yearly", default="price_yearly")
    args = parser.parse_args(argv)
    fake = FakeStripe(
        api_key=args.api_key,
        webhook_secret=args.webhook_secret,
        webhook_url=args.webhook_url,
        prices={args.price_monthly: PRICES["price_monthly"], args.price_yearly: PRICES["price_yearly"]},
        port=args.port,
    ).start()
    print(f"listening on {fake.base_url}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        fake.stop()
        sys.exit(0)


if __name__ == "__main__":
    main()
