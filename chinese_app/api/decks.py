"""/api/decks: daily decks, their sessions and logged attempts."""

from typing import Any

from fastapi import APIRouter
from fastapi.responses import Response

from chinese_app.api.deps import Body, CurrentUser, attempt_key, call, errors, in_range
from chinese_app.core import decks, sessions
from chinese_app.core.decks import Backgrounds, DeckDeleted, DeckView
from chinese_app.core.errors import DuplicateDeckAnswer
from chinese_app.core.limits import MAX_DUE_PER_DAY, NEW_PER_DAY
from chinese_app.core.sessions import CardMoved, DescribeSessionView, SessionCompleted, SessionView

router = APIRouter(prefix="/api/decks", tags=["decks"], responses=errors(401))


class CreateDeck(Body):
    type: str
    newPerDay: int | None = in_range(NEW_PER_DAY)
    hskLevel: int | str | None = None
    backgroundImage: str | None = None


class DeckOptions(Body):
    newPerDay: int | None = in_range(NEW_PER_DAY)
    maxDuePerDay: int | None = in_range(MAX_DUE_PER_DAY)


class Background(Body):
    backgroundImage: str | None


class Attempt(Body):
    cardId: str
    success: bool
    score: int | None = None
    feedback: dict[str, Any] | None = None
    attemptId: str | None = attempt_key()


@router.get("", response_model=list[DeckView])
def list_decks(user: CurrentUser) -> Response:
    """Daily decks with today's counts, then quick sessions still in progress."""
    return call(decks.list_decks, user)


@router.post("/create", response_model=DeckView, responses=errors(400, 409, conflict=DuplicateDeckAnswer))
def create_deck(body: CreateDeck, user: CurrentUser) -> Response:
    """One daily deck per type, and per HSK level for translate (409 otherwise)."""
    return call(decks.create_deck, user, body.type, body.newPerDay, body.hskLevel, body.backgroundImage)


@router.get("/backgrounds/{deck_type}", response_model=Backgrounds, responses=errors(400))
def backgrounds(deck_type: str, user: CurrentUser) -> Response:
    return call(decks.backgrounds, deck_type)


@router.put("/{deck_id}/options", response_model=DeckView, responses=errors(400, 404))
def set_options(deck_id: str, body: DeckOptions, user: CurrentUser) -> Response:
    """Today's allowances; an omitted one stays as it is."""
    return call(decks.set_options, user, deck_id, body.newPerDay, body.maxDuePerDay)


@router.put("/{deck_id}/background", response_model=DeckView, responses=errors(400, 404))
def set_background(deck_id: str, body: Background, user: CurrentUser) -> Response:
    return call(decks.set_background, user, deck_id, body.backgroundImage)


@router.delete("/{deck_id}", response_model=DeckDeleted, responses=errors(404))
def delete_deck(deck_id: str, user: CurrentUser) -> Response:
    """Deletes a daily deck, or abandons a quick session."""
    return call(decks.delete_deck, user, deck_id)


@router.post("/{deck_id}/session", response_model=SessionView | DescribeSessionView, responses=errors(404))
def start_session(deck_id: str, user: CurrentUser) -> Response:
    """Today's session, resumed the same day and topped up to today's allowances."""
    return call(sessions.start_daily_session, user, deck_id)


@router.post("/{deck_id}/complete", response_model=SessionCompleted, responses=errors(404, 409))
def complete(deck_id: str, user: CurrentUser) -> Response:
    return call(sessions.complete, user, deck_id)


@router.post("/{deck_id}/log", response_model=CardMoved, responses=errors(400, 404))
def log_attempt(deck_id: str, body: Attempt, user: CurrentUser) -> Response:
    """One attempt at a card of any deck. Translate apps may prefer POST /api/translate/attempt,
    which also logs the statistics and completes a finished daily session in the same transaction."""
    return call(
        sessions.log_attempt, user, deck_id, body.cardId, body.success, body.score, body.feedback, body.attemptId
    )
