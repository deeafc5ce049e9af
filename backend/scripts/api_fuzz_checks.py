"""Schemathesis check loaded by api_fuzz.sh: every 4xx answer has the CONTRACT §2 error shape."""

import json

import schemathesis


@schemathesis.check
def error_shape(ctx, response, case) -> None:
    """A 4xx answer is JSON `{"error": "<a sentence>", "details": {...}}`."""
    if not 400 <= response.status_code < 500:
        return
    try:
        body = json.loads(response.content)
    except ValueError as exc:
        raise AssertionError(
            f"{response.status_code} answer is not JSON: {response.content[:200]!r}"
        ) from exc
    if not isinstance(body, dict) or not isinstance(body.get("error"), str) or not body["error"].strip():
        raise AssertionError(f"{response.status_code} answer has no `error` sentence: {body!r}"[:500])
    if not isinstance(body.get("details"), dict):
        raise AssertionError(f"{response.status_code} answer has no `details` object: {body!r}"[:500])
