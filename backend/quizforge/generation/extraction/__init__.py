"""Text from uploaded documents (PDF, DOC, DOCX, PPT, PPTX, TXT), or a sentence that says why not.

`document_extract` is the one entry point: the upload API and the generation jobs both call it.
"""

from quizforge.generation.extraction.services import document_extract
from quizforge.generation.extraction.types import Extracted

__all__ = ["Extracted", "document_extract"]
