"""One user never holds all the generation or extraction capacity: past their share their next job waits in
the queue and their next upload waits for their own, while other users' work goes ahead."""

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.generation import tasks
from quizforge.generation.extraction.user_slots import YOUR_OTHER_UPLOADS, UserSlots
from quizforge.generation.job_upkeep import QUEUED_TOO_LONG
from quizforge.generation.models import GenerationJob
from quizforge.generation.services import generation_job_create
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, make_user


@pytest.mark.django_db
@pytest.mark.usefixtures("local_generator")
def test_a_users_second_job_waits_while_their_first_runs_and_another_users_job_goes_ahead(
    premium_user, monkeypatch
):
    other = make_user("other@example.com", plan="premium")
    first = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    second = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    theirs = generation_job_create(user=other, num_questions=5, text=DOCUMENT)
    GenerationJob.objects.filter(pk=first.pk).update(status=GenerationJob.Status.GENERATING)  # on a worker
    requeued: list[tuple[object, object]] = []
    monkeypatch.setattr(
        tasks,
        "generation_job_dispatch",
        lambda *, job_id, countdown=None: requeued.append((job_id, countdown)),
    )

    tasks.generation_job_run_task(str(second.id))  # a worker of the pool takes it from the queue
    tasks.generation_job_run_task(str(theirs.id))

    assert GenerationJob.objects.get(pk=second.pk).status == GenerationJob.Status.QUEUED
    assert requeued == [(second.id, tasks.DEFER_SECONDS)]
    assert GenerationJob.objects.get(pk=theirs.pk).status == GenerationJob.Status.DONE

    GenerationJob.objects.filter(pk=first.pk).update(status=GenerationJob.Status.DONE)
    tasks.generation_job_run_task(str(second.id))

    assert GenerationJob.objects.get(pk=second.pk).status == GenerationJob.Status.DONE


def test_a_user_holding_their_extraction_share_waits_and_another_user_goes_ahead():
    slots = UserSlots()
    release = threading.Event()
    held = threading.Event()

    def hog() -> None:
        with slots.hold("pupil", per_user=1, wait_seconds=1):
            held.set()
            release.wait(10)

    thread = threading.Thread(target=hog)
    thread.start()
    held.wait(10)
    try:
        with pytest.raises(ServiceUnavailable) as refused, slots.hold("pupil", per_user=1, wait_seconds=0.2):
            pass
        with slots.hold("teacher", per_user=1, wait_seconds=0.2):
            teacher_got_one = True
    finally:
        release.set()
        thread.join(10)
    with slots.hold("pupil", per_user=1, wait_seconds=0.2):
        pupil_again = True

    assert refused.value.message == YOUR_OTHER_UPLOADS
    assert teacher_got_one and pupil_again


@pytest.mark.django_db
@pytest.mark.usefixtures("local_generator")
def test_a_running_job_whose_worker_vanished_does_not_hold_the_users_turn(
    premium_user, settings, monkeypatch
):
    lost = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    waiting = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    silent_since = timezone.now() - timedelta(seconds=settings.CELERY_TASK_TIME_LIMIT + 60)
    GenerationJob.objects.filter(pk=lost.pk).update(
        status=GenerationJob.Status.GENERATING, updated_at=silent_since
    )
    requeued: list[object] = []
    monkeypatch.setattr(
        tasks, "generation_job_dispatch", lambda *, job_id, countdown=None: requeued.append(job_id)
    )

    tasks.generation_job_run_task(str(waiting.id))

    assert requeued == []
    assert GenerationJob.objects.get(pk=waiting.pk).status == GenerationJob.Status.DONE


@pytest.mark.django_db
def test_a_job_queued_past_any_fair_wait_is_failed_with_a_sentence_not_left_queued(premium_user, settings):
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)  # its dispatch was lost
    long_ago = timezone.now() - timedelta(seconds=settings.CELERY_TASK_TIME_LIMIT * 10)
    GenerationJob.objects.filter(pk=job.pk).update(created_at=long_ago, updated_at=long_ago)

    answer = client_for(premium_user).get(f"/api/generation-jobs/{job.id}/").json()

    assert (answer["status"], answer["error"]) == ("failed", QUEUED_TOO_LONG)


@pytest.mark.django_db
def test_a_job_whose_turn_comes_after_too_long_in_the_queue_is_not_started(premium_user, settings):
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    long_ago = timezone.now() - timedelta(seconds=settings.CELERY_TASK_TIME_LIMIT * 10)
    GenerationJob.objects.filter(pk=job.pk).update(created_at=long_ago)

    tasks.generation_job_run_task(str(job.id))

    job.refresh_from_db()
    assert (job.status, job.error) == (GenerationJob.Status.FAILED, QUEUED_TOO_LONG)
