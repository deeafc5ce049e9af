"""The shared corpus (corpus/SOURCES.md), listed once: where it is, its good files, and how each bad file is
refused. The tests and the benchmarks read these lists."""

import os
import re
from pathlib import Path

from quizforge.core.exceptions import ApplicationError
from quizforge.generation.extraction.errors import (
    DamagedDocument,
    EmptyFile,
    EncryptedDocument,
    NoExtractableText,
    UnsupportedFileType,
)

# Kept beside the repository (it holds others' documents, licensed for testing only).
_BESIDE_THE_REPOSITORY = Path(__file__).resolve().parents[5] / "shared" / "corpus"
CORPUS_DIR = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", _BESIDE_THE_REPOSITORY))

# The study documents: what a teacher would upload, in every language the corpus has.
STUDY_DOCUMENTS = [
    "bio180_extensions_to_mendel_slides.pdf",
    "bio180_hiv_natural_selection_key.doc",
    "bio180_practice_exam_1.docx",
    "bio180_statistics_reading_quiz.txt",
    "constitution_france_1958.txt",
    "declaration_of_independence.txt",
    "evaluation_communication_tables.pptx",
    "geometry_lecture1_euclid.pptx",
    "geotopo_lecture_notes_de.pdf",
    "hebrew_biology_lab_exam_prep.pptx",
    "identity_management_alterman_ppt.ppt",
    "identity_management_alterman_pptx.pptx",
    "irish_budget_tax_cases_tables.docx",
    "physics_lab_force_on_current.doc",
    "russian_calendar_2017.docx",
    "russian_mba_coursework_rules.doc",
    "two_column_nature_paper.pdf",
    "us_constitution.txt",
]

# Samples of a few lines that test extraction only.
EXTRACTION_SAMPLES = [
    "japanese_text.ppt",
    "poi_sample_show_ppt.ppt",
    "poi_sample_show_pptx.pptx",
    "textract_bo_peep.txt",
    "textract_ipsum_doc.doc",
    "textract_ipsum_docx.docx",
    "textract_ipsum_pdf.pdf",
    "textract_ipsum_pptx.pptx",
    "textract_paragraphs_and_tables.docx",
    "utf8_bom_crlf_bilingual.txt",
]

# The files of corpus/good: each must give text.
GOOD_FILES = sorted(STUDY_DOCUMENTS + EXTRACTION_SAMPLES)

UNSUPPORTED = "Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)"

BAD_FILES: dict[str, type[ApplicationError]] = {
    "docx_renamed.doc": UnsupportedFileType,
    "empty.doc": EmptyFile,
    "empty.docx": EmptyFile,
    "empty.pdf": EmptyFile,
    "empty.ppt": EmptyFile,
    "empty.pptx": EmptyFile,
    "empty.txt": EmptyFile,
    "encrypted_password_is_hello.ppt": EncryptedDocument,
    "encrypted_password_is_openpassword.pdf": EncryptedDocument,
    "encrypted_password_is_pass.docx": EncryptedDocument,
    "encrypted_password_is_password.doc": EncryptedDocument,
    "fuzz_hslf_5018229722382336.ppt": DamagedDocument,
    "fuzz_hslf_6192650357112832.ppt": DamagedDocument,
    "fuzz_hslf_6614960949821440.ppt": DamagedDocument,
    "fuzz_hwpf_5074346559012864.doc": DamagedDocument,
    "fuzz_hwpf_5418937293340672.doc": DamagedDocument,
    "fuzz_hwpf_5440721166139392.doc": DamagedDocument,
    "fuzz_poifuzzer_5205835528404992.pptx": DamagedDocument,
    "fuzz_xslf_6254434927378432.pptx": DamagedDocument,
    "fuzz_xwpf_5313273089884160.docx": DamagedDocument,
    "fuzz_xwpf_6442791109263360.docx": DamagedDocument,
    "fuzz_xwpf_6733884933668864.docx": DamagedDocument,
    "jpeg_renamed.txt": UnsupportedFileType,
    "legacy_doc_renamed.docx": UnsupportedFileType,
    "no_text_empty_paragraph.docx": NoExtractableText,
    "no_text_empty_slideshow.ppt": NoExtractableText,
    "no_text_empty_word97.doc": NoExtractableText,
    "no_text_scanned_image_only.pdf": NoExtractableText,
    "odt_renamed.docx": UnsupportedFileType,
    "opc_package_without_document.docx": UnsupportedFileType,
    "png_renamed.pdf": UnsupportedFileType,
    "truncated_nature_paper_first_40000_bytes.pdf": DamagedDocument,
    "truncated_poi_bug62886.docx": DamagedDocument,
    "truncated_textract_ipsum_first_half.pdf": DamagedDocument,
}

# What each kind of refusal must say, beyond being a sentence.
WORDING: dict[type[ApplicationError], re.Pattern[str]] = {
    UnsupportedFileType: re.compile(re.escape(UNSUPPORTED) + "$"),
    EmptyFile: re.compile(r"^The file is empty\.$"),
    EncryptedDocument: re.compile(r"password-protected"),
    DamagedDocument: re.compile(r"^This (PDF file|Word document|PowerPoint file) is damaged or incomplete"),
    NoExtractableText: re.compile(r"no (extractable )?text"),
}
