"""SQLite set up for a web server, so that a class saving at once succeeds on the embedded default.

WAL lets readers work while one writer writes; a busy timeout makes a writer wait its turn instead of
failing with "database is locked"; BEGIN IMMEDIATE takes the write lock when a transaction starts, so two
transactions that read then write cannot deadlock (SQLite would fail one at once, whatever the timeout).
"""

from typing import Any

SQLITE_ENGINE = "django.db.backends.sqlite3"
PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA temp_store=MEMORY",
)


def configured_for_a_web_server(database: dict[str, Any], *, busy_timeout_seconds: float) -> dict[str, Any]:
    if database.get("ENGINE") != SQLITE_ENGINE:
        return database
    options = {
        "transaction_mode": "IMMEDIATE",
        "timeout": busy_timeout_seconds,
        "init_command": "; ".join(PRAGMAS) + ";",
        **database.get("OPTIONS", {}),
    }
    return {**database, "OPTIONS": options}
