"""The size check an upload gets before its body is read."""

from django.conf import settings
from rest_framework.request import Request

from quizforge.generation.extraction.errors import DocumentTooLarge

# What multipart framing may add to the file itself (boundaries, part headers, a file name).
MULTIPART_ALLOWANCE_BYTES = 64 * 1024


def upload_declared_size_check(request: Request) -> None:
    """Refuses a request that announces more bytes than a file may have, before its body is read
    (Django's request size limit leaves files out, so nothing else stops them filling the disk)."""
    declared = request.META.get("CONTENT_LENGTH") or "0"
    if declared.isdigit() and int(declared) > settings.UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES:
        raise DocumentTooLarge.over_upload_limit(settings.UPLOAD_MAX_BYTES)
