"""A request's input parsed by a serializer; a problem raises and is answered in the error shape."""

from typing import Any

from rest_framework.serializers import Serializer


def input_validate(serializer_class: type[Serializer], data: Any, *, partial: bool = False) -> dict[str, Any]:
    serializer = serializer_class(data=data, partial=partial)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
