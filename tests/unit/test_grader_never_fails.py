"""The translate rules give a grade to any Chinese a learner types, never an exception.

Red team 15 found one that raised (a time phrase moved beside another, 他平常六点起床 for 他一般六点起床，但是…);
the evaluator now answers a failing rule with an honest 2, but a rule that fails is still a bug. Here the rules
themselves (not the evaluator's guard) grade answers made from the labelled ones by the edits learners make: a word
left out, two words swapped, the sentence cut short, words of another answer added, time words said and placed
otherwise."""

import json
import random
from pathlib import Path

from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import sentence_words
from chinese_app.evaluation.translation_rules import grade

DATA = Path(__file__).resolve().parent.parent / "data"
EDITS = 3000


def _cases() -> list[dict]:
    paths = sorted(DATA.glob("translate_cases_blind5*.jsonl")) + sorted(DATA.glob("translate_redteam1*.jsonl"))
    return [json.loads(line) for path in paths for line in path.read_text(encoding="utf-8").splitlines() if line]


def _time_words() -> dict[str, list[str]]:
    alike: dict[str, list[str]] = {}
    for word, group in lexicon.TIME_GROUP.items():
        alike.setdefault(group, []).append(word)
    return {word: alike[group] for word, group in lexicon.TIME_GROUP.items()}


def _edited(words: list[str], other: list[str], times: dict[str, list[str]], rnd: random.Random) -> str:
    edit = rnd.randrange(6)
    if edit == 0 and words:
        del words[rnd.randrange(len(words))]
    elif edit == 1 and len(words) > 1:
        i, j = rnd.randrange(len(words)), rnd.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    elif edit == 2:
        words = words[: rnd.randrange(len(words) + 1)]
    elif edit == 3:
        words = words + other[: rnd.randrange(len(other) + 1)]
    elif edit == 4 and words:
        words.insert(rnd.randrange(len(words)), rnd.choice(other or ["了"]))
    else:
        placed = [i for i, word in enumerate(words) if word in times]
        for i in placed:
            words[i] = rnd.choice(times[words[i]])
        if placed:
            moved = words.pop(rnd.choice(placed))
            words.insert(rnd.randrange(len(words) + 1), moved)
        words = words[: rnd.randrange(1, len(words) + 2)]
    return "".join(words)


def test_every_edited_answer_gets_a_grade():
    cases, times, rnd = _cases(), _time_words(), random.Random(15)
    for _ in range(EDITS):
        case = rnd.choice(cases)
        other = list(sentence_words(rnd.choice(cases)["attempt"]))
        attempt = _edited(list(sentence_words(case["reference"])), other, times, rnd)
        score, explanation = grade(case["english"], attempt, case["reference"])
        assert 0 <= score <= 3 and explanation, (case["reference"], attempt)


def test_the_answer_red_team_15_broke_the_grader_with():
    score, _ = grade(
        "He usually gets up at six, but today he overslept.", "他平常六点起床。", "他一般六点起床，但是今天睡过头了。"
    )
    assert score == 1
