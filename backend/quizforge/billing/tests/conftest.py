import pytest

from quizforge.accounts.testing import make_user
from quizforge.billing.tests.fake_stripe import FakeStripe
from quizforge.billing.tests.helpers import use_fake_stripe


@pytest.fixture
def fake_stripe(settings):
    """The Stripe stand-in over real HTTP, with the server configured to use it. Its events wait until a
    test delivers them (`deliver_all`, `post_event`), so a test decides their order."""
    with FakeStripe(auto_deliver=False) as fake:
        use_fake_stripe(settings, fake)
        yield fake


@pytest.fixture
def verified_user(db):
    user = make_user("buyer@example.com")
    user.email_verified = True
    user.save(update_fields=["email_verified"])
    return user
