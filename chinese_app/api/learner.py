"""/api/learner: the signed-in learner's own settings (when their day begins)."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import learner

router = APIRouter(prefix="/api/learner", tags=["learner"])


class Timezone(Body):
    timezone: str


@router.get("")
def get_settings(user: CurrentUser) -> JSONResponse:
    return call(learner.settings_json, user)


@router.put("/timezone")
def set_timezone(body: Timezone, user: CurrentUser) -> JSONResponse:
    return call(learner.set_timezone, user, body.timezone)
