"""SQLModel tables, and nothing else (AppHarness reloads app modules; tables must be defined once)."""

import uuid
from datetime import date, datetime

from sqlalchemy import JSON, Column, Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel

from chinese_app.core.limits import DEFAULT_MAX_DUE_PER_DAY, DEFAULT_NEW_PER_DAY
from chinese_app.utc import utcnow


def new_id() -> str:
    return uuid.uuid4().hex


class Account(SQLModel, table=True):
    """A local account of the embedded identity provider (identity/local.py)."""

    uid: str = Field(primary_key=True, max_length=40)
    email: str = Field(unique=True, index=True, max_length=320)
    password_hash: str
    is_admin: bool = False
    created_at: datetime = Field(default_factory=utcnow)
    # ID tokens issued before this moment are refused (sign-out, password change, admin revoked).
    tokens_valid_after: datetime | None = None


class RefreshToken(SQLModel, table=True):
    """A refresh token, stored only as its SHA-256 so a leaked table signs nobody in. Each refresh
    replaces it by a new one of the same family; presenting a replaced one revokes the family."""

    token_hash: str = Field(primary_key=True, max_length=64)
    uid: str = Field(foreign_key="account.uid", index=True, ondelete="CASCADE", max_length=40)
    family: str = Field(index=True, max_length=32)  # every token descended from one sign-in
    created_at: datetime = Field(default_factory=utcnow)
    last_used_at: datetime = Field(default_factory=utcnow)  # unused for REFRESH_IDLE: expired
    replaced_at: datetime | None = None  # rotated: a new token of the family took its place
    revoked_at: datetime | None = None


class PasswordReset(SQLModel, table=True):
    """A one-time password-reset code (the oobCode of the e-mailed link), stored hashed."""

    code_hash: str = Field(primary_key=True, max_length=64)
    uid: str = Field(foreign_key="account.uid", index=True, ondelete="CASCADE", max_length=40)
    created_at: datetime = Field(default_factory=utcnow, index=True)
    expires_at: datetime
    used_at: datetime | None = None


class AuthAttempt(SQLModel, table=True):
    """A sign-in not (yet) successful, or a sign-up: counted per e-mail and per address for rate limits.
    Sign-in attempts are written before the password is checked, so parallel guesses count too."""

    __table_args__ = (
        Index("ix_authattempt_kind_email_at", "kind", "email", "at"),
        Index("ix_authattempt_kind_ip_at", "kind", "ip", "at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=10)  # signin | signup
    email: str = Field(max_length=320)
    ip: str = Field(max_length=64)
    at: datetime = Field(default_factory=utcnow, index=True)


# ---------------------------------------------------------------- content (shared by every learner)


class Sentence(SQLModel, table=True):
    """A translate exercise: English shown, Chinese expected."""

    id: str = Field(primary_key=True, max_length=16)  # stable across imports: hash of level + Chinese
    level: str = Field(index=True, max_length=3)  # "1".."6" or "7-9"
    chinese: str
    english: str
    pinyin: str
    source: str = Field(max_length=40)


class Picture(SQLModel, table=True):
    """A photo to describe (and a deck background), with its reference description and credit."""

    id: str = Field(primary_key=True, max_length=60)
    media_key: str = Field(max_length=200)
    width: int
    height: int
    title_en: str
    description_zh: str
    description_en: str
    hsk_level: int
    backgrounds: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    source: str
    author: str
    licence: str
    licence_url: str
    # Words a description of it is likely to use: a text sharing none of them (nor the reference's
    # words) is about something else.
    tags: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # Withdrawn by an admin: offered to nobody from then on, but learners' logs keep pointing at it.
    withdrawn: bool = Field(default=False, index=True)
    added_by: str | None = Field(default=None, max_length=128)  # the admin's uid; None for shipped pictures


class Clip(SQLModel, table=True):
    """A listen exercise: a sentence spoken over a picture, its subtitle hidden under the blur box."""

    id: str = Field(primary_key=True, max_length=40)
    sentence_id: str = Field(foreign_key="sentence.id", index=True, max_length=16)
    picture_id: str = Field(foreign_key="picture.id", max_length=60)
    level: str = Field(index=True, max_length=3)
    video_path: str = Field(unique=True, max_length=200)  # the media key of the mp4
    duration: float
    blur: list[dict] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # The video's frame in pixels: blur boxes given in pixels are scaled by it.
    width: int = 1280
    height: int = 720
    created_at: datetime = Field(default_factory=utcnow)


class ContentVersion(SQLModel, table=True):
    """What the last import was made from, so unchanged content is not imported again."""

    name: str = Field(primary_key=True, max_length=40)
    fingerprint: str = Field(max_length=64)
    at: datetime = Field(default_factory=utcnow)


# ---------------------------------------------------------------- a learner's decks, sessions and logs


class Learner(SQLModel, table=True):
    """Per-account settings: time zone (when 'today' starts), tone colours in pinyin, and an admin's
    own date override."""

    uid: str = Field(primary_key=True, max_length=40)
    timezone: str = Field(default="UTC", max_length=64)
    tone_colours: bool = True
    date_override: date | None = None


class Deck(SQLModel, table=True):
    """A daily deck (spaced repetition) or, when is_virtual, a one-off quick session."""

    __table_args__ = (
        # One daily deck per type (and per level for translate); quick sessions are not limited here.
        Index(
            "uq_daily_deck",
            "user_id",
            "type",
            "hsk_level",
            unique=True,
            sqlite_where=text("is_virtual = 0"),
            postgresql_where=text("NOT is_virtual"),
        ),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    user_id: str = Field(index=True, max_length=40)
    type: str = Field(max_length=10)  # translate | describe | listen
    hsk_level: str = Field(default="", max_length=3)  # translate only; "" otherwise
    is_virtual: bool = False
    new_per_day: int = DEFAULT_NEW_PER_DAY
    max_due_per_day: int = DEFAULT_MAX_DUE_PER_DAY
    background_image: str | None = Field(default=None, max_length=60)
    created_at: datetime = Field(default_factory=utcnow)


class Card(SQLModel, table=True):
    """One piece of content in one deck, with its FSRS memory state."""

    # (deck_id, due, last_review) answers every count of the deck list from the index alone.
    __table_args__ = (
        UniqueConstraint("deck_id", "content_id"),
        Index("ix_card_deck_due", "deck_id", "due", "last_review"),
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    deck_id: str = Field(foreign_key="deck.id", ondelete="CASCADE", max_length=32)
    content_id: str = Field(max_length=60)
    created_at: datetime = Field(default_factory=utcnow)
    # FSRS state (see core/srs.py); last_review None means the card has never been reviewed.
    state: int = 1
    stability: float | None = None
    difficulty: float | None = None
    due: datetime | None = None
    last_review: datetime | None = None
    reps: int = 0
    lapses: int = 0


class StudySession(SQLModel, table=True):
    """A deck's cards for one app day (a quick session has exactly one)."""

    __table_args__ = (UniqueConstraint("deck_id", "day"),)

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    deck_id: str = Field(foreign_key="deck.id", ondelete="CASCADE", max_length=32)  # led by the unique index
    day: date
    created_at: datetime = Field(default_factory=utcnow)
    completed_at: datetime | None = None


class SessionCard(SQLModel, table=True):
    """A card's place in a session: its pile (remaining -> again -> done) and its attempts."""

    __table_args__ = (UniqueConstraint("session_id", "card_id"),)

    id: int | None = Field(default=None, primary_key=True)
    session_id: str = Field(foreign_key="studysession.id", ondelete="CASCADE", max_length=32)  # led by the unique
    card_id: str = Field(foreign_key="card.id", ondelete="CASCADE", index=True, max_length=32)
    position: int
    pile: str = Field(default="remaining", max_length=10)
    was_new: bool = False
    attempts: int = 0
    first_score: int | None = None  # the score of the first attempt (first-shot summaries)
    reviewed: bool = False  # FSRS has seen this card's first attempt of the day


class ReviewLog(SQLModel, table=True):
    """One logged attempt at a card in a session (POST /decks/{id}/log)."""

    __table_args__ = (
        Index("ix_reviewlog_session_card", "session_id", "card_id"),
        Index("ix_reviewlog_user_attempt", "user_id", "attempt_id", unique=True),
    )

    id: int | None = Field(default=None, primary_key=True)
    user_id: str = Field(index=True, max_length=40)
    deck_id: str = Field(foreign_key="deck.id", ondelete="CASCADE", index=True, max_length=32)
    session_id: str = Field(foreign_key="studysession.id", ondelete="CASCADE", max_length=32)
    card_id: str = Field(foreign_key="card.id", ondelete="CASCADE", max_length=32)
    day: date
    at: datetime = Field(default_factory=utcnow)
    success: bool
    score: int | None = None
    rating: int | None = None  # the FSRS rating applied, if this attempt was the day's first
    feedback: dict | None = Field(default=None, sa_column=Column(JSON))
    attempt_id: str | None = Field(default=None, max_length=64)  # the client's idempotency key


class TranslateLog(SQLModel, table=True):
    """One translation attempt (POST /translate/log), the source of the statistics."""

    __table_args__ = (
        Index("ix_translatelog_user_level_at", "user_id", "level", "at"),
        Index("ix_translatelog_user_sentence_day", "user_id", "sentence_id", "day"),
        Index("ix_translatelog_user_attempt", "user_id", "attempt_id", unique=True),
    )

    id: int | None = Field(default=None, primary_key=True)
    user_id: str = Field(max_length=40)
    sentence_id: str = Field(max_length=16)
    level: str = Field(max_length=3)
    score: int
    day: date
    first_try: bool  # the learner's first attempt at this sentence that app day
    at: datetime = Field(default_factory=utcnow)
    client_timestamp: str | None = Field(default=None, max_length=40)
    attempt_id: str | None = Field(default=None, max_length=64)  # the client's idempotency key


class FlashcardLog(SQLModel, table=True):
    """One listen answer (POST /flashcards/log)."""

    __table_args__ = (Index("ix_flashcardlog_user_attempt", "user_id", "attempt_id", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    user_id: str = Field(index=True, max_length=40)
    clip_id: str = Field(max_length=40)
    correct: bool
    day: date
    at: datetime = Field(default_factory=utcnow)
    client_timestamp: str | None = Field(default=None, max_length=40)
    attempt_id: str | None = Field(default=None, max_length=64)  # the client's idempotency key


class DescriptionLog(SQLModel, table=True):
    """One evaluated picture description (POST /describe/evaluate)."""

    id: int | None = Field(default=None, primary_key=True)
    user_id: str = Field(index=True, max_length=40)
    picture_id: str = Field(max_length=60)
    description: str
    character_count: int
    at: datetime = Field(default_factory=utcnow)


# ---------------------------------------------------------------- answers learners report, and those accepted


class AnswerReport(SQLModel, table=True):
    """A learner's "My answer should be accepted": a translation the server scored below 3, kept with
    the server's own score and explanation until an admin accepts or dismisses it."""

    __table_args__ = (
        # One report per learner, sentence and answer (as the grader compares answers).
        UniqueConstraint("user_id", "sentence_id", "normalised"),
        Index("ix_answerreport_user_created", "user_id", "created_at"),  # the rate limit's count
        Index("ix_answerreport_status_created", "status", "created_at"),  # the admin's list, newest first
        Index("ix_answerreport_sentence_normalised", "sentence_id", "normalised"),  # closed together on accept
    )

    id: str = Field(default_factory=new_id, primary_key=True, max_length=32)
    user_id: str = Field(max_length=40)
    # The learner's verified e-mail when reporting: the admin's list shows it without asking the
    # identity provider (a hosted one keeps the accounts).
    user_email: str = Field(max_length=320)
    sentence_id: str = Field(foreign_key="sentence.id", ondelete="CASCADE", max_length=16)
    attempt: str = Field(max_length=500)  # as the learner typed it
    normalised: str = Field(max_length=500)  # as the grader compares it (evaluation.compare.normalise)
    score: int
    explanation: str
    created_at: datetime = Field(default_factory=utcnow)
    status: str = Field(default="open", max_length=10)  # open | accepted | dismissed
    reviewed_by: str | None = Field(default=None, max_length=320)  # the admin's e-mail
    reviewed_at: datetime | None = None


class AcceptedAnswer(SQLModel, table=True):
    """A translation an admin accepted for a sentence: graded as good as its reference, for every learner."""

    __table_args__ = (UniqueConstraint("sentence_id", "chinese"),)

    id: int | None = Field(default=None, primary_key=True)
    sentence_id: str = Field(foreign_key="sentence.id", ondelete="CASCADE", max_length=16)  # led by the unique
    chinese: str = Field(max_length=500)  # normalised as the grader compares answers
    accepted_by: str = Field(max_length=320)  # the admin's e-mail
    accepted_at: datetime = Field(default_factory=utcnow)


# ---------------------------------------------------------------- work that runs one at a time


class Job(SQLModel, table=True):
    """A long task that runs one at a time across every worker and process (rendering listen clips):
    its row is the lock, and its progress is what every admin page shows."""

    name: str = Field(primary_key=True, max_length=40)
    run_id: str | None = Field(default=None, max_length=32)  # the run holding the lock
    started_by: str = Field(default="", max_length=320)
    total: int = 0
    done: int = 0
    message: str = Field(default="", max_length=500)
    failed: bool = False  # the run ended on an error (its message says which)
    started_at: datetime | None = None
    beat_at: datetime | None = None  # the run's last sign of life: a silent run has died
    finished_at: datetime | None = None
