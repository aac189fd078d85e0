"""/api/translate: quick sessions, evaluation, attempts, logs, statistics, and reports of answers
that should be accepted."""

from fastapi import APIRouter
from fastapi.responses import Response
from pydantic import Field

from chinese_app.api.deps import Body, CurrentUser, attempt_key, call, clamped_size, errors
from chinese_app.core import evaluate, exercises, quick, reports, stats
from chinese_app.core.catalogue import DEFAULT_LEVEL, LEVELS
from chinese_app.core.errors import ExistingSessionAnswer
from chinese_app.core.exercises import TranslationAttempt
from chinese_app.core.limits import PERFECT_SCORE, REPORT_WINDOW, REPORTS_PER_WINDOW
from chinese_app.core.reports import ReportFiled
from chinese_app.core.sessions import SessionView
from chinese_app.core.stats import TranslateStats, TranslationLogged
from chinese_app.evaluation import TranslationGrade

router = APIRouter(prefix="/api/translate", tags=["translate"], responses=errors(401))


class QuickSession(Body):
    level: int | str | None = Field(None, description=f"an HSK level: {', '.join(LEVELS)}; none: {DEFAULT_LEVEL}")
    sessionSize: int | None = clamped_size("translate")
    forceNew: bool = False


class Evaluate(Body):
    sentenceId: str | None = None
    english: str | None = None
    chinese_attempt: str | None = None
    correct_chinese: str | None = None
    level: int | str | None = None


class TranslateAttempt(Body):
    deckId: str
    cardId: str
    score: int = Field(description=f"0-{PERFECT_SCORE}, as /evaluate scored it (I give up!: 0)")
    answer: str | None = Field(None, description="what the learner wrote")
    timestamp: int | float | str | None = None
    attemptId: str | None = attempt_key()


class Report(Body):
    sentenceId: str
    chinese_attempt: str = Field(description="the answer, as sent to /evaluate")


class TranslateLog(Body):
    sentenceId: str
    score: int
    timestamp: int | float | str | None = None
    attemptId: str | None = attempt_key()


@router.post(
    "/session",
    response_model=SessionView,
    responses=errors(400, 404, 409, conflict=ExistingSessionAnswer),
)
def start_session(body: QuickSession, user: CurrentUser) -> Response:
    """A quick session of sentences at an HSK level; 409 EXISTING_SESSION while one is in progress,
    unless forceNew (which abandons it)."""
    return call(quick.start_quick_session, user, "translate", body.sessionSize, body.level, body.forceNew)


@router.post("/evaluate", response_model=TranslationGrade, responses=errors(400, 404))
def evaluate_translation(body: Evaluate, user: CurrentUser) -> Response:
    """A score with an explanation (the evaluator may take seconds; no transaction is held meanwhile)."""
    return call(
        evaluate.evaluate_translation,
        user,
        body.sentenceId,
        body.chinese_attempt,
        body.english,
        body.correct_chinese,
        body.level,
    )


@router.post("/attempt", response_model=TranslationAttempt, responses=errors(400, 404))
def record_attempt(body: TranslateAttempt, user: CurrentUser) -> Response:
    """A scored attempt at a card, in one transaction: the deck's log, the statistics' log, and a
    daily session marked complete when this was its last card. Answers the piles and the sentence."""
    return call(
        exercises.record_translation,
        user,
        body.deckId,
        body.cardId,
        body.score,
        body.answer,
        body.timestamp,
        body.attemptId,
    )


@router.post("/log", response_model=TranslationLogged, responses=errors(400, 404))
def log(body: TranslateLog, user: CurrentUser) -> Response:
    """Statistics only (no deck): the first attempt at a sentence on an app day is its first shot."""
    return call(stats.log_translation, user, body.sentenceId, body.score, body.timestamp, body.attemptId)


@router.get("/stats", response_model=TranslateStats)
def translate_stats(user: CurrentUser) -> Response:
    return call(stats.translate_stats, user)


@router.post(
    "/report",
    response_model=ReportFiled,
    responses=errors(400, 404, 429),
    description=(
        '"My answer should be accepted": the answer is graded again on the server and kept, with that score '
        "and explanation, for an admin to review. 400 when it scores 3 (or is empty); 429 past "
        f"{REPORTS_PER_WINDOW} reports in {REPORT_WINDOW.total_seconds() / 3600:.0f} hours. The same answer "
        "reported again answers the earlier report."
    ),
)
def report_answer(body: Report, user: CurrentUser) -> Response:
    return call(reports.report, user, body.sentenceId, body.chinese_attempt)
