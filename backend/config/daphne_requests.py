"""Daphne hands every request body to Django untouched.

Twisted's HTTP request, which daphne builds on, parses each multipart POST body itself before the
application sees it (into arguments daphne never reads). A body it cannot parse, such as a multipart
form with no parts, is then answered with an empty 400 and a dropped connection instead of the API's
JSON error, and every upload is parsed twice. Django's and DRF's own parsers already read the body.
"""

from typing import Any

from daphne import http_protocol


class RawBodyWebRequest(http_protocol.WebRequest):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["parsePOSTFormSubmission"] = False
        super().__init__(*args, **kwargs)


def daphne_use_raw_bodies() -> None:
    """Makes daphne's HTTP factory, which looks `WebRequest` up on each connection, build ours."""
    http_protocol.WebRequest = RawBodyWebRequest
