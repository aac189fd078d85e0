"""The translate page: start a session, answer sentence by sentence, see the score and feedback
(SPEC §2, §4, §8). Evaluation runs as a background event: a hosted model may take seconds."""

import asyncio
import json
import logging
from dataclasses import dataclass, replace

import reflex as rx

from chinese_app.components.pinyin_text import Ruby, rubies
from chinese_app.core import exercises, learner, quick, sessions, stats
from chinese_app.core.errors import CoreError
from chinese_app.identity import Principal
from chinese_app.state.door import run, verified_user
from chinese_app.state.home import LEVELS, SessionHandoff

log = logging.getLogger(__name__)
START_FAILED = "Failed to start session. Please try again."
EVALUATION_FAILED = "Failed to evaluate translation. Please try again."
EMPTY_ANSWER = "Please enter your translation"
LABELS = {3: "Great!", 2: "Not quite...", 1: "Huh?"}
QUICK_SIZE = 5


@dataclass
class Sentence:
    """One sentence of the session and how the learner has done on it."""

    card_id: str = ""
    sentence_id: str = ""
    english: str = ""
    chinese: str = ""
    level: str = ""
    status: str = "remaining"  # remaining -> again -> done
    tries: int = 0
    first_score: int = -1


def _sentences(session: dict) -> list[Sentence]:
    return [
        Sentence(
            card_id=card["cardId"],
            sentence_id=card["content"]["id"],
            english=card["content"]["english"],
            chinese=card["content"]["chinese"],
            level=card["content"]["level"],
            status=card["sessionStatus"],
            tries=card["attempts"],
            first_score=-1 if card["firstScore"] is None else card["firstScore"],
        )
        for card in session["cards"]
    ]


class TranslateState(rx.State):
    view: str = "start"  # start | practice | complete
    level: str = "2"
    starting: bool = False
    notice: str = ""
    deck_id: str = ""
    daily: bool = False
    items: list[Sentence] = []
    index: int = 0
    evaluating: bool = False
    score: int = -1  # -1: this sentence has no answer on screen
    explanation: str = ""
    correct: list[Ruby] = []
    answer_key: int = 0  # a new key empties the answer field
    tone_colours: bool = True

    # ---------------------------------------------------------------- derived views
    @rx.var
    def current(self) -> Sentence:
        return self.items[self.index] if 0 <= self.index < len(self.items) else Sentence()

    @rx.var
    def score_label(self) -> str:
        return LABELS.get(self.score, str(self.score)) if self.score >= 0 else ""

    @rx.var
    def done_count(self) -> int:
        return sum(item.status == "done" for item in self.items)

    @rx.var
    def again_count(self) -> int:
        return sum(item.status == "again" for item in self.items)

    @rx.var
    def first_shots(self) -> int:
        return sum(item.first_score == 3 for item in self.items)

    @rx.var
    def total_tries(self) -> int:
        return sum(item.tries for item in self.items)

    # ---------------------------------------------------------------- starting
    def _show(self, session: dict) -> None:
        self.deck_id, self.daily = session["deckId"], session["isDailySession"]
        self.items = _sentences(session)
        self.index = next((n for n, item in enumerate(self.items) if item.status != "done"), 0)
        self.view = "practice" if any(item.status != "done" for item in self.items) else "complete"
        self._clear_answer()

    def _clear_answer(self) -> None:
        self.score, self.explanation, self.correct = -1, "", []
        self.answer_key += 1

    @rx.event
    async def load(self):
        """?deck=true: the session the home page handed over (read again from the server, which owns it)."""
        user = await verified_user(self)
        if user is None:
            return rx.redirect("/login")
        self.tone_colours = (await run(learner.settings_json, user))["toneColours"]
        self.view, self.notice, self.starting, self.evaluating = "start", "", False, False
        if self.router.url.query_parameters.get("deck") != "true":
            return
        try:
            handed = json.loads((await self.get_state(SessionHandoff)).data or "{}")
            if handed.get("deckType") != "translate":
                return
            self._show(await run(sessions.start_daily_session, user, handed["deckId"]))
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
            session = await run(quick.start_quick_session, user, "translate", QUICK_SIZE, self.level)
            self.notice = ""
        except CoreError as e:
            if e.extra.get("errorCode") != "EXISTING_SESSION":
                self.starting = False
                yield rx.window_alert(START_FAILED)
                return
            # Never drop a session in progress: resume it (the home page offers Start New).
            session = await run(sessions.start_daily_session, user, e.extra["existingDeckId"])
            self.notice = "You had a translate session in progress: here it is again."
        except Exception:
            self.starting = False
            yield rx.window_alert(START_FAILED)
            return
        self.starting = False
        self._show(session)

    # ---------------------------------------------------------------- answering
    def _apply(self, card_id: str, score: int) -> None:
        """The card's pile after an attempt: score 3 completes it, anything else leaves it to try again."""
        self.items = [
            replace(
                item,
                status="done" if score == 3 or item.status == "done" else "again",
                tries=item.tries + 1,
                first_score=score if item.first_score < 0 else item.first_score,
            )
            if item.card_id == card_id
            else item
            for item in self.items
        ]

    async def _record(self, user: Principal, item: Sentence, score: int) -> None:
        """Log the attempt for the deck and for the statistics (failures only reach the console)."""
        try:
            await run(sessions.log_attempt, user, self.deck_id, item.card_id, score == 3, score)
            await run(stats.log_translation, user, item.sentence_id, score)
            if self.daily and all(i.status == "done" for i in self.items):
                await run(sessions.complete, user, self.deck_id)
        except Exception:
            log.exception("logging a translation attempt failed")  # SPEC §8: only logged

    @rx.event(background=True)
    async def submit(self, form: dict):
        attempt = str(form.get("answer", "")).strip()
        async with self:
            if self.view != "practice" or self.evaluating:
                return
            if not attempt:
                yield rx.window_alert(EMPTY_ANSWER)
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            item = self.current
            self.evaluating = True
        try:  # the evaluator manages its own short transactions: not run()
            result = await asyncio.to_thread(
                exercises.evaluate_translation, user, item.sentence_id, item.english, attempt, item.chinese, item.level
            )
        except Exception:
            async with self:
                self.evaluating = False
            yield rx.window_alert(EVALUATION_FAILED)
            return
        async with self:
            self.evaluating = False
            self.score, self.explanation = result["score"], result["explanation"]
            self.correct = rubies(result["correct_translation"])
            self._apply(item.card_id, result["score"])
        await self._record(user, item, result["score"])

    @rx.event
    async def give_up(self):
        """Score 0 and the answer shown (SPEC §4)."""
        user = await verified_user(self)
        if user is None or self.view != "practice" or self.evaluating:
            return
        item = self.current
        self.score, self.explanation, self.correct = 0, "Here is the answer:", rubies(item.chinese)
        self._apply(item.card_id, 0)
        await self._record(user, item, 0)

    @rx.event
    def next_sentence(self):
        """The next sentence not yet done, searching forward and wrapping; none left: complete."""
        count = len(self.items)
        following = [(self.index + step) % count for step in range(1, count + 1)] if count else []
        upcoming = next((n for n in following if self.items[n].status != "done"), None)
        if upcoming is None:
            self.view = "complete"
            return
        self.index = upcoming
        self._clear_answer()

    @rx.event
    async def set_tone_colours(self, on: bool):
        user = await verified_user(self)
        if user is None:
            return
        self.tone_colours = bool(on)
        await run(learner.set_tone_colours, user, bool(on))

    @rx.event
    def new_session(self):
        self.view, self.items, self.notice = "start", [], ""
