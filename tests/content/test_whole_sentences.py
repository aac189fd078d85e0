"""English that is a bare noun phrase where the Chinese is a sentence: repaired with a fixed subject, or the
pair left out (chinese_app.content.sentences.whole_sentence, alignment.noun_phrase)."""

import pytest

from chinese_app.content.alignment import chinese_clause, noun_phrase
from chinese_app.content.sentences import load_sentences, whole_sentence

# With hsk-sentences-audio 1.0.0 and chinesevocablist 0.3.8 (as the sentences module and CREDITS.md say).
REPAIRED = {
    "这是世界上最长的桥之一。": "This is one of the longest bridges in the world.",
    "这是一个典型的例子。": "This is a typical example.",
    "这是大众喜爱的节目。": "This is a show the public loves.",
    "小区里有大型活动。": "There is a big event in the neighborhood.",
}
DROPPED = {
    "晚餐想吃中餐还是西餐？",  # "Chinese or Western food for dinner?"
    "没有证，不能进去。",  # "No pass, no entry."
    "房子前头是花园，后头是树林。",  # "Garden in front, woods behind."
    "至于结果，还不知道。",  # "As for the result, unknown yet."
    "不含香料、防腐剂及人造色素。",  # "No artificial colours, preservatives or flavours."
}


@pytest.fixture(scope="module")
def sentences():
    return load_sentences()


def test_noun_phrases_for_sentences_are_repaired_or_left_out(sentences):
    english = {s.chinese: s.english for s in sentences}
    for chinese, repaired in REPAIRED.items():
        assert english[chinese] == repaired
    assert not DROPPED & english.keys()


def test_no_shipped_english_is_a_noun_phrase_for_a_sentence(sentences):
    left = [
        (s.chinese, s.english) for s in sentences if chinese_clause(s.chinese) and noun_phrase(s.chinese, s.english)
    ]
    assert not left


@pytest.mark.parametrize(
    ("chinese", "english", "expected"),
    [
        ("这是一个典型的例子。", "A typical example.", "This is a typical example."),
        ("那是他的书。", "His book.", "That is his book."),
        ("它是一种动物。", "A kind of animal.", "It is a kind of animal."),
        ("小区里有大型活动。", "A big event in the neighborhood.", "There is a big event in the neighborhood."),
        ("房子前头是花园，后头是树林。", "Garden in front, woods behind.", None),
        ("晚餐想吃中餐还是西餐？", "Chinese or Western food for dinner?", None),
        # Sentences stay as they are.
        (
            "这是世界上最长的桥。",
            "This is the longest bridge in the world.",
            "This is the longest bridge in the world.",
        ),
        ("那是谁的书？", "Whose book is that?", "Whose book is that?"),
        ("这些都是他的文具。", "All of this stationery is his.", "All of this stationery is his."),
        # A noun phrase for a noun phrase, and an exclamation, are no fault.
        ("无根据的推测。", "Baseless speculations.", "Baseless speculations."),
        ("祝你生日快乐！", "Happy birthday!", "Happy birthday!"),
    ],
)
def test_whole_sentence(chinese, english, expected):
    assert whole_sentence(chinese, english) == expected


@pytest.mark.parametrize(
    ("chinese", "english"),
    [
        # English words that are nouns and verbs alike, read as verbs by their place or by the Chinese verb.
        ("工厂缺原料。", "The factory lacks raw materials."),  # a verb before its object
        ("路两边种着树。", "Trees line both sides of the road."),  # after a plural subject
        ("皇帝住在宫里。", "The emperor lives in the palace."),  # -s after a noun
        ("社会在进化。", "Society evolves."),  # 进化 "to evolve"
        ("气球爆了。", "The balloon burst."),  # 爆 "to burst"
        ("这算是好消息。", "This counts as good news."),
        ("过马路要小心，安全最重要。", "Cross carefully; safety first."),  # an imperative
        ("多数人喜欢晴天。", "Most people like sunny days."),
        ("他额头上的疤痕很醒目。", "The scar on his forehead really stands out."),
        ("太阳升起来了。", "The sun rose."),  # an irregular past
    ],
)
def test_sentences_are_no_noun_phrases(chinese, english):
    assert not noun_phrase(chinese, english)


@pytest.mark.parametrize(
    ("chinese", "english"),
    [
        ("这是世界上最长的桥之一。", "One of the longest bridges in the world."),  # bridges: after -est, a plural
        ("晚餐想吃中餐还是西餐？", "Chinese or Western food for dinner?"),
        ("房子前头是花园，后头是树林。", "Garden in front, woods behind."),
    ],
)
def test_noun_phrases(chinese, english):
    assert chinese_clause(chinese) and noun_phrase(chinese, english)
