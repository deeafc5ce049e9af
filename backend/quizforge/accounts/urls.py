from django.urls import path

from quizforge.accounts import apis

urlpatterns = [
    path("register/", apis.RegisterApi.as_view(), name="register"),
    path("login/", apis.LoginApi.as_view(), name="login"),
    path("token/refresh/", apis.TokenRefreshApi.as_view(), name="token-refresh"),
    path("logout/", apis.LogoutApi.as_view(), name="logout"),
    path("profile/", apis.ProfileApi.as_view(), name="profile"),
    path("plans/", apis.PlanListApi.as_view(), name="plans"),
    path("verify-email/", apis.EmailVerifyApi.as_view(), name="verify-email"),
    path("resend-verification/", apis.VerificationResendApi.as_view(), name="resend-verification"),
    path("request-password-reset/", apis.PasswordResetRequestApi.as_view(), name="request-password-reset"),
    path("reset-password/", apis.PasswordResetApi.as_view(), name="reset-password"),
    path("auth/google/", apis.GoogleLoginStartApi.as_view(), name="google-login"),
    path("auth/google/complete/", apis.GoogleLoginCompleteApi.as_view(), name="google-login-complete"),
]
