"""The free plan's one-quiz rule holds when saves race (each thread has its own database connection)."""

import threading

import pytest
from django.db import connection

from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import client_for, make_questions, make_user

RACERS = 6
FREE_LIMIT = "Free users can only save one quiz. Please upgrade to premium."


def race(requests) -> list:
    """Runs the callables at the same moment in real threads and returns their responses."""
    barrier = threading.Barrier(len(requests))
    responses: list = [None] * len(requests)

    def run(index, request):
        try:
            barrier.wait(timeout=10)
            responses[index] = request()
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, r)) for i, r in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not any(thread.is_alive() for thread in threads)
    return responses


def save_request(user, n):
    client = client_for(user)
    return lambda: client.post(
        "/api/save-quiz/", {"title": f"Racing quiz {n}", "questions": make_questions(5)}, format="json"
    )


@pytest.mark.django_db(transaction=True)
def test_six_racing_saves_by_a_free_user_keep_exactly_one_quiz():
    user = make_user("racer@example.com")

    responses = race([save_request(user, n) for n in range(RACERS)])

    statuses = sorted(response.status_code for response in responses)
    assert statuses == [201] + [403] * (RACERS - 1)
    assert all(r.json()["error"] == FREE_LIMIT for r in responses if r.status_code == 403)
    assert SavedQuiz.objects.filter(user=user).count() == 1


@pytest.mark.django_db(transaction=True)
def test_racing_shared_saves_by_a_free_user_keep_exactly_one_quiz():
    owner = make_user("owner@example.com", plan="premium")
    racer = make_user("racer@example.com")
    owner_client = client_for(owner)
    tokens = []
    for n in range(RACERS):
        quiz = quiz_save(user=owner, title=f"Shared {n}", questions=make_questions(3))
        link = owner_client.post("/api/share-quiz/", {"quiz_id": quiz.pk}, format="json").json()["share_link"]
        tokens.append(link.rsplit("/", 1)[1])
    racer_client = client_for(racer)

    def request(token):
        return lambda: racer_client.post("/api/save-shared-quiz/", {"share_token": token}, format="json")

    responses = race([request(token) for token in tokens])

    assert sorted(r.status_code for r in responses) == [201] + [403] * (RACERS - 1)
    assert SavedQuiz.objects.filter(user=racer).count() == 1


@pytest.mark.django_db(transaction=True)
def test_racing_saves_of_one_shared_link_make_one_copy():
    owner = make_user("owner@example.com", plan="premium")
    racer = make_user("racer@example.com", plan="premium")
    quiz = quiz_save(user=owner, title="Shared", questions=make_questions(3))
    link = (
        client_for(owner).post("/api/share-quiz/", {"quiz_id": quiz.pk}, format="json").json()["share_link"]
    )
    token = link.rsplit("/", 1)[1]
    racer_client = client_for(racer)

    responses = race(
        [lambda: racer_client.post("/api/save-shared-quiz/", {"share_token": token}, format="json")] * RACERS
    )

    assert sorted(r.status_code for r in responses) == [200] * (RACERS - 1) + [201]
    assert len({r.json()["quiz_id"] for r in responses}) == 1
    assert SavedQuiz.objects.filter(user=racer).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_premium_user_racing_saves_keeps_them_all():
    user = make_user("premium-racer@example.com", plan="premium")

    responses = race([save_request(user, n) for n in range(RACERS)])

    assert [r.status_code for r in responses] == [201] * RACERS
    assert SavedQuiz.objects.filter(user=user).count() == RACERS


@pytest.mark.django_db(transaction=True)
def test_deleting_a_shared_quiz_while_others_copy_it_never_fails():
    owner = make_user("owner@example.com", plan="premium")
    copiers = [make_user(f"copier{n}@example.com", plan="premium") for n in range(RACERS - 1)]
    original = quiz_save(user=owner, title="Shared and deleted", questions=make_questions(3))
    token = client_for(owner).post("/api/share-quiz/", {"quiz_id": original.id}, format="json").json()
    token = token["share_link"].rsplit("/", 1)[-1]

    def copy_request(user):
        client = client_for(user)
        return lambda: client.post("/api/save-shared-quiz/", {"share_token": token}, format="json")

    owner_client = client_for(owner)
    delete = lambda: owner_client.delete(f"/api/delete-quiz/?quiz_id={original.id}")  # noqa: E731

    responses = race([delete, *[copy_request(user) for user in copiers]])

    assert responses[0].status_code == 200
    assert {r.status_code for r in responses[1:]} <= {201, 404}
    assert not SavedQuiz.objects.filter(pk=original.id).exists()
    copies = SavedQuiz.objects.filter(user__in=copiers)
    assert copies.count() == sum(r.status_code == 201 for r in responses[1:])
    assert all(copy.copied_from_id is None for copy in copies)
