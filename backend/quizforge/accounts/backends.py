"""E-mail and password sign-in for the Django admin, held to the same failed sign-in limits as the API."""

from typing import Any

from django.contrib.auth.backends import ModelBackend
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from quizforge.accounts.models import User
from quizforge.accounts.selectors import user_get_by_email
from quizforge.accounts.sign_in_limits import (
    client_address,
    sign_in_failed,
    sign_in_succeeded,
    sign_in_turn,
    sign_in_unknown_email,
)


class RateLimitedModelBackend(ModelBackend):
    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> Any:
        email = username if username is not None else kwargs.get(User.USERNAME_FIELD)
        if request is None or email is None or password is None:
            return super().authenticate(request, username=username, password=password, **kwargs)
        address = client_address(request)
        if user_get_by_email(email=email) is None:  # made-up e-mails spend their own budget, as in the API
            if sign_in_unknown_email(address=address) is not None:
                raise PermissionDenied
            return super().authenticate(request, username=username, password=password, **kwargs)
        with sign_in_turn(email=email, address=address) as wait:
            if wait is not None:
                raise PermissionDenied  # no other backend tries either
            user = super().authenticate(request, username=username, password=password, **kwargs)
            if user is None:
                sign_in_failed(email=email, address=address)
            else:
                sign_in_succeeded(email=email, address=address)
            return user
