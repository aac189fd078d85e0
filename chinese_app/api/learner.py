"""/api/learner: the signed-in learner's own settings (when their day begins, tone colours)."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import learner

router = APIRouter(prefix="/api/learner", tags=["learner"])


class Timezone(Body):
    timezone: str


class ToneColours(Body):
    toneColours: bool


@router.get("")
def get_settings(user: CurrentUser) -> JSONResponse:
    return call(learner.settings_json, user)


@router.put("/timezone")
def set_timezone(body: Timezone, user: CurrentUser) -> JSONResponse:
    return call(learner.set_timezone, user, body.timezone)


@router.put("/tone-colours")
def set_tone_colours(body: ToneColours, user: CurrentUser) -> JSONResponse:
    return call(learner.set_tone_colours, user, body.toneColours)
