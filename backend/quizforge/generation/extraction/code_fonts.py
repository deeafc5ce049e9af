"""Which text in a slide or Word document is code: what is set in a monospaced font (how code is shown in
both), so that its indentation, part of what code means, is kept."""

import re

# Monospaced families common in Office documents, and the words that name the rest ("DejaVu Sans Mono",
# "Source Code Pro", "Cascadia Code").
_MONOSPACED = frozenset(
    {"courier", "courier new", "consolas", "menlo", "monaco", "lucida console", "lucida sans typewriter"}
)
_MONOSPACED_WORD = re.compile(r"\b(?:mono|code|typewriter)\b", re.IGNORECASE)
# Paragraph styles that Word and converters give code ("HTML Preformatted", "Source Code", "Code Block").
_CODE_STYLE = re.compile(r"code|preformatted|verbatim", re.IGNORECASE)


def font_is_monospaced(name: str | None) -> bool:
    if not name:
        return False
    return name.strip().casefold() in _MONOSPACED or bool(_MONOSPACED_WORD.search(name))


def style_is_code(style_id: str | None) -> bool:
    return bool(style_id) and bool(_CODE_STYLE.search(style_id or ""))
