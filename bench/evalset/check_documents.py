"""Checks the evaluation set on this machine against manifest.tsv (stdlib only).

    python3 bench/evalset/check_documents.py [--dir /work/evalset/documents]

For every manifest row: the file is there, its sha256 is the manifest's, and its half is the one the
split rule gives. Then the counts per half: documents, languages, formats, kinds and words. Prints no
document text. Exits non-zero when a file is missing or differs.
"""

import argparse
import sys
from collections import Counter
from pathlib import Path

from evalset import HALVES, documents_dir, entries, file_sha256, half_of


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--dir", type=Path, default=documents_dir())
    args = parser.parse_args()
    problems = []
    rows = entries()
    for entry in rows:
        path = args.dir / entry.file
        if not path.is_file():
            problems.append(f"missing: {entry.file}")
        elif file_sha256(path) != entry.sha256:
            problems.append(f"sha256 differs: {entry.file}")
        if half_of(entry.file) != entry.half:
            problems.append(f"half is not the rule's: {entry.file}")
    total_bytes = sum(entry.bytes for entry in rows)
    print(f"{len(rows)} documents, {total_bytes / 1e6:.1f} MB, in {args.dir}")
    for half in HALVES:
        part = [entry for entry in rows if entry.half == half]
        print(f"\n{half}: {len(part)} documents, {sum(entry.words for entry in part):,} words")
        for column in ("language", "format", "kind"):
            counts = Counter(getattr(entry, column) for entry in part)
            listed = ", ".join(f"{name} {count}" for name, count in sorted(counts.items()))
            print(f"  {column} ({len(counts)}): {listed}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
