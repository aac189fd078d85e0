"""Is the description about the picture? A note when it shares nothing with the picture's words.

Lenient on purpose: one content word in common with the tags or the reference description means no
note. A content word of the learner's matches a tag or a reference word of two characters or more that
it equals, contains or is contained in (小狗 and 狗, 门口 and 门, 湖 and 湖边); a one-character word of
the learner's matches only as a noun (狗 in 小狗, not 大 in 大刷子). Words any description may use (是,
看到, 照片, 颜色, 漂亮 ...) count for nothing either way.
"""

from collections.abc import Iterable

from chinese_app.chinese.dictionary import nouns
from chinese_app.evaluation.describe_base import is_cjk_word, tokens
from chinese_app.evaluation.lexicon import LIGHT_WORDS, MEASURE_WORDS, PARTICLES, PRONOUNS, is_numeral

# Words any description of any picture may use.
_GENERIC = frozenset(
    """
    是 有 在 看 看到 看见 觉得 喜欢 想 要 会 能 可以 去 来 说 做 让 给 像 好像 看起来 感觉 知道 用 叫 开始 没有 不
    照片 图片 画 图 样子 东西 地方 时候 颜色 一些 很多 许多 多 少 大 小 好 新 旧 漂亮 好看 美 美丽 可爱 非常 特别
    这里 那里 这儿 那儿 哪里 上面 下面 里面 外面 前面 后面 旁边 中间 左边 右边 上边 下边 里边 外边 一边 边 上 下
    里 中 前 后 左 右 今天 现在 真 太 更 最 还 也 都 就 又 一起 一下 一点 一点儿 什么 怎么 为什么 这个 那个 这些 那些
    人 我们 他们 它们 她们 一个 两个 几个 个 些 种 样 里面 里头 感到 让人 一样 不同 不一样 为 因为 所以 但是 可是 而且
    """.split()
)


def _content(text: str) -> list[str]:
    """The content words of a text, as jieba cuts it, in order, without repeats."""
    out: list[str] = []
    for token in tokens(text):
        word = token.word
        if not is_cjk_word(word) or word in out:
            continue
        if word in _GENERIC or word in PRONOUNS or word in PARTICLES or word in LIGHT_WORDS:
            continue
        if word in MEASURE_WORDS or is_numeral(word) or token.tag.startswith(("m", "q", "p", "c", "u", "d")):
            continue
        out.append(word)
    return out


def _is_noun(word: str) -> bool:
    from chinese_app.evaluation.compare import tag

    return word in nouns() or tag(word).startswith("n")


def _matches(word: str, target: str) -> bool:
    if word == target:
        return True
    if len(word) >= 2 and len(target) >= 2:
        return word in target or target in word
    if len(word) == 1:  # 狗 in 小狗: a noun only
        return word in target and _is_noun(word)
    return target in word and _is_noun(target)  # a one-character tag: 门 in 门口


def relevance_note(text: str, reference: str, tags: Iterable[str]) -> str:
    """A short note when the description shares no content word with the picture's tags or its reference
    description, naming a few of the tags; "" when it shares one, or when there is nothing to judge by."""
    tags = [t for t in dict.fromkeys(t.strip() for t in tags) if is_cjk_word(t)]
    words = _content(text)
    targets = tags + [w for w in _content(reference) if len(w) >= 2 or _is_noun(w)]
    if not words or not targets:
        return ""
    if any(_matches(word, target) for word in words for target in targets):
        return ""
    shown = tags[:3] or [w for w in _content(reference) if _is_noun(w)][:3]
    if not shown:
        return ""
    return f"Your description seems to be about something else: look at the picture again. It shows {'、'.join(shown)}."
