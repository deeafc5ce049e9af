from quizforge.accounts.models import User


def user_get_by_email(*, email: str) -> User | None:
    """E-mail addresses are unique whatever their case."""
    return User.objects.filter(email__iexact=email.strip()).first()
