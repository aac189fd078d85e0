"""The listen page: a clip plays with its subtitle blurred; replay it, reveal the answer, then Got it or
Try again.

The state holds what the page shows now: the clip's signed URL and blur boxes, the replays left, the
piles' counts, and, once revealed, the Chinese, its pinyin and the English (never before). The core
owns the rest: the session (quick.start_quick_session, sessions.start_daily_session), each answer
(exercises.record_listen: Got it done, Try again back later, a finished daily session complete) and
the next clip (SessionView.next_open).
"""

import logging
import re
import uuid

import reflex as rx
from pydantic import BaseModel

from chinese_app.components.pinyin_text import Ruby, rubies
from chinese_app.core import exercises, media_links, quick, sessions
from chinese_app.core.errors import ExistingSession
from chinese_app.core.limits import LISTEN_PAGE_CLIPS, QUICK_DEFAULT_SIZES
from chinese_app.core.sessions import SessionView
from chinese_app.identity import Principal
from chinese_app.state.door import run, verified_user
from chinese_app.state.home import deck_handed_over
from chinese_app.state.tone_colours import ToneColours

log = logging.getLogger(__name__)
START_FAILED = "Error starting session. Please try again."
LOAD_FAILED = "Error loading session. Please try again."
REPLAYS_PER_CARD = 2  # before the reveal (SPEC §5)
YOUTUBE_ID = re.compile(r"[A-Za-z0-9_-]{11}")  # only a real video's id opens on YouTube (not our own clips')
# Replay through the element itself: react-player, behind rx.video, has no seekTo.
PLAY = (
    "(() => { const v = document.getElementById('listen-video'); if (!v) return;"
    " v.currentTime = %s; return v.play().catch(() => {}); })()"
)


class BoxView(BaseModel):
    """A blur box in CSS percentages of the video."""

    left: str
    top: str
    width: str
    height: str


class ListenState(ToneColours, rx.State):
    view: str = "start"  # start | exercise | complete
    clip_count: str = str(QUICK_DEFAULT_SIZES["listen"])
    starting: bool = False
    deck_id: str = ""
    daily: bool = False

    # The clip on screen
    card_id: str = ""
    video_url: str = ""
    aspect: str = "16 / 9"
    area_width: str = "min(500px, 100%)"
    boxes: list[BoxView] = []
    replays_left: int = REPLAYS_PER_CARD
    revealed: bool = False
    video_failed: bool = False
    youtube_url: str = ""
    chinese: list[Ruby] = []  # empty until revealed
    english: str = ""
    answering: bool = False

    # The session's piles
    total: int = 0
    done_count: int = 0
    again_count: int = 0

    # Backend only
    _answer: tuple[str, str] = ("", "")  # the clip's Chinese and English, sent once revealed
    _start: float = 0.0
    _skipped: list[str] = []  # clips that did not load, not offered again this session
    _attempt_id: str = ""

    # ---------------------------------------------------------------- starting
    @rx.event
    async def load(self):
        """?deck=true: the session /home handed over (read again from the server, which owns it)."""
        user = await verified_user(self)
        if user is None:
            return rx.redirect("/login")
        await self._read_tone_colours(user)
        self.view, self.starting, self.answering, self._skipped = "start", False, False, []
        deck_id = await deck_handed_over(self, "listen")
        if deck_id is None:
            return
        try:
            session = await run(sessions.start_daily_session, user, deck_id)
            await self._show(user, session)
        except Exception:
            log.exception("opening a listen session failed")
            self.view = "start"
            return rx.window_alert(LOAD_FAILED)

    @rx.event
    def set_clip_count(self, value: str):
        self.clip_count = str(value)[:4]

    @rx.event
    async def start(self):
        user = await verified_user(self)
        if user is None or self.starting:
            return
        self.starting = True
        yield
        size = LISTEN_PAGE_CLIPS.clamp(self.clip_count, QUICK_DEFAULT_SIZES["listen"])
        self.clip_count = str(size)
        try:
            try:
                session = await run(quick.start_quick_session, user, "listen", size, None, False, LISTEN_PAGE_CLIPS)
            except ExistingSession as e:  # never drop a session in progress: resume it (/home offers Start New)
                session = await run(sessions.start_daily_session, user, e.deck_id)
            self._skipped = []
            await self._show(user, session)
        except Exception:
            log.exception("starting a listen session failed")
            self.starting = False
            yield rx.window_alert(START_FAILED)
            return
        self.starting = False

    # ---------------------------------------------------------------- showing a clip
    async def _show(self, user: Principal, session: SessionView, after: str | None = None) -> None:
        """The session's next clip not done (from `after`, wrapping; skipped ones left out), or the
        Session Complete screen when none is left."""
        self.deck_id, self.daily = session.deckId, session.isDailySession
        piles = session.piles
        self.total, self.done_count, self.again_count = len(session.cards), piles.done, piles.again
        upcoming = session.next_open(after, skipping=self._skipped)
        if upcoming is None:
            self.view, self.card_id, self.video_url = "complete", "", ""
            return
        clip = upcoming.content
        self.video_url = (await run(media_links.clip_url, clip.videoPath)).url
        width, height = clip.frame
        self.view, self.card_id = "exercise", upcoming.cardId
        self.aspect, self.area_width = f"{width} / {height}", f"min(500px, 100%, {300 * width / height:.0f}px)"
        self.boxes = [
            BoxView(
                left=f"{b.left * 100:.2f}%",
                top=f"{b.top * 100:.2f}%",
                width=f"{b.width * 100:.2f}%",
                height=f"{b.height * 100:.2f}%",
            )
            for b in clip.boxes
        ]
        self.replays_left, self.revealed, self.video_failed, self.answering = REPLAYS_PER_CARD, False, False, False
        self.chinese, self.english = [], ""
        self._answer, self._start = (clip.chinese, clip.english), float(clip.start)
        self.youtube_url = (
            f"https://www.youtube.com/watch?v={clip.videoId}&t={int(clip.start)}s"
            if YOUTUBE_ID.fullmatch(clip.videoId)
            else ""
        )
        self._attempt_id = uuid.uuid4().hex

    # ---------------------------------------------------------------- the exercise
    @rx.event
    def replay(self):
        """From the clip's start; before the reveal only REPLAYS_PER_CARD times."""
        if self.view != "exercise" or self.video_failed:
            return
        if not self.revealed:
            if self.replays_left <= 0:
                return
            self.replays_left -= 1
        return rx.call_script(PLAY % self._start)

    @rx.event
    def show_answer(self):
        if self.view != "exercise" or self.revealed or self.video_failed:
            return
        chinese, english = self._answer
        self.revealed, self.chinese, self.english, self.boxes = True, rubies(chinese), english, []

    @rx.event
    def video_error(self):
        self.video_failed = True

    @rx.event(background=True)
    async def answer(self, got_it: bool):
        """Got it (the clip is done) or Try again (it comes back later in the session), then the next clip."""
        async with self:
            if self.view != "exercise" or not self.revealed or self.answering:
                return
            user = await verified_user(self)
            if user is None:
                yield rx.redirect("/login")
                return
            self.answering = True
            deck_id, card_id, attempt_id = self.deck_id, self.card_id, self._attempt_id
        result = "correct" if got_it else "incorrect"
        try:
            await run(exercises.record_listen, user, deck_id, card_id, result, None, attempt_id)
        except Exception:  # SPEC §8: a failed log only reaches the log; the learner moves on
            log.exception("recording a listen answer failed")
        yield ListenState.next_clip(card_id)

    @rx.event
    async def skip(self):
        """A clip that did not load: left out of this session, nothing logged."""
        if self.view != "exercise" or not self.video_failed:
            return
        self._skipped = [*self._skipped, self.card_id]
        return ListenState.next_clip(self.card_id)

    @rx.event
    async def next_clip(self, after: str):
        user = await verified_user(self)
        if user is None:
            return rx.redirect("/login")
        try:
            await self._show(user, await run(sessions.session_of, user, self.deck_id), after=after)
        except Exception:
            log.exception("loading the next clip failed")
            self.answering = False
            return rx.window_alert(LOAD_FAILED)

    @rx.event
    def new_session(self):
        self.view, self.total = "start", 0
