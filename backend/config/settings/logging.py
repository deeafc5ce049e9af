"""Structured logging: one JSON object a line in production (LOG_FORMAT=json), readable lines locally."""

from typing import Any

import structlog

from config.env import env

LOG_LEVEL = env("LOG_LEVEL", default="INFO")
LOG_FORMAT = env("LOG_FORMAT", default="console")

_renderer = (
    structlog.processors.JSONRenderer()
    if LOG_FORMAT == "json"
    # Plain tracebacks: the fancy formatter prints local variables, which can hold tokens and passwords.
    else structlog.dev.ConsoleRenderer(colors=False, exception_formatter=structlog.dev.plain_traceback)
)
# JSON lines carry the formatted traceback as a string; the console renderer prints it itself.
_exception_processors: list[Any] = [structlog.processors.format_exc_info] if LOG_FORMAT == "json" else []
_shared_processors: list[Any] = [
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso"),
]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "structured": {
            "()": structlog.stdlib.ProcessorFormatter,
            "processors": [
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                *_exception_processors,
                _renderer,
            ],
            # `extra={...}` fields of standard-library log calls become keys of the logged object.
            "foreign_pre_chain": [*_shared_processors, structlog.stdlib.ExtraAdder()],
        },
    },
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "structured"}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django.server": {"level": "WARNING"},
        "daphne": {"level": "WARNING"},
        # The Stripe library logs every request at INFO; its failures reach our own log lines.
        "stripe": {"level": "WARNING"},
    },
}

structlog.configure(
    processors=[*_shared_processors, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
    logger_factory=structlog.stdlib.LoggerFactory(),
    wrapper_class=structlog.stdlib.BoundLogger,
    cache_logger_on_first_use=True,
)
