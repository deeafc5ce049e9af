"""The service the upload API and the generation jobs call to read an uploaded document."""

import logging
import time

from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.extraction.types import Extracted

logger = logging.getLogger(__name__)


def document_extract(*, filename: str, data: bytes) -> Extracted:
    started = time.monotonic()
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
