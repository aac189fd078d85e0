"""The statistics page: translation totals and first-shot rates per HSK level, and recent activity."""

from dataclasses import dataclass

import reflex as rx

from chinese_app.core import stats
from chinese_app.state.door import run, verified_user

SIGN_IN = "Please sign in to view statistics."
LOAD_FAILED = "Failed to load statistics. Please try again."
ACTIVITY_DAYS = 30


@dataclass
class LevelRow:
    level: str = ""
    total: int = 0
    first_shot: float = 0.0


class StatsState(rx.State):
    message: str = ""
    total: int = 0
    levels: list[LevelRow] = []
    activity: list[dict] = []  # recharts takes plain rows: {"label": "11-22", "count": 3}
    loaded: bool = False

    @rx.var
    def level_chart(self) -> list[dict]:
        return [{"level": f"HSK {r.level}", "total": r.total, "first_shot": r.first_shot} for r in self.levels]

    @rx.event
    async def load(self):
        self.loaded, self.message = False, ""
        user = await verified_user(self)
        if user is None:
            self.message = SIGN_IN
            return
        try:
            numbers = await run(stats.translate_stats, user)
            days = await run(stats.activity, user, ACTIVITY_DAYS)
        except Exception:
            self.message = LOAD_FAILED
            return
        self.total = numbers.totalSentencesTranslated
        self.levels = [
            LevelRow(level=level, total=row.totalTranslated, first_shot=row.firstShotPercentage)
            for level, row in numbers.levelStats.items()
        ]
        self.activity = [{"date": d.date, "label": d.date[5:], "count": d.count} for d in days]
        self.loaded = True
