from django.db.models import QuerySet
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.reviews.models import ReviewItem

REVIEW_SESSION_MAX = 20


def review_due(*, user: User) -> QuerySet[ReviewItem]:
    """The user's questions due now, longest due first."""
    return ReviewItem.objects.filter(user=user, due_at__lte=timezone.now())
