"""Failures the application knows about. One handler turns them into `{"error", "details"}` answers."""

from typing import Any


class ApplicationError(Exception):
    status_code = 400

    def __init__(self, message: str, *, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details or {}


class InvalidInput(ApplicationError):
    status_code = 400


class NotAuthenticated(ApplicationError):
    status_code = 401


class PermissionDenied(ApplicationError):
    status_code = 403


class PlanLimitReached(PermissionDenied):
    pass


class NotFound(ApplicationError):
    status_code = 404


class Conflict(ApplicationError):
    status_code = 409


class PayloadTooLarge(ApplicationError):
    status_code = 413


class ServiceUnavailable(ApplicationError):
    status_code = 503


class TooManyRequests(ApplicationError):
    """429 with the seconds to wait (sent as Retry-After)."""

    status_code = 429

    def __init__(self, message: str, *, retry_after_s: float, details: dict[str, Any] | None = None) -> None:
        super().__init__(message, details=details)
        self.retry_after_s = retry_after_s
