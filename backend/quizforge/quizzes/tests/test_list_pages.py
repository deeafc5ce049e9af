"""GET /api/saved-quizzes/ answers one bounded page of the collection, newest first."""

import pytest

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.serializers import QUIZ_LIST_LIMIT_INVALID, QUIZ_LIST_PAGE_MAX
from quizforge.quizzes.tests.helpers import client_for, make_questions

pytestmark = pytest.mark.django_db


def _collection(user, size: int) -> list[int]:
    SavedQuiz.objects.bulk_create(
        SavedQuiz(user=user, title=f"Quiz {n}", questions=make_questions(1)) for n in range(size)
    )
    return list(
        SavedQuiz.objects.filter(user=user).order_by("-created_at", "-id").values_list("id", flat=True)
    )


def test_a_large_collection_is_answered_a_page_at_a_time(premium_user):
    ids = _collection(premium_user, QUIZ_LIST_PAGE_MAX + 5)
    client = client_for(premium_user)

    first = client.get("/api/saved-quizzes/").json()
    rest = client.get("/api/saved-quizzes/", {"offset": first["next_offset"]}).json()

    assert len(first["quizzes"]) == QUIZ_LIST_PAGE_MAX
    assert first["count"] == QUIZ_LIST_PAGE_MAX + 5
    assert [q["id"] for q in first["quizzes"] + rest["quizzes"]] == ids
    assert rest["next_offset"] is None


def test_a_small_collection_fits_one_page(premium_user):
    ids = _collection(premium_user, 3)

    body = client_for(premium_user).get("/api/saved-quizzes/", {"limit": 2}).json()

    assert [q["id"] for q in body["quizzes"]] == ids[:2]
    assert (body["count"], body["next_offset"]) == (3, 2)


@pytest.mark.parametrize("limit", ["0", str(QUIZ_LIST_PAGE_MAX + 1), "all"])
def test_a_page_size_out_of_range_is_400(premium_user, limit):
    response = client_for(premium_user).get("/api/saved-quizzes/", {"limit": limit})

    assert response.status_code == 400
    assert response.json() == {
        "error": QUIZ_LIST_LIMIT_INVALID,
        "details": {"limit": [QUIZ_LIST_LIMIT_INVALID]},
    }
