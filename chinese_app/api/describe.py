"""/api/describe: picture sessions and description feedback (SPEC §7)."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import exercises, quick

router = APIRouter(prefix="/api/describe", tags=["describe"])


class DescribeSession(Body):
    sessionSize: int | None = None
    forceNew: bool = False


class Describe(Body):
    imageId: str
    description: str
    imageUrl: str | None = None


@router.post("/session")
def start_session(user: CurrentUser, body: DescribeSession | None = None) -> JSONResponse:
    """With sessionSize: a quick session of 1-3 pictures. With an empty body: one picture not yet described."""
    if body is None or body.sessionSize is None:
        return call(quick.describe_image, user)
    return call(quick.start_quick_session, user, "describe", body.sessionSize, None, body.forceNew)


@router.post("/evaluate")
def evaluate(body: Describe, user: CurrentUser) -> JSONResponse:
    # Not call(): the evaluator may take seconds, and holds no transaction meanwhile.
    return JSONResponse(exercises.evaluate_description(user, body.imageId, body.description))
