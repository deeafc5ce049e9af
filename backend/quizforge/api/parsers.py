"""Request body parsers that answer any unreadable body with a 400, never a 500."""

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class JsonParser(JSONParser):
    """DRF's JSON parser, also refusing bodies nested deeper than Python's decoder can follow.

    `json.loads` answers `[[[[...]]]]` a few thousand levels deep with RecursionError, which is not a
    ValueError, so DRF would let it through as a server error.
    """

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply.") from None
