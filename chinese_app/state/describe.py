"""The describe page: a picture, the learner's 25-100 characters about it, and feedback fragment by fragment.

The state holds what the page shows now: the picture, the character count, the feedback. The core
owns the rest: one picture not yet described (quick.describe_image), a deck's session
(sessions.start_daily_session), feedback (evaluate.evaluate_description, a background event: a
hosted model may take seconds) and the attempt (exercises.record_description, which completes a
daily session at its last picture).

The text area is not controlled by the state (that breaks input methods): the count follows its
input events, except while an input method is composing, and the text arrives with the form.
"""

import logging
import uuid

import reflex as rx
from pydantic import BaseModel

from chinese_app.components.pinyin_text import Ruby, matched_rubies, rubies
from chinese_app.core import evaluate, exercises, quick, sessions
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.core.limits import DESCRIPTION_LENGTH
from chinese_app.core.sessions import DescribeSessionView
from chinese_app.evaluation import DescriptionFeedback
from chinese_app.state.door import run, verified_user
from chinese_app.state.home import deck_handed_over
from chinese_app.state.tone_colours import ToneColours

log = logging.getLogger(__name__)
START_FAILED = "Failed to load image. Please try again."
EVALUATION_FAILED = "Failed to evaluate description. Please try again."
LOG_FAILED = "Your description could not be saved. Please try again."
NEXT_FAILED = "Failed to load the next image. Please try again."
FEEDBACK_BROKEN = "Error displaying feedback"
MIN_CHARS, MAX_CHARS = DESCRIPTION_LENGTH


class FragmentView(BaseModel):
    """A fragment as the page shows it: its characters with their pinyin, and its critique."""

    rubies: list[Ruby]
    critique: str  # none | minor | major
    feedback: str


class DescribeState(ToneColours, rx.State):
    view: str = "start"  # start | session
    starting: bool = False
    error: str = ""  # the start view's alert

    # A deck's session (quick or daily), or one picture on its own (deck_id "").
    deck_id: str = ""
    daily: bool = False
    card_id: str = ""
    image_id: str = ""
    image_url: str = ""
    total: int = 0
    done_count: int = 0

    # Writing
    count: int = 0
    composing: bool = False
    text_key: int = 0  # a new key empties the text area

    # Feedback
    submitting: bool = False
    submit_error: str = ""
    evaluated: bool = False
    fragments: list[FragmentView] = []
    broken: bool = False  # the fragments do not rebuild the learner's text
    ai_text: str = ""  # shown when there are no fragments
    note: str = ""
    reference: list[Ruby] = []
    show_pinyin: bool = True
    has_more: bool = False  # a deck session with pictures not done after this one
    moving: bool = False

    # Backend only: what the attempt log keeps, and the attempt's key.
    _description: str = ""
    _feedback: dict = {}
    _logged: bool = False
    _attempt_id: str = ""

    @rx.var
    def count_ok(self) -> bool:
        return MIN_CHARS <= self.count <= MAX_CHARS

    @rx.var
    def action_label(self) -> str:
        if self.has_more:
            return "Next Image"
        return "Back to Home" if self.daily else "Try Another Image"

    # ---------------------------------------------------------------- starting
    @rx.event
    async def load(self):
        """?deck=true: the session /home handed over (read again from the server, which owns it)."""
        user = await verified_user(self)
        if user is None:
            return rx.redirect("/login")
        await self._read_tone_colours(user)
        self.view, self.error, self.starting, self.submitting, self.moving = "start", "", False, False, False
        deck_id = await deck_handed_over(self, "describe")
        if deck_id is None:
            return
        try:
            session = await run(sessions.start_daily_session, user, deck_id)
        except Exception:
            log.exception("opening a describe session failed")
            self.error = START_FAILED
            return
        if not self._show(session):
            self.error = "This session is already complete."

    def _show(self, session: DescribeSessionView, after: str | None = None) -> bool:
        """The session's next picture not done (from `after`, wrapping); False when none is left."""
        upcoming = session.next_open(after)
        self.deck_id, self.daily = session.deckId, session.isDailySession
        self.total, self.done_count = len(session.cards), session.piles.done
        if upcoming is None:
            return False
        self.card_id = upcoming.cardId
        self._picture(upcoming.content.id, upcoming.content.imageUrl)
        return True

    def _picture(self, image_id: str, image_url: str) -> None:
        self.view, self.image_id, self.image_url = "session", image_id, image_url
        self.count, self.composing, self.text_key = 0, False, self.text_key + 1
        self.evaluated, self.fragments, self.broken, self.ai_text, self.note, self.reference = (
            False,
            [],
            False,
            "",
            "",
            [],
        )
        self.submit_error, self._description, self._feedback, self._logged = "", "", {}, False
        self.has_more = False
        self._attempt_id = uuid.uuid4().hex

    @rx.event
    async def start(self):
        """One picture the learner has not described yet."""
        user = await verified_user(self)
        if user is None or self.starting:
            return
        self.starting, self.error = True, ""
        yield
        try:
            image = await run(quick.describe_image, user)
        except NotFound as e:
            self.error = e.message
        except Exception:
            log.exception("starting a describe session failed")
            self.error = START_FAILED
        else:
            self.deck_id, self.daily, self.card_id, self.total, self.done_count = "", False, "", 0, 0
            self._picture(image.imageId, image.imageUrl)
        self.starting = False

    # ---------------------------------------------------------------- writing
    @rx.event
    def typed(self, value: str):
        """An input event: counted unless an input method is composing (its text is not typed yet)."""
        if not self.composing:
            self.count = len(value)

    @rx.event
    def composition_started(self):
        self.composing = True

    @rx.event
    def composition_ended(self, value: str):
        self.composing, self.count = False, len(value)

    # ---------------------------------------------------------------- feedback
    @rx.event(background=True)
    async def submit(self, form: dict):
        description = str(form.get("description", ""))
        async with self:
            if self.view != "session" or self.submitting or self.evaluated:
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            self.submitting, self.submit_error, self.count = True, "", len(description)
            image_id = self.image_id
        # The evaluator holds no transaction and this tab's state is free meanwhile.
        try:
            result = await run(evaluate.evaluate_description, user, image_id, description)
        except BadInput as e:
            async with self:
                self.submitting, self.submit_error = False, e.message
            return
        except Exception:
            log.exception("evaluating a description failed")
            async with self:
                self.submitting, self.submit_error = False, EVALUATION_FAILED
            return
        async with self:
            if self.image_id != image_id:
                return
            self._description, self._feedback = description, result.model_dump()
            self._show_feedback(description, result)
        await self._log(user)
        async with self:
            self.submitting = False

    def _show_feedback(self, description: str, result: DescriptionFeedback) -> None:
        fragments = result.feedback.fragments
        self.evaluated = True
        self.broken = bool(fragments) and "".join(f.text for f in fragments) != description
        self.fragments = [
            FragmentView(rubies=matched_rubies(f.text, f.pinyin), critique=f.critique, feedback=f.feedback)
            for f in fragments
        ]
        self.ai_text = result.aiDescription.description if not fragments else ""
        self.note = result.feedback.note
        self.reference = rubies(result.aiDescription.description)

    async def _log(self, user) -> bool:
        """Log a deck's picture (True once logged, or when there is no deck to log for). It is logged as
        soon as its feedback is shown, so nothing is lost if the tab closes; a failure is tried again
        by the action button. A picture on its own needs no deck log: evaluating it kept its description."""
        async with self:
            if not self.deck_id or self._logged:
                return True
            deck_id, card_id, attempt_id = self.deck_id, self.card_id, self._attempt_id
            description, feedback, image_url = self._description, self._feedback, self.image_url
        try:
            recorded = await run(
                exercises.record_description, user, deck_id, card_id, description, feedback, image_url, attempt_id
            )
        except Exception:
            log.exception("recording a description failed")
            return False
        async with self:
            if self.card_id == card_id:
                self._logged = True
                self.done_count = recorded.sessionPiles.done
                self.has_more = recorded.sessionPiles.done < self.total
        return True

    @rx.event
    def toggle_pinyin(self, on: bool):
        self.show_pinyin = bool(on)

    # ---------------------------------------------------------------- moving on
    @rx.event(background=True)
    async def next_step(self):
        """Next Image (the session's next picture not done), Back to Home (a daily session's end, now
        complete) or Try Another Image (back to the start). A deck's picture is logged first."""
        async with self:
            if not self.evaluated or self.moving or self.submitting:
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            self.moving = True
        if not await self._log(user):
            async with self:
                self.moving = False
            yield rx.window_alert(LOG_FAILED)
            return
        async with self:
            deck_id, card_id, has_more, daily = self.deck_id, self.card_id, self.has_more, self.daily
        if has_more:
            try:
                session = await run(sessions.session_of, user, deck_id)
            except Exception:
                log.exception("loading the next picture failed")
                async with self:
                    self.moving = False
                yield rx.window_alert(NEXT_FAILED)
                return
            async with self:
                self.moving = False
                if not self._show(session, after=card_id):
                    self.view = "start"
            return
        async with self:
            self.moving, self.view = False, "start"
        if daily:
            yield rx.redirect("/home")
