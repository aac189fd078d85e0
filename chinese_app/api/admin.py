"""Admin-only routes; every one depends on AdminUser (403 without the admin claim).
Each acts on the caller's own account: the date override and the deck reset never touch others."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import AdminUser, Body, call
from chinese_app.core import admin, clock
from chinese_app.identity import local

router = APIRouter(prefix="/api/admin", tags=["admin"])


class SetDate(Body):
    date: str


@router.get("/get-date")
def get_date(user: AdminUser) -> JSONResponse:
    return call(clock.date_info, user)


@router.post("/set-date")
def set_date(body: SetDate, user: AdminUser) -> JSONResponse:
    return call(lambda db: clock.set_override(db, user, clock.parse_day(body.date)))


@router.post("/clear-date")
def clear_date(user: AdminUser) -> JSONResponse:
    return call(clock.set_override, user, None)


@router.post("/reset-deck-data")
def reset_deck_data(user: AdminUser) -> JSONResponse:
    return call(admin.reset_deck_data, user)


@router.get("/users")
def list_users(_admin: AdminUser) -> list[dict]:
    return [{"localId": p.uid, "email": p.email, "admin": p.is_admin} for p in local.list_accounts()]
