"""The service the upload API and the generation jobs call to read an uploaded document."""

import logging
import time

from django.conf import settings

from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.extraction.types import Extracted
from quizforge.generation.extraction.user_slots import EXTRACTION_SLOTS

logger = logging.getLogger(__name__)


def document_extract(*, filename: str, data: bytes, owner: object | None = None) -> Extracted:
    """The document's text. With an `owner` (a user's id), the extraction counts toward that user's share
    of this process's extractions (EXTRACTION_CONCURRENCY_PER_USER)."""
    started = time.monotonic()
    if owner is None:
        extracted = extract_text(filename=filename, data=data)
    else:
        with EXTRACTION_SLOTS.hold(
            owner,
            per_user=settings.EXTRACTION_CONCURRENCY_PER_USER,
            wait_seconds=settings.EXTRACTION_QUEUE_SECONDS,
        ):
            extracted = extract_text(filename=filename, data=data)
    logger.info(
        "document extracted",
        extra={
            "bytes": len(data),
            "characters": extracted.characters,
            "pages": extracted.pages,
            "seconds": round(time.monotonic() - started, 3),
        },
    )
    return extracted
