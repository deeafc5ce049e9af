import asyncio

import pytest
from asgiref.sync import async_to_sync

from quizforge.accounts.testing import make_user
from quizforge.multiplayer import clock
from quizforge.quizzes.models import SavedQuiz

QUESTIONS = [
    {
        "question": f"Question {n}?",
        "choices": [f"right {n}", f"wrong {n}", "other", "none"],
        "correct_answer": f"right {n}",
    }
    for n in range(1, 4)
]


@pytest.fixture
def host(db):
    return make_user("host@example.com")


@pytest.fixture
def quiz(host):
    return SavedQuiz.objects.create(user=host, title="Cells", questions=QUESTIONS)


@pytest.fixture(autouse=True)
def _stop_clocks():
    yield
    for loop, task in list(clock._loops.items()):
        if not loop.is_closed():
            task.cancel()
    clock._loops.clear()


def run(coro):
    return async_to_sync(lambda: coro)()


@pytest.fixture
def settle():
    async def _settle(seconds: float = 0.05) -> None:
        await asyncio.sleep(seconds)

    return _settle


@pytest.fixture(autouse=True)
async def _channel_layer_closed():
    """The Pub/Sub layer keeps a receiving task per event loop; close it before the test's loop closes."""
    yield
    from channels.layers import get_channel_layer

    await get_channel_layer().flush()
