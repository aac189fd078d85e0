"""/api/describe: picture sessions and description feedback (SPEC §7)."""

from fastapi import APIRouter
from pydantic import BaseModel

from chinese_app.api.deps import CurrentUser, call
from chinese_app.core import exercises, sessions

router = APIRouter(prefix="/api/describe", tags=["describe"])


class DescribeSession(BaseModel):
    sessionSize: int | None = None
    forceNew: bool = False


class Describe(BaseModel):
    imageId: str
    description: str
    imageUrl: str | None = None


@router.post("/session")
def start_session(user: CurrentUser, body: DescribeSession | None = None) -> dict:
    """With sessionSize: a quick session of 1-3 pictures. With an empty body: one picture not yet described."""
    if body is None or body.sessionSize is None:
        return call(sessions.describe_image, user)
    return call(sessions.start_quick_session, user, "describe", body.sessionSize, None, body.forceNew)


@router.post("/evaluate")
def evaluate(body: Describe, user: CurrentUser) -> dict:
    return call(exercises.evaluate_description, user, body.imageId, body.description)
