"""The statistics page's loading: the numbers, and its messages (sign in first; loading failed)."""

from sqlmodel import select

from chinese_app.core import stats
from chinese_app.db import session_scope
from chinese_app.models import Sentence
from chinese_app.state.stats import LOAD_FAILED, SIGN_IN, StatsState
from tests.conftest import call
from tests.state.conftest import events


async def test_without_a_user(tab):
    anonymous = tab()
    async with anonymous.state(StatsState) as page:
        await events(page.load())
        assert page.message == SIGN_IN == "Please sign in to view statistics." and not page.loaded


async def test_numbers_and_activity(tab):
    learner = tab()
    await learner.sign_in("stats@example.com")
    user = await learner.user()
    with session_scope() as db:
        ids = db.exec(select(Sentence.id).where(Sentence.level == "3").limit(2)).all()
    call(stats.log_translation, user, ids[0], 3)
    call(stats.log_translation, user, ids[1], 1)
    async with learner.state(StatsState) as page:
        await events(page.load())
        assert page.loaded and page.message == "" and page.total == 2
        assert [(r.level, r.total, r.first_shot) for r in page.levels] == [("3", 2, 50.0)]
        assert page.level_chart == [{"level": "HSK 3", "total": 2, "first_shot": 50.0}]
        assert len(page.activity) == 30 and page.activity[-1]["count"] == 2


async def test_a_failure_says_so(tab, monkeypatch):
    learner = tab()
    await learner.sign_in("broken@example.com")

    def broken(*_args):
        raise RuntimeError("database down")

    monkeypatch.setattr(stats, "translate_stats", broken)
    async with learner.state(StatsState) as page:
        await events(page.load())
        assert page.message == LOAD_FAILED == "Failed to load statistics. Please try again."
