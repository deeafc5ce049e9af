from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from quizforge.api.serializers import required_messages
from quizforge.multiplayer.room_settings import SCORING_SPEED, SCORINGS, TIMER_PER_QUESTION, TIMERS

MAX_PLAYERS_MIN, MAX_PLAYERS_MAX, MAX_PLAYERS_DEFAULT = 2, 100, 50
TIME_MIN, TIME_MAX, TIME_STEP, TIME_DEFAULT = 10, 120, 5, 30

MAX_PLAYERS_RANGE = f"Max players must be between {MAX_PLAYERS_MIN} and {MAX_PLAYERS_MAX}."
TIME_RANGE = f"Time per question must be {TIME_MIN} to {TIME_MAX} seconds in steps of {TIME_STEP}."
SELECT_QUIZ = "Please select a quiz"


class RoomCreateInputSerializer(serializers.Serializer):
    quiz_id = serializers.IntegerField(
        min_value=1,
        error_messages={**required_messages(SELECT_QUIZ), "invalid": SELECT_QUIZ, "min_value": SELECT_QUIZ},
    )
    max_players = serializers.IntegerField(
        default=MAX_PLAYERS_DEFAULT,
        min_value=MAX_PLAYERS_MIN,
        max_value=MAX_PLAYERS_MAX,
        error_messages={
            "invalid": MAX_PLAYERS_RANGE,
            "min_value": MAX_PLAYERS_RANGE,
            "max_value": MAX_PLAYERS_RANGE,
            "null": MAX_PLAYERS_RANGE,
        },
    )
    time_per_question = serializers.IntegerField(
        default=TIME_DEFAULT,
        min_value=TIME_MIN,
        max_value=TIME_MAX,
        error_messages={
            "invalid": TIME_RANGE,
            "min_value": TIME_RANGE,
            "max_value": TIME_RANGE,
            "null": TIME_RANGE,
        },
    )
    show_leaderboard_after_each = serializers.BooleanField(default=True)
    allow_late_join = serializers.BooleanField(default=False)
    scoring = serializers.ChoiceField(
        choices=SCORINGS,
        default=SCORING_SPEED,
        help_text="speed: speed points and streaks; accuracy: 1,000 a correct answer",
    )
    timer = serializers.ChoiceField(
        choices=TIMERS,
        default=TIMER_PER_QUESTION,
        help_text="per_question: time_per_question; none: the host ends each question",
    )

    def validate_time_per_question(self, value: int) -> int:
        if value % TIME_STEP:
            raise serializers.ValidationError(TIME_RANGE)
        return value


class RoomJoinInputSerializer(serializers.Serializer):
    code = serializers.CharField(required=False, allow_blank=True)
    name = serializers.JSONField(required=False)
    player_token = serializers.JSONField(
        required=False,
        help_text="the token this device last had in this room, if any (a kicked one asks the host)",
    )
    device = serializers.JSONField(
        required=False,
        help_text="this device's own id, kept for good: a device the host kicked asks the host to join again",
    )


class PlayerOutputSerializer(serializers.Serializer):
    id = serializers.CharField()
    name = serializers.CharField()
    is_host = serializers.BooleanField()
    is_connected = serializers.BooleanField()
    score = serializers.IntegerField()


class RoomQuizSerializer(serializers.Serializer):
    title = serializers.CharField()


class RoomOutputSerializer(serializers.Serializer):
    code = serializers.CharField()
    quiz = RoomQuizSerializer()
    total_questions = serializers.IntegerField()
    time_per_question = serializers.IntegerField()
    max_players = serializers.IntegerField()
    show_leaderboard_after_each = serializers.BooleanField()
    allow_late_join = serializers.BooleanField()
    locked = serializers.BooleanField()
    scoring = serializers.CharField(help_text="speed or accuracy")
    timer = serializers.CharField(help_text="per_question or none")
    status = serializers.CharField(help_text="lobby, playing or finished")
    players = PlayerOutputSerializer(many=True)


class RoomMineItemSerializer(serializers.Serializer):
    code = serializers.CharField()
    quiz = RoomQuizSerializer()
    status = serializers.CharField(help_text="lobby or playing")
    total_questions = serializers.IntegerField()
    question_index = serializers.IntegerField(help_text="-1 before the first question")
    players = serializers.IntegerField(help_text="pupils who joined")
    created_at = serializers.IntegerField(help_text="epoch ms")


class RoomMineOutputSerializer(serializers.Serializer):
    rooms = RoomMineItemSerializer(many=True)


class RoomCreateOutputSerializer(serializers.Serializer):
    code = serializers.CharField()
    room = RoomOutputSerializer()


class RoomJoinOutputSerializer(serializers.Serializer):
    player_id = serializers.CharField(
        allow_null=True, help_text="null while the host has to let this device in"
    )
    player_token = serializers.CharField()
    room = RoomOutputSerializer()
    pending = serializers.BooleanField(
        help_text="202: the name is a disconnected or kicked player's; the socket waits for allow_rejoin"
    )
    message = serializers.CharField(required=False)


class GamePlayerOutputSerializer(serializers.Serializer):
    id = serializers.CharField(source="player_id")
    name = serializers.CharField()
    is_host = serializers.BooleanField()
    rank = serializers.IntegerField()
    score = serializers.IntegerField()
    correct_answers = serializers.IntegerField()
    total_answers = serializers.IntegerField()
    best_streak = serializers.IntegerField()
    extra_time = serializers.FloatField()


class GameOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    code = serializers.CharField()
    quiz_title = serializers.CharField()
    total_questions = serializers.SerializerMethodField()
    time_per_question = serializers.IntegerField()
    scoring = serializers.CharField(help_text="speed or accuracy")
    timer = serializers.CharField(help_text="per_question or none")
    played_at = serializers.DateTimeField(source="created_at")
    end_reason = serializers.CharField(help_text="finished, ended_by_host or expired")
    players = GamePlayerOutputSerializer(many=True)

    def get_total_questions(self, game) -> int:
        return len(game.questions)


class GameAnswerOutputSerializer(serializers.Serializer):
    question_index = serializers.IntegerField()
    choice = serializers.CharField()
    is_correct = serializers.BooleanField()
    points = serializers.IntegerField()
    elapsed_ms = serializers.IntegerField()


class GameDetailPlayerOutputSerializer(GamePlayerOutputSerializer):
    answers = GameAnswerOutputSerializer(many=True)


class ReportChoiceOutputSerializer(serializers.Serializer):
    choice = serializers.CharField()
    count = serializers.IntegerField()
    share = serializers.FloatField(help_text="of the players there for the question, 0..1")
    is_correct = serializers.BooleanField()
    nobody_fell_for_this = serializers.BooleanField(help_text="a wrong answer chosen by under 5%")


class ReportWrongOutputSerializer(serializers.Serializer):
    choice = serializers.CharField()
    count = serializers.IntegerField()
    share = serializers.FloatField()


class ReportQuestionOutputSerializer(serializers.Serializer):
    index = serializers.IntegerField(help_text="0-based, in the quiz's order")
    question = serializers.CharField()
    correct_answer = serializers.CharField()
    source = serializers.CharField(allow_null=True)  # type: ignore[assignment]
    explanation = serializers.CharField(allow_null=True)
    players = serializers.IntegerField(help_text="players there for it (an answer stored, a time-out too)")
    correct = serializers.IntegerField()
    missed = serializers.IntegerField(help_text="wrong or no answer")
    no_answer = serializers.IntegerField()
    choices = ReportChoiceOutputSerializer(many=True)
    most_chosen_wrong = ReportWrongOutputSerializer(allow_null=True)
    point_biserial = serializers.FloatField(
        allow_null=True, help_text="from `discrimination_min_players` players; null below or when flat"
    )
    discrimination = serializers.CharField(allow_null=True, help_text="the figure in plain words")


class GameReportOutputSerializer(serializers.Serializer):
    players = serializers.IntegerField()
    discrimination_min_players = serializers.IntegerField()
    questions = ReportQuestionOutputSerializer(many=True, help_text="most missed first")


class GameDetailOutputSerializer(GameOutputSerializer):
    questions = serializers.JSONField()
    players = GameDetailPlayerOutputSerializer(many=True)
    quiz_id = serializers.IntegerField(
        allow_null=True, help_text="the saved quiz it was played from; null once deleted"
    )
    report = serializers.SerializerMethodField(help_text="what the class chose, per question (CONTRACT §7)")

    @extend_schema_field(GameReportOutputSerializer)
    def get_report(self, game) -> dict:
        """results.game_report, computed by the view and handed in as `context["report"]`."""
        return GameReportOutputSerializer(self.context["report"]).data


class GameListOutputSerializer(serializers.Serializer):
    games = GameOutputSerializer(many=True)


class ReviewQuestionOutputSerializer(serializers.Serializer):
    question = serializers.CharField()
    choices = serializers.ListField(child=serializers.CharField())
    correct_answer = serializers.CharField()
    source = serializers.CharField(allow_null=True)  # type: ignore[assignment]
    explanation = serializers.CharField(allow_null=True)
    your_answer = serializers.CharField(allow_null=True, help_text="null: no answer in time")


class ReviewOutputSerializer(serializers.Serializer):
    quiz_title = serializers.CharField()
    played_at = serializers.DateTimeField()
    name = serializers.CharField(help_text="the player's name in the game")
    questions_played = serializers.IntegerField()
    questions = ReviewQuestionOutputSerializer(many=True, help_text="the ones missed, in the quiz's order")


class MissesQueuedOutputSerializer(serializers.Serializer):
    queued = serializers.IntegerField(help_text="How many missed questions are in the review queue now.")
