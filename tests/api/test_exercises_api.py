"""Evaluation, practice logs, statistics and clip URLs over HTTP."""

import pytest


@pytest.fixture
def sentence(alice):
    return alice.ok("POST", "/api/translate/session", json={"level": 1, "sessionSize": 1})["cards"][0]["content"]


def test_translate_evaluate(alice, sentence):
    body = {
        "sentenceId": sentence["id"],
        "english": sentence["english"],
        "chinese_attempt": sentence["chinese"],
        "correct_chinese": sentence["chinese"],
        "level": 1,
    }
    result = alice.ok("POST", "/api/translate/evaluate", json=body)
    assert result == {"score": 3, "explanation": result["explanation"], "correct_translation": sentence["chinese"]}
    wrong = alice.ok("POST", "/api/translate/evaluate", json={**body, "chinese_attempt": "完全不对的句子"})
    assert wrong["score"] < 3 and wrong["explanation"]


def test_translate_evaluate_uses_the_stored_sentence(alice, sentence):
    # The server grades against its own sentence, not a correct_chinese the client makes up.
    body = {"sentenceId": sentence["id"], "english": "x", "chinese_attempt": "我", "correct_chinese": "我", "level": 1}
    result = alice.ok("POST", "/api/translate/evaluate", json=body)
    assert result["correct_translation"] == sentence["chinese"]


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"sentenceId": "x", "chinese_attempt": ""}, 400),
        ({"sentenceId": "x", "chinese_attempt": "好" * 501}, 400),
        ({"sentenceId": "unknown", "chinese_attempt": "你好"}, 404),
        ({"chinese_attempt": 5}, 422),
    ],
)
def test_translate_evaluate_bad_input(alice, body, status):
    r = alice.call("POST", "/api/translate/evaluate", json=body)
    assert r.status_code == status and r.json()["error"]


def test_translate_log_and_stats(alice, bob, sentence):
    assert alice.ok("GET", "/api/translate/stats") == {"totalSentencesTranslated": 0, "levelStats": {}}
    alice.ok("POST", "/api/translate/log", json={"sentenceId": sentence["id"], "score": 2, "timestamp": 1795000000000})
    alice.ok(
        "POST",
        "/api/translate/log",
        json={"sentenceId": sentence["id"], "score": 3, "timestamp": "2026-11-22T10:00:00Z"},
    )
    assert alice.ok("GET", "/api/translate/stats") == {
        "totalSentencesTranslated": 1,
        "levelStats": {"1": {"totalTranslated": 1, "firstShotPercentage": 0.0}},
    }
    assert bob.ok("GET", "/api/translate/stats")["totalSentencesTranslated"] == 0


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"sentenceId": "nope", "score": 3}, 404),
        ({"score": 3}, 422),
        ({"sentenceId": "s", "score": 5}, 400),
        ({"sentenceId": "s", "score": "x"}, 422),
    ],
)
def test_translate_log_bad_input(alice, sentence, body, status):
    body = {k: (sentence["id"] if v == "s" else v) for k, v in body.items()}
    assert alice.call("POST", "/api/translate/log", json=body).status_code == status


def test_describe_evaluate(alice):
    image = alice.ok("POST", "/api/describe/session")
    description = "照片里有一只可爱的小猫，它的眼睛很大，看起来非常安静，我很喜欢这张照片。"
    result = alice.ok(
        "POST",
        "/api/describe/evaluate",
        json={"imageId": image["imageId"], "description": description, "imageUrl": image["imageUrl"]},
    )
    assert result["characterCount"] == len(description)
    assert result["aiDescription"]["description"] and result["aiDescription"]["pinyin"]
    fragments = result["feedback"]["fragments"]
    assert "".join(f["text"] for f in fragments) == description
    assert all(
        f.keys() == {"text", "pinyin", "critique", "feedback"} and f["critique"] in ("none", "minor", "major")
        for f in fragments
    )


@pytest.mark.parametrize("description", ["太短了。", "很长" * 51])
def test_describe_evaluate_length_400(alice, description):
    image = alice.ok("POST", "/api/describe/session")
    r = alice.call("POST", "/api/describe/evaluate", json={"imageId": image["imageId"], "description": description})
    assert r.status_code == 400 and r.json() == {"error": "Description must be between 25 and 100 characters."}


def test_describe_evaluate_unknown_image(alice):
    r = alice.call("POST", "/api/describe/evaluate", json={"imageId": "nope", "description": "这" * 30})
    assert r.status_code == 404


def test_flashcards_video_url_and_log(alice):
    session = alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 1})
    clip = session["cards"][0]["content"]
    assert clip.keys() == {"id", "videoId", "start", "end", "chinese", "english", "pinyin", "blur", "videoPath"}
    assert 0 < clip["end"] < 30 and clip["blur"][0]["bounding_box"]["top"] > 0.5
    url = alice.ok("GET", "/api/flashcards/video-url", params={"path": clip["videoPath"]})["url"]
    video = alice.client.get(url)
    assert video.status_code == 200 and video.headers["content-type"] == "video/mp4" and video.content[4:8] == b"ftyp"
    ranged = alice.client.get(url, headers={"Range": "bytes=0-99"})
    assert ranged.status_code == 206 and len(ranged.content) == 100  # browsers seek with range requests
    assert alice.ok(
        "POST", "/api/flashcards/log", json={"chunkId": clip["id"], "result": "correct", "timestamp": 1}
    ) == {"logged": True}


@pytest.mark.parametrize("path", ["clips/nope.mp4", "../data/app.db", "pictures/dogs-at-door.jpg"])
def test_video_url_only_for_existing_clips(alice, path):
    assert alice.call("GET", "/api/flashcards/video-url", params={"path": path}).status_code == 404


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"chunkId": "nope", "result": "correct"}, 404),
        ({"chunkId": "c", "result": "maybe"}, 400),
        ({"result": "correct"}, 422),
    ],
)
def test_flashcards_log_bad_input(alice, body, status):
    clip = alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 1})["cards"][0]["content"]
    body = {k: (clip["id"] if v == "c" else v) for k, v in body.items()}
    assert alice.call("POST", "/api/flashcards/log", json=body).status_code == status


def test_signed_media_urls_cannot_be_forged_or_reused_for_other_files(alice):
    image = alice.ok("POST", "/api/describe/session")
    url = image["imageUrl"]
    assert alice.client.get(url).status_code == 200
    assert alice.client.get(url.replace("signature=", "signature=0")).status_code in (403, 422)
    # Another picture's file under this signature (never the same picture: the session picks at random).
    other = url.replace(image["imageId"], "astronaut" if image["imageId"] != "astronaut" else "cat-face")
    assert alice.client.get(other).status_code == 403
    expired = url.split("?")[0] + "?expires=1000&signature=" + url.split("signature=")[1]
    assert alice.client.get(expired).status_code == 403
    assert alice.client.get("/api/media/../app.db?expires=9999999999&signature=x").status_code in (403, 404)
