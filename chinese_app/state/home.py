"""The home page: daily decks, quick sessions and the dialogs around them.

Every handler asks the server who is calling (door.verified_user) before it reads or changes
anything; the core decides what is allowed and answers with typed views. The state keeps only what
the page shows.
"""

import asyncio
from dataclasses import dataclass

import reflex as rx
from pydantic import BaseModel

from chinese_app.core import decks, quick, sessions
from chinese_app.core.catalogue import DECK_LABELS, DEFAULT_LEVEL, LEVELS
from chinese_app.core.decks import DeckView
from chinese_app.core.errors import CoreError, ExistingSession
from chinese_app.core.limits import (
    DEFAULT_MAX_DUE_PER_DAY,
    DEFAULT_NEW_PER_DAY,
    DIALOG_NEW_PER_DAY,
    EMPTY_NEW_PER_DAY,
    QUICK_DEFAULT_SIZES,
)
from chinese_app.core.sessions import SessionView
from chinese_app.state.door import run, verified_user

PAGES = {"translate": "/translate", "describe": "/describe", "listen": "/listen"}
PICKER_PAGE = 3  # background images per page of the picker
CREATE_FAILED = "Failed to create deck. Please try again."
ABANDON_FAILED = "Failed to abandon session. Please try again."
START_NEW_FAILED = "Failed to start new session. Please try again."
DELETE_FAILED = "Failed to delete deck. Please try again."
OPTIONS_FAILED = "Failed to save deck options. Please try again."


def start_failed(deck_type: str) -> str:
    return f"Failed to start {deck_type} session. Please try again."


@dataclass
class DeckCard:
    """One deck as a card on the home page."""

    id: str = ""
    type: str = ""
    label: str = ""
    level: str = ""
    new: int = 0
    due: int = 0
    clickable: bool = False
    complete: bool = False
    completed_cards: int = 0
    started: bool = False
    remaining: int = 0
    again: int = 0
    done: int = 0
    background: str = ""
    new_per_day: int = DEFAULT_NEW_PER_DAY
    max_due_per_day: int = DEFAULT_MAX_DUE_PER_DAY

    @classmethod
    def of(cls, deck: DeckView) -> "DeckCard":
        return cls(
            id=deck.id,
            type=deck.type,
            label=DECK_LABELS[deck.type],
            level=f"HSK {deck.hskLevel}" if deck.hskLevel else "",
            new=deck.newCount,
            due=deck.dueCount,
            clickable=deck.clickable,
            complete=deck.sessionFullyComplete,
            completed_cards=deck.cardsCompletedToday,
            started=deck.hasStartedSessionToday,
            remaining=deck.sessionPiles.remaining,
            again=deck.sessionPiles.again,
            done=deck.sessionPiles.done,
            background=deck.backgroundImage or "",
            new_per_day=deck.newPerDay,
            max_due_per_day=deck.maxDuePerDay,
        )


@dataclass
class Background:
    id: str = ""
    url: str = ""
    title: str = ""


class SessionHandoff(rx.State):
    """The started session, kept in the browser's session storage for the exercise page to open
    (`?deck=true`), as the product's web client has always handed it over."""

    data: str = rx.SessionStorage("", name="sessionData")


class _HandedOver(BaseModel):
    """What an exercise page reads of the handed-over session: which deck (the server has the rest)."""

    deckId: str
    deckType: str


def handed_over_deck(data: str, deck_type: str) -> str | None:
    """The deck of the session /home handed over, if it is one of this exercise's."""
    try:
        handed = _HandedOver.model_validate_json(data or "{}")
    except ValueError:
        return None
    return handed.deckId if handed.deckType == deck_type else None


async def deck_handed_over(state: rx.State, deck_type: str) -> str | None:
    """On an exercise page opened with ?deck=true: the deck of the session /home handed over, if it
    is one of this exercise's."""
    if state.router.url.query_parameters.get("deck") != "true":
        return None
    return handed_over_deck((await state.get_state(SessionHandoff)).data, deck_type)


class HomeState(rx.State):
    daily: list[DeckCard] = []
    quick: list[DeckCard] = []
    existing: list[str] = []  # decks.slot() of each daily deck: "translate:2", "listen", ...
    loaded: bool = False
    busy: bool = False

    # Create New Daily (new per day arrives with the form; this is what the field starts with)
    create_open: bool = False
    create_type: str = "translate"
    create_level: str = DEFAULT_LEVEL
    create_new_per_day: str = str(DIALOG_NEW_PER_DAY["translate"])
    backgrounds: list[Background] = []
    background_page: int = 0
    create_background: str = ""

    # Deck Options / Delete Deck
    options_open: bool = False
    options_deck: str = ""
    options_new_per_day: str = "5"
    options_max_due: str = "20"
    delete_open: bool = False
    delete_deck: str = ""

    # Quick Session cards (typed counts arrive with the card's form)
    quick_expanded: str = ""
    quick_level: str = DEFAULT_LEVEL
    quick_describe_count: str = str(QUICK_DEFAULT_SIZES["describe"])

    # Session In Progress
    conflict_open: bool = False
    conflict_message: str = ""
    conflict_deck: str = ""
    conflict_type: str = ""
    _pending: dict = {}

    # ---------------------------------------------------------------- derived views
    @rx.var
    def create_blocked(self) -> str:
        """Why Create is disabled (the core's rule and message), or "" when it is not."""
        return decks.creation_blocked(self.existing, self.create_type, self.create_level)

    @rx.var
    def picker(self) -> list[Background]:
        """Three backgrounds of the current page; paging wraps around."""
        count = len(self.backgrounds)
        shown = min(PICKER_PAGE, count)
        start = self.background_page * PICKER_PAGE
        return [self.backgrounds[(start + i) % count] for i in range(shown)] if count else []

    # ---------------------------------------------------------------- loading
    async def _reload(self) -> bool:
        user = await verified_user(self)
        if user is None:
            return False
        try:
            listed = await run(decks.list_decks, user)
        except Exception:  # a failed deck list only reaches the console; the page stays as it was
            rx.console_log("Failed to load decks")
            return True
        self.daily = [DeckCard.of(d) for d in listed if not d.isVirtual]
        self.quick = [DeckCard.of(d) for d in listed if d.isVirtual]
        self.existing = [decks.slot(d.type, d.hskLevel) for d in listed if not d.isVirtual]
        self.loaded = True
        return True

    @rx.event
    async def load(self):
        # Coming back to the page: cards collapsed, dialogs closed, nothing half-started.
        self.quick_expanded, self.busy = "", False
        self.create_open = self.options_open = self.delete_open = self.conflict_open = False
        if not await self._reload():
            return rx.redirect("/login")

    @rx.event(background=True)
    async def refresh_after(self, seconds: float):
        """The deck list refreshes shortly after create, abandon (0.5 s) and delete (1 s)."""
        await asyncio.sleep(seconds)
        async with self:
            await self._reload()

    # ---------------------------------------------------------------- Create New Daily
    async def _load_backgrounds(self):
        user = await verified_user(self)
        if user is None:
            return
        images = (await run(decks.backgrounds, self.create_type)).images
        self.backgrounds = [Background(id=i.id, url=i.url, title=i.title) for i in images]
        self.background_page = 0
        self.create_background = self.backgrounds[0].id if self.backgrounds else ""

    @rx.event
    async def open_create(self):
        self.create_type, self.create_level = "translate", DEFAULT_LEVEL
        self.create_new_per_day = str(DIALOG_NEW_PER_DAY["translate"])
        await self._load_backgrounds()
        self.create_open = True

    @rx.event
    def set_create_open(self, value: bool):
        self.create_open = value

    @rx.event
    async def set_create_type(self, value: str):
        if value not in DECK_LABELS:
            return
        self.create_type = value
        self.create_new_per_day = str(DIALOG_NEW_PER_DAY[value])  # listen and describe start at 1
        await self._load_backgrounds()

    @rx.event
    def set_create_level(self, value: str):
        if value in LEVELS:
            self.create_level = value

    @rx.event
    def page_backgrounds(self, step: int):
        pages = max(1, -(-len(self.backgrounds) // PICKER_PAGE))
        self.background_page = (self.background_page + step) % pages

    @rx.event
    def choose_background(self, background_id: str):
        self.create_background = background_id

    @rx.event
    async def create(self, form: dict):
        """The dialog's form: type and level come from the selects, new per day as typed (the core
        checks it; an empty field means 1)."""
        user = await verified_user(self)
        if user is None or self.create_blocked:
            return
        level = self.create_level if self.create_type == "translate" else None
        new_per_day = str(form.get("new_per_day", "")).strip() or EMPTY_NEW_PER_DAY
        try:
            await run(decks.create_deck, user, self.create_type, new_per_day, level, self.create_background or None)
        except CoreError as e:
            return rx.window_alert(e.message)
        except Exception:
            return rx.window_alert(CREATE_FAILED)
        self.create_open = False
        return HomeState.refresh_after(0.5)

    # ---------------------------------------------------------------- Deck Options / Delete Deck
    @rx.event
    def open_options(self, deck_id: str):
        card = next((d for d in self.daily if d.id == deck_id), None)
        if card is None:
            return
        self.options_deck = deck_id
        self.options_new_per_day, self.options_max_due = str(card.new_per_day), str(card.max_due_per_day)
        self.options_open = True

    @rx.event
    def set_options_open(self, value: bool):
        self.options_open = value

    @rx.event
    async def save_options(self, form: dict):
        user = await verified_user(self)
        if user is None:
            return
        try:  # as typed: the core refuses what is out of range, with the same message /api gives
            await run(decks.set_options, user, self.options_deck, form.get("new_per_day"), form.get("max_due"))
        except CoreError as e:
            return rx.window_alert(e.message)
        except Exception:
            return rx.window_alert(OPTIONS_FAILED)
        self.options_open = False
        await self._reload()

    @rx.event
    def open_delete(self, deck_id: str):
        self.delete_deck, self.delete_open = deck_id, True

    @rx.event
    def set_delete_open(self, value: bool):
        self.delete_open = value

    @rx.event
    async def confirm_delete(self):
        user = await verified_user(self)
        if user is None:
            return
        try:
            await run(decks.delete_deck, user, self.delete_deck)
        except CoreError as e:
            return rx.window_alert(e.message)
        except Exception:
            return rx.window_alert(DELETE_FAILED)
        self.delete_open = False
        return HomeState.refresh_after(1.0)

    @rx.event
    async def abandon(self, deck_id: str):
        user = await verified_user(self)
        if user is None:
            return
        try:
            await run(decks.delete_deck, user, deck_id)
        except Exception:
            return rx.window_alert(ABANDON_FAILED)
        return HomeState.refresh_after(0.5)

    # ---------------------------------------------------------------- starting sessions
    async def _open(self, session: SessionView):
        """Hand the session to the exercise page (browser session storage) and go there."""
        handoff = await self.get_state(SessionHandoff)
        handoff.data = session.model_dump_json()
        return rx.redirect(f"{PAGES[session.deckType]}?deck=true")

    @rx.event
    async def start_deck(self, deck_id: str):
        """Open a deck's session: today's for a daily deck, its own for a quick session."""
        user = await verified_user(self)
        card = next((d for d in self.daily + self.quick if d.id == deck_id), None)
        if user is None or self.busy or card is None or (card in self.daily and not card.clickable):
            return
        deck_type = card.type
        self.busy = True
        yield
        try:
            session = await run(sessions.start_daily_session, user, deck_id)
        except Exception:
            self.busy = False
            yield rx.window_alert(start_failed(deck_type))
            return
        self.busy = False
        yield await self._open(session)

    @rx.event
    def toggle_quick(self, kind: str):
        self.quick_expanded = "" if self.quick_expanded == kind else kind

    @rx.event
    def set_quick_level(self, value: str):
        if value in LEVELS:
            self.quick_level = value

    @rx.event
    def set_quick_describe_count(self, value: str | list[str]):
        if isinstance(value, str):  # the segmented control sends one value; the core clamps it
            self.quick_describe_count = value[:3]

    def _quick_request(self, kind: str, form: dict) -> dict:
        """What a quick-session card asks for: its count as typed (the core clamps it into range)."""
        if kind == "translate":
            return {"deck_type": "translate", "size": form.get("count"), "level": self.quick_level}
        if kind == "listen":
            return {"deck_type": "listen", "size": form.get("count")}
        return {"deck_type": "describe", "size": self.quick_describe_count}

    @rx.event
    async def start_quick(self, kind: str, form: dict):
        """A quick-session card's form (its count as typed; level and image count from their controls)."""
        user = await verified_user(self)
        if user is None or self.busy or kind not in DECK_LABELS:
            return
        request = self._quick_request(kind, form)
        self.busy = True
        yield
        try:
            session = await run(quick.start_quick_session, user, **request)
        except ExistingSession as e:
            self.busy = False
            self._pending = request
            self.conflict_message = e.message
            self.conflict_deck, self.conflict_type = e.deck_id, e.deck_type
            self.conflict_open = True
            return
        except Exception:
            self.busy = False
            yield rx.window_alert(start_failed(kind))
            return
        self.busy = False
        yield await self._open(session)

    @rx.event
    def set_conflict_open(self, value: bool):
        self.conflict_open = value

    @rx.event
    async def conflict_resume(self):
        user = await verified_user(self)
        if user is None:
            return
        self.conflict_open = False
        try:
            session = await run(sessions.start_daily_session, user, self.conflict_deck)
        except Exception:
            return rx.window_alert(start_failed(self.conflict_type))
        return await self._open(session)

    @rx.event
    async def conflict_start_new(self):
        user = await verified_user(self)
        if user is None or not self._pending:
            return
        self.conflict_open = False
        try:
            session = await run(quick.start_quick_session, user, **self._pending, force_new=True)
        except Exception:
            return rx.window_alert(START_NEW_FAILED)
        return await self._open(session)
