"""One user never holds all the generation or extraction capacity: past their share their next job waits in
the queue and their next upload waits for their own, while other users' work goes ahead."""

import threading

import pytest

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.generation import tasks
from quizforge.generation.extraction.user_slots import YOUR_OTHER_UPLOADS, UserSlots
from quizforge.generation.models import GenerationJob
from quizforge.generation.services import generation_job_create
from quizforge.generation.tests.generation_helpers import make_user
from quizforge.generation.tests.sample_document import DOCUMENT


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
