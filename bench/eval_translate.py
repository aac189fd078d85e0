"""The offline translation evaluator against the labelled cases, next to a chrF baseline, and its speed.

    .venv/bin/python bench/eval_translate.py [--seconds 2]

Agreement: the share of cases in tests/data/translate_cases.jsonl whose label (0-3, what a teacher would give)
the evaluator gives, per label and overall; then the same for tests/data/translate_cases_blind.jsonl, cases
written without sight of the rules and kept out of their tuning, which says how well the rules carry over.

Baseline: sacrebleu's sentence chrF (character n-grams up to 6, beta 2) of the attempt against the reference,
both normalised as the evaluator sees them (simplified, no punctuation or spaces), cut into 0-3 by three
thresholds. The thresholds are fitted on this very set to maximise the baseline's agreement (the best any
thresholds can do), which flatters the baseline: the evaluator's rules get no such fit.

Speed: evaluations per second on one core, after one warm-up pass (dictionaries loaded, word caches full),
looping over the set for about --seconds with the per-text caches (normalised text, words) emptied before
each round, so every evaluation segments its two texts again.

Then issue 12's measures on tests/data/translate_cases_blind2.jsonl and blind3 (written blind, a kind per case):
correct rewordings scored 3, correct answers scored 0-1, reversed meanings scored 0-1, agreement per kind.

Targets: agreement at least 85% and at least 20 points above the baseline; at least 500 evaluations per second;
on the new blind set at least 70% of rewordings scored 3, at most 3% of correct answers scored 0-1, every
reversed meaning scored 0-1.
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app must be importable

from chinese_app.chinese.normalise import to_simplified  # noqa: E402
from chinese_app.evaluation.compare import normalise, split_words  # noqa: E402
from chinese_app.evaluation.offline import OfflineEvaluator  # noqa: E402

CASES = ROOT / "tests" / "data" / "translate_cases.jsonl"
# Written by someone who had not seen the rules, and never used to tune them: how well the rules carry over.
BLIND = ROOT / "tests" / "data" / "translate_cases_blind.jsonl"
# Issue 12's measuring stick: 249 cases written blind by a helper (115 correct rewordings of every kind,
# 22 reversed meanings, slips and partial answers), with a "kind" for each.
BLIND2 = ROOT / "tests" / "data" / "translate_cases_blind2.jsonl"
# A third blind set (293 cases, 115 rewordings, 31 reversed, antonyms), written after blind2 had been used to
# tune the rules: the honest measure of issue 12's targets now.
BLIND3 = ROOT / "tests" / "data" / "translate_cases_blind3.jsonl"
# A fourth (339 cases, 167 rewordings, 33 reversed), written while blind3 was used for tuning: the honest one.
BLIND4 = ROOT / "tests" / "data" / "translate_cases_blind4.jsonl"
# A fifth (330 cases, 162 rewordings, 30 reversed), written while blind4 was used for tuning.
BLIND5 = ROOT / "tests" / "data" / "translate_cases_blind5.jsonl"
# A sixth (306 cases, 156 rewordings, 28 reversed), written while blind5 was used for tuning: the honest one.
BLIND6 = ROOT / "tests" / "data" / "translate_cases_blind6.jsonl"
# A seventh (300 cases, 152 correct rewordings of every kind, 28 reversed), written while blind6 was used for tuning.
BLIND7 = ROOT / "tests" / "data" / "translate_cases_blind7.jsonl"
# An eighth and a ninth (300 each), written while blind7 was tuned on; blind9 judged the session's last rules.
BLIND8 = ROOT / "tests" / "data" / "translate_cases_blind8.jsonl"
BLIND9 = ROOT / "tests" / "data" / "translate_cases_blind9.jsonl"
# A tenth and an eleventh (300 each), written blind after blind9's round: blind10 judged the sixth round of rules
# before it was tuned on, blind11 the seventh.
BLIND10 = ROOT / "tests" / "data" / "translate_cases_blind10.jsonl"
BLIND11 = ROOT / "tests" / "data" / "translate_cases_blind11.jsonl"
# A twelfth (300), written blind after the session's other changes: it judged the seventh round.
BLIND12 = ROOT / "tests" / "data" / "translate_cases_blind12.jsonl"
# A thirteenth (300), written blind while round 8 was tuned on blind10-12: measured before it, then after.
BLIND13 = ROOT / "tests" / "data" / "translate_cases_blind13.jsonl"
# A fourteenth (300), written blind while round 9 was tuned on blind10-13: measured before it, then after.
BLIND14 = ROOT / "tests" / "data" / "translate_cases_blind14.jsonl"
# A fifteenth and a sixteenth (300 each), written blind while round 10 was tuned on blind11-14: blind16 is the
# honest measure of round 10 (blind15 was read for two fixes after it was measured).
BLIND15 = ROOT / "tests" / "data" / "translate_cases_blind15.jsonl"
BLIND16 = ROOT / "tests" / "data" / "translate_cases_blind16.jsonl"
# A seventeenth (300), written blind at the session's end: measured on the session's first and last rules.
BLIND17 = ROOT / "tests" / "data" / "translate_cases_blind17.jsonl"
# An eighteenth (300), written blind at the start of the next session: measured before rewordings nothing shows
# wrong were accepted unchecked (74.0%), then after.
BLIND18 = ROOT / "tests" / "data" / "translate_cases_blind18.jsonl"
# A nineteenth and a twentieth (300 each), written blind in that session while its rules changed, by two more
# teachers: measured at the session's start (74.0%, 74.3%) and on its rules the day they came (80.3%, 81.7%).
BLIND19 = ROOT / "tests" / "data" / "translate_cases_blind19.jsonl"
BLIND20 = ROOT / "tests" / "data" / "translate_cases_blind20.jsonl"
# A twenty-first (300), written blind at that session's end and measured once on its last rules (85.3%; 73.3% on
# the session's first): the honest figure for them.
BLIND21 = ROOT / "tests" / "data" / "translate_cases_blind21.jsonl"
# A twenty-second and a twenty-third (300 each), written blind at the start of the session of 2026-11-24 by two
# more teachers. blind23 was measured on that session's first rules (84.0%) and then read to find what to mend;
# blind22 was measured once, on its first rules (84.7%) and on its last (85.0%), unread: the honest figure.
BLIND22 = ROOT / "tests" / "data" / "translate_cases_blind22.jsonl"
BLIND23 = ROOT / "tests" / "data" / "translate_cases_blind23.jsonl"
# A twenty-fourth and a twenty-fifth (300 each), written blind at the start of the next session by two more
# teachers. blind24 was measured on that session's first rules (81.3%) and then read to find what to mend;
# blind25 was measured unread on the first rules (84.0%) and the last (84.3%): the honest figure.
BLIND24 = ROOT / "tests" / "data" / "translate_cases_blind24.jsonl"
BLIND25 = ROOT / "tests" / "data" / "translate_cases_blind25.jsonl"
# A twenty-sixth (300), written blind at the start of the session after by one more teacher, measured unread on
# 794796f (85.0%, 11.2% of its correct answers scored 0-1, one comparison reversed passed as 2) and then read to
# find what to mend.
BLIND26 = ROOT / "tests" / "data" / "translate_cases_blind26.jsonl"
# A twenty-seventh (300), written blind in that session by one more teacher, measured unread on 794796f (82.7%)
# and on a7806fb (84.7%, 9.4% of its correct answers scored 0-1): the honest figure. A sample of 40 then went to
# the second reader, whose misses were read and mended.
BLIND27 = ROOT / "tests" / "data" / "translate_cases_blind27.jsonl"
# A twenty-eighth (300), written blind at the start of the session of 2026-12-01 by one more teacher, measured unread
# on that session's first rules (87.0%, 10.8% of its correct answers scored 0-1, 26/28 reversals) and on 3da9a78
# (87.0%, 7.8%), then read: its two reversals missed (被 with both sides exchanged) were mended.
BLIND28 = ROOT / "tests" / "data" / "translate_cases_blind28.jsonl"
# A twenty-ninth (300), written blind in that session by one more teacher, measured unread on its first rules
# (4e981b4: 87.3%, 13.3% of its correct answers scored 0-1) and on a5deec6 (87.3%, 9.6%); a sample of 40 then went
# to the second reader (36/40), and only the reader's misses were read.
BLIND29 = ROOT / "tests" / "data" / "translate_cases_blind29.jsonl"
# A thirtieth (300), written blind at the start of the session of 2026-12-02, measured unread on its first rules
# (6c0332f: 88.0%, 9.0% of its correct answers scored 0-1, 27/28 reversals) and its last (88.0%, 9.0%, 28/28); then
# the two cases that moved and the second reader's sample of 40 (34/40) were read, and two of the reader's misses
# mended.
BLIND30 = ROOT / "tests" / "data" / "translate_cases_blind30.jsonl"
# A thirty-first (300), written blind in the session of 2026-12-02 (second), measured unread on that session's rules
# before any was read (7de0a7b and 150d7a7 alike: 83.7%, 11.4% of its correct answers scored 0-1, 27/28 reversals);
# then read, its misses mended, and a sample of 40 given to the second reader (37/40).
BLIND31 = ROOT / "tests" / "data" / "translate_cases_blind31.jsonl"
# A thirty-second (300), written blind late in the same session, measured unread on its first rules (7de0a7b: 81.3%,
# 6.0% of its correct answers scored 0-1, 28/28 reversals) and on the rules of that moment (ccac646: 82.0%, 6.0%,
# 28/28); then read and its misses mended.
BLIND32 = ROOT / "tests" / "data" / "translate_cases_blind32.jsonl"
# Three more (300 each), written blind in the session of 2026-12-02 (third), each by one more teacher, and each
# measured unread on that session's first rules (ca098c7) before any was read:
# - blind33: 83.3%, 7.2% of its correct answers scored 0-1, 28/28 reversals; read after 9e5786a's mends (85.0%);
# - blind34: 83.7%, 11.4%, 27/28; unread again on 775c7ea (84.0%, 11.4%, 27/28), then read;
# - blind35: 84.0%, 9.6%, 27/28; unread again on c261286 (85.0%, 8.4%, 27/28), then read.
BLIND33 = ROOT / "tests" / "data" / "translate_cases_blind33.jsonl"
BLIND34 = ROOT / "tests" / "data" / "translate_cases_blind34.jsonl"
BLIND35 = ROOT / "tests" / "data" / "translate_cases_blind35.jsonl"
# A thirty-sixth (300), written blind later in the same session, measured unread on ca098c7 (80.7%, 7.2% of its
# correct answers scored 0-1, 28/28 reversals) and on 40f918e (82.0%, 6.6%, 28/28); a sample of 40 then went to the
# second reader (32/40), and the set was read.
BLIND36 = ROOT / "tests" / "data" / "translate_cases_blind36.jsonl"
# A thirty-seventh (300), written blind at the end of the same session and measured unread on ca098c7 (80.0%, 8.4%
# of its correct answers scored 0-1, 28/28 reversals) and on 48c77b1 (81.7%, 8.4%, 28/28). Not read.
BLIND37 = ROOT / "tests" / "data" / "translate_cases_blind37.jsonl"
# Three more (300 each), written blind on 2026-12-02 (fourth session), each by one more teacher asked for the freer
# wordings real learners write, and each measured unread on that session's first rules (72a1483):
# - blind38: 74.3%, 16.1% of its correct answers scored 0-1, 27/28 reversals; then read, and mended (80.3%, 9.4%);
# - blind39: 77.0%, 11.9%, 27/28; unread again on 4c599ef (77.7%, 11.9%, 27/28); then 40 of its explanations went
#   to the second reader (29/40), whose findings were mended (78.7%, 11.3%, 27/28 on 932d689);
# - blind40: written later in the session, 77.3%, 8.8%, 26/28 on 72a1483 and 78.7%, 8.8%, 26/28 on 4c599ef and on
#   932d689; only the cases whose score changed were read.
BLIND38 = ROOT / "tests" / "data" / "translate_cases_blind38.jsonl"
BLIND39 = ROOT / "tests" / "data" / "translate_cases_blind39.jsonl"
BLIND40 = ROOT / "tests" / "data" / "translate_cases_blind40.jsonl"
# Four more (300 each), written blind on 2026-12-02 (fifth session), each by one more teacher, and each measured
# unread on that session's first rules (8064d70):
# - blind41: 76.7%, 10.5% of its correct answers scored 0-1, 27/28 reversals; then read and mended (80.3%, 8.6%,
#   28/28), and 40 of its explanations went to the second reader (34/40);
# - blind42: 79.0%, 8.1%, 28/28; unread on every later round (79.0% on a2410e0), then 40 of its explanations went to
#   the second reader (30/40), whose two general findings were mended (79.7%, 8.1%, 28/28 on 6cdf3d0);
# - blind43: 78.0%, 6.8%, 27/28; unread again on 60f10a8 (78.0%), then read (80.3%, 4.3%, 27/28 on 6cdf3d0);
# - blind44: 76.0%, 8.2%, 28/28; unread again on c814cb9 (76.0%), then read (78.7%, 6.9%, 28/28 on 6cdf3d0).
BLIND41 = ROOT / "tests" / "data" / "translate_cases_blind41.jsonl"
BLIND42 = ROOT / "tests" / "data" / "translate_cases_blind42.jsonl"
BLIND43 = ROOT / "tests" / "data" / "translate_cases_blind43.jsonl"
BLIND44 = ROOT / "tests" / "data" / "translate_cases_blind44.jsonl"
# Two more (300 each), written blind on 2026-12-03, each by one more teacher, measured unread on 5143fb3 and again,
# still unread, after that session's change (free wordings accepted with a note, opposites listed):
# - blind45: 80.3%, 11.5% of its correct answers scored 0-1, 27/28 reversals -> 84.7%, 8.5%, 27/28;
# - blind46: 77.0%, 8.5%, 28/28 -> 81.7%, 6.1%, 28/28.
BLIND45 = ROOT / "tests" / "data" / "translate_cases_blind45.jsonl"
BLIND46 = ROOT / "tests" / "data" / "translate_cases_blind46.jsonl"
# Two more (300 each), written blind on 2026-12-03 (seventh session), each by one more teacher, measured unread on
# that session's first rules (4871903): blind47 82.3%, 7.9% of its correct answers scored 0-1, 76.2% of rewordings
# scored 3, 28/28 reversals; blind48 82.7%, 7.9%, 76.8%, 28/28. blind47 was then read, and 40 of its explanations went
# to the second reader (30/40); blind48 stayed unread until 40 of its explanations went to a second reader at the
# end (35/40 on 8cf6277). On f348301: blind47 87.7%, blind48 83.7% (83.3% before its second reader's findings were
# mended); the rest in bench/RESULTS.md.
BLIND47 = ROOT / "tests" / "data" / "translate_cases_blind47.jsonl"
BLIND48 = ROOT / "tests" / "data" / "translate_cases_blind48.jsonl"
# One more (300), written blind on 2026-12-03 (eighth session) by one more teacher, measured unread on that session's
# first rules (99753fa): 82.7%, 9.8% of its correct answers scored 0-1, 76.8% of rewordings scored 3, 28/28
# reversals; then read and mended (the rest in bench/RESULTS.md).
BLIND49 = ROOT / "tests" / "data" / "translate_cases_blind49.jsonl"
# And one more (300), written blind the same day by another teacher and kept unread to the session's end: 87.0% on
# 99753fa, 6.7% of its correct answers scored 0-1, 84.1% of rewordings scored 3, 26/28 reversals; the final figures
# and its second reader in bench/RESULTS.md.
BLIND50 = ROOT / "tests" / "data" / "translate_cases_blind50.jsonl"
# One more (300), written blind that session by one more teacher while the rules changed, measured unread on 99753fa
# (82.7%, 11.0% of its correct answers scored 0-1, 78.1% of rewordings scored 3, 28/28 reversals) and on f8034ba (83.0%,
# 11.0%, 78.8%, 28/28), then read and mended.
BLIND51 = ROOT / "tests" / "data" / "translate_cases_blind51.jsonl"
# Two more (300 each), written blind on 2026-12-03 (ninth session) by two more teachers: blind52 measured unread on
# 930c225 (81.7%, 11.6% of its correct answers scored 0-1, 72.2% of rewordings scored 3, 27/28 reversals), then read
# and mended; blind53 kept unread to the session's end (85.3%, 6.7%, 79.5%, 28/28 on 930c225).
BLIND52 = ROOT / "tests" / "data" / "translate_cases_blind52.jsonl"
BLIND53 = ROOT / "tests" / "data" / "translate_cases_blind53.jsonl"
# One more (300), written blind on 2026-12-03 (tenth session) and kept unread: 84.3%, 7.9%, 79.5%, 28/28 on d740b75.
BLIND54 = ROOT / "tests" / "data" / "translate_cases_blind54.jsonl"
# And one more (300), written blind the same day: 83.0%, 7.3%, 78.8%, 27/28 on d740b75. One case of it was read: a
# comparison turned round that the session's change had let up to 2 (旧款比新款 for 新款比旧款), mended.
BLIND55 = ROOT / "tests" / "data" / "translate_cases_blind55.jsonl"
# Two more (300 each), written blind on 2026-12-03 (eleventh session): blind56 measured unread on 7d75cac (83.3%, 5.5%
# of its correct answers scored 0-1, 77.5% of rewordings scored 3, 28/28 reversals) and unread again midway (no
# change), then its correct answers scored 0-1 read and mended; blind57, written later, kept unread to the session's
# end (84.7%, 5.5%, 80.1%, 26/28 on 7d75cac).
BLIND56 = ROOT / "tests" / "data" / "translate_cases_blind56.jsonl"
BLIND57 = ROOT / "tests" / "data" / "translate_cases_blind57.jsonl"
# Two more (300 each), written blind on 2026-12-03 (twelfth session), measured unread on 1b1eba6 and midway on
# 9b7ee6f (blind58: 86.3%, 6.7% of its correct answers scored 0-1, 82.8% of rewordings scored 3, 27/28 reversals on
# both; blind59: 86.0%, 3.0%, 85.4%, 27/28 on 1b1eba6). blind58's correct answers scored 0-1 and its missed reversal
# were then read and mended; blind59 was kept unread to the session's end.
BLIND58 = ROOT / "tests" / "data" / "translate_cases_blind58.jsonl"
BLIND59 = ROOT / "tests" / "data" / "translate_cases_blind59.jsonl"
# One more (300), written blind on 2026-12-03 (thirteenth session) and measured unread on 2f6d357 (86.0%, 4.9% of its
# correct answers scored 0-1, 82.8% of rewordings scored 3, 28/28 reversals) and on 786f6bc (85.7%, 4.9%, 82.8%,
# 28/28); then read and mended (2026-12-04, fourteenth session).
BLIND60 = ROOT / "tests" / "data" / "translate_cases_blind60.jsonl"
# One more (300), written blind on 2026-12-04 (fourteenth session) and measured unread on 2f6d357 and after the
# session's first mends, alike (85.3%, 6.7%, 80.1%, 28/28); then read and mended.
BLIND61 = ROOT / "tests" / "data" / "translate_cases_blind61.jsonl"
# One more (300), written blind later that session and measured unread on the session's rules (e8f4d93: 89.3%, 1.2%
# of its correct answers scored 0-1, 86.8% of rewordings scored 3, 28/28 reversals) and on 786f6bc (89.7%, 1.2%,
# 87.4%, 28/28). Only the four cases whose grade or note the session changed were read (生我的气, 一次新闻发布会
# mended).
BLIND62 = ROOT / "tests" / "data" / "translate_cases_blind62.jsonl"
# One more (300), written blind at the session's end and measured unread on 4ee1042 (85.0%, 7.3% of its correct
# answers scored 0-1, 78.8% of rewordings scored 3, 27/28 reversals) and on 786f6bc (85.0%, 7.9%, 78.8%, 27/28); then
# its correct answers scored 0-1 read (头痛, 沉着, 著称 mended).
BLIND63 = ROOT / "tests" / "data" / "translate_cases_blind63.jsonl"
# Two more (300 each), written blind by two helpers at the fifteenth session's start and measured unread on ac90980:
# blind64 (90.0%, 4.9% of its correct answers scored 0-1, 87.4% of rewordings scored 3, 27/28 reversals), then read and
# mended; blind65 (86.7%, 5.5%, 81.5%, 28/28) kept unread until the session's last rules.
BLIND64 = ROOT / "tests" / "data" / "translate_cases_blind64.jsonl"
BLIND65 = ROOT / "tests" / "data" / "translate_cases_blind65.jsonl"
# Three more (300 each), written blind by helpers in the sixteenth session and measured unread on ba9162e (the
# session's start): blind66 (88.0%, 5.5% of its correct answers scored 0-1, 83.4% of rewordings scored 3, 28/28
# reversals), blind67 (87.3%, 6.7%, 82.8%, 28/28), blind68 (85.3%, 4.9%, 80.8%, 28/28); blind67 and blind68 gave the
# same 0-1 shares on the session's rules after the blind66 mends. All three then read.
BLIND66 = ROOT / "tests" / "data" / "translate_cases_blind66.jsonl"
BLIND67 = ROOT / "tests" / "data" / "translate_cases_blind67.jsonl"
BLIND68 = ROOT / "tests" / "data" / "translate_cases_blind68.jsonl"
# Two more (300 each), written blind later in the sixteenth session: blind69 measured unread on c4e8105 (88.7%, 4.9%,
# 84.1%, 28/28; 88.0%, 4.9%, 84.1%, 28/28 on ba9162e), then read; blind70 kept unread until the session's last rules,
# 3447c05 (89.0%, 3.7%, 85.4%, 28/28; 88.3%, 3.7%, 84.1%, 28/28 on ba9162e).
BLIND69 = ROOT / "tests" / "data" / "translate_cases_blind69.jsonl"
BLIND70 = ROOT / "tests" / "data" / "translate_cases_blind70.jsonl"
# Seven more (300 each), written blind by helpers in the seventeenth session, each measured before it was read
# (agreement, correct answers scored 0-1, rewordings scored 3, reversals scored 0-1): blind71 on 357baae (90.0%,
# 4.9%, 86.8%, 28/28); blind72 on 357baae and again after the blind71 mends (87.7%, 7.9%, 82.8%, 28/28 both); blind73
# on c17caee (86.7%, 6.1%, 84.8%, 27/28; 85.3%, 6.1%, 82.1%, 27/28 on 357baae); blind74 on 7ff97d2 (84.7%, 7.9%,
# 80.1%, 27/28); blind76 on dc0aeb4 (89.7%, 6.7%, 86.1%, 27/28); these five then read. blind75 and blind77 were kept
# unread to the session's last rules, 1055d16: blind75 85.7%, 12.2%, 79.5%, 28/28 (85.0%, 12.2%, 78.1%, 28/28 on
# 357baae), blind77 88.7%, 4.3%, 85.4%, 28/28 (88.3%, 4.3%, 85.4%, 27/28 on 357baae).
BLIND71 = ROOT / "tests" / "data" / "translate_cases_blind71.jsonl"
BLIND72 = ROOT / "tests" / "data" / "translate_cases_blind72.jsonl"
BLIND73 = ROOT / "tests" / "data" / "translate_cases_blind73.jsonl"
BLIND74 = ROOT / "tests" / "data" / "translate_cases_blind74.jsonl"
BLIND75 = ROOT / "tests" / "data" / "translate_cases_blind75.jsonl"
BLIND76 = ROOT / "tests" / "data" / "translate_cases_blind76.jsonl"
BLIND77 = ROOT / "tests" / "data" / "translate_cases_blind77.jsonl"
# Three more (300 each), written blind by helpers in the eighteenth session on topics of their own (health and travel;
# work, school and technology; home, food and feelings), each measured before it was read (agreement, correct answers
# scored 0-1, rewordings scored 3, reversals scored 0-1): blind78 87.0%, 6.1%, 85.4%, 28/28 and blind79 88.7%, 6.1%,
# 84.1%, 28/28 on 92ed7e4 (the session start), then read; blind80 83.3%, 10.4%, 74.8%, 28/28 on 92ed7e4 and the
# same on fd1d853, the first round's last rules; then read. Two more written later that session (history, art and
# the environment; city life, children and appointments): blind81 measured unread on fd1d853 (86.7%, 7.3%, 80.8%,
# 28/28), then read; blind82 kept unread to the session's last rules (85.0%, 8.5%, 79.5%, 28/28; 85.0%, 8.5%, 80.1%,
# 28/28 on fd1d853).
BLIND78 = ROOT / "tests" / "data" / "translate_cases_blind78.jsonl"
BLIND79 = ROOT / "tests" / "data" / "translate_cases_blind79.jsonl"
BLIND80 = ROOT / "tests" / "data" / "translate_cases_blind80.jsonl"
BLIND81 = ROOT / "tests" / "data" / "translate_cases_blind81.jsonl"
BLIND82 = ROOT / "tests" / "data" / "translate_cases_blind82.jsonl"
# Seven more (300 each), written blind by helpers in the nineteenth session (2026-12-05), each on topics of its own,
# measured on 6fd6dd1 (the session start) before it was read (agreement, correct answers scored 0-1, rewordings
# scored 3, reversals scored 0-1): blind83 84.0%, 7.3%, 80.1%, 28/28; blind84 87.3%, 6.1%, 84.1%, 28/28; blind85
# 85.0%, 10.4%, 78.1%, 28/28; blind86 85.0%, 10.4%, 82.1%, 28/28; blind87 88.7%, 7.3%, 86.8%, 28/28; blind88 83.3%,
# 9.8%, 79.5%, 28/28; blind89 88.7%, 3.0%, 87.4%, 28/28. blind83, 84, 86, 88 and 89 were then read; blind85 and
# blind87 were kept unread to the session's last rules (0232867), where they score the same as at its start.
BLIND83 = ROOT / "tests" / "data" / "translate_cases_blind83.jsonl"
BLIND84 = ROOT / "tests" / "data" / "translate_cases_blind84.jsonl"
BLIND85 = ROOT / "tests" / "data" / "translate_cases_blind85.jsonl"
BLIND86 = ROOT / "tests" / "data" / "translate_cases_blind86.jsonl"
BLIND87 = ROOT / "tests" / "data" / "translate_cases_blind87.jsonl"
BLIND88 = ROOT / "tests" / "data" / "translate_cases_blind88.jsonl"
BLIND89 = ROOT / "tests" / "data" / "translate_cases_blind89.jsonl"
# Six more (300 each), written blind by helpers in the twentieth session (2026-12-05), measured on 59dd479 (the
# session start) before any was read (agreement, correct answers scored 0-1, rewordings scored 3, reversals scored
# 0-1): blind90 90.3%, 4.9%, 90.7%, 28/28; blind91 89.7%, 4.9%, 89.4%, 28/28; blind92 85.7%, 9.8%, 80.8%, 28/28;
# blind93 89.0%, 4.3%, 85.4%, 28/28; blind94 89.7%, 3.0%, 90.1%, 28/28; blind95 86.3%, 4.3%, 85.4%, 27/28.
# blind90, 92 and 94 were then read; blind91, 93 and 95 were kept unread to the session's last rules.
BLIND90 = ROOT / "tests" / "data" / "translate_cases_blind90.jsonl"
BLIND91 = ROOT / "tests" / "data" / "translate_cases_blind91.jsonl"
BLIND92 = ROOT / "tests" / "data" / "translate_cases_blind92.jsonl"
BLIND93 = ROOT / "tests" / "data" / "translate_cases_blind93.jsonl"
BLIND94 = ROOT / "tests" / "data" / "translate_cases_blind94.jsonl"
BLIND95 = ROOT / "tests" / "data" / "translate_cases_blind95.jsonl"
# Sixty answers a black-box red team found the grader wrong on (a helper, 2026-11-24, on d62d77f's rules): 35 wrong
# answers it accepted ("wrong_accepted", 32 of them as 3) and 25 it scored below a teacher or explained falsely
# ("refused_or_misexplained"), each with a teacher's score. Reported apart: they were picked for being graded wrong.
REDTEAM1 = ROOT / "tests" / "data" / "translate_redteam1.jsonl"
# A second red team (a helper, on 3c89ccd's rules), 901 attempts probed: 87 wrong answers scored 2-3 (17.6% of the
# wrong ones) and 89 correct ones scored 0-1 (21.9%) by its count; its 60 findings, 30 of each, as above.
REDTEAM2 = ROOT / "tests" / "data" / "translate_redteam2.jsonl"
# (red team, wrong answers scored 3 / below the teacher / within one point of the teacher, when found)
FOUND = {REDTEAM1: (32, 23, 10), REDTEAM2: (24, 30, 7)}
# Three red teams of 2026-12-02, written as sets (a helper each, never shown the rules): tricky correct answers (3)
# and near misses a word-matching grader could accept, each with a teacher's score. Measured when written: 100 of
# 150 agreeing on 14b2e85's rules (28 correct answers scored 0-1 or wrong ones 2-3), 111 of 160 on 30cb1ba's (21),
# 101 of 140 on b09f003's (21; levels 4-6, clauses and their links).
REDTEAM3 = ROOT / "tests" / "data" / "translate_redteam3.jsonl"
REDTEAM4 = ROOT / "tests" / "data" / "translate_redteam4.jsonl"
REDTEAM5 = ROOT / "tests" / "data" / "translate_redteam5.jsonl"
# Three answers (two right, one near miss) to each of 60 shipped HSK 1-4 sentences drawn at random, by one more
# helper: what a learner of the app meets. 107 of 180 agreeing when written, on fef3749's rules.
REDTEAM6 = ROOT / "tests" / "data" / "translate_redteam6.jsonl"
# A red team aimed at the constructions and set phrases mended on 2026-12-02 (second session): for each, correct
# variants and near misses (the two sides changed round, another person, the condition turned). 68 of 120 agreeing
# on that session's first rules (7de0a7b), 78 when written (667d848), 86 after its findings were mended.
REDTEAM7 = ROOT / "tests" / "data" / "translate_redteam7.jsonl"
# A red team aimed at the forms read on 2026-12-02 (third session): 能 + verb + result, 不能 / V不了, 时 / 的时候,
# 有没有, 有人把 / 被人, the subject before either clause, 不但 / 除了, 在我看来, 把 + result, 放 + place, 没法,
# 缺乏 / 没有, the cause after the subject, and the errors taught with them. 60 of 120 agreeing on that session's
# first rules (ca098c7), 86 when written (63e6cb2), 93 after its findings were mended (c261286).
REDTEAM8 = ROOT / "tests" / "data" / "translate_redteam8.jsonl"
# A second red team of that session, on the forms read after redteam8 (是…的, 从…出来, links left out, the topic with
# 过, 个 after 是, 累是累, 怎么卖, 与 B 相比, 而不是, 会 after 都, 每…都 + 了). 57 of 100 agreeing on ca098c7, 83 when
# written (6635fb7), 84 after its findings were mended (48c77b1).
REDTEAM9 = ROOT / "tests" / "data" / "translate_redteam9.jsonl"
# A red team aimed at the forms read on 2026-12-02 (fourth session): a denied opposite, 了没有 after the object,
# 是不是 for 不是…吗, 冷得很, 找不着, 没有 from the other side, the 把 thing as topic, 不能吃苦, 值得看, 在我看来
# moved, 价钱太高, 一天天 (75 wrong, 25 right; the helper gave no HSK level, which the rules do not read). 50 of 100
# agreeing on that session's first rules (72a1483), 61 when written, 64 after its findings were mended.
REDTEAM10 = ROOT / "tests" / "data" / "translate_redteam10.jsonl"
# A red team aimed at the forms read on 2026-12-02 (fifth session): a question put first as the topic, a scene set
# after the subject, A不A for "whether", 了 left out before 以后 and before how long, 它 left out, 把 for the plain
# sentence, 又…又 for 不仅…而且, 太…了 for 很, 我们家 for 我家 (70 wrong, 30 right). 45 of 100 agreeing on that
# session's first rules (8064d70), 55 when written (230825f), 63 after its findings were mended (60f10a8 on).
REDTEAM11 = ROOT / "tests" / "data" / "translate_redteam11.jsonl"
# A red team aimed at the free wordings accepted unchecked (2026-12-03, on 4871903): opposites inside a rebuilt
# sentence, another time, place or share of the whole, roles and conditions turned round, and correct answers still
# refused (50 wrong, 25 refused, 15 near misses, 10 right). 0 of its 90 found cases agreeing when found.
REDTEAM12 = ROOT / "tests" / "data" / "translate_redteam12.jsonl"
# A red team aimed at the everyday wordings read on 2026-12-03 (eighth session): each probed for wrong answers it lets
# through and right ones still refused (50 wrong, 25 refused, 15 near misses, 10 right); 18 of 100 agreeing when
# found (on 4a4f2ba-ce13f05, while the rules changed under it).
REDTEAM13 = ROOT / "tests" / "data" / "translate_redteam13.jsonl"
# A red team aimed at the words that only stress and the forms read on 2026-12-03 (ninth session), probing 4da3ae5
# (49 wrong, 27 refused, 14 near misses, 10 right); 10 of 100 agreeing when found.
REDTEAM14 = ROOT / "tests" / "data" / "translate_redteam14.jsonl"
# A red team aimed at the benefit of the doubt given to answers worded apart in several places (2026-12-03, tenth
# session), probing 2af3434 (50 wrong accepted, 25 refused, 15 near misses, 10 right); 10 of 100 agreeing when found,
# 11 on d740b75 before that change: most of what it found was older.
REDTEAM15 = ROOT / "tests" / "data" / "translate_redteam15.jsonl"
# A red team aimed at the session's readings (a lone 一, 完 for "after", "now" without 现在, 请 without 你) and the
# benefit of the doubt (2026-12-03, eleventh session), probing c7a4c6b (45 wrong accepted, 30 refused, 15 near
# misses, 10 right); 10 of 100 agreeing when found, as on 7d75cac: most of what it found was older.
REDTEAM16 = ROOT / "tests" / "data" / "translate_redteam16.jsonl"
# A red team aimed at the twelfth session's set phrases and readings (决心 alone, 先生 for "man", "all night" however
# said, 没想到, 到 for 去, 拿 for 得…) and at what still passes (2026-12-03), probing 565bc63 (45 wrong accepted, 31
# refused, 15 near misses, 9 right); 9 of 100 agreeing when found, and on 1b1eba6.
REDTEAM17 = ROOT / "tests" / "data" / "translate_redteam17.jsonl"
# A short red team (60) aimed at the readings made after red team 17 and a second reader (了 where the act went on,
# 呢, 都 after a whole span, 不营业, 过不了多久, 得花…), probing 6598b0a (29 wrong accepted, 15 refused, 9 near misses,
# 7 right); 7 of 60 agreeing when found, 15 on 1b1eba6: it found where those readings went too far.
REDTEAM18 = ROOT / "tests" / "data" / "translate_redteam18.jsonl"
# A red team aimed at the fourteenth session's readings (了 closing a clause, 在…方面, 比起, 既…也, 依我看, 近十年来,
# 搬走 / 搬出去, synonyms, 次 / 场) and at what still passes (2026-12-04), probing e8f4d93 (45 wrong accepted, 30
# refused, 15 near misses, 10 right); 10 of 100 agreeing when found, 9 on 786f6bc.
REDTEAM19 = ROOT / "tests" / "data" / "translate_redteam19.jsonl"
# A red team aimed at the seventeenth session's set phrases (最快的 for 比任何人都快, 营业到, 跑出, 谁都没, 禁止,
# 没有你的帮助…) and their near misses (2026-12-04), 60 correct and 90 near misses; 109 of 150 agreeing on 7ff97d2
# when written (wrong answers scored 3: 5), 113 on 1055d16 (2).
REDTEAM20 = ROOT / "tests" / "data" / "translate_redteam20.jsonl"
# A red team aimed at the eighteenth session's forms (abbreviations, a place said first, how often, 是不是,
# 爬山去, 上山 / 到山上, 以后 after V了, 打五折, 没有怨言, the time of a clause, the thing put first, 之所以…靠的是)
# and their near misses (2026-12-04), 75 right and 75 near misses; 105 of 150 agreeing on c7f5f20 when written (wrong
# answers scored 3: 6), 111 after its findings were mended (4).
REDTEAM21 = ROOT / "tests" / "data" / "translate_redteam21.jsonl"
# A red team on what a word-matching grader gets wrong (a noun said again for a pronoun, a place or time moved, 出来 /
# 出去, comparisons from the other side, 把 / 被 with long noun phrases, how often, qualities swapped, a verb left
# out), 75 right and 75 near misses (2026-12-05); 94 of 150 agreeing on 6fd6dd1 when written (wrong answers scored
# 3: 3), 104 on 0232867 (2).
REDTEAM22 = ROOT / "tests" / "data" / "translate_redteam22.jsonl"
# Three red teams of the twentieth session (2026-12-05), each 150 written blind: 23 on what a word-matching grader
# gets wrong (75 right, 75 near misses), 24 on two clauses and their links, modals, aspect and amounts (70 right, 80
# near misses), 25 on near misses that keep almost every word (60 right, 90 near misses). Agreement when written, on
# 59dd479, with wrong answers scored 3 in brackets: 99 of 150 (5), 108 (3), 99 (5); on the session's last rules
# (4c3dd92): 102 (0), 112 (1), 102 (0).
REDTEAM23 = ROOT / "tests" / "data" / "translate_redteam23.jsonl"
REDTEAM24 = ROOT / "tests" / "data" / "translate_redteam24.jsonl"
REDTEAM25 = ROOT / "tests" / "data" / "translate_redteam25.jsonl"
# The sets written with a kind for each case, oldest first.
KINDED = (
    BLIND2,
    BLIND3,
    BLIND4,
    BLIND5,
    BLIND6,
    BLIND7,
    BLIND8,
    BLIND9,
    BLIND10,
    BLIND11,
    BLIND12,
    BLIND13,
    BLIND14,
    BLIND15,
    BLIND16,
    BLIND17,
    BLIND18,
    BLIND19,
    BLIND20,
    BLIND21,
    BLIND22,
    BLIND23,
    BLIND24,
    BLIND25,
    BLIND26,
    BLIND27,
    BLIND28,
    BLIND29,
    BLIND30,
    BLIND31,
    BLIND32,
    BLIND33,
    BLIND34,
    BLIND35,
    BLIND36,
    BLIND37,
    BLIND38,
    BLIND39,
    BLIND40,
    BLIND41,
    BLIND42,
    BLIND43,
    BLIND44,
    BLIND45,
    BLIND46,
    BLIND47,
    BLIND48,
    BLIND49,
    BLIND50,
    BLIND51,
    BLIND52,
    BLIND53,
    BLIND54,
    BLIND55,
    BLIND56,
    BLIND57,
    BLIND58,
    BLIND59,
    BLIND60,
    BLIND61,
    BLIND62,
    BLIND63,
    BLIND64,
    BLIND65,
    BLIND66,
    BLIND67,
    BLIND68,
    BLIND69,
    BLIND70,
    BLIND71,
    BLIND72,
    BLIND73,
    BLIND74,
    BLIND75,
    BLIND76,
    BLIND77,
    BLIND78,
    BLIND79,
    BLIND80,
    BLIND81,
    BLIND82,
    BLIND83,
    BLIND84,
    BLIND85,
    BLIND86,
    BLIND87,
    BLIND88,
    BLIND89,
    BLIND90,
    BLIND91,
    BLIND92,
    BLIND93,
    BLIND94,
    BLIND95,
)
# Kinds of BLIND2 that are correct answers worded otherwise than the reference, and reversed meanings.
REWORDED = frozenset(
    "synonym measure_word_alt ba_bei topic_fronting le_position complement word_order_ok dropped_pronoun "
    "question_form rewording".split()
)
REVERSED = frozenset("reversed_roles bei_agent_swapped comparison_reversed".split())
SCORES = (0, 1, 2, 3)


def load_cases(path: Path = CASES) -> list[dict]:
    """The labelled cases, one JSON object a line."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate(cases: list[dict]) -> list[int]:
    """The offline evaluator's score of every case."""
    evaluator = OfflineEvaluator()
    return [evaluator.translate(c["english"], c["attempt"], c["reference"], c["level"]).score for c in cases]


def chrf_scores(cases: list[dict]) -> list[float]:
    """Sentence chrF (0-100) of each attempt against its reference, both normalised."""
    from sacrebleu.metrics import CHRF

    chrf = CHRF()
    return [chrf.sentence_score(normalise(c["attempt"]), [normalise(c["reference"])]).score for c in cases]


def fit_thresholds(values: list[float], labels: list[int]) -> tuple[float, float, float]:
    """(t1, t2, t3): the score is 3 from t3 up, 2 from t2, 1 from t1, else 0; the cuts that agree with the
    most labels (an O(n) sweep over the cut points between distinct values)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    xs, ys = [values[i] for i in order], [labels[i] for i in order]
    n = len(xs)
    cuts = [k for k in range(n + 1) if k in (0, n) or xs[k - 1] < xs[k]]  # between distinct values only
    prefix = {s: [0] * (n + 1) for s in SCORES}
    for k, y in enumerate(ys):
        for s in SCORES:
            prefix[s][k + 1] = prefix[s][k] + (y == s)

    def between(s: int, lo: int, hi: int) -> int:
        return prefix[s][hi] - prefix[s][lo]

    best_low = {}  # for each cut c2: the best cut c1 <= c2 for the 0 | 1 boundary
    running = None
    for c in cuts:
        value = between(0, 0, c) - prefix[1][c]
        if running is None or value > running[0]:
            running = (value, c)
        best_low[c] = running
    best_high = {}  # for each cut c2: the best cut c3 >= c2 for the 2 | 3 boundary
    running = None
    for c in reversed(cuts):
        value = between(3, c, n) + prefix[2][c]
        if running is None or value > running[0]:
            running = (value, c)
        best_high[c] = running
    score, c1, c2, c3 = max(
        (best_low[c][0] + prefix[1][c] - prefix[2][c] + best_high[c][0], best_low[c][1], c, best_high[c][1])
        for c in cuts
    )

    def threshold(cut: int) -> float:
        if cut == 0:
            return float("-inf")
        return float("inf") if cut == n else (xs[cut - 1] + xs[cut]) / 2

    return threshold(c1), threshold(c2), threshold(c3)


def bucket(value: float, thresholds: tuple[float, float, float]) -> int:
    """The 0-3 score a chrF value gets from the thresholds."""
    return sum(value >= t for t in thresholds)


def agreement(predicted: list[int], labels: list[int]) -> dict:
    """{score: (agreeing, cases with that label)} and "all"."""
    out = {s: (sum(p == y == s for p, y in zip(predicted, labels, strict=True)), labels.count(s)) for s in SCORES}
    out["all"] = (sum(p == y for p, y in zip(predicted, labels, strict=True)), len(labels))
    return out


def issue_measures(cases: list[dict]) -> None:
    """Issue 12's targets on a set with kinds: correct rewordings scored 3, correct answers scored 0-1,
    reversed meanings scored 0-1, and agreement per kind."""
    scores = evaluate(cases)
    reworded = [s for c, s in zip(cases, scores, strict=True) if c["kind"] in REWORDED]
    correct = [s for c, s in zip(cases, scores, strict=True) if c["score"] == 3]
    reversed_ = [s for c, s in zip(cases, scores, strict=True) if c["kind"] in REVERSED]
    share = 100 * reworded.count(3) / len(reworded)
    print(f"correct rewordings scored 3: {reworded.count(3)}/{len(reworded)} ({share:.1f}%)")
    low = sum(s <= 1 for s in correct)
    print(f"correct answers (exact or reworded) scored 0-1: {low}/{len(correct)} ({100 * low / len(correct):.1f}%)")
    print(f"reversed meanings scored 0-1: {sum(s <= 1 for s in reversed_)}/{len(reversed_)}")
    kinds: dict[str, list[int]] = {}
    for c, s in zip(cases, scores, strict=True):
        kinds.setdefault(c["kind"], []).append(s == c["score"])
    print("agreement per kind: " + ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(kinds.items())) + "\n")


def speed(cases: list[dict], seconds: float) -> tuple[float, float]:
    """(seconds of the first, cold pass over the cases, evaluations per second once warm)."""
    evaluator = OfflineEvaluator()
    start = time.perf_counter()
    for c in cases:
        evaluator.translate(c["english"], c["attempt"], c["reference"], c["level"])
    cold = time.perf_counter() - start
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        split_words.cache_clear()  # each round segments every text again
        to_simplified.cache_clear()
        for c in cases:
            evaluator.translate(c["english"], c["attempt"], c["reference"], c["level"])
        done += len(cases)
    return cold, done / (time.perf_counter() - start)


def _percent(pair: tuple[int, int]) -> str:
    agree, total = pair
    return f"{agree:>3}/{total:<3} {100 * agree / total:5.1f}%" if total else "   -"


def report(cases: list[dict], path: Path) -> None:
    """Agreement of the evaluator and of the chrF baseline with one labelled set, per label and overall."""
    labels = [c["score"] for c in cases]
    offline = agreement(evaluate(cases), labels)
    values = chrf_scores(cases)
    thresholds = fit_thresholds(values, labels)
    baseline = agreement([bucket(v, thresholds) for v in values], labels)

    print(f"{len(cases)} labelled cases ({path.relative_to(ROOT)})")
    print(f"{'label':<8}{'offline evaluator':>20}{'chrF baseline':>20}")
    for key in (*SCORES, "all"):
        print(f"{key!s:<8}{_percent(offline[key]):>20}{_percent(baseline[key]):>20}")
    gap = 100 * (offline["all"][0] - baseline["all"][0]) / len(cases)
    print(f"offline minus baseline: {gap:+.1f} points")
    cuts = ", ".join(f"{score} from {t:.1f}" for score, t in zip((1, 2, 3), thresholds, strict=True))
    print(f"chrF thresholds (fitted on this set for the best baseline agreement): {cuts}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="how long to time the evaluator")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core

    cases = load_cases()
    cold, rate = speed(cases, args.seconds)  # first: its first pass is the cold one
    for path in (CASES, BLIND, *KINDED):
        report(load_cases(path), path)
    for path in KINDED:
        print(f"issue 12's measures on {path.name}:")
        issue_measures(load_cases(path))
    for path, (accepted, below, near) in FOUND.items():
        red = load_cases(path)
        graded = list(zip(red, evaluate(red), strict=True))
        wrong = [g for c, g in graded if c["kind"] == "wrong_accepted"]
        low = [g < c["score"] for c, g in graded if c["kind"] != "wrong_accepted"]
        print(
            f"red team ({path.name}): wrong answers scored 3 {sum(g == 3 for g in wrong)} of {len(wrong)} ({accepted} "
            f"when found); the others scored below the teacher {sum(low)} of {len(low)} ({below} when found); within "
            f"one point of the teacher {sum(abs(g - c['score']) <= 1 for c, g in graded)} of {len(graded)} ({near} "
            "when found)"
        )
    red_teams = (
        REDTEAM3,
        REDTEAM4,
        REDTEAM5,
        REDTEAM6,
        REDTEAM7,
        REDTEAM8,
        REDTEAM9,
        REDTEAM10,
        REDTEAM11,
        REDTEAM12,
        REDTEAM13,
        REDTEAM14,
        REDTEAM15,
        REDTEAM16,
        REDTEAM17,
        REDTEAM18,
        REDTEAM19,
        REDTEAM20,
        REDTEAM21,
        REDTEAM22,
        REDTEAM23,
        REDTEAM24,
        REDTEAM25,
    )
    for path in red_teams:
        red = load_cases(path)
        graded = list(zip(red, evaluate(red), strict=True))
        right = [g for c, g in graded if c["score"] == 3]
        wrong = [g for c, g in graded if c["score"] <= 1]
        print(
            f"red team ({path.name}): agreement {sum(g == c['score'] for c, g in graded)} of {len(graded)}; correct "
            f"answers scored 0-1 {sum(g <= 1 for g in right)} of {len(right)}; wrong ones scored 2-3 "
            f"{sum(g >= 2 for g in wrong)} of {len(wrong)}, 3 {sum(g == 3 for g in wrong)}"
        )
    print(f"speed: {rate:,.0f} evaluations/s on one core (first, cold pass: {cold:.2f} s for {len(cases)} cases)")


if __name__ == "__main__":
    main()
