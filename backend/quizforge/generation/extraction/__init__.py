"""Text from uploaded documents (PDF, DOC, DOCX, PPT, PPTX, TXT), or a sentence that says why not."""

from quizforge.generation.extraction.pipeline import extract_text
from quizforge.generation.extraction.services import document_extract
from quizforge.generation.extraction.types import Extracted

__all__ = ["Extracted", "document_extract", "extract_text"]
