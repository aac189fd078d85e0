"""/api/translate: quick sessions, evaluation, logs and statistics (SPEC §7)."""

from fastapi import APIRouter
from pydantic import BaseModel

from chinese_app.api.deps import CurrentUser, call
from chinese_app.core import exercises, sessions, stats

router = APIRouter(prefix="/api/translate", tags=["translate"])


class QuickSession(BaseModel):
    level: int | str | None = None
    sessionSize: int | None = None
    forceNew: bool = False


class Evaluate(BaseModel):
    sentenceId: str | None = None
    english: str | None = None
    chinese_attempt: str | None = None
    correct_chinese: str | None = None
    level: int | str | None = None


class TranslateLog(BaseModel):
    sentenceId: str
    score: int
    timestamp: int | float | str | None = None


@router.post("/session")
def start_session(body: QuickSession, user: CurrentUser) -> dict:
    return call(sessions.start_quick_session, user, "translate", body.sessionSize, body.level, body.forceNew)


@router.post("/evaluate")
def evaluate(body: Evaluate, user: CurrentUser) -> dict:
    return call(exercises.evaluate_translation, user, body.sentenceId, body.english, body.chinese_attempt,
                body.correct_chinese, body.level)


@router.post("/log")
def log(body: TranslateLog, user: CurrentUser) -> dict:
    return call(stats.log_translation, user, body.sentenceId, body.score, body.timestamp)


@router.get("/stats")
def translate_stats(user: CurrentUser) -> dict:
    return call(stats.translate_stats, user)
