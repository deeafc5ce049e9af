"""What the question generator last went through, for the health check: a failing AI server is noted by
the process that met it and read by any other (through the shared cache)."""

from django.core.cache import cache

_KEY = "generator:trouble"
# A trouble older than this is forgotten: the server may have recovered while nobody generated.
TROUBLE_KEEP_SECONDS = 15 * 60


def generator_trouble_note(reason: str) -> None:
    cache.set(_KEY, reason, TROUBLE_KEEP_SECONDS)


def generator_trouble_clear() -> None:
    cache.delete(_KEY)


def generator_trouble() -> str | None:
    reason = cache.get(_KEY)
    return reason if isinstance(reason, str) else None
