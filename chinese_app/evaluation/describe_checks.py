"""The offline checker of picture descriptions: the learner's text cut into fragments that rebuild it
exactly, with pinyin read in context, and critiques only where a rule is sure.

A false alarm teaches a learner that correct Chinese is wrong, which is worse than a miss: each rule
flags only the pattern it can verify, and says what it found and what to write instead. The rules
(``RULES``, the surest first; where two findings overlap the earlier rule's stands):

- measure words (here): a number or demonstrative, then an individual measure word, then a noun for which
  CC-CEDICT lists its measure words and not this one (一本狗 -> 一只狗 / 一条狗). 个 and the measure
  words of containers, groups and kinds (杯, 群, 种 ...) are never flagged: usage allows them widely.
  The counted noun is the head of the phrase after the measure word, through modifiers, 的 and a size
  prefix (两张小狗 counts 狗; 一张木头桌子 counts the table); an earlier noun of the phrase that takes
  the measure word lets it pass (一本书的封面). Only head nouns of HSK 1-2, whose measure words
  CC-CEDICT lists fully.
- likely typos, "major" (``describe_typos``): a character for a same-sounding one (我门 -> 我们, 公圆 ->
  公园, 在见 -> 再见, 一作塔 -> 一座塔).
- grammar, "minor" (``describe_grammar``): 的/地/得, 很是 and 是很 before an adjective, 了 after 没, 不 for a
  past event, the time or place after the verb, a missing 的.

``relevance_note`` (``describe_relevance``) says, for the description as a whole, when it shares no word
with the picture. On the 5,030 correct sentences and every picture description no rule flags anything
(tests/unit/test_describe_checks.py checks it).
"""

import re

from chinese_app.chinese.dictionary import measure_words
from chinese_app.chinese.hsk import word_level
from chinese_app.chinese.pinyin import ruby_pairs
from chinese_app.evaluation import Fragment
from chinese_app.evaluation.compare import is_nominal, tag
from chinese_app.evaluation.describe_base import Finding, tokens
from chinese_app.evaluation.describe_grammar import (
    bu_past_findings,
    de_di_de_findings,
    hen_shi_findings,
    le_after_mei_findings,
    missing_de_findings,
    place_time_findings,
)
from chinese_app.evaluation.describe_relevance import relevance_note
from chinese_app.evaluation.describe_typos import typo_findings
from chinese_app.evaluation.lexicon import NUMERAL

__all__ = ["Finding", "RULES", "check", "fragments", "relevance_note"]

# Individual measure words whose nouns CC-CEDICT lists reliably; a wrong one is a learner's slip.
CHECKED_MEASURE_WORDS = frozenset("本 张 条 只 件 辆 棵 朵 头 匹 座 台 架 艘 首 篇 封 颗 根 扇 盏 幅".split())
_COUNTERS = frozenset("这 那 哪 每 几 这些 那些".split())
_NUMBER_AND_MEASURE = re.compile(r"^(?:[零〇一二两俩三四五六七八九十百千万几]+|\d+|这|那|哪|每)(.)$")
CHECKED_NOUN_LEVEL = 2
# The everyday measure words first: the one suggested is the first a noun takes (照片: 张, not 套).
_COMMON_FIRST = "只条本张件辆棵朵把位座台首篇封双块支间所家头匹架艘颗根扇盏幅套部册"
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])")


def _tokens(text: str) -> list[tuple[int, str]]:
    """(offset, word) for each jieba word of the text."""
    return [(token.at, token.word) for token in tokens(text)]


def _counted(word: str) -> tuple[str, frozenset[str]]:
    """The noun whose measure words count `word` (小狗: 狗), and those measure words. Only a size or age
    prefix is looked through: 短信 is not counted as 信 is."""
    if listed := measure_words(word):
        return word, listed
    if len(word) == 2 and word[0] in "小大老新旧" and (listed := measure_words(word[-1])):
        return word[-1], listed
    return word, frozenset()


def _noun_phrase(tokens: list[tuple[int, str]], start: int) -> list[tuple[int, str]]:
    """The nouns of the phrase a measure word counts (from tokens[start]): modifiers, 的 and nouns, up
    to six words, ending on its last noun (两张小狗在 -> 小狗; 一本红色的碗 -> 红色, 碗)."""
    nouns, end = [], start
    for at, word in tokens[start : start + 6]:
        if word == "的" or word.endswith("色") or tag(word).startswith(("a", "b")):
            continue  # a modifier: 红色的, 漂亮
        if not (is_nominal(word) or measure_words(word)) or word == "们":  # jieba tags 车 "zg"
            break
        nouns.append((at, word))
        end = at
    return [(at, word) for at, word in nouns if at <= end]


def measure_word_findings(text: str) -> list[Finding]:
    findings = []
    tokens = _tokens(text)
    for i, (at, word) in enumerate(tokens):
        # 一 + 本 + 狗 as three words, or jieba's 一本 + 狗.
        if (NUMERAL.match(word) or word in _COUNTERS) and i + 2 < len(tokens):
            counter, (mw_at, measure), after = word, tokens[i + 1], i + 3
        elif (joined := _NUMBER_AND_MEASURE.match(word)) and i + 1 < len(tokens):
            counter, measure, mw_at = word[:-1], joined.group(1), at + len(word) - 1
            after = i + 2
        else:
            continue
        if measure not in CHECKED_MEASURE_WORDS:
            continue
        phrase = _noun_phrase(tokens, after - 1)
        if not phrase:
            continue
        head_at, head = phrase[-1]
        noun, listed = _counted(head)
        if not listed or measure in listed or (word_level(noun) or 99) > CHECKED_NOUN_LEVEL:
            continue
        if any(measure in _counted(word)[1] for _, word in phrase[:-1]):
            continue  # the measure word may count an earlier noun (一本书的封面 counts the book)
        usual = sorted(listed, key=lambda m: (_COMMON_FIRST.find(m) % 1000, m))  # unknown ones last
        right = "、".join(usual)
        better = counter + usual[0] + text[mw_at + len(measure) : head_at + len(head)]
        findings.append(
            Finding(
                mw_at,
                head_at + len(head),
                "minor",
                f"{noun} is counted with {right}, not {measure}: {better}.",
            )
        )
    return findings


# Every rule, the surest first: where two findings overlap, the earlier rule's is kept.
RULES = (
    measure_word_findings,
    typo_findings,
    hen_shi_findings,
    le_after_mei_findings,
    bu_past_findings,
    de_di_de_findings,
    missing_de_findings,
    place_time_findings,
)


def check(text: str) -> list[Finding]:
    """Every finding in the text, in order, none overlapping."""
    kept: list[Finding] = []
    for rule in RULES:
        for finding in rule(text):
            if all(finding.end <= f.start or f.end <= finding.start for f in kept):
                kept.append(finding)
    return sorted(kept, key=lambda f: f.start)


def fragments(text: str, findings: list[Finding]) -> list[Fragment]:
    """The text cut at sentence ends and around each finding; concatenated, the fragments are the text.
    Pinyin is read in the context of the whole text, one syllable per CJK character."""
    pinyin = [syllable for _, syllable in ruby_pairs(text)]
    cuts = {0, len(text)}
    for piece in _SENTENCE_END.finditer(text):
        cuts.add(piece.start())
    for finding in findings:
        cuts.update((finding.start, finding.end))
    by_start = {f.start: f for f in findings}
    out = []
    bounds = sorted(cuts)
    for start, end in zip(bounds, bounds[1:], strict=False):
        finding = by_start.get(start)
        out.append(
            Fragment(
                text=text[start:end],
                pinyin=" ".join(s for s in pinyin[start:end] if s),
                critique=finding.critique if finding and finding.end == end else "none",
                feedback=finding.feedback if finding and finding.end == end else "",
            )
        )
    return out
