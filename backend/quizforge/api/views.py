"""Base views shared by every app's API."""

from rest_framework.views import APIView


class PublicApi(APIView):
    """Needs no account. Skips token authentication so that a stale access token never blocks it."""

    authentication_classes: list[type] = []
