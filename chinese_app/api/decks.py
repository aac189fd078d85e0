"""/api/decks: daily decks, their sessions and logged attempts (SPEC §7)."""

from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import decks, sessions

router = APIRouter(prefix="/api/decks", tags=["decks"])


class CreateDeck(Body):
    type: str
    newPerDay: int | None = None
    hskLevel: int | str | None = None
    backgroundImage: str | None = None


class DeckOptions(Body):
    newPerDay: int | None = None
    maxDuePerDay: int | None = None


class Background(Body):
    backgroundImage: str | None


class Attempt(Body):
    cardId: str
    success: bool
    score: int | None = None
    feedback: dict[str, Any] | None = None


@router.get("")
def list_decks(user: CurrentUser) -> JSONResponse:
    return call(decks.list_decks, user)


@router.post("/create")
def create_deck(body: CreateDeck, user: CurrentUser) -> JSONResponse:
    return call(decks.create_deck, user, body.type, body.newPerDay, body.hskLevel, body.backgroundImage)


@router.get("/backgrounds/{deck_type}")
def backgrounds(deck_type: str, user: CurrentUser) -> JSONResponse:
    return call(decks.backgrounds, deck_type)


@router.put("/{deck_id}/options")
def set_options(deck_id: str, body: DeckOptions, user: CurrentUser) -> JSONResponse:
    return call(decks.set_options, user, deck_id, body.newPerDay, body.maxDuePerDay)


@router.put("/{deck_id}/background")
def set_background(deck_id: str, body: Background, user: CurrentUser) -> JSONResponse:
    return call(decks.set_background, user, deck_id, body.backgroundImage)


@router.delete("/{deck_id}")
def delete_deck(deck_id: str, user: CurrentUser) -> JSONResponse:
    return call(decks.delete_deck, user, deck_id)


@router.post("/{deck_id}/session")
def start_session(deck_id: str, user: CurrentUser) -> JSONResponse:
    return call(sessions.start_daily_session, user, deck_id)


@router.post("/{deck_id}/complete")
def complete(deck_id: str, user: CurrentUser) -> JSONResponse:
    return call(sessions.complete, user, deck_id)


@router.post("/{deck_id}/log")
def log_attempt(deck_id: str, body: Attempt, user: CurrentUser) -> JSONResponse:
    return call(sessions.log_attempt, user, deck_id, body.cardId, body.success, body.score, body.feedback)
