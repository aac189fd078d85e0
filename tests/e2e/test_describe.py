"""The describe exercise in a real browser: a quick session of two pictures, a daily deck, and a picture
an admin adds."""

import json

from playwright.sync_api import Page, expect

from tests.e2e.conftest import ADMINS, ARTIFACTS, sign_in_browser, wait_for_path

# Two dogs counted with 张 (a sheet's measure word): the checker flags 两张小狗 (minor).
WITH_SLIP = "我看到两张小狗在门口往外看，它们好像在等主人回家。它们的耳朵又大又长，非常可爱。"
CLEAN = "这张照片里有很多东西，颜色很漂亮。我觉得这个地方很安静，我很想去看看。"
PHONE = {"width": 390, "height": 844}


def counter_text(page: Page):
    return expect(page.locator("#char-count"))


def start_quick(page: Page, images: str) -> dict:
    page.goto("/home")
    page.locator("#quick-describe").click()
    page.locator("#quick-describe-count").get_by_role("radio", name=images).click()
    page.locator("#start-quick-describe").click()
    wait_for_path(page, "/describe")
    return json.loads(page.evaluate("sessionStorage.getItem('sessionData')"))


def write(page: Page, text: str) -> None:
    page.locator("#description").fill(text)
    counter_text(page).to_have_text(f"{len(text)}/100 characters (minimum 25)")


def tap(page: Page, target) -> None:
    """A finger's tap (touch events from Chromium's touch emulation), not a mouse click."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    box = target.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def submit(page: Page) -> None:
    page.locator("#submit-description").click()
    expect(page.locator("#feedback-fragments")).to_be_visible(timeout=30_000)  # the first check loads dictionaries


def test_quick_session_of_two_pictures(page, new_learner):
    new_learner("describe")
    session = start_quick(page, "2")
    assert len(session["cards"]) == 2 and not session["isDailySession"]
    expect(page.locator("#page-heading")).to_have_text("Describe This Image")
    image = page.locator("#describe-image")
    expect(image).to_be_visible()
    assert image.evaluate("img => img.complete && img.naturalWidth > 0")
    first_src = image.get_attribute("src")
    expect(page.locator("#daily-progress")).to_have_count(0)  # a quick session shows no daily progress

    # The counter and the submit button follow the text.
    counter_text(page).to_have_text("0/100 characters (minimum 25)")
    submit_button = page.locator("#submit-description")
    expect(submit_button).to_be_disabled()
    area = page.locator("#description")
    area.click()
    page.keyboard.type("门口有两只小狗")
    counter_text(page).to_have_text("7/100 characters (minimum 25)")
    expect(page.locator("#char-count")).to_have_attribute("data-accent-color", "gray")

    # A real input-method composition (Chromium's own IME events): the count waits until the
    # characters are chosen.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.imeSetComposition", {"text": "zhongwen", "selectionStart": 8, "selectionEnd": 8})
    expect(area).to_have_value("门口有两只小狗zhongwen")
    page.wait_for_timeout(300)  # the composing input events reach the server and are ignored
    counter_text(page).to_have_text("7/100 characters (minimum 25)")
    cdp.send("Input.insertText", {"text": "，很可爱"})
    expect(area).to_have_value("门口有两只小狗，很可爱")
    counter_text(page).to_have_text("11/100 characters (minimum 25)")
    expect(submit_button).to_be_disabled()

    write(page, WITH_SLIP)
    expect(page.locator("#char-count")).to_have_attribute("data-accent-color", "grass")
    expect(submit_button).to_be_enabled()
    assert area.get_attribute("maxlength") == "100"
    page.screenshot(path=ARTIFACTS / "describe-session.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=ARTIFACTS / "describe-session-phone.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})

    submit(page)
    fragments = page.locator("#feedback-fragments .fragment")
    assert "".join(fragments.all_inner_texts()).replace("\n", "") != ""
    slip = page.locator("#feedback-fragments .fragment-minor")
    expect(slip).to_have_count(1)
    tip = slip.locator(".fragment-tip")
    expect(tip).to_be_hidden()
    slip.hover()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("只")
    page.mouse.move(0, 0)
    expect(tip).to_be_hidden()
    slip.focus()  # a keyboard user tabs to it (and a tap focuses it)
    expect(tip).to_be_visible()
    assert slip.get_attribute("tabindex") == "0"

    # Pinyin above each CJK character, none for punctuation; the toggle hides it.
    first_ruby = page.locator("#feedback-fragments ruby").first
    expect(first_ruby.locator("rt")).to_have_text("wǒ")
    comma = page.locator("#feedback-fragments ruby", has_text="，").first
    expect(comma.locator("rt")).to_have_text("")
    expect(page.locator("#our-description ruby").first.locator("rt")).to_be_visible()
    page.locator("#pinyin-toggle").click()
    expect(first_ruby.locator("rt")).to_be_hidden()
    page.locator("#pinyin-toggle").click()
    expect(first_ruby.locator("rt")).to_be_visible()
    page.screenshot(path=ARTIFACTS / "describe-feedback.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.locator("#page-heading").click()  # nothing focused, nothing hovered
    expect(tip).to_be_hidden()
    tap(page, slip)
    expect(tip).to_be_visible()
    box = tip.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box  # the tip stays on the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=ARTIFACTS / "describe-feedback-phone.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})

    next_button = page.locator("#describe-next")
    expect(next_button).to_have_text("Next Image")
    next_button.click()
    expect(page.locator("#submit-description")).to_be_visible()
    expect(image).not_to_have_attribute("src", first_src)
    counter_text(page).to_have_text("0/100 characters (minimum 25)")

    write(page, CLEAN)
    submit(page)
    expect(page.locator("#feedback-fragments .fragment-minor, #feedback-fragments .fragment-major")).to_have_count(0)
    expect(next_button).to_have_text("Try Another Image")
    next_button.click()
    expect(page.locator("#describe-start")).to_have_text("Start Session")
    expect(page.locator("#page-heading")).to_have_text("Describe Images in Chinese")


def test_a_too_short_description_is_refused_by_the_server_too(page, server, new_learner):
    tokens = new_learner("short")
    image = server.api("POST", "/api/describe/session", headers={"Authorization": f"Bearer {tokens['idToken']}"})
    r = server.api(
        "POST",
        "/api/describe/evaluate",
        headers={"Authorization": f"Bearer {tokens['idToken']}"},
        json={"imageId": image.json()["imageId"], "description": "太短了。"},
    )
    assert (r.status_code, r.json()) == (400, {"error": "Description must be between 25 and 100 characters."})


def test_daily_deck_ends_with_back_to_home_and_the_deck_complete(page, server, counter):
    tokens = server.sign_up(counter("daily-describe"))
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}
    r = server.api("POST", "/api/decks/create", headers=headers, json={"type": "describe", "newPerDay": 1})
    assert r.status_code == 200, r.text
    sign_in_browser(page, tokens)
    page.goto("/home")
    page.get_by_role("button", name="Open Describe").click()
    wait_for_path(page, "/describe")
    expect(page.locator("#daily-progress")).to_have_text("Daily Session Progress: 0/1")
    write(page, CLEAN)
    submit(page)
    expect(page.locator("#daily-progress")).to_have_text("Daily Session Progress: 1/1")
    back = page.locator("#describe-next")
    expect(back).to_have_text("Back to Home")
    back.click()
    wait_for_path(page, "/home")
    expect(page.locator(".deck-card .deck-complete")).to_contain_text("1 card")
    decks = server.api("GET", "/api/decks", headers=headers).json()
    assert decks[0]["completedToday"] is True


def test_an_admin_adds_a_picture_and_a_learner_is_shown_it(page, server, counter, tmp_path):
    from PIL import Image

    photo = tmp_path / "red-lantern.png"
    Image.new("RGB", (900, 600), (190, 30, 30)).save(photo)
    description = "一个红色的灯笼挂在门口，灯笼下面有两个小朋友在看，他们都很高兴。"

    admin = server.sign_up("admin-pictures@example.com")
    assert "admin-pictures@example.com" in ADMINS
    sign_in_browser(page, admin)
    page.goto("/admin")
    page.locator("#picture-upload input[type=file]").set_input_files(photo)
    expect(page.locator("#picture-selected")).to_have_text("red-lantern.png")
    page.locator("#picture-description").fill(description)
    page.locator("#picture-gloss").fill("A red lantern hangs at a door; two children look at it happily.")
    page.locator("#picture-credit").fill("Test photo, CC0-1.0")
    page.locator("#picture-add").click()
    expect(page.locator("#picture-added")).to_contain_text("Added")
    added = page.locator("#picture-list .picture-row").first
    expect(added).to_contain_text(description)
    expect(added).to_contain_text("yī gè hóngsè de dēnglóng")
    page.screenshot(path=ARTIFACTS / "admin-pictures.png", full_page=True)

    # A learner who has described every other picture is offered this one.
    learner = server.sign_up(counter("sees-new-picture"))
    headers = {"Authorization": f"Bearer {learner['idToken']}"}
    offered = server.api("GET", "/api/decks/backgrounds/describe", headers=headers).json()["images"]
    for other in offered:
        if other["title"] != "A red lantern hangs at a door; two children look at it happily":
            body = {"imageId": other["id"], "description": CLEAN}
            assert server.api("POST", "/api/describe/evaluate", headers=headers, json=body).status_code == 200
    page.evaluate("localStorage.clear()")  # the admin signs out
    sign_in_browser(page, learner)
    page.goto("/describe")
    page.locator("#describe-start").click()
    expect(page.locator("#describe-image")).to_be_visible()
    write(page, description)
    submit(page)
    expect(page.locator("#our-description")).to_contain_text("灯")
    assert (
        "".join(page.locator("#our-description ruby").evaluate_all("rs => rs.map(r => r.firstChild.textContent)"))
        == description
    )

    page.locator("#describe-next").click()
    page.locator("#describe-start").click()
    expect(page.locator("#describe-error")).to_have_text(
        "You have completed all available images! Check back later for more content."
    )


def test_reflex_upload_endpoint_refuses_bodies_over_the_image_limit(server):
    """Anyone can reach Reflex's /_upload: more than 50 MB is refused before it is read."""
    headers = {"reflex-client-token": "x", "reflex-event-handler": "x", "content-type": "multipart/form-data; b=x"}
    big = b"\0" * (50 * 1024 * 1024 + 1)
    r = server.api("POST", "/_upload", headers=headers, content=big)
    assert (r.status_code, r.json()) == (413, {"error": "The upload is too large (at most 50 MB)."})
    # A body without a Content-Length is counted as it arrives (tests/unit/test_body_limits.py).
