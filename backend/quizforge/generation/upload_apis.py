"""POST /api/upload-file/: the text of an uploaded document (CONTRACT §5)."""

from django.conf import settings
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from quizforge.api.serializers import error_responses
from quizforge.api.validation import input_validate
from quizforge.core.throttling import ScopedThrottle
from quizforge.generation.extraction import document_extract
from quizforge.generation.extraction.errors import DocumentTooLarge
from quizforge.generation.uploads import upload_declared_size_check


class FileUploadApi(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [MultiPartParser]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "document_upload"

    class InputSerializer(serializers.Serializer):
        file = serializers.FileField(
            allow_empty_file=True,  # an empty file gets extraction's own sentence
            use_url=False,
            error_messages={"required": "Please select a file.", "invalid": "Please select a file."},
        )

    class OutputSerializer(serializers.Serializer):
        content = serializers.CharField()
        characters = serializers.IntegerField()
        pages = serializers.IntegerField()

    @extend_schema(
        operation_id="upload_file",
        request={"multipart/form-data": InputSerializer},
        responses={200: OutputSerializer, **error_responses(400, 401, 413, 429, 503)},
    )
    def post(self, request: Request) -> Response:
        upload_declared_size_check(request)
        upload = input_validate(self.InputSerializer, request.data)["file"]
        if upload.size > settings.UPLOAD_MAX_BYTES:
            raise DocumentTooLarge.over_upload_limit(settings.UPLOAD_MAX_BYTES)
        extracted = document_extract(filename=upload.name or "", data=upload.read(), owner=request.user.pk)
        return Response(self.OutputSerializer(extracted).data)
