"""Writes the client's TypeScript types and the message tables of docs/live-games.md from `protocol`.

python -m quizforge.multiplayer.protocol_docs          # write both
python -m quizforge.multiplayer.protocol_docs --check  # exit 1 if either is out of date (make lint)
"""

import argparse
import sys
from pathlib import Path

from quizforge.multiplayer.protocol import (
    CLIENT_MESSAGES,
    CLOSE_CODES,
    SERVER_MESSAGES,
    SHAPES,
    Message,
)

REPO_DIR = Path(__file__).resolve().parents[3]
TYPES_FILE = REPO_DIR / "frontend/src/features/multiplayer/protocol.generated.ts"
DOC_FILE = REPO_DIR / "docs/live-games.md"
DOC_START = "<!-- protocol: generated from backend/quizforge/multiplayer/protocol.py, do not edit -->"
DOC_END = "<!-- protocol: end -->"


def _pascal(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def _fields_ts(fields: dict[str, str], indent: str = "  ") -> list[str]:
    return [f"{indent}{name}: {kind};" for name, kind in fields.items()]


def _message_ts(message: Message, suffix: str, extra: dict[str, str]) -> list[str]:
    lines = [f"export interface {_pascal(message.type)}{suffix} {{", f"  type: '{message.type}';"]
    lines += _fields_ts({**message.fields, **extra})
    return [*lines, "}", ""]


def types_text() -> str:
    lines = [
        "// Generated from backend/quizforge/multiplayer/protocol.py by",
        "// `python -m quizforge.multiplayer.protocol_docs`: do not edit (make lint checks it).",
        "",
    ]
    for name, fields in SHAPES.items():
        lines += [f"export interface {name} {{", *_fields_ts(fields), "}", ""]
    for message in CLIENT_MESSAGES:
        lines += _message_ts(message, "Message", {})
    for message in SERVER_MESSAGES:
        lines += _message_ts(message, "Event", {"server_time": "number"})
    client = " | ".join(f"{_pascal(m.type)}Message" for m in CLIENT_MESSAGES)
    server = " | ".join(f"{_pascal(m.type)}Event" for m in SERVER_MESSAGES)
    lines += [f"export type ProtocolClientMessage = {client};", ""]
    lines += [f"export type ProtocolServerMessage = {server};", ""]
    lines += ["export type ProtocolServerMessageType = ProtocolServerMessage['type'];", ""]
    codes = ", ".join(f"{code}: '{_code_name(code)}'" for code in CLOSE_CODES)
    lines += [f"export const PROTOCOL_CLOSE_CODES = {{ {codes} }} as const;", ""]
    return "\n".join(lines)


def _code_name(code: int) -> str:
    return {4401: "unauthenticated", 4403: "kicked", 4404: "unknown_room"}[code]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _fields_md(fields: dict[str, str]) -> str:
    return ", ".join(f"`{name}`: {_cell(kind)}" for name, kind in fields.items()) or ""


def doc_text() -> str:
    lines = [DOC_START, "", "### Client → server", "| type | fields | who |", "|---|---|---|"]
    lines += [f"| `{m.type}` | {_fields_md(m.fields)} | {_cell(m.who)} |" for m in CLIENT_MESSAGES]
    lines += ["", "### Server → client", "| type | fields | to |", "|---|---|---|"]
    lines += [f"| `{m.type}` | {_fields_md(m.fields)} | {_cell(m.who)} |" for m in SERVER_MESSAGES]
    lines += ["", "Shapes inside messages:", ""]
    lines += [f"- `{name}`: {{{_fields_md(fields)}}}" for name, fields in SHAPES.items()]
    lines += [
        "",
        "Close codes: " + "; ".join(f"**{code}** {text}" for code, text in CLOSE_CODES.items()) + ".",
    ]
    return "\n".join([*lines, "", DOC_END])


def doc_updated(current: str) -> str:
    if DOC_START not in current or DOC_END not in current:
        raise SystemExit(f"{DOC_FILE} lacks the protocol markers")
    before = current[: current.index(DOC_START)]
    after = current[current.index(DOC_END) + len(DOC_END) :]
    return before + doc_text() + after


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if a generated file is out of date")
    args = parser.parse_args(argv)
    wanted = {TYPES_FILE: types_text(), DOC_FILE: doc_updated(DOC_FILE.read_text())}
    stale = [path for path, text in wanted.items() if not path.exists() or path.read_text() != text]
    if args.check:
        for path in stale:
            print(f"{path.relative_to(REPO_DIR)} is out of date: run python -m {__spec__.name}")
        return 1 if stale else 0
    for path in stale:
        path.write_text(wanted[path])
        print(f"wrote {path.relative_to(REPO_DIR)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
