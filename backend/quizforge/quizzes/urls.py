from django.urls import path

from quizforge.quizzes import apis

urlpatterns = [
    path("save-quiz/", apis.QuizSaveApi.as_view(), name="quiz-save"),
    path("update-quiz/<str:quiz_id>/", apis.QuizUpdateApi.as_view(), name="quiz-update"),
    path("saved-quizzes/", apis.QuizListApi.as_view(), name="quiz-list"),
    path("fetch-quiz-questions/", apis.QuizQuestionsApi.as_view(), name="quiz-questions"),
    path("delete-quiz/", apis.QuizDeleteApi.as_view(), name="quiz-delete"),
    path("share-quiz/", apis.QuizShareApi.as_view(), name="quiz-share"),
    path("save-shared-quiz/", apis.QuizSaveSharedApi.as_view(), name="quiz-save-shared"),
    path("user-quiz-scores/", apis.QuizScoresApi.as_view(), name="quiz-scores"),
    path("update-high-score/", apis.QuizHighScoreApi.as_view(), name="quiz-high-score"),
    path("quizzes/<str:quiz_id>/export/", apis.QuizExportApi.as_view(), name="quiz-export"),
]
