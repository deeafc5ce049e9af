"""Replace, in Review & Edit: another question from the document a quiz was generated from, never one
already in the quiz. The offline generators hand out the further questions they found, best first; the AI
path asks the AI server for one more. A job keeps what this needs until it is deleted."""

import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from uuid import uuid4

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.accounts.plans import plan_feature_require
from quizforge.core.exceptions import NotFound, ServiceUnavailable, TooManyRequests
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.base import AskingProvider, GeneratorFailed
from quizforge.generation.providers.registry import provider_get
from quizforge.quizzes.questions import Question, comparable


def document_gone_message() -> str:
    hours = settings.GENERATION_JOB_KEEP_HOURS
    return (
        "The document this quiz was generated from is no longer kept (a document is kept for "
        f"{hours} hours after generating), so no other question can be found for it."
    )


ALL_IN_QUIZ = "Every other question found in this document is already in the quiz."
NONE_SOUGHT = (
    "This quiz's generation stopped early (it was cancelled or ran out of time), so no other question of "
    "its document was kept. Generate the quiz again to use Replace."
)
AI_NOTHING_NEW = "The AI found no other question in this part of the document. Please try Replace again."
AI_GONE = "The AI server this quiz was generated with is no longer set up, so no other question can be asked."
AI_BUSY = "Your last Replace is still waiting for the AI server. Please try again once it has its question."


def replacement_kept(
    *, questions: list[Question], spares: list[Question] | None, text: str
) -> dict[str, Any]:
    """The fields a finished job keeps for Replace: the further questions found (offline; None when the job
    stopped before looking for them), or the document's text, cut to its limit (AI path). Nothing else of
    the document is kept."""
    # Read from the settings: making the AI provider here may fail.
    if settings.GENERATION_PROVIDER == "openai":
        kept_text = text[: settings.GENERATION_REPLACEMENT_TEXT_MAX_CHARS]
        return {"spare_questions": [], "offered_questions": [], "replacement_text": kept_text}
    kept = _not_asked(spares or [], questions)[: settings.GENERATION_SPARE_QUESTIONS]
    return {
        "spare_questions": kept,
        "offered_questions": [],
        "replacement_text": "",
        "spares_sought": spares is not None,
    }


def _texts(questions: list[Any]) -> set[str]:
    return {comparable(question["question"]) for question in questions}


def _not_asked(
    candidates: list[Question], asked: list[Any], asked_texts: frozenset[str] | set[str] = frozenset()
) -> list[Question]:
    """The candidates asking neither one of the questions `asked` (or `asked_texts`) nor about one of their
    sentences of the document: Replace should not hand out a second question on a sentence already asked."""
    texts = _texts(asked) | asked_texts
    sources = {comparable(source) for question in asked if (source := question.get("source"))}
    return [
        q
        for q in candidates
        if comparable(q["question"]) not in texts and comparable(q.get("source") or "") not in sources
    ]


def _source_job(user: User, in_quiz: set[str], *, lock: bool = False) -> GenerationJob:
    """The user's newest kept job that generated (or handed out) one of the quiz's questions."""
    jobs = GenerationJob.objects.filter(user=user, status=GenerationJob.Status.DONE).only(
        "questions", "offered_questions", "spares_sought"
    )
    for job in jobs:
        if _texts(job.questions + job.offered_questions) & in_quiz:
            if lock:
                return GenerationJob.objects.select_for_update().get(pk=job.pk)
            return job
    raise NotFound(document_gone_message())


def _offer(job: GenerationJob, question: Question) -> None:
    job.offered_questions = [*job.offered_questions, question]
    job.updated_at = timezone.now()
    job.save(update_fields=["spare_questions", "offered_questions", "updated_at"])


def question_replacement(*, user: User, question_texts: list[str]) -> Question:
    """A question from the same document as the quiz whose questions read `question_texts` (the one to
    replace among them), none of them and none Replace handed out before."""
    plan_feature_require(user=user, feature="edit")
    in_quiz = {comparable(text) for text in question_texts}
    with transaction.atomic():
        job = _source_job(user, in_quiz, lock=True)
        if not job.replacement_text:
            fresh = _not_asked(job.spare_questions, job.offered_questions, in_quiz)
            if not fresh:
                raise NotFound(ALL_IN_QUIZ if job.spares_sought else NONE_SOUGHT)
            job.spare_questions = [q for q in job.spare_questions if q is not fresh[0]]
            _offer(job, fresh[0])
            return fresh[0]
        text, offered = job.replacement_text, list(job.offered_questions)
    with _one_ai_call_per_user(user):
        question = _question_from_ai(text, avoid=[*question_texts, *(q["question"] for q in offered)])
    with transaction.atomic():
        _offer(_source_job(user, in_quiz, lock=True), question)
    return question


@contextmanager
def _one_ai_call_per_user(user: User) -> Iterator[None]:
    """One Replace per user waits for the AI server at a time (429 for another meanwhile), so that nobody
    holds the AI server with Replace calls in parallel. The hold lapses with the call's own timeout."""
    key, token = f"replace-ai:{user.pk}", uuid4().hex
    timeout_s = settings.OPENAI_TIMEOUT_SECONDS
    if not cache.add(key, token, timeout=timeout_s):
        raise TooManyRequests(AI_BUSY, retry_after_s=timeout_s)
    try:
        yield
    finally:
        if cache.get(key) == token:
            cache.delete(key)


def _question_from_ai(text: str, *, avoid: list[str]) -> Question:
    provider = provider_get()
    if not isinstance(provider, AskingProvider):
        raise ServiceUnavailable(AI_GONE)
    deadline = time.monotonic() + settings.OPENAI_TIMEOUT_SECONDS
    try:
        found = provider.question_more(
            text=text, avoid=avoid, passage=random.randrange(1 << 16), deadline=deadline
        )
    except GeneratorFailed as failed:
        raise ServiceUnavailable(failed.message) from failed
    if not found:
        raise NotFound(AI_NOTHING_NEW)
    return found[0]
