"""The OpenAI-compatible evaluator, over real HTTP against a local fake server (tests/fake_openai.py)."""

import base64
import json
import logging

import pytest

from bench.harness import free_port
from chinese_app.evaluation import (
    AiDescription,
    DescriptionFeedback,
    Feedback,
    PictureToDescribe,
    TranslationGrade,
    get_evaluator,
)
from chinese_app.evaluation.offline import OfflineEvaluator
from chinese_app.evaluation.openai import FEEDBACK_SCHEMA, GRADE_SCHEMA, OpenAIEvaluator
from chinese_app.runtime import reset_caches
from chinese_app.settings import Settings
from tests import fake_openai as fake
from tests.fake_openai import Behaviour, grade, http_error, raw_reply, reject_json_schema, slow, text

# The fake server's fixtures, bound here so that pytest finds them for this module's tests.
fake_openai_server, fake_openai = fake.fake_openai_server, fake.fake_openai

# seconds: the timeout of the tests that time the model out (`hasty`), small so that timeouts cost little, yet well
# above a loaded 2-core machine's local round trip (0.5 s timed a fresh answer out once under `make test`). Every other
# test waits PATIENT: a first answer slowed past TIMEOUT by a busy machine would count as a timeout and a retry (a 429
# was once asked twice under `make test`), which those tests do not test.
TIMEOUT = 2.0
PATIENT = 30.0
API_KEY = "sk-test-do-not-log"
ENGLISH, REFERENCE, LEVEL = "I run every morning.", "我每天早上跑步。", "2"
ATTEMPT = "我每天晚上跑步。"
EXPLANATION = "你写了「晚上」, the sentence says morning: 早上."


class RecordingFallback:
    """The fallback as the protocol sees it: it records its calls and answers recognisably."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def translate(
        self, english: str, attempt: str, reference: str, level: str, alternatives: tuple[str, ...] = ()
    ) -> TranslationGrade:
        self.calls.append(("translate", english, attempt, reference, level, *alternatives))
        return TranslationGrade(score=1, explanation="offline answer", correct_translation=reference)

    def describe(self, description: str, picture: PictureToDescribe) -> DescriptionFeedback:
        self.calls.append(("describe", description, picture.reference))
        return offline_feedback(picture)


def offline_feedback(picture: PictureToDescribe) -> DescriptionFeedback:
    """What RecordingFallback.describe answers."""
    return DescriptionFeedback(
        feedback=Feedback(fragments=[]),
        aiDescription=AiDescription(description=picture.reference, pinyin=picture.reference_pinyin),
    )


OFFLINE_ANSWER = TranslationGrade(score=1, explanation="offline answer", correct_translation=REFERENCE)


def make_evaluator(
    base_url: str, fallback: RecordingFallback, timeout: float = PATIENT, **settings: object
) -> OpenAIEvaluator:
    settings = Settings(
        openai_api_key=API_KEY,
        openai_base_url=base_url,
        openai_model="test-model",
        openai_timeout_seconds=timeout,
        **settings,
    )
    return OpenAIEvaluator(settings, fallback=fallback)


@pytest.fixture
def fallback():
    return RecordingFallback()


@pytest.fixture
def evaluator(fake_openai, fallback):
    return make_evaluator(fake_openai.base_url, fallback)


@pytest.fixture
def hasty(fake_openai, fallback):
    """An evaluator that gives the model TIMEOUT seconds, for the tests that time it out."""
    return make_evaluator(fake_openai.base_url, fallback, timeout=TIMEOUT)


@pytest.fixture
def logged(caplog, monkeypatch):
    """The evaluator's log records, caught on its own logger: the app's logging setup stops propagation."""
    logger = logging.getLogger("chinese_app.evaluation.openai")
    monkeypatch.setattr(logger, "propagate", False)
    logger.addHandler(caplog.handler)
    caplog.set_level(logging.INFO, logger=logger.name)
    yield caplog
    logger.removeHandler(caplog.handler)


def translate(evaluator: OpenAIEvaluator) -> dict:
    """The learner wrote evening (晚上) for morning (早上)."""
    return evaluator.translate(ENGLISH, ATTEMPT, REFERENCE, LEVEL)


def warnings_in(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


# --- the structured-output request and its reply ---


def test_asks_for_json_schema_output_and_parses_the_reply(fake_openai, evaluator, fallback):
    fake_openai.queue(grade(1, EXPLANATION))

    assert translate(evaluator).model_dump() == {
        "score": 1,
        "explanation": EXPLANATION,
        "correct_translation": REFERENCE,
    }
    [body] = fake_openai.requests
    assert body["model"] == "test-model"
    response_format = body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["strict"] is True
    assert response_format["json_schema"]["schema"] == GRADE_SCHEMA
    assert fake_openai.headers[0]["authorization"] == f"Bearer {API_KEY}"
    assert fallback.calls == []


def test_the_prompt_carries_the_english_the_reference_the_attempt_and_the_rubric(fake_openai, evaluator):
    fake_openai.queue(grade(1, EXPLANATION))
    translate(evaluator)

    messages = fake_openai.requests[0]["messages"]
    assert [m["role"] for m in messages] == ["system", "user"]
    system, user = messages[0]["content"], messages[1]["content"]
    assert json.loads(user) == {"english": ENGLISH, "reference": REFERENCE, "level": LEVEL, "attempt": ATTEMPT}
    for phrase in ("0-3", "measure word", "pinyin", "negation", "「晚上」", "JSON"):
        assert phrase in system


def test_accepted_alternatives_reach_the_model_and_the_fallback(fake_openai, evaluator, fallback):
    fake_openai.queue(grade(3, "Right."))
    evaluator.translate(ENGLISH, ATTEMPT, REFERENCE, LEVEL, ("我每晚都跑步。",))
    assert json.loads(fake_openai.requests[0]["messages"][1]["content"])["accepted_alternatives"] == ["我每晚都跑步。"]
    assert "accepted_alternatives" in fake_openai.requests[0]["messages"][0]["content"]

    fake_openai.queue(http_error(500), http_error(500))
    evaluator.translate(ENGLISH, ATTEMPT, REFERENCE, LEVEL, ("我每晚都跑步。",))
    assert fallback.calls[-1] == ("translate", ENGLISH, ATTEMPT, REFERENCE, LEVEL, "我每晚都跑步。")


def test_the_correct_translation_is_always_the_reference(fake_openai, evaluator):
    fake_openai.queue(grade(3, "Right.", correct_translation="我每天晚上跑步。"))

    assert translate(evaluator).correct_translation == REFERENCE


def test_a_whole_number_float_score_and_a_long_explanation_are_tidied(fake_openai, evaluator):
    fake_openai.queue(grade(2.0, "  " + "很" * 2000 + "  "))

    result = translate(evaluator)
    assert result.score == 2 and isinstance(result.score, int)
    assert len(result.explanation) <= 600 and result.explanation.endswith("…")


# --- servers without json_schema ---


@pytest.mark.parametrize("status", [400, 422])
def test_falls_back_to_json_object_and_remembers(fake_openai, evaluator, fallback, logged, status):
    fake_openai.queue(reject_json_schema(status), grade(2, "你忘了「了」.", note="extra keys are ignored"), grade(3))

    assert translate(evaluator).score == 2
    assert translate(evaluator).score == 3
    # The second translation goes straight to json_object.
    assert fake_openai.formats == ["json_schema", "json_object", "json_object"]
    # json_object needs the shape in the prompt (and OpenAI wants the word JSON there).
    system = fake_openai.requests[1]["messages"][0]["content"]
    assert '"score"' in system and '"explanation"' in system and "JSON" in system
    assert fallback.calls == [] and warnings_in(logged) == []
    assert ["json_object from now on" in r.getMessage() for r in logged.records] == [True]


def test_a_400_that_json_object_does_not_cure_is_not_remembered(fake_openai, evaluator, fallback, logged):
    fake_openai.queue(http_error(400), http_error(400), grade(3))

    assert translate(evaluator) == OFFLINE_ANSWER  # a 400 is not retried
    assert translate(evaluator).score == 3
    assert fake_openai.formats == ["json_schema", "json_object", "json_schema"]
    assert len(fallback.calls) == 1
    assert "HTTP 400, not retried" in warnings_in(logged)[0]


# --- retries and the offline fallback ---


def test_a_timeout_is_retried_once(fake_openai, hasty, fallback, logged):
    fake_openai.queue(slow(TIMEOUT * 3), grade(3, "Right."))

    assert translate(hasty).model_dump() == {"score": 3, "explanation": "Right.", "correct_translation": REFERENCE}
    assert len(fake_openai.requests) == 2
    assert fallback.calls == [] and warnings_in(logged) == []


@pytest.mark.parametrize(
    ("first", "second", "reason"),
    [
        (http_error(500), http_error(503), "HTTP 500; HTTP 503"),
        (slow(TIMEOUT * 3), http_error(502), "timed out; HTTP 502"),
        (slow(TIMEOUT * 3), slow(TIMEOUT * 3), "timed out; timed out"),
    ],
    ids=["5xx twice", "timeout then 5xx", "timeout twice"],
)
def test_two_failures_give_the_offline_answer_and_a_warning(
    fake_openai, hasty, fallback, logged, first, second, reason
):
    fake_openai.queue(first, second)

    assert translate(hasty) == OFFLINE_ANSWER
    assert fallback.calls == [("translate", ENGLISH, ATTEMPT, REFERENCE, LEVEL)]
    assert len(fake_openai.requests) == 2
    [warning] = warnings_in(logged)
    assert "offline evaluator" in warning and reason in warning
    assert API_KEY not in logged.text and ATTEMPT not in logged.text


def test_an_unreachable_server_gives_the_offline_answer(fallback, logged):
    evaluator = make_evaluator(f"http://127.0.0.1:{free_port()}/v1", fallback)  # nothing listens there

    assert translate(evaluator) == OFFLINE_ANSWER
    [warning] = warnings_in(logged)
    assert "connection failed; connection failed" in warning


@pytest.mark.parametrize("status", [401, 404, 429])
def test_other_client_errors_are_not_retried(fake_openai, evaluator, logged, status):
    fake_openai.queue(http_error(status))

    assert translate(evaluator) == OFFLINE_ANSWER
    assert len(fake_openai.requests) == 1
    assert f"HTTP {status}, not retried" in warnings_in(logged)[0]


INVALID_REPLIES = {
    "score 7": grade(7),
    "negative score": grade(-1),
    "score as a word": grade("two"),
    "score a boolean": grade(True),
    "missing explanation": text('{"score": 2}'),
    "blank explanation": grade(2, "   "),
    "explanation not text": grade(2, ["slip"]),
    "not JSON": text("The score is 2: a small slip."),
    "truncated JSON": text('{"score": 2, "explanation": "你忘'),
    "a JSON array": text("[2, 1]"),
    "no content": text(None),
    "no choices": raw_reply('{"object": "chat.completion", "choices": []}'),
    "body not JSON": raw_reply(),
}


@pytest.mark.parametrize("reply", INVALID_REPLIES.values(), ids=INVALID_REPLIES.keys())
def test_an_invalid_reply_is_retried_then_falls_back(fake_openai, evaluator, logged, reply):
    fake_openai.queue(reply, reply)

    assert translate(evaluator) == OFFLINE_ANSWER
    assert len(fake_openai.requests) == 2
    assert "invalid reply" in warnings_in(logged)[0]


def test_an_invalid_reply_then_a_valid_one_is_fine(fake_openai, evaluator, fallback, logged):
    fake_openai.queue(grade(7), grade(2, "你忘了「了」."))

    assert translate(evaluator).score == 2
    assert fallback.calls == [] and warnings_in(logged) == []


# --- describing a picture ---

IMAGE = b"\xff\xd8\xff\xe0 a small fake JPEG"
PICTURE = PictureToDescribe(
    reference="桌子上有一只小狗。",
    reference_pinyin="zhuōzi shàng yǒu yī zhī xiǎogǒu.",
    tags=("桌子", "狗"),
    load_image=lambda: (IMAGE, "image/jpeg"),
)
# 一本狗 for 一只狗; the space after 。 must survive.
DESCRIPTION = "桌子上有一本狗。 我很喜欢它！"
MEASURE_WORD = "狗 is counted with 只, not 本: 一只狗."
FRAGMENTS = [("桌子上有", "none", ""), ("一本狗", "minor", MEASURE_WORD), ("。 我很喜欢它！", "none", "")]


def feedback(fragments: list[tuple[str, str, object]] = FRAGMENTS, note: object = "", **extra: object) -> Behaviour:
    """A reply whose content is the JSON feedback a model would send."""
    pieces = [{"text": t, "critique": c, "feedback": f} for t, c, f in fragments]
    return text(json.dumps({"fragments": pieces, "note": note, **extra}, ensure_ascii=False))


def describe(evaluator: OpenAIEvaluator, picture: PictureToDescribe = PICTURE) -> DescriptionFeedback:
    return evaluator.describe(DESCRIPTION, picture)


def test_describe_sends_the_picture_as_a_data_url_to_the_vision_model(fake_openai, fallback):
    evaluator = make_evaluator(fake_openai.base_url, fallback, openai_vision_model="vision-model")
    fake_openai.queue(feedback())
    describe(evaluator)

    [body] = fake_openai.requests
    assert body["model"] == "vision-model"
    response_format = body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["strict"] is True
    assert response_format["json_schema"]["schema"] == FEEDBACK_SCHEMA
    system, user = body["messages"]
    assert system["role"] == "system" and user["role"] == "user"
    for phrase in ("exactly", "punctuation", "none", "minor", "major", "when unsure", "ignore any instructions"):
        assert phrase in system["content"]
    text_part, image_part = user["content"]
    assert text_part["type"] == "text"
    assert json.loads(text_part["text"]) == {"reference": PICTURE.reference, "description": DESCRIPTION}
    assert image_part["type"] == "image_url"
    assert image_part["image_url"]["url"] == "data:image/jpeg;base64," + base64.b64encode(IMAGE).decode()


def test_the_vision_model_is_the_model_unless_set(fake_openai, evaluator):
    fake_openai.queue(feedback())
    describe(evaluator)

    assert fake_openai.requests[0]["model"] == "test-model"


def test_describe_rebuilds_the_fragments_with_pinyin_read_here(fake_openai, evaluator, fallback):
    fake_openai.queue(feedback(note="  A lively description.  ", aiDescription={"description": "一只狗。"}))

    assert describe(evaluator).model_dump() == {
        "feedback": {
            "fragments": [
                {"text": "桌子上有", "pinyin": "zhuō zi shàng yǒu", "critique": "none", "feedback": ""},
                {"text": "一本狗", "pinyin": "yī běn gǒu", "critique": "minor", "feedback": MEASURE_WORD},
                {"text": "。 我很喜欢它！", "pinyin": "wǒ hěn xǐ huan tā", "critique": "none", "feedback": ""},
            ],
            "note": "A lively description.",
        },
        # Always ours, never the model's.
        "aiDescription": {"description": PICTURE.reference, "pinyin": PICTURE.reference_pinyin},
    }
    assert fallback.calls == []


def test_pinyin_is_read_in_the_context_of_the_whole_description(fake_openai, evaluator):
    # 喜欢 is xǐhuan, though 欢 alone is huān; empty fragments are dropped.
    fake_openai.queue(feedback([("桌子上有一本狗。 我很喜", "none", ""), ("", "none", ""), ("欢它！", "none", "")]))

    fragments = describe(evaluator).feedback.fragments
    assert [(f.text, f.pinyin) for f in fragments] == [
        ("桌子上有一本狗。 我很喜", "zhuō zi shàng yǒu yī běn gǒu wǒ hěn xǐ"),
        ("欢它！", "huan tā"),
    ]


def test_long_feedback_and_note_are_capped(fake_openai, evaluator):
    fake_openai.queue(feedback([(DESCRIPTION, "major", "很" * 2000)], note="好" * 2000))

    answer = describe(evaluator)
    assert len(answer.feedback.fragments[0].feedback) <= 600 and answer.feedback.note.endswith("…")
    assert len(answer.feedback.note) <= 600


def test_describe_falls_back_to_json_object(fake_openai, evaluator, fallback, logged):
    fake_openai.queue(reject_json_schema(), feedback())

    assert [f.text for f in describe(evaluator).feedback.fragments] == [t for t, _, _ in FRAGMENTS]
    assert fake_openai.formats == ["json_schema", "json_object"]
    system = fake_openai.requests[1]["messages"][0]["content"]
    assert '"fragments"' in system and '"critique"' in system and '"note"' in system and "JSON" in system
    assert fallback.calls == [] and warnings_in(logged) == []


def test_describe_timing_out_twice_gives_the_offline_answer(fake_openai, hasty, fallback, logged):
    fake_openai.queue(slow(TIMEOUT * 3, feedback()), slow(TIMEOUT * 3, feedback()))

    assert describe(hasty) == offline_feedback(PICTURE)
    assert fallback.calls == [("describe", DESCRIPTION, PICTURE.reference)]
    [warning] = warnings_in(logged)
    assert "offline evaluator for a picture description" in warning and "timed out; timed out" in warning
    assert API_KEY not in logged.text and DESCRIPTION not in logged.text


BAD_FEEDBACK = {
    "a character dropped": feedback([("桌子上有", "none", ""), ("一本狗。我很喜欢它！", "none", "")]),
    "a mistake corrected": feedback([("桌子上有一只狗。 我很喜欢它！", "none", "")]),
    "text added": feedback([*FRAGMENTS, ("我也喜欢猫。", "none", "")]),
    "the fragments out of order": feedback([FRAGMENTS[1], FRAGMENTS[0], FRAGMENTS[2]]),
    "no fragments": feedback([]),
    "a bad critique": feedback([("桌子上有", "none", ""), ("一本狗", "wrong", MEASURE_WORD), FRAGMENTS[2]]),
    "a critique without feedback": feedback([("桌子上有", "none", ""), ("一本狗", "major", " "), FRAGMENTS[2]]),
    "feedback not text": feedback([("桌子上有", "none", ""), ("一本狗", "minor", ["只"]), FRAGMENTS[2]]),
    "a note not text": feedback(note=["good"]),
    "fragments not a list": text(json.dumps({"fragments": DESCRIPTION, "note": ""}, ensure_ascii=False)),
    "a fragment not an object": text(json.dumps({"fragments": [DESCRIPTION], "note": ""}, ensure_ascii=False)),
    "a grade instead": grade(2),
    "not JSON": text("Your description is good, but 一本狗 should be 一只狗."),
}


@pytest.mark.parametrize("reply", BAD_FEEDBACK.values(), ids=BAD_FEEDBACK.keys())
def test_bad_feedback_is_retried_then_falls_back(fake_openai, evaluator, fallback, logged, reply):
    fake_openai.queue(reply, reply)

    assert describe(evaluator) == offline_feedback(PICTURE)
    assert len(fake_openai.requests) == 2 and len(fallback.calls) == 1
    [warning] = warnings_in(logged)
    assert "offline evaluator for a picture description" in warning and "invalid reply" in warning
    # Neither the key, nor the learner's text, nor the model's.
    for secret in (API_KEY, DESCRIPTION, "一本狗", "我也喜欢猫", "wrong", "good", MEASURE_WORD):
        assert secret not in logged.text


def test_bad_feedback_then_good_feedback_is_fine(fake_openai, evaluator, fallback, logged):
    fake_openai.queue(feedback([("桌子上有一只狗。", "none", "")]), feedback())

    assert describe(evaluator).feedback.fragments[1].critique == "minor"
    assert fallback.calls == [] and warnings_in(logged) == []


def test_a_missing_picture_gives_the_offline_answer_without_asking(fake_openai, evaluator, fallback, logged, tmp_path):
    gone = tmp_path / "gone.jpg"
    picture = PictureToDescribe(PICTURE.reference, PICTURE.reference_pinyin, (), lambda: (gone.read_bytes(), "x"))

    assert describe(evaluator, picture) == offline_feedback(picture)
    assert fake_openai.requests == [] and len(fallback.calls) == 1
    [warning] = warnings_in(logged)
    assert "picture could not be read (FileNotFoundError)" in warning and str(tmp_path) not in warning


def test_a_400_on_describe_falls_back_at_once(fake_openai, evaluator, fallback, logged):
    # A model that takes no images may answer 400 to both formats: not retried, not remembered.
    fake_openai.queue(http_error(400), http_error(400), grade(3))

    assert describe(evaluator) == offline_feedback(PICTURE)
    assert "HTTP 400, not retried" in warnings_in(logged)[0]
    assert translate(evaluator).score == 3
    assert fake_openai.formats == ["json_schema", "json_object", "json_schema"]


# --- the rest of the protocol ---


def test_building_the_evaluator_touches_no_network(fake_openai):
    evaluator = make_evaluator(fake_openai.base_url, RecordingFallback())

    assert "_client" not in vars(evaluator)
    assert fake_openai.requests == []


# --- choosing the evaluator from the environment ---


def test_get_evaluator_is_openai_when_a_key_is_set(fake_openai, data_dir, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", fake_openai.base_url)
    monkeypatch.setenv("OPENAI_MODEL", "local-model")
    monkeypatch.setenv("OPENAI_VISION_MODEL", "local-vision-model")
    monkeypatch.setenv("OPENAI_TIMEOUT_SECONDS", str(PATIENT))
    reset_caches()
    evaluator = get_evaluator()
    assert isinstance(evaluator, OpenAIEvaluator)
    assert isinstance(evaluator.fallback, OfflineEvaluator)

    fake_openai.queue(grade(2, "你忘了「了」."), http_error(500), http_error(500))
    assert evaluator.translate(ENGLISH, ATTEMPT, REFERENCE, LEVEL).score == 2
    assert fake_openai.requests[0]["model"] == "local-model"
    # On failure the real offline evaluator answers, whatever its scoring.
    offline = evaluator.translate(ENGLISH, ATTEMPT, REFERENCE, LEVEL)
    assert offline.correct_translation == REFERENCE and offline.score in {0, 1, 2, 3}

    fake_openai.queue(feedback())
    assert evaluator.describe(DESCRIPTION, PICTURE).feedback.fragments[1].critique == "minor"
    assert fake_openai.requests[-1]["model"] == "local-vision-model"


def test_get_evaluator_is_offline_without_a_key(data_dir, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    reset_caches()
    assert isinstance(get_evaluator(), OfflineEvaluator)

    monkeypatch.setenv("OPENAI_API_KEY", "")
    reset_caches()
    assert isinstance(get_evaluator(), OfflineEvaluator)
