from copy import copy
from dataclasses import dataclass
from functools import partial

from django.conf import settings
from django.contrib.auth.models import update_last_login
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from rest_framework.exceptions import AuthenticationFailed, Throttled
from rest_framework_simplejwt.exceptions import TokenError
from rest_framework_simplejwt.serializers import TokenRefreshSerializer
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken

from quizforge.accounts.emails import email_password_reset_send, email_verification_send
from quizforge.accounts.models import User
from quizforge.accounts.selectors import user_get_by_email
from quizforge.accounts.tokens import EmailTokenPurpose, email_token_is_valid, email_token_user_id
from quizforge.core.background import background_run
from quizforge.core.exceptions import InvalidInput, NotAuthenticated, NotFound, PermissionDenied
from quizforge.core.rate_limits import counter_hit

EMAIL_TAKEN = "Email is already registered"
ACCOUNT_NOT_FOUND = "Account not found. Please check your email or sign up for a new account."
INVALID_CREDENTIALS = "Invalid email or password. Please check your credentials and try again."
ACCOUNT_DISABLED = "This account has been disabled. Please contact support."
SESSION_EXPIRED = "Your session has expired. Please log in again."
SESSION_ALREADY_ENDED = "This session has already ended or its token is not valid."
VERIFY_LINK_INVALID = (
    "This verification link is invalid, has expired or was already used. Please request a new one."
)
RESET_LINK_INVALID = (
    "This password reset link is invalid, has expired or was already used. Please request a new one."
)
ALREADY_VERIFIED = "Your email address is already verified."


@dataclass(frozen=True)
class SessionTokens:
    access: str
    refresh: str


def _password_check(*, password: str, user: User, field: str) -> None:
    try:
        validate_password(password, user=user)
    except DjangoValidationError as exc:
        raise InvalidInput(exc.messages[0], details={field: exc.messages}) from exc


def user_register(*, email: str, password: str) -> User:
    email = email.strip().lower()
    _password_check(password=password, user=User(email=email), field="password")
    if user_get_by_email(email=email) is not None:
        raise InvalidInput(EMAIL_TAKEN, details={"email": [EMAIL_TAKEN]})
    try:
        with transaction.atomic():
            user = User.objects.create_user(email=email, password=password)
            transaction.on_commit(partial(email_verification_send, user=user))
    except IntegrityError as exc:  # the same address registered by a concurrent request
        raise InvalidInput(EMAIL_TAKEN, details={"email": [EMAIL_TAKEN]}) from exc
    return user


def user_authenticate(*, email: str, password: str) -> User:
    user = user_get_by_email(email=email)
    if user is None:
        raise NotFound(ACCOUNT_NOT_FOUND)
    if not user.check_password(password):
        raise NotAuthenticated(INVALID_CREDENTIALS)
    if not user.is_active:
        raise PermissionDenied(ACCOUNT_DISABLED)
    update_last_login(User, user)
    return user


def session_start(*, user: User) -> SessionTokens:
    refresh = RefreshToken.for_user(user)
    return SessionTokens(access=str(refresh.access_token), refresh=str(refresh))


def session_refresh(*, refresh: str) -> SessionTokens:
    """A new access token and a new refresh token; the refresh token given is blacklisted."""
    serializer = TokenRefreshSerializer(data={"refresh": refresh})
    try:
        serializer.is_valid(raise_exception=True)
    except (TokenError, AuthenticationFailed, User.DoesNotExist) as exc:
        raise NotAuthenticated(SESSION_EXPIRED) from exc
    return SessionTokens(
        access=serializer.validated_data["access"], refresh=serializer.validated_data["refresh"]
    )


def session_end(*, refresh: str) -> None:
    try:
        RefreshToken(refresh).blacklist()  # type: ignore[arg-type]
    except TokenError as exc:
        raise InvalidInput(SESSION_ALREADY_ENDED, details={"refresh": [SESSION_ALREADY_ENDED]}) from exc


def user_sessions_end_all(*, user: User) -> None:
    """Signs the user out everywhere: every refresh token issued to them stops working."""
    outstanding = OutstandingToken.objects.filter(user=user, blacklistedtoken__isnull=True)
    BlacklistedToken.objects.bulk_create(
        [BlacklistedToken(token=token) for token in outstanding], ignore_conflicts=True
    )


def user_verification_resend(*, user: User) -> None:
    if user.email_verified:
        raise InvalidInput(ALREADY_VERIFIED)
    sent = counter_hit(f"verification-emails:{user.pk}", window_s=3600)
    if sent.count > settings.VERIFICATION_EMAILS_PER_RECIPIENT:
        raise Throttled(wait=sent.retry_after_s)
    transaction.on_commit(partial(email_verification_send, user=user))


def _user_for_email_token(*, token: str, purpose: EmailTokenPurpose, message: str) -> User:
    """The user the token was issued to, locked until the end of the transaction so it is used once."""
    user_id = email_token_user_id(token=token)
    user = User.objects.select_for_update().filter(pk=user_id, is_active=True).first() if user_id else None
    if user is None or not email_token_is_valid(user=user, token=token, purpose=purpose):
        raise InvalidInput(message, details={"token": [message]})
    return user


@dataclass(frozen=True)
class EmailVerification:
    user: User
    #: The address was verified before this link was used (by this link, another one or a password reset).
    already_verified: bool


def _verification_link_was_genuine(*, user: User, token: str) -> bool:
    """True when the link was made for this user while the address was still unverified."""
    unverified = copy(user)
    unverified.email_verified = False
    return email_token_is_valid(user=unverified, token=token, purpose=EmailTokenPurpose.VERIFY_EMAIL)


@transaction.atomic
def user_email_verify(*, token: str) -> EmailVerification:
    user_id = email_token_user_id(token=token)
    user = User.objects.select_for_update().filter(pk=user_id, is_active=True).first() if user_id else None
    # A used link of an address that is verified now is told so, instead of "invalid"; it changes nothing.
    if user is not None and user.email_verified and _verification_link_was_genuine(user=user, token=token):
        return EmailVerification(user=user, already_verified=True)
    user = _user_for_email_token(
        token=token, purpose=EmailTokenPurpose.VERIFY_EMAIL, message=VERIFY_LINK_INVALID
    )
    user.email_verified = True
    user.save(update_fields=["email_verified"])
    return EmailVerification(user=user, already_verified=False)


def user_password_reset_email(*, email: str) -> None:
    """Sends a reset link when the account exists, at most PASSWORD_RESET_EMAILS_PER_RECIPIENT an hour."""
    user = user_get_by_email(email=email)
    if user is None or not user.is_active:
        return
    sent = counter_hit(f"password-reset-emails:{user.pk}", window_s=3600)
    if sent.count > settings.PASSWORD_RESET_EMAILS_PER_RECIPIENT:
        return
    email_password_reset_send(user=user)


def user_password_reset_request(*, email: str) -> None:
    """The same work whether or not the account exists: looking it up and mailing it happen after the
    answer, so its timing tells nothing; the caller answers the same either way."""
    background_run(user_password_reset_email, email=email)


@transaction.atomic
def user_password_reset(*, token: str, new_password: str) -> User:
    user = _user_for_email_token(
        token=token, purpose=EmailTokenPurpose.RESET_PASSWORD, message=RESET_LINK_INVALID
    )
    _password_check(password=new_password, user=user, field="new_password")
    user.set_password(new_password)
    # The link reached the mailbox, which proves the address as well as a verification link would.
    user.email_verified = True
    user.save(update_fields=["password", "email_verified"])
    user_sessions_end_all(user=user)
    return user
