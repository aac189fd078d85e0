"""/api/describe: picture sessions and description feedback."""

from typing import Any

from fastapi import APIRouter
from fastapi.responses import Response
from pydantic import Field

from chinese_app.api.deps import Body, CurrentUser, attempt_key, call, clamped_size, errors
from chinese_app.core import evaluate, exercises, quick
from chinese_app.core.errors import ExistingSessionAnswer
from chinese_app.core.evaluate import DescriptionEvaluated
from chinese_app.core.limits import DESCRIPTION_LENGTH
from chinese_app.core.quick import StandaloneImage
from chinese_app.core.sessions import DescribeSessionView

router = APIRouter(prefix="/api/describe", tags=["describe"], responses=errors(401))


class DescribeSession(Body):
    sessionSize: int | None = clamped_size("describe")
    forceNew: bool = False


class Describe(Body):
    imageId: str
    description: str = Field(description="{}-{} characters".format(*DESCRIPTION_LENGTH))
    imageUrl: str | None = None


class DescribeAttempt(Body):
    deckId: str
    cardId: str
    description: str = Field(description="{}-{} characters: what the learner wrote".format(*DESCRIPTION_LENGTH))
    aiFeedback: dict[str, Any] | None = Field(None, description="the feedback /evaluate answered, as shown")
    imageUrl: str | None = None
    attemptId: str | None = attempt_key()


@router.post(
    "/session",
    response_model=DescribeSessionView | StandaloneImage,
    responses=errors(400, 404, 409, conflict=ExistingSessionAnswer),
)
def start_session(user: CurrentUser, body: DescribeSession | None = None) -> Response:
    """With sessionSize: a quick session of pictures. With an empty body: one picture not yet
    described (404 once every picture has been)."""
    if body is None or body.sessionSize is None:
        return call(quick.describe_image, user)
    return call(quick.start_quick_session, user, "describe", body.sessionSize, None, body.forceNew)


@router.post("/evaluate", response_model=DescriptionEvaluated, responses=errors(400, 404))
def evaluate_description(body: Describe, user: CurrentUser) -> Response:
    """Feedback on a description, fragment by fragment (the evaluator may take seconds)."""
    return call(evaluate.evaluate_description, user, body.imageId, body.description)


@router.post("/attempt", response_model=exercises.DescriptionAttempt, responses=errors(400, 404))
def record_attempt(body: DescribeAttempt, user: CurrentUser) -> Response:
    """A described picture of a deck's session, in one transaction: the card is done (SPEC §7: score
    1, the description and its feedback kept with the deck's log) and a daily session whose last
    picture this was is complete."""
    return call(
        exercises.record_description,
        user,
        body.deckId,
        body.cardId,
        body.description,
        body.aiFeedback,
        body.imageUrl,
        body.attemptId,
    )
