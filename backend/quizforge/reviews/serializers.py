from rest_framework import serializers


class MissesInputSerializer(serializers.Serializer):
    questions = serializers.JSONField(
        help_text="the questions missed, each {question, choices, correct_answer, explanation?, source?}"
    )


class MissesOutputSerializer(serializers.Serializer):
    queued = serializers.IntegerField()
    due_count = serializers.IntegerField()


class ReviewItemOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    question = serializers.CharField(source="question.question")
    choices = serializers.ListField(child=serializers.CharField(), source="question.choices")
    correct_answer = serializers.CharField(source="question.correct_answer")
    explanation = serializers.CharField(source="question.explanation", allow_blank=True, default="")
    source = serializers.CharField(source="question.source", allow_blank=True, default="")  # type: ignore[assignment]
    due_at = serializers.DateTimeField()


class ReviewDueOutputSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text="all questions due now")
    items = ReviewItemOutputSerializer(many=True, help_text="the first 20 of them, longest due first")


class ReviewAnswerInputSerializer(serializers.Serializer):
    correct = serializers.BooleanField()


class ReviewAnswerOutputSerializer(serializers.Serializer):
    learned = serializers.BooleanField(help_text="right after the longest wait: it left the queue")
    due_at = serializers.DateTimeField(allow_null=True)
