"""The listen exercise in a real browser: a quick session of three clips (mouse and keyboard only), and a
daily deck completed and shown complete on /home."""

import json
import subprocess

from playwright.sync_api import Page, expect

from tests.e2e.conftest import ADMINS, ARTIFACTS, sign_in_browser, wait_for_path

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def wait_until_playing(page: Page) -> None:
    """The clip really plays: its time advances."""
    page.wait_for_function(
        "() => { const v = document.getElementById('listen-video'); return v && v.currentTime > 0.3; }",
        timeout=20_000,
    )


def current_clip(page: Page) -> str:
    return page.locator("#listen-video").get_attribute("src")


def test_quick_session_of_three_clips(page, new_learner):
    new_learner("listen")
    page.goto("/listen")
    page.locator("#listen-count").fill("3")
    page.locator("#listen-start").click()
    expect(page.locator("#listen-progress")).to_have_text("0 done · 0 to try again · 3 clips")
    wait_until_playing(page)

    # Blurred until the reveal; the box covers the subtitle at the displayed size.
    boxes = page.locator("#listen-area .blur-box")
    expect(boxes).to_have_count(1)
    area, box = page.locator("#listen-area").bounding_box(), boxes.first.bounding_box()
    assert area["width"] <= 500 and area["height"] <= 300
    assert box["y"] > area["y"] + area["height"] / 2  # the subtitle's band, in the lower half
    assert area["x"] <= box["x"] and box["x"] + box["width"] <= area["x"] + area["width"]
    expect(page.locator("#listen-chinese")).to_have_count(0)  # nothing of the answer before the reveal
    page.screenshot(path=ARTIFACTS / "listen-blurred.png", full_page=True)
    page.set_viewport_size(PHONE)
    assert page.locator("#listen-area").bounding_box()["width"] <= PHONE["width"]
    page.screenshot(path=ARTIFACTS / "listen-blurred-phone.png", full_page=True)
    page.set_viewport_size(DESKTOP)

    # Two replays before the reveal, then Replay is disabled.
    replay = page.locator("#listen-replay")
    expect(replay).to_have_text("Replay (2 left)")
    replay.click()
    expect(replay).to_have_text("Replay (1 left)")
    replay.click()
    expect(replay).to_have_text("Replay (0 left)")
    expect(replay).to_be_disabled()

    page.locator("#listen-show").click()
    expect(page.locator("#listen-chinese ruby").first).to_be_visible()
    expect(page.locator("#listen-english")).not_to_be_empty()
    expect(boxes).to_have_count(0)
    expect(replay).to_be_enabled()
    expect(page.locator("#listen-youtube")).to_have_count(0)  # our own clips are not on YouTube
    page.screenshot(path=ARTIFACTS / "listen-revealed.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=ARTIFACTS / "listen-revealed-phone.png", full_page=True)
    page.set_viewport_size(DESKTOP)
    first = current_clip(page)
    page.locator("#listen-try-again").click()
    expect(page.locator("#listen-progress")).to_have_text("0 done · 1 to try again · 3 clips")

    # The keyboard only: Space replays, Enter reveals, 2 Got it, 1 Try again.
    for _ in range(2):
        assert current_clip(page) != first
        expect(replay).to_have_text("Replay (2 left)")
        page.keyboard.press("Space")
        expect(replay).to_have_text("Replay (1 left)")
        page.keyboard.press("Enter")
        expect(page.locator("#listen-chinese")).to_be_visible()
        page.keyboard.press("2")
        expect(page.locator("#listen-chinese")).to_have_count(0)
    expect(page.locator("#listen-progress")).to_have_text("2 done · 1 to try again · 3 clips")
    assert current_clip(page) == first  # Try again brought it back
    page.keyboard.press("Enter")
    expect(page.locator("#listen-got-it")).to_be_visible()  # 2 works once Got it is on the page
    page.keyboard.press("2")
    expect(page.locator("#session-complete")).to_have_text("Session Complete!")
    expect(page.locator("#session-summary")).to_have_text("3 of 3 clips done")
    page.locator("#new-session").click()
    expect(page.locator("#listen-start")).to_be_visible()


def test_daily_deck_completed_and_shown_complete_on_home(page, server, counter):
    tokens = server.sign_up(counter("daily-listen"))
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}
    r = server.api("POST", "/api/decks/create", headers=headers, json={"type": "listen", "newPerDay": 1})
    assert r.status_code == 200, r.text
    sign_in_browser(page, tokens)
    page.goto("/home")
    page.get_by_role("button", name="Open Listen").click()
    wait_for_path(page, "/listen")
    expect(page.locator("#listen-progress")).to_have_text("0 done · 0 to try again · 1 clips")
    page.locator("#listen-show").click()
    page.locator("#listen-got-it").click()
    expect(page.locator("#session-complete")).to_be_visible()
    page.locator("#back-home").click()
    wait_for_path(page, "/home")
    expect(page.locator(".deck-card .deck-complete")).to_contain_text("1 card")
    assert server.api("GET", "/api/decks", headers=headers).json()[0]["completedToday"] is True


def test_a_clip_that_does_not_load_can_be_skipped(page, new_learner):
    new_learner("broken-clip")
    page.goto("/listen")
    page.locator("#listen-count").fill("2")
    page.route("**/api/media/clips/**", lambda route: route.abort())
    page.locator("#listen-start").click()
    expect(page.locator("#video-failed")).to_have_text("This clip could not be loaded.")
    expect(page.locator("#listen-show")).to_be_disabled()
    page.locator("#listen-skip").click()
    expect(page.locator("#video-failed")).to_be_visible()  # the second one fails too
    page.locator("#listen-skip").click()
    expect(page.locator("#session-complete")).to_be_visible()
    expect(page.locator("#session-summary")).to_have_text("0 of 2 clips done")  # nothing logged


def test_an_admin_imports_real_clips_all_or_none(page, server, tmp_path):
    video = tmp_path / "tea.mp4"
    subprocess.run(
        [
            "ffmpeg",
            "-v",
            "error",
            "-f",
            "lavfi",
            "-i",
            "color=c=navy:s=320x180:d=3",
            "-f",
            "lavfi",
            "-i",
            "sine=d=3",
            "-shortest",
            "-c:v",
            "libx264",
            "-c:a",
            "aac",
            str(video),
        ],
        check=True,
    )
    entry = {
        "videoId": "abcdefghijk",
        "start": 0.5,
        "end": 2.5,
        "chinese": "我喜欢喝茶。",
        "english": "I like drinking tea.",
        "blur": [{"bounding_box": [0, 140, 320, 40]}],
        "videoPath": "tea.mp4",
    }
    bad = tmp_path / "bad" / "clips.json"
    bad.parent.mkdir()
    bad.write_text(json.dumps([{**entry, "end": 9.0}]))
    good = tmp_path / "clips.json"
    good.write_text(json.dumps([entry]))

    assert "admin-clips@example.com" in ADMINS
    sign_in_browser(page, server.sign_up("admin-clips@example.com"))
    page.goto("/admin")
    clips_before = page.locator("#clip-count").inner_text()
    upload = page.locator("#clip-upload input[type=file]")
    upload.set_input_files([bad, video])
    page.locator("#clip-import").click()
    expect(page.locator("#clip-problems")).to_contain_text("entry 0:")
    expect(page.locator("#clip-problems")).to_contain_text("Nothing was imported")

    upload.set_input_files([good, video])
    expect(page.locator("#clip-selected")).to_contain_text("clips.json")
    page.locator("#clip-import").click()
    expect(page.locator("#clip-imported")).to_have_text("imported 1 clips, 0 already there", timeout=60_000)
    page.reload()
    expect(page.locator("#clip-count")).not_to_have_text(clips_before)
