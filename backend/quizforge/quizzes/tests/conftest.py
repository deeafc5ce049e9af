import pytest

from quizforge.accounts.models import User
from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import make_questions, make_user


@pytest.fixture
def other_user(db) -> User:
    return make_user("other@example.com", plan="premium")


@pytest.fixture
def premium_quiz(premium_user) -> SavedQuiz:
    return quiz_save(user=premium_user, title="Cell Biology", questions=make_questions(5))


@pytest.fixture
def others_quiz(other_user) -> SavedQuiz:
    return quiz_save(user=other_user, title="Someone else's quiz", questions=make_questions(3))
