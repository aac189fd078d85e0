"""The numbers learners meet, defined once: a daily deck's allowances, quick-session sizes, a
description's length, clips per rendering run. The core enforces them; forms and labels read them."""

from dataclasses import dataclass
from datetime import timedelta

from chinese_app.core.checks import clamped, whole_number


@dataclass(frozen=True)
class Bounds:
    """A whole number's range, and the name an error message gives the number."""

    name: str
    low: int
    high: int

    def check(self, value: object, default: int | None = None) -> int:
        """The number, or BadInput ("newPerDay must be a whole number from 1 to 20") when out of range."""
        return whole_number(value, self.name, self.low, self.high, default)

    def clamp(self, value: object, default: int) -> int:
        """The number brought into range (a quick session of 25 cards has 20); no value: `default`."""
        return clamped(value, self.name, self.low, self.high, default)


# A daily deck's allowances per app day.
NEW_PER_DAY = Bounds("newPerDay", 1, 20)
MAX_DUE_PER_DAY = Bounds("maxDuePerDay", 1, 300)
DEFAULT_NEW_PER_DAY = 5  # a deck created without newPerDay
DEFAULT_MAX_DUE_PER_DAY = 20
# What Create New Daily's field starts with for each type, and what an empty field means.
DIALOG_NEW_PER_DAY = {"translate": 5, "describe": 1, "listen": 1}
EMPTY_NEW_PER_DAY = 1

# Quick sessions: sizes are clamped into range (translate and listen 1-20; describe a choice of 1-3).
QUICK_SIZES = {
    "translate": Bounds("sessionSize", 1, 20),
    "listen": Bounds("sessionSize", 1, 20),
    "describe": Bounds("sessionSize", 1, 3),
}
QUICK_DEFAULT_SIZES = {"translate": 5, "listen": 5, "describe": 1}
# The listen page's own Clips field (SPEC §9) allows a little more than /home's Listen card.
LISTEN_PAGE_CLIPS = Bounds("Clips", 1, 25)


def quick_size(deck_type: str, value: object, sizes: Bounds | None = None) -> int:
    """A quick session's size as asked for (a number, a form's text or nothing), clamped to the type's
    range (or to `sizes`)."""
    return (sizes or QUICK_SIZES[deck_type]).clamp(value, QUICK_DEFAULT_SIZES[deck_type])


DESCRIPTION_LENGTH = (25, 100)  # characters
DESCRIPTION_LENGTH_ERROR = (
    f"Description must be between {DESCRIPTION_LENGTH[0]} and {DESCRIPTION_LENGTH[1]} characters."
)

PERFECT_SCORE = 3  # translate scores 0-3; only 3 completes a sentence
MAX_ATTEMPT_CHARS = 500  # a translation attempt (a sentence is far shorter)

# "My answer should be accepted": reports per learner in a rolling window (counted in the database,
# so the limit holds across workers), and the admin's list of open reports, a page at a time.
REPORTS_PER_WINDOW = 20
REPORT_WINDOW = timedelta(hours=24)
REPORTS_PER_PAGE = 10

CLIPS_PER_RUN = Bounds("count", 1, 100)  # listen clips one rendering run may add
