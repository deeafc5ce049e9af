from typing import Any, cast

from django.contrib.auth import logout
from django.http import HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import Throttled
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from quizforge.accounts.google import (
    GOOGLE_BACKEND,
    NOT_CONFIGURED,
    SIGN_IN_FAILED,
    google_callback_error,
    google_callback_redirect,
    google_sign_in_configured,
)
from quizforge.accounts.google_handoff import SESSION_KEY as GOOGLE_STATE_SESSION_KEY
from quizforge.accounts.google_handoff import google_code_issue, google_code_redeem, google_state_valid
from quizforge.accounts.models import User
from quizforge.accounts.plans import PLAN_LIMITS
from quizforge.accounts.serializers import PlanLimitsSerializer, UserInfoSerializer
from quizforge.accounts.services import (
    ALREADY_VERIFIED,
    SessionTokens,
    session_end,
    session_refresh,
    session_start,
    user_authenticate,
    user_email_verify,
    user_password_reset,
    user_password_reset_request,
    user_register,
    user_verification_resend,
)
from quizforge.accounts.sign_in_limits import (
    client_address,
    sign_in_failed,
    sign_in_succeeded,
    sign_in_turn,
    sign_in_unknown_email,
)
from quizforge.api.serializers import EmailField, MessageSerializer, error_responses, required_messages
from quizforge.api.validation import input_validate
from quizforge.api.views import PublicApi
from quizforge.core.exceptions import InvalidInput, NotAuthenticated, NotFound
from quizforge.core.throttling import ScopedThrottle

RESET_REQUESTED = "If an account exists for this email, we have sent instructions to reset the password."
RESET_DONE = "Your password has been reset. You can now log in with your new password."
EMAIL_VERIFIED = "Your email address has been verified."
VERIFICATION_SENT = "We have sent you a new verification email."
LOGGED_OUT = "You have been logged out."
GOOGLE_CODE_REFUSED = "This Google sign-in has expired or was already used. Please sign in again."
TAGS = ["accounts"]


class PasswordField(serializers.CharField):
    default_error_messages = {
        **required_messages("Please enter your password."),
        "max_length": "Passwords can be at most 128 characters long.",
    }

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=128, trim_whitespace=False, **kwargs)


class LinkTokenField(serializers.CharField):
    default_error_messages = {
        **required_messages("This link is incomplete. Please open the link from your email again."),
        "max_length": "This link is not valid. Please open the link from your email again.",
    }

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=200, **kwargs)


class SessionSerializer(serializers.Serializer):
    access_token = serializers.CharField()
    refresh_token = serializers.CharField()
    user_info = UserInfoSerializer()


def _session_body(*, user: User, tokens: SessionTokens) -> dict[str, Any]:
    return SessionSerializer(
        {"access_token": tokens.access, "refresh_token": tokens.refresh, "user_info": user}
    ).data


class CredentialsSerializer(serializers.Serializer):
    email = EmailField()
    password = PasswordField()


class UserRegisterApi(PublicApi):
    throttle_classes = [ScopedThrottle]
    throttle_scope = "register"

    @extend_schema(
        tags=TAGS,
        summary="Create an account and sign in",
        description="Sends a verification e-mail. E-mail addresses are unique whatever their case.",
        request=CredentialsSerializer,
        responses={201: SessionSerializer, **error_responses(400, 429)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(CredentialsSerializer, request.data)
        user = user_register(email=data["email"], password=data["password"])
        return Response(_session_body(user=user, tokens=session_start(user=user)), status=201)


class SessionCreateApi(PublicApi):
    """No request-rate throttle: sign-in limits count failures only (quizforge.accounts.sign_in_limits)."""

    @extend_schema(
        tags=TAGS,
        summary="Sign in with e-mail and password",
        description="401 for a wrong password, 404 for an unknown e-mail, 429 when throttled.",
        request=CredentialsSerializer,
        responses={200: SessionSerializer, **error_responses(400, 401, 403, 404, 429)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(CredentialsSerializer, request.data)
        email, address = data["email"], client_address(request)
        with sign_in_turn(email=email, address=address) as wait:
            if wait is not None:
                raise Throttled(wait=wait)
            user = self._authenticate(email=email, password=data["password"], address=address)
        return Response(_session_body(user=user, tokens=session_start(user=user)))

    @staticmethod
    def _authenticate(*, email: str, password: str, address: str) -> User:
        try:
            user = user_authenticate(email=email, password=password)
        except NotFound:
            wait = sign_in_unknown_email(address=address)
            if wait is not None:
                raise Throttled(wait=wait) from None
            raise
        except NotAuthenticated:
            sign_in_failed(email=email, address=address)
            raise
        sign_in_succeeded(email=email, address=address)
        return user


class RefreshInputSerializer(serializers.Serializer):
    refresh = serializers.CharField(error_messages=required_messages("Please send the refresh token."))


class TokenPairSerializer(serializers.Serializer):
    access = serializers.CharField()
    refresh = serializers.CharField()


class TokenRefreshApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Exchange a refresh token for new tokens",
        description="The refresh token rotates: the one sent is blacklisted and a new one is returned.",
        request=RefreshInputSerializer,
        responses={200: TokenPairSerializer, **error_responses(400, 401)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(RefreshInputSerializer, request.data)
        tokens = session_refresh(refresh=data["refresh"])
        return Response({"access": tokens.access, "refresh": tokens.refresh})


class SessionDeleteApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Sign out",
        description="Blacklists the refresh token sent, so it cannot be refreshed again.",
        request=RefreshInputSerializer,
        responses={200: MessageSerializer, **error_responses(400)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(RefreshInputSerializer, request.data)
        session_end(refresh=data["refresh"])
        return Response({"message": LOGGED_OUT})


class ProfileApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        tags=TAGS,
        summary="The signed-in user's user_info",
        description="Any query parameter (the client adds one to defeat caches) is ignored.",
        responses={200: UserInfoSerializer, **error_responses(401)},
    )
    def get(self, request: Request) -> Response:
        response = Response(UserInfoSerializer(cast(User, request.user)).data)
        add_never_cache_headers(response)
        return response


class PlansSerializer(serializers.Serializer):
    free = PlanLimitsSerializer()
    premium = PlanLimitsSerializer()


class PlanListApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="What each plan allows",
        description="The same limits a signed-in user gets in user_info.plan_limits, for every plan.",
        responses={200: PlansSerializer},
    )
    def get(self, request: Request) -> Response:
        return Response(PlansSerializer(PLAN_LIMITS).data)


class LinkTokenSerializer(serializers.Serializer):
    token = LinkTokenField()


class VerifiedSerializer(MessageSerializer):
    user_info = UserInfoSerializer()


class EmailVerifyApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Confirm an e-mail address with the token from the verification link",
        request=LinkTokenSerializer,
        responses={200: VerifiedSerializer, **error_responses(400)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(LinkTokenSerializer, request.data)
        verification = user_email_verify(token=data["token"])
        message = ALREADY_VERIFIED if verification.already_verified else EMAIL_VERIFIED
        return Response(VerifiedSerializer({"message": message, "user_info": verification.user}).data)


class VerificationResendApi(APIView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "verification_email"

    @extend_schema(
        tags=TAGS,
        summary="Send the verification e-mail again",
        request=None,
        responses={200: MessageSerializer, **error_responses(400, 401, 429)},
    )
    def post(self, request: Request) -> Response:
        user_verification_resend(user=cast(User, request.user))
        return Response({"message": VERIFICATION_SENT})


class PasswordResetRequestSerializer(serializers.Serializer):
    email = EmailField()


class PasswordResetRequestApi(PublicApi):
    throttle_classes = [ScopedThrottle]
    throttle_scope = "password_reset"

    @extend_schema(
        tags=TAGS,
        summary="E-mail a password reset link",
        description="Answers the same whether or not an account exists for the address.",
        request=PasswordResetRequestSerializer,
        responses={200: MessageSerializer, **error_responses(400, 429)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(PasswordResetRequestSerializer, request.data)
        user_password_reset_request(email=data["email"])
        return Response({"message": RESET_REQUESTED})


class PasswordResetSerializer(serializers.Serializer):
    token = LinkTokenField()
    new_password = PasswordField(error_messages=required_messages("Please enter a new password."))


class PasswordResetApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Set a new password with the token from the reset link",
        description="The link works once; every session of the account is signed out.",
        request=PasswordResetSerializer,
        responses={200: MessageSerializer, **error_responses(400)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(PasswordResetSerializer, request.data)
        user_password_reset(token=data["token"], new_password=data["new_password"])
        return Response({"message": RESET_DONE})


class GoogleLoginStartApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Start Google sign-in (browser navigation)",
        description=(
            "Answers a page that posts to the Google sign-in start (a POST, protected against "
            "cross-site requests). Without Google keys on the server, redirects to "
            "/auth/callback?error=not_configured&message=..."
        ),
        responses={
            200: OpenApiResponse(description="A page that continues to Google."),
            302: OpenApiResponse(description="Redirect to /auth/callback with error and message."),
        },
    )
    def get(self, request: Request) -> HttpResponse:
        if not google_sign_in_configured():
            return google_callback_error(error="not_configured", message=NOT_CONFIGURED)
        state = request.query_params.get("state")
        if not google_state_valid(state):
            return google_callback_error(error="google_error", message=SIGN_IN_FAILED)
        # A fresh session, so that a browser signed in to the admin never links Google to that account.
        logout(request._request)
        request.session[GOOGLE_STATE_SESSION_KEY] = state
        action_url = reverse("social:begin", args=[GOOGLE_BACKEND])
        response = render(request._request, "accounts/google_start.html", {"action_url": action_url})
        add_never_cache_headers(response)
        return response


class GoogleLoginCompleteApi(APIView):
    """Where Google sign-in lands once it has signed the user in to a server session."""

    authentication_classes = [SessionAuthentication]

    @extend_schema(
        tags=TAGS,
        summary="Finish Google sign-in (browser navigation)",
        description=(
            "Redirects to /auth/callback?code=...&state=... (the state the sign-in started with; the app "
            "exchanges the one-time code at /api/auth/google/exchange/), or "
            "/auth/callback?error=...&message=... when sign-in did not complete."
        ),
        responses={302: OpenApiResponse(description="Redirect to /auth/callback.")},
    )
    def get(self, request: Request) -> HttpResponse:
        user = request.user
        signed_in_by_google = request.session.get("social_auth_last_login_backend") == GOOGLE_BACKEND
        state = request.session.get(GOOGLE_STATE_SESSION_KEY)
        # The server session only carried the sign-in; the app uses the tokens from here on.
        logout(request._request)
        if not (
            signed_in_by_google and isinstance(user, User) and user.is_active and google_state_valid(state)
        ):
            return google_callback_error(error="google_error", message=SIGN_IN_FAILED)
        return google_callback_redirect(code=google_code_issue(user=user, state=state), state=state)


class GoogleCodeExchangeSerializer(serializers.Serializer):
    code = serializers.CharField(max_length=128, error_messages=required_messages(GOOGLE_CODE_REFUSED))
    state = serializers.CharField(max_length=128, error_messages=required_messages(GOOGLE_CODE_REFUSED))


class GoogleCodeExchangeApi(PublicApi):
    @extend_schema(
        tags=TAGS,
        summary="Exchange the one-time code of a Google sign-in for a session",
        description="The code and state from /auth/callback; a code works once, for its own state.",
        request=GoogleCodeExchangeSerializer,
        responses={200: SessionSerializer, **error_responses(400)},
    )
    def post(self, request: Request) -> Response:
        data = input_validate(GoogleCodeExchangeSerializer, request.data)
        user = google_code_redeem(code=data["code"], state=data["state"])
        if user is None:
            raise InvalidInput(GOOGLE_CODE_REFUSED)
        return Response(_session_body(user=user, tokens=session_start(user=user)))
