"""The translate page: start a session, answer sentence by sentence, see the score and feedback.

The state holds what the page shows now: the deck, the current sentence's English and ids, the
piles' counts, and the score with its feedback. A sentence's Chinese reaches the browser only once
it is revealed (scored, or given up on). The core owns the rest: each attempt is one core call
(exercises.record_translation) that answers the piles; the next sentence is the session's next
one not done (SessionView.next_open). Evaluation runs as a background event: a hosted model may
take seconds. After a score below 3 the learner may say "My answer should be accepted": the core
grades the answer again and keeps the report for an admin (core.reports).
"""

import logging
import uuid

import reflex as rx

from chinese_app.components.pinyin_text import Ruby, rubies
from chinese_app.core import evaluate, exercises, quick, reports, sessions
from chinese_app.core.catalogue import DEFAULT_LEVEL, LEVELS
from chinese_app.core.errors import CoreError, ExistingSession
from chinese_app.core.evaluate import EMPTY_TRANSLATION
from chinese_app.core.limits import PERFECT_SCORE, QUICK_DEFAULT_SIZES
from chinese_app.core.sessions import CardMoved, SessionView
from chinese_app.identity import Principal
from chinese_app.state.door import run, verified_user
from chinese_app.state.home import deck_handed_over
from chinese_app.state.tone_colours import ToneColours

log = logging.getLogger(__name__)
START_FAILED = "Failed to start session. Please try again."
EVALUATION_FAILED = "Failed to evaluate translation. Please try again."
NEXT_FAILED = "Failed to load the next sentence. Please try again."
REVEAL_FAILED = "Failed to load the answer. Please try again."
RESUMED = "You had a translate session in progress: here it is again."
GAVE_UP = "Here is the answer:"
REPORT_FAILED = "Failed to send your report. Please try again."
LABELS = {3: "Great!", 2: "Not quite...", 1: "Huh?"}  # any other score shows as the number


class TranslateState(ToneColours, rx.State):
    view: str = "start"  # start | practice | complete
    level: str = DEFAULT_LEVEL
    starting: bool = False
    notice: str = ""
    deck_id: str = ""
    daily: bool = False

    # The sentence on screen: never its Chinese (that comes with the score).
    card_id: str = ""
    sentence_id: str = ""
    english: str = ""
    sentence_level: str = ""

    # The session's piles, and for the summary its first shots and tries.
    total: int = 0
    done_count: int = 0
    again_count: int = 0
    first_shots: int = 0
    total_tries: int = 0

    evaluating: bool = False
    score: int = -1  # -1: this sentence has no answer on screen
    explanation: str = ""
    correct: list[Ruby] = []
    answer_key: int = 0  # a new key empties the answer field
    _attempt_id: str = ""  # the key of the attempt being made (backend only: never sent to the browser)

    # "My answer should be accepted", for the answer scored on screen (below 3).
    can_report: bool = False
    reporting: bool = False
    reported: bool = False  # sent (or refused by the server): the button stays disabled for this answer
    report_message: str = ""
    _scored_answer: str = ""  # the answer the score on screen is of

    @rx.var
    def score_label(self) -> str:
        return LABELS.get(self.score, str(self.score)) if self.score >= 0 else ""

    # ---------------------------------------------------------------- showing a session
    def _show(self, session: SessionView, after: str | None = None) -> None:
        """The session's next sentence not done (from `after`, wrapping), or its summary when none is left."""
        self.deck_id, self.daily = session.deckId, session.isDailySession
        piles = session.piles
        self.total, self.done_count, self.again_count = len(session.cards), piles.done, piles.again
        self.first_shots, self.total_tries = session.first_shots, session.attempts
        upcoming = session.next_open(after)
        self._clear_answer()
        if upcoming is None:
            self.view, self.card_id, self.sentence_id, self.english = "complete", "", "", ""
            return
        self.view, self.card_id = "practice", upcoming.cardId
        self.sentence_id, self.english, self.sentence_level = (
            upcoming.content.id,
            upcoming.content.english,
            upcoming.content.level,
        )

    def _show_piles(self, moved: CardMoved) -> None:
        self.done_count, self.again_count = moved.sessionPiles.done, moved.sessionPiles.again

    def _clear_answer(self) -> None:
        self.score, self.explanation, self.correct = -1, "", []
        self.answer_key += 1
        self._new_attempt()
        self._offer_report("")

    def _offer_report(self, answer: str) -> None:
        """Offer "My answer should be accepted" for this scored answer ("": for none)."""
        self._scored_answer, self.can_report = answer, bool(answer)
        self.reporting, self.reported, self.report_message = False, False, ""

    def _new_attempt(self) -> None:
        """The key of the learner's next attempt: kept until it is recorded, so a repeated event
        records it once, and two genuine tries alike are two attempts."""
        self._attempt_id = uuid.uuid4().hex

    @rx.event
    async def load(self):
        """?deck=true: the session the home page handed over (read again from the server, which owns it)."""
        user = await verified_user(self)
        if user is None:
            return rx.redirect("/login")
        await self._read_tone_colours(user)
        self.view, self.notice, self.starting, self.evaluating = "start", "", False, False
        deck_id = await deck_handed_over(self, "translate")
        if deck_id is None:
            return
        try:
            self._show(await run(sessions.start_daily_session, user, deck_id))
        except Exception:
            self.view = "start"
            return rx.window_alert(START_FAILED)

    @rx.event
    def set_level(self, value: str):
        if value in LEVELS:
            self.level = value

    @rx.event
    async def start(self):
        user = await verified_user(self)
        if user is None or self.starting:
            return
        self.starting = True
        yield
        try:
            session = await run(
                quick.start_quick_session, user, "translate", QUICK_DEFAULT_SIZES["translate"], self.level
            )
            self.notice = ""
        except ExistingSession as e:
            # Never drop a session in progress: resume it (the home page offers Start New).
            session = await self._resume(user, e.deck_id)
        except Exception:
            session = None
        self.starting = False
        if session is None:
            yield rx.window_alert(START_FAILED)
            return
        self._show(session)

    async def _resume(self, user: Principal, deck_id: str) -> SessionView | None:
        try:
            session = await run(sessions.start_daily_session, user, deck_id)
        except Exception:
            return None
        self.notice = RESUMED
        return session

    # ---------------------------------------------------------------- answering
    @staticmethod
    async def _record(
        user: Principal, deck_id: str, card_id: str, attempt_id: str, score: int, answer: str | None = None
    ) -> exercises.TranslationAttempt | None:
        """One core call logs the attempt for the deck and the statistics and completes a finished
        daily session. A failure only reaches the log: the score and the answer are shown anyway."""
        try:
            return await run(exercises.record_translation, user, deck_id, card_id, score, answer, attempt_id=attempt_id)
        except Exception:
            log.exception("recording a translation attempt failed")
            return None

    @rx.event(background=True)
    async def submit(self, form: dict):
        attempt = str(form.get("answer", "")).strip()
        async with self:
            if self.view != "practice" or self.evaluating:
                return
            if not attempt:
                yield rx.window_alert(EMPTY_TRANSLATION)
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            self.evaluating = True
            deck_id, card_id, sentence_id, attempt_id = self.deck_id, self.card_id, self.sentence_id, self._attempt_id
        # Neither the evaluator (which holds no transaction) nor the record holds this tab's state.
        try:
            grade = await run(evaluate.evaluate_translation, user, sentence_id, attempt)
        except Exception:
            async with self:
                self.evaluating = False
            yield rx.window_alert(EVALUATION_FAILED)
            return
        recorded = await self._record(user, deck_id, card_id, attempt_id, grade.score, attempt)
        async with self:
            self.evaluating = False
            if recorded is not None:
                self._show_piles(recorded)
                if self._attempt_id == attempt_id:
                    self._new_attempt()
            if self.card_id == card_id:  # still the sentence on screen
                self.score, self.explanation = grade.score, grade.explanation
                self.correct = rubies(grade.correct_translation)
                self._offer_report(attempt if grade.score < PERFECT_SCORE else "")

    @rx.event
    async def give_up(self):
        """Score 0, and the answer shown."""
        user = await verified_user(self)
        if user is None or self.view != "practice" or self.evaluating:
            return
        recorded = await self._record(user, self.deck_id, self.card_id, self._attempt_id, 0)
        if recorded is not None:
            answer = recorded.correct_translation
            self._show_piles(recorded)
            self._new_attempt()
        else:  # not recorded (only logged): the answer is shown all the same
            answer = await self._reveal(user)
            if answer is None:
                return rx.window_alert(REVEAL_FAILED)
        self.score, self.explanation, self.correct = 0, GAVE_UP, rubies(answer)
        self._offer_report("")  # no answer of the learner's to accept

    async def _reveal(self, user: Principal) -> str | None:
        """The sentence's Chinese read from the session, when recording the give-up failed."""
        try:
            session = await run(sessions.session_of, user, self.deck_id)
        except Exception:
            return None
        return next((c.content.chinese for c in session.cards if c.cardId == self.card_id), None)

    @rx.event(background=True)
    async def report_answer(self):
        """ "My answer should be accepted": the core grades the answer again and keeps the report
        (the score shown is not sent: the server does not take the page's word for it)."""
        async with self:
            if not self.can_report or self.reporting or self.reported:
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            self.reporting = True
            sentence_id, answer = self.sentence_id, self._scored_answer
        sent = True
        try:
            message = (await run(reports.report, user, sentence_id, answer)).message
        except CoreError as e:  # the server's own message: the limit, or the answer scores 3 by now
            message = e.message
        except Exception:
            log.exception("reporting an answer failed")
            message, sent = REPORT_FAILED, False  # nothing was kept: the learner may try again
        async with self:
            if self.sentence_id == sentence_id and self._scored_answer == answer:  # still the answer on screen
                self.reporting, self.reported, self.report_message = False, sent, message

    @rx.event
    async def next_sentence(self):
        """The next sentence not yet done, searching forward and wrapping; none left: complete."""
        user = await verified_user(self)
        if user is None or self.view != "practice" or self.evaluating:
            return
        try:
            self._show(await run(sessions.session_of, user, self.deck_id), after=self.card_id)
        except Exception:
            return rx.window_alert(NEXT_FAILED)

    @rx.event
    def new_session(self):
        self.view, self.notice, self.total = "start", "", 0
