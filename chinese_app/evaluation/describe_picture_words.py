"""The words of the shipped pictures: what a learner describing one of them most likely means to write.

A typo checker that knows the picture's words can take 风争 for 风筝 and 火剑 for 火箭 where a general
lexicon of common words has neither (see ``describe_typos``). The checker is not told which picture is
described, so every picture's words count: the tags and the words of the reference descriptions.
"""

import json
from functools import lru_cache

from chinese_app.chinese.dictionary import is_word
from chinese_app.chinese.segment import words
from chinese_app.evaluation.describe_base import is_cjk_word
from chinese_app.settings import PROJECT_ROOT

PICTURES = PROJECT_ROOT / "content" / "pictures" / "pictures.json"


@lru_cache(maxsize=1)
def picture_words() -> frozenset[str]:
    """Every tag and reference word of the shipped pictures that CC-CEDICT knows (小狗, 风筝, 花瓣, 雾)."""
    found: set[str] = set()
    for picture in json.loads(PICTURES.read_text(encoding="utf-8")):
        found.update(picture.get("tags", ()))
        found.update(words(picture.get("description_zh", "")))
    return frozenset(w for w in found if is_cjk_word(w) and is_word(w))
