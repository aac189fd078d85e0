"""The admin tools' handlers: refused for learners on the server, working for admins."""

from datetime import date, timedelta

from chinese_app.core import clips, jobs
from chinese_app.state.admin import AdminPageState, DateToolState
from chinese_app.state.home import HomeState
from tests.conftest import ADMIN_EMAIL, call
from tests.state.conftest import events, run_background, texts


async def test_learners_get_no_admin_tool(bob):
    async with bob.state(DateToolState) as tool:
        assert await events(tool.load()) == [] and tool.current_date == ""
        tool.current_date = "2030-01-01"  # as if the page had been tampered with: the server still refuses
        for call in (tool.shift(1), tool.set_date("2030-01-01"), tool.clear(), tool.reset_decks()):
            assert "Admin access required" in texts(await events(call))
    async with bob.state(AdminPageState) as page:
        assert "redirect /home" in texts(await events(page.load()))
        assert "redirect /home" in texts(await events(page.set_admin("bob@example.com", True)))
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


async def test_reset_decks_deletes_the_admins_data_only(admin, bob):
    for t in (admin, bob):
        async with t.state(HomeState) as home:
            await events(home.open_create())
            await events(home.create({"new_per_day": "5"}))
    async with admin.state(DateToolState) as tool:
        done = texts(await events(tool.reset_decks()))
    assert "Your deck data has been reset." in done and "window.location.reload()" in done
    for t, expected in ((admin, 0), (bob, 1)):
        async with t.state(HomeState) as home:
            await events(home.load())
            assert len(home.daily) == expected


async def test_admin_page(admin, bob):
    async with admin.state(AdminPageState) as page:
        assert await events(page.load()) == []
        counts = {row.level: row.count for row in page.sentences}
        assert list(counts) == ["1", "2", "3", "4", "5", "6", "7-9"] and sum(counts.values()) >= 5000
        assert page.pictures >= 24 and page.clips == 3
        users = {u.email: u for u in page.users}
        assert users[ADMIN_EMAIL].admin and users[ADMIN_EMAIL].from_settings
        assert not users["bob@example.com"].admin

        await events(page.set_admin("bob@example.com", True))
        assert {u.email: u.admin for u in page.users}["bob@example.com"]
        assert "next sign-in or token refresh" in page.message
        await events(page.set_admin("bob@example.com", False))
        assert not {u.email: u.admin for u in page.users}["bob@example.com"]
        assert "cannot revoke your own" in texts(await events(page.set_admin(ADMIN_EMAIL, False)))
        assert "EMAIL_NOT_FOUND" in texts(await events(page.set_admin("nobody@example.com", True)))


async def test_the_accounts_table_turns_pages(admin, bob, monkeypatch):
    from chinese_app.core import accounts

    monkeypatch.setattr(accounts, "ACCOUNTS_PER_PAGE", 1)
    async with admin.state(AdminPageState) as page:
        await events(page.load())
        first = [u.email for u in page.users]
        assert len(first) == 1 and page.users_next != "" and page.users_before == []
        await events(page.turn_users_page(True))
        second = [u.email for u in page.users]
        assert len(second) == 1 and second != first and page.users_before == [""]
        await events(page.turn_users_page(False))
        assert [u.email for u in page.users] == first and page.users_before == []
        await events(page.turn_users_page(False))  # nothing before the first page
        assert [u.email for u in page.users] == first
        page.users_token = "not a token"  # a page left open while the provider's tokens changed
        await events(page.load())
        assert [u.email for u in page.users] == first and page.users_token == ""


async def test_rendering_clips_runs_as_a_job_whose_progress_comes_from_the_database(admin):
    async with admin.state(AdminPageState) as page:
        await events(page.load())
        before = page.clips
        page.set_clip_count("500")
        await events(run_background(page, AdminPageState.render_clips))
        assert page.message == "count must be a whole number from 1 to 100" and not page.rendering
        page.set_clip_count("1")
        started = texts(await events(run_background(page, AdminPageState.render_clips)))
        assert started == "watch_clips" and page.rendering and page.to_render == 1
        await events(run_background(page, AdminPageState.watch_clips))
        assert not page.rendering and page.message == "1 clips rendered." and page.clips == before + 1


async def test_a_run_started_elsewhere_is_shown_and_blocks_another(admin):
    run = call(clips.start_rendering, await admin.user(), 2)  # e.g. from the command line, or another worker
    async with admin.state(AdminPageState) as page:
        assert texts(await events(page.load())) == "watch_clips"
        assert page.rendering and (page.rendered, page.to_render) == (0, 2)
        page.rendering = False  # as if the page had not noticed
        await events(run_background(page, AdminPageState.render_clips))
        assert page.message == "Clips are being rendered (0 of 2)."
        call(jobs.finish, clips.JOB, run.run_id, "Stopped from the command line.")
        await events(run_background(page, AdminPageState.watch_clips))
        assert not page.rendering and page.message == "Stopped from the command line."
