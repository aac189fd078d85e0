"""The offline checker of picture descriptions: fragments that rebuild the text, pinyin in context, and
each rule with a case it must flag and one it must leave alone."""

import pytest

from chinese_app.chinese.dictionary import measure_words
from chinese_app.evaluation.describe_checks import check, fragments


def flagged(text: str) -> list[tuple[str, str, str]]:
    return [(text[f.start : f.end], f.critique, f.feedback) for f in check(text)]


@pytest.mark.parametrize(
    ("text", "span", "suggestion"),
    [
        ("门口有一本狗，它在等主人。", "本狗", "一只狗"),
        ("桌子上有两条照片。", "条照片", "两张照片"),
        ("这张猫很可爱。", "张猫", "这只猫"),
        ("我家有三本车", "本车", "三辆车"),
        ("我看到两张小狗在门口。", "张小狗", "两只小狗"),  # through a size prefix
        ("左边有一本红色的小路。", "本红色的小路", "一条红色的小路"),  # through modifiers to the head noun
    ],
)
def test_a_wrong_measure_word_is_flagged_with_the_right_one(text, span, suggestion):
    [(found, critique, feedback)] = flagged(text)
    assert (found, critique) == (span, "minor")
    assert suggestion in feedback and f"not {span[0]}" in feedback


@pytest.mark.parametrize(
    "text",
    [
        "门口有一只狗，还有一条狗。",  # both measure words CC-CEDICT lists for 狗
        "他有一个很大的房子和一本书。",  # 个 is never flagged
        "桌子上有一张木头桌子的照片。",  # the measure word counts the head noun, not a modifier
        "我买了两杯咖啡和一群鸟的照片。",  # containers and groups are not checked
        "这座建筑很雄伟，他买了一件工艺品。",  # nouns above HSK 2: CC-CEDICT's lists are not complete
        "一家人坐在一起吃饭。",  # a word of its own
        "我在看一本书的封面。",  # 本 counts the book, not the cover
        "他给我发了一条短信。",  # 短信 is not counted as 信 is
    ],
)
def test_correct_measure_words_are_left_alone(text):
    assert flagged(text) == []


def test_cedict_measure_words_per_noun():
    assert measure_words("狗") == {"只", "条"} and "张" in measure_words("照片") and measure_words("山") == set()


@pytest.mark.parametrize(
    "text",
    [
        "我看到一本狗。它很可爱！",
        "  两只猫在睡觉 ,旁边有3本书和 NASA 的照片…… 真好",
        "没有标点符号的一段话也可以分成片段吗",
        "一本狗一本狗",
    ],
)
def test_fragments_rebuild_the_text_exactly_with_a_syllable_per_character(text):
    parts = fragments(text, check(text))
    assert "".join(p.text for p in parts) == text
    for part in parts:
        cjk = [ch for ch in part.text if "\u4e00" <= ch <= "\u9fff"]
        assert len(part.pinyin.split()) == len(cjk), part
    critiqued = [p for p in parts if p.critique != "none"]
    assert all(p.text in ("本狗",) and p.feedback for p in critiqued)


def test_pinyin_is_read_in_context():
    [sentence] = fragments("他长得很高。", [])
    assert sentence.pinyin == "tā zhǎng de hěn gāo"
