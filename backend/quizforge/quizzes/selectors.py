from django.db.models import QuerySet

from quizforge.accounts.models import User
from quizforge.core.exceptions import NotFound
from quizforge.quizzes.models import SavedQuiz

QUIZ_NOT_FOUND = "Quiz not found."
SHARED_QUIZ_NOT_FOUND = "This shared quiz link is not valid, or the quiz was deleted."


def quiz_list(*, user: User) -> QuerySet[SavedQuiz]:
    """The user's collection, newest first."""
    return SavedQuiz.objects.filter(user=user).order_by("-created_at", "-id")


def quiz_count(*, user: User) -> int:
    return SavedQuiz.objects.filter(user=user).count()


def quiz_get(*, user: User, quiz_id: int, for_update: bool = False) -> SavedQuiz:
    """One of the user's own quizzes; anyone else's id answers exactly like a missing one."""
    queryset = SavedQuiz.objects.filter(user=user)
    if for_update:
        queryset = queryset.select_for_update()
    quiz = queryset.filter(pk=quiz_id).first()
    if quiz is None:
        raise NotFound(QUIZ_NOT_FOUND)
    return quiz


def quiz_get_by_share_token(*, share_token: str, for_update: bool = False) -> SavedQuiz:
    queryset = SavedQuiz.objects.select_for_update() if for_update else SavedQuiz.objects.all()
    quiz = queryset.filter(share_token=share_token).first() if share_token else None
    if quiz is None:
        raise NotFound(SHARED_QUIZ_NOT_FOUND)
    return quiz


def quiz_copy_of(*, user: User, original: SavedQuiz) -> SavedQuiz | None:
    """The quiz in the user's collection that stands for `original`: the original itself, or their copy."""
    if original.user_id == user.pk:
        return original
    return SavedQuiz.objects.filter(user=user, copied_from=original).first()
