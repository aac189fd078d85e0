"""/api/translate: quick sessions, evaluation, logs and statistics (SPEC §7)."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import exercises, quick, stats

router = APIRouter(prefix="/api/translate", tags=["translate"])


class QuickSession(Body):
    level: int | str | None = None
    sessionSize: int | None = None
    forceNew: bool = False


class Evaluate(Body):
    sentenceId: str | None = None
    english: str | None = None
    chinese_attempt: str | None = None
    correct_chinese: str | None = None
    level: int | str | None = None


class TranslateLog(Body):
    sentenceId: str
    score: int
    timestamp: int | float | str | None = None


@router.post("/session")
def start_session(body: QuickSession, user: CurrentUser) -> JSONResponse:
    return call(quick.start_quick_session, user, "translate", body.sessionSize, body.level, body.forceNew)


@router.post("/evaluate")
def evaluate(body: Evaluate, user: CurrentUser) -> JSONResponse:
    # Not call(): the evaluator may take seconds, and holds no transaction meanwhile.
    return JSONResponse(
        exercises.evaluate_translation(
            user, body.sentenceId, body.english, body.chinese_attempt, body.correct_chinese, body.level
        )
    )


@router.post("/log")
def log(body: TranslateLog, user: CurrentUser) -> JSONResponse:
    return call(stats.log_translation, user, body.sentenceId, body.score, body.timestamp)


@router.get("/stats")
def translate_stats(user: CurrentUser) -> JSONResponse:
    return call(stats.translate_stats, user)
