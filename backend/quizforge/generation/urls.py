from django.urls import URLPattern, path

from quizforge.generation.apis import GenerateQuestionsApi, GenerationJobCreateApi, GenerationJobDetailApi
from quizforge.generation.upload_apis import UploadFileApi

urlpatterns: list[URLPattern] = [
    path("upload-file/", UploadFileApi.as_view(), name="upload-file"),
    path("generate-questions/", GenerateQuestionsApi.as_view(), name="generate-questions"),
    path("generation-jobs/", GenerationJobCreateApi.as_view(), name="generation-job-create"),
    path("generation-jobs/<uuid:job_id>/", GenerationJobDetailApi.as_view(), name="generation-job-detail"),
]
