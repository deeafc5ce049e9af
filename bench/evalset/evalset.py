"""The evaluation set's manifest, its split rule and where its documents live (stdlib only).

The documents are not in the repository (see README.md): they live in QUIZFORGE_EVALSET_DIR, by default
/work/evalset/documents, and manifest.tsv names each with its sha256, source and licence.
"""

import csv
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

MANIFEST = Path(__file__).resolve().with_name("manifest.tsv")
DEFAULT_DOCUMENTS = Path("/work/evalset/documents")
HALVES = ("tuning", "test")
TEST_FIRST_DIGITS = "89abcdef"


@dataclass(frozen=True)
class Entry:
    file: str
    sha256: str
    half: str
    language: str
    format: str
    kind: str
    words: int
    bytes: int
    repository: str
    path: str
    commit: str
    licence: str


def half_of(file_name: str) -> str:
    """The split rule, fixed before any generator ran on the set: the first hex digit of the sha256 of
    the file name (UTF-8) in 8..f puts a document in the test half, 0..7 in the tuning half."""
    digit = hashlib.sha256(file_name.encode("utf-8")).hexdigest()[0]
    return "test" if digit in TEST_FIRST_DIGITS else "tuning"


def documents_dir() -> Path:
    return Path(os.environ.get("QUIZFORGE_EVALSET_DIR", DEFAULT_DOCUMENTS))


def entries(half: str | None = None) -> list[Entry]:
    with MANIFEST.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    found = [
        Entry(**{**row, "words": int(row["words"]), "bytes": int(row["bytes"])})  # type: ignore[arg-type]
        for row in rows
    ]
    return [entry for entry in found if half is None or entry.half == half]


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
