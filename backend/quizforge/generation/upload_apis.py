"""POST /api/upload-file/: the text of an uploaded document (CONTRACT §5)."""

from django.conf import settings
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from quizforge.generation.extraction import document_extract
from quizforge.generation.extraction.errors import DocumentTooLarge

# What multipart framing may add to the file itself (boundaries, part headers, a file name).
MULTIPART_ALLOWANCE_BYTES = 64 * 1024


def upload_declared_size_check(request: Request) -> None:
    """Refuses a request that announces more bytes than a file may have, before its body is read
    (Django's request size limit leaves files out, so nothing else stops them filling the disk)."""
    declared = request.META.get("CONTENT_LENGTH") or "0"
    if declared.isdigit() and int(declared) > settings.UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES:
        raise DocumentTooLarge.over_upload_limit(settings.UPLOAD_MAX_BYTES)


_ERROR = inline_serializer(
    "UploadError", {"error": serializers.CharField(), "details": serializers.DictField()}
)


class UploadFileApi(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [MultiPartParser]
    throttle_classes = [ScopedRateThrottle]
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
        responses={200: OutputSerializer, 400: _ERROR, 401: _ERROR, 413: _ERROR, 429: _ERROR, 503: _ERROR},
    )
    def post(self, request: Request) -> Response:
        upload_declared_size_check(request)
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        upload = serializer.validated_data["file"]
        if upload.size > settings.UPLOAD_MAX_BYTES:
            raise DocumentTooLarge.over_upload_limit(settings.UPLOAD_MAX_BYTES)
        extracted = document_extract(filename=upload.name or "", data=upload.read())
        return Response(self.OutputSerializer(extracted).data)
