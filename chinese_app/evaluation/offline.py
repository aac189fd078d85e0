"""The offline evaluator: no network, plain string comparison for now.

Translate: identical after removing punctuation and spaces scores 3; otherwise the character
overlap with the reference decides 2, 1 or 0. Describe: the description split into sentences,
each returned without critique, and the picture's reference description.
"""

import re
from difflib import SequenceMatcher

_NOISE = re.compile(r"[\s\W_]+", re.UNICODE)
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])")


def _plain(text: str) -> str:
    return _NOISE.sub("", text)


class OfflineEvaluator:
    def translate(self, english: str, attempt: str, reference: str, level: str) -> dict:
        said, wanted = _plain(attempt), _plain(reference)
        if said == wanted:
            return {"score": 3, "explanation": "Correct!", "correct_translation": reference}
        overlap = SequenceMatcher(None, said, wanted).ratio()
        if overlap >= 0.8:
            score, explanation = 2, "Almost: a small slip. Compare your answer with the correct translation."
        elif overlap >= 0.4:
            score, explanation = 1, "Partly right: some of the meaning is missing or different."
        else:
            score, explanation = 0, "This does not match the meaning of the sentence."
        return {"score": score, "explanation": explanation, "correct_translation": reference}

    def describe(self, description: str, reference: str, reference_pinyin: str) -> dict:
        fragments = [
            {"text": part, "pinyin": "", "critique": "none", "feedback": ""}
            for part in _SENTENCE_END.split(description.strip())
            if part
        ]
        return {
            "feedback": {"fragments": fragments},
            "aiDescription": {"description": reference, "pinyin": reference_pinyin},
        }
