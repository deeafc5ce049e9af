"""Every API path of the product, in one table (spec §7, CONTRACT). Each app's API views are listed here;
no app keeps a urls module of its own."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView

from quizforge.accounts import apis as accounts
from quizforge.api.health import HealthApi
from quizforge.billing import apis as billing
from quizforge.contact import apis as contact
from quizforge.generation import apis as generation
from quizforge.generation import replacement_apis as replacement
from quizforge.generation import upload_apis as uploads
from quizforge.homework import apis as homework
from quizforge.multiplayer import apis as multiplayer
from quizforge.quizzes import apis as quizzes
from quizforge.reviews import apis as reviews

urlpatterns = [
    path("health/", HealthApi.as_view(), name="health"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    # accounts
    path("register/", accounts.UserRegisterApi.as_view(), name="register"),
    path("login/", accounts.SessionCreateApi.as_view(), name="login"),
    path("token/refresh/", accounts.TokenRefreshApi.as_view(), name="token-refresh"),
    path("logout/", accounts.SessionDeleteApi.as_view(), name="logout"),
    path("profile/", accounts.ProfileApi.as_view(), name="profile"),
    path("plans/", accounts.PlanListApi.as_view(), name="plans"),
    path("verify-email/", accounts.EmailVerifyApi.as_view(), name="verify-email"),
    path("resend-verification/", accounts.VerificationResendApi.as_view(), name="resend-verification"),
    path(
        "request-password-reset/", accounts.PasswordResetRequestApi.as_view(), name="request-password-reset"
    ),
    path("reset-password/", accounts.PasswordResetApi.as_view(), name="reset-password"),
    path("auth/google/", accounts.GoogleLoginStartApi.as_view(), name="google-login"),
    path("auth/google/complete/", accounts.GoogleLoginCompleteApi.as_view(), name="google-login-complete"),
    path("auth/google/exchange/", accounts.GoogleCodeExchangeApi.as_view(), name="google-code-exchange"),
    # billing
    path("subscription/", billing.SubscriptionApi.as_view(), name="subscription"),
    path("billing/webhook/", billing.StripeWebhookApi.as_view(), name="billing-webhook"),
    # documents and generation
    path("upload-file/", uploads.FileUploadApi.as_view(), name="upload-file"),
    path("generate-questions/", generation.QuestionsGenerateApi.as_view(), name="generate-questions"),
    path("generation-jobs/", generation.GenerationJobCreateApi.as_view(), name="generation-job-create"),
    path(
        "generation-jobs/<uuid:job_id>/",
        generation.GenerationJobDetailApi.as_view(),
        name="generation-job-detail",
    ),
    path(
        "generation-jobs/<uuid:job_id>/cancel/",
        generation.GenerationJobCancelApi.as_view(),
        name="generation-job-cancel",
    ),
    path("replace-question/", replacement.QuestionReplaceApi.as_view(), name="question-replace"),
    # quizzes
    path("save-quiz/", quizzes.QuizSaveApi.as_view(), name="quiz-save"),
    path("update-quiz/<str:quiz_id>/", quizzes.QuizUpdateApi.as_view(), name="quiz-update"),
    path("saved-quizzes/", quizzes.QuizListApi.as_view(), name="quiz-list"),
    path("fetch-quiz-questions/", quizzes.QuizQuestionsApi.as_view(), name="quiz-questions"),
    path("delete-quiz/", quizzes.QuizDeleteApi.as_view(), name="quiz-delete"),
    path("share-quiz/", quizzes.QuizShareApi.as_view(), name="quiz-share"),
    path("save-shared-quiz/", quizzes.QuizSaveSharedApi.as_view(), name="quiz-save-shared"),
    path("user-quiz-scores/", quizzes.QuizScoresApi.as_view(), name="quiz-scores"),
    path("update-high-score/", quizzes.QuizHighScoreApi.as_view(), name="quiz-high-score"),
    path("quizzes/<str:quiz_id>/export/", quizzes.QuizExportApi.as_view(), name="quiz-export"),
    # live games
    path("multiplayer/rooms/create_room/", multiplayer.RoomCreateApi.as_view(), name="room-create"),
    path("multiplayer/rooms/mine/", multiplayer.RoomMineApi.as_view(), name="room-mine"),
    path("multiplayer/rooms/<str:code>/", multiplayer.RoomDetailApi.as_view(), name="room-detail"),
    path("multiplayer/rooms/<str:code>/join/", multiplayer.RoomJoinApi.as_view(), name="room-join"),
    path("multiplayer/games/", multiplayer.GameListApi.as_view(), name="game-list"),
    path("multiplayer/games/<int:game_id>/", multiplayer.GameDetailApi.as_view(), name="game-detail"),
    path("multiplayer/games/<int:game_id>/csv/", multiplayer.GameCsvApi.as_view(), name="game-csv"),
    path(
        "multiplayer/review/<str:player_token>/", multiplayer.PlayerReviewApi.as_view(), name="player-review"
    ),
    path(
        "multiplayer/review/<str:player_token>/queue/",
        multiplayer.PlayerMissesQueueApi.as_view(),
        name="player-misses-queue",
    ),
    # the signed-in user's spaced review
    path("reviews/misses/", reviews.ReviewMissesApi.as_view(), name="review-misses"),
    path("reviews/due/", reviews.ReviewDueApi.as_view(), name="review-due"),
    path("reviews/<int:item_id>/answer/", reviews.ReviewAnswerApi.as_view(), name="review-answer"),
    # homework
    path("homework/", homework.HomeworkApi.as_view(), name="homework"),
    path("homework/<str:code>/", homework.HomeworkPublicApi.as_view(), name="homework-public"),
    path("homework/<str:code>/progress/", homework.HomeworkProgressApi.as_view(), name="homework-progress"),
    path("homework/<str:code>/join/", homework.HomeworkJoinApi.as_view(), name="homework-join"),
    path("homework/<str:code>/state/", homework.HomeworkStateApi.as_view(), name="homework-state"),
    path("homework/<str:code>/answer/", homework.HomeworkAnswerApi.as_view(), name="homework-answer"),
    path(
        "homework/<str:code>/requests/<int:request_id>/allow/",
        homework.HomeworkRejoinAllowApi.as_view(),
        name="homework-rejoin-allow",
    ),
    path(
        "homework/<str:code>/requests/<int:request_id>/deny/",
        homework.HomeworkRejoinDenyApi.as_view(),
        name="homework-rejoin-deny",
    ),
    # contact
    path("contact/", contact.ContactMessageCreateApi.as_view(), name="contact"),
]
