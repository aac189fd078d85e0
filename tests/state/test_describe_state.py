"""The describe page's handlers, through the real StateManager and a real database."""

from sqlmodel import select

from chinese_app.components.pinyin_text import matched_rubies
from chinese_app.core import decks, evaluate, exercises, quick, sessions
from chinese_app.core.quick import ALL_IMAGES_DONE
from chinese_app.models import DescriptionLog, ReviewLog
from chinese_app.state.describe import EVALUATION_FAILED, LOG_FAILED, START_FAILED, DescribeState
from chinese_app.state.pictures_admin import PicturesAdminState
from tests.conftest import call
from tests.state.conftest import events, run_background, texts

CLEAN = "这张照片里有很多东西，颜色很漂亮。我觉得这个地方很安静，我很想去看看。"
SLIP = "我看到两张小狗在门口往外看，它们好像在等主人回家。它们的耳朵又大又长，非常可爱。"


async def test_anonymous_visitors_are_sent_to_login_and_see_nothing(tab):
    anonymous = tab()
    async with anonymous.state(DescribeState) as page:
        assert "redirect /login" in texts(await events(page.load()))
        await events(page.start())
        assert page.view == "start" and page.image_id == ""
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert not page.evaluated


async def test_a_standalone_picture_described_then_back_to_the_start(bob):
    user = await bob.user()
    async with bob.state(DescribeState) as page:
        await events(page.start())
        assert page.view == "session" and page.image_id and page.image_url.startswith("/api/media/")
        assert page.deck_id == "" and page.action_label == "Try Another Image"
        await events(run_background(page, DescribeState.submit, {"description": SLIP}))
        assert page.evaluated and not page.broken and not page.submitting
        assert "".join(r.char for f in page.fragments for r in f.rubies) == SLIP
        assert [f.critique for f in page.fragments if f.critique != "none"] == ["minor"]
        assert page.reference and page.reference[0].syllable
        await events(run_background(page, DescribeState.next_step))
        assert page.view == "start"
    logged = call(lambda db, u: db.exec(select(DescriptionLog).where(DescriptionLog.user_id == u.uid)).all(), user)
    assert len(logged) == 1  # kept when evaluated: the next Start Session offers another picture


async def test_the_count_ignores_input_while_an_input_method_composes(bob):
    async with bob.state(DescribeState) as page:
        page.typed("门口有两只狗")
        assert page.count == 6
        page.composition_started()
        page.typed("门口有两只狗gou")
        assert page.count == 6
        page.composition_ended("门口有两只狗，狗")
        assert page.count == 8 and not page.composing


async def test_a_quick_deck_logs_each_picture_and_moves_to_the_next(bob):
    user = await bob.user()
    session = call(quick.start_quick_session, user, "describe", 2)
    async with bob.state(DescribeState) as page:
        assert page._show(session)
        first = page.card_id
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert (page.done_count, page.total, page.has_more) == (1, 2, True)
        assert page.action_label == "Next Image"
        await events(run_background(page, DescribeState.next_step))
        assert page.card_id != first and not page.evaluated and page.count == 0
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert page.action_label == "Try Another Image"
        await events(run_background(page, DescribeState.next_step))
        assert page.view == "start"
    logs = call(lambda db: db.exec(select(ReviewLog).where(ReviewLog.deck_id == session.deckId)).all())
    assert [log.feedback["userDescription"] for log in logs] == [CLEAN, CLEAN]
    assert {log.feedback["imageId"] for log in logs} == {c.content.id for c in session.cards}


async def test_a_daily_session_ends_back_home_and_complete(bob):
    user = await bob.user()
    deck = call(decks.create_deck, user, "describe", 1)
    session = call(sessions.start_daily_session, user, deck.id)
    async with bob.state(DescribeState) as page:
        page._show(session)
        assert page.daily and (page.done_count, page.total) == (0, 1)
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert page.done_count == 1 and page.action_label == "Back to Home"
        assert "redirect /home" in texts(await events(run_background(page, DescribeState.next_step)))
    assert call(decks.list_decks, user)[0].completedToday


async def test_a_failed_log_is_tried_again_before_moving_on(bob, monkeypatch):
    user = await bob.user()
    session = call(quick.start_quick_session, user, "describe", 2)
    real = exercises.record_description
    monkeypatch.setattr(exercises, "record_description", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("down")))
    async with bob.state(DescribeState) as page:
        page._show(session)
        card = page.card_id
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert page.evaluated and page.done_count == 0  # the feedback shows; the log waits
        assert LOG_FAILED in texts(await events(run_background(page, DescribeState.next_step)))
        assert page.card_id == card
        monkeypatch.setattr(exercises, "record_description", real)
        await events(run_background(page, DescribeState.next_step))
        assert page.card_id != card and page.done_count == 1


async def test_start_and_evaluation_errors_say_so(bob, monkeypatch):
    async with bob.state(DescribeState) as page:
        await events(page.start())
        await events(run_background(page, DescribeState.submit, {"description": "太短了。"}))
        assert page.submit_error == "Description must be between 25 and 100 characters." and not page.evaluated

        def broken(*_args):
            raise RuntimeError("model down")

        monkeypatch.setattr(evaluate, "evaluate_description", broken)
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert page.submit_error == EVALUATION_FAILED == "Failed to evaluate description. Please try again."
        monkeypatch.setattr(quick, "describe_image", broken)
        page.view = "start"
        await events(page.start())
        assert page.error == START_FAILED == "Failed to load image. Please try again."

        def all_done(*_args):
            from chinese_app.core.errors import NotFound

            raise NotFound(ALL_IMAGES_DONE)

        monkeypatch.setattr(quick, "describe_image", all_done)
        await events(page.start())
        assert page.error == "You have completed all available images! Check back later for more content."


async def test_learners_cannot_use_the_picture_admin(bob):
    async with bob.state(PicturesAdminState) as state:
        await events(state.load())
        assert state.items == []
        await events(state.add([]))
        assert state.error == "Admin access required"
        assert "Admin access required" in texts(await events(state.withdraw("picture-1")))


def test_pinyin_is_matched_one_syllable_per_cjk_character():
    pairs = matched_rubies("我有3只猫, OK！", "wǒ yǒu zhī māo")
    assert [(r.char, r.syllable) for r in pairs] == [
        ("我", "wǒ"),
        ("有", "yǒu"),
        ("3", ""),
        ("只", "zhī"),
        ("猫", "māo"),
        (",", ""),
        (" ", ""),
        ("O", ""),
        ("K", ""),
        ("！", ""),
    ]
    assert [r.tone for r in pairs[:2]] == [3, 3]
    # Syllables that do not line up with the characters are not guessed at: the text is read here.
    assert [r.syllable for r in matched_rubies("你好。", "nǐhǎo")] == ["nǐ", "hǎo", ""]


async def test_feedback_that_does_not_rebuild_the_text_or_has_no_fragments(bob, monkeypatch):
    from chinese_app.core.evaluate import DescriptionEvaluated
    from chinese_app.evaluation import AiDescription, Feedback, Fragment

    def answering(*fragments):
        def evaluated(_db, _user, _image, description):  # not outside_transaction: it gets the session
            return DescriptionEvaluated(
                feedback=Feedback(fragments=list(fragments)),
                aiDescription=AiDescription(description="桌子上有一杯咖啡。", pinyin="zhuōzi shàng yǒu yī bēi kāfēi."),
                characterCount=len(description),
            )

        return evaluated

    async with bob.state(DescribeState) as page:
        await events(page.start())
        wrong = Fragment(text="别的句子。", pinyin="bié de jùzi", critique="none", feedback="")
        monkeypatch.setattr(evaluate, "evaluate_description", answering(wrong))
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert page.evaluated and page.broken  # the page shows 'Error displaying feedback'

        await events(run_background(page, DescribeState.next_step))
        await events(page.start())
        monkeypatch.setattr(evaluate, "evaluate_description", answering())
        await events(run_background(page, DescribeState.submit, {"description": CLEAN}))
        assert not page.broken and page.fragments == [] and page.ai_text == "桌子上有一杯咖啡。"
