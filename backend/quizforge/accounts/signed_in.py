"""The base of every API that needs an account."""

from typing import cast

from rest_framework.permissions import IsAuthenticated
from rest_framework.views import APIView

from quizforge.accounts.models import User


class SignedInApi(APIView):
    permission_classes = [IsAuthenticated]

    @property
    def user(self) -> User:
        return cast(User, self.request.user)
