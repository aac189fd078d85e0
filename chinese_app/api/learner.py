"""/api/learner: the signed-in learner's own settings (when their day begins, tone colours)."""

from fastapi import APIRouter
from fastapi.responses import Response

from chinese_app.api.deps import Body, CurrentUser, call, errors
from chinese_app.core import learner
from chinese_app.core.learner import LearnerSettings

router = APIRouter(prefix="/api/learner", tags=["learner"], responses=errors(401))


class Timezone(Body):
    timezone: str


class ToneColours(Body):
    toneColours: bool


@router.get("", response_model=LearnerSettings)
def get_settings(user: CurrentUser) -> Response:
    return call(learner.settings, user)


@router.put("/timezone", response_model=LearnerSettings, responses=errors(400))
def set_timezone(body: Timezone, user: CurrentUser) -> Response:
    """When the learner's day begins: an IANA zone such as Asia/Shanghai (default UTC)."""
    return call(learner.set_timezone, user, body.timezone)


@router.put("/tone-colours", response_model=LearnerSettings)
def set_tone_colours(body: ToneColours, user: CurrentUser) -> Response:
    return call(learner.set_tone_colours, user, body.toneColours)
