"""The admin tools' handlers: refused for learners on the server, working for admins."""

from datetime import date, timedelta

import pytest

from chinese_app.state.admin import AdminPageState, DateToolState
from chinese_app.state.home import HomeState
from tests.conftest import ADMIN_EMAIL
from tests.state.conftest import events, texts


@pytest.fixture
async def admin(tab):
    t = tab()
    await t.sign_in(ADMIN_EMAIL)
    return t


@pytest.fixture
async def learner(tab):
    t = tab()
    await t.sign_in("learner@example.com")
    return t


async def test_learners_get_no_admin_tool(learner):
    async with learner.state(DateToolState) as tool:
        assert await events(tool.load()) == [] and tool.current_date == ""
        tool.current_date = "2030-01-01"  # as if the page had been tampered with: the server still refuses
        for call in (tool.shift(1), tool.set_date("2030-01-01"), tool.clear(), tool.reset_decks()):
            assert "Admin access required" in texts(await events(call))
    async with learner.state(AdminPageState) as page:
        assert "redirect /home" in texts(await events(page.load()))
        assert "redirect /home" in texts(await events(page.set_admin("learner@example.com", True)))
        assert page.users == []


async def test_date_tool_cycle(admin):
    async with admin.state(DateToolState) as tool:
        await events(tool.load())
        real = tool.real_date
        assert tool.current_date == real and tool.override_date == ""
        await events(tool.shift(1))
        tomorrow = (date.fromisoformat(real) + timedelta(days=1)).isoformat()
        assert (tool.current_date, tool.override_date) == (tomorrow, tomorrow)
        await events(tool.shift(-2))
        assert tool.current_date == (date.fromisoformat(real) - timedelta(days=1)).isoformat()
        await events(tool.set_date("2031-02-03"))
        assert tool.current_date == "2031-02-03"
        assert "YYYY-MM-DD" in texts(await events(tool.set_date("03/02/2031")))
        assert "2000-01-01" in texts(await events(tool.set_date("9999-12-31")))
        assert tool.current_date == "2031-02-03"
        await events(tool.clear())
        assert (tool.current_date, tool.override_date) == (real, "")


async def test_a_day_change_refreshes_the_home_counts(admin):
    async with admin.state(DateToolState) as tool:
        changed = await events(tool.set_date("2031-02-03"))
    assert texts(changed) == "load"


async def test_reset_decks_deletes_the_admins_data_only(admin, learner):
    for t in (admin, learner):
        async with t.state(HomeState) as home:
            await events(home.open_create())
            await events(home.create({"new_per_day": "5"}))
    async with admin.state(DateToolState) as tool:
        done = texts(await events(tool.reset_decks()))
    assert "Your deck data has been reset." in done and "window.location.reload()" in done
    for t, expected in ((admin, 0), (learner, 1)):
        async with t.state(HomeState) as home:
            await events(home.load())
            assert len(home.daily) == expected


async def test_admin_page(admin, learner):
    async with admin.state(AdminPageState) as page:
        assert await events(page.load()) == []
        counts = {row.level: row.count for row in page.sentences}
        assert list(counts) == ["1", "2", "3", "4", "5", "6", "7-9"] and sum(counts.values()) >= 5000
        assert page.pictures >= 24 and page.clips == 3
        users = {u.email: u for u in page.users}
        assert users[ADMIN_EMAIL].admin and users[ADMIN_EMAIL].from_settings
        assert not users["learner@example.com"].admin

        await events(page.set_admin("learner@example.com", True))
        assert {u.email: u.admin for u in page.users}["learner@example.com"]
        assert "next sign-in or token refresh" in page.message
        await events(page.set_admin("learner@example.com", False))
        assert not {u.email: u.admin for u in page.users}["learner@example.com"]
        assert "cannot revoke your own" in texts(await events(page.set_admin(ADMIN_EMAIL, False)))
        assert "EMAIL_NOT_FOUND" in texts(await events(page.set_admin("nobody@example.com", True)))
