"""Right translations of shipped HSK 1 sentences that the offline grader scores below 3: what a learner
reports with "My answer should be accepted". The grader keeps learning, so a test takes the first of
them it still scores below 3 (and fails, saying so, once it scores them all 3)."""

from dataclasses import dataclass

from sqlmodel import Session, select

from chinese_app.evaluation.offline import OfflineEvaluator
from chinese_app.models import Sentence

# (the reference, a right rewording of it)
CANDIDATES = (
    ("这个菜很好吃。", "这道菜很好吃。"),  # 道 is the measure word of a dish
    ("我们一起吃饭吧。", "我们一块儿吃饭吧。"),  # 一块儿 = 一起, together
    ("今天外边很热。", "今天外边天气很热。"),
    ("你有时间吗？", "你有空吗？"),  # 有空 = to be free
    ("请关门。", "请把门关上。"),
    ("我饿了，也渴了。", "我又饿又渴。"),
    ("我给你打电话。", "我打电话给你。"),
    ("我等了一个小时。", "我等了一小时。"),
    ("你怎么了？", "你怎么啦？"),
    ("现在几点？", "现在几点了？"),
    ("今天是我的生日。", "今天我过生日。"),  # 过生日 = to celebrate one's birthday
    ("我想喝一杯茶。", "我想来一杯茶。"),  # 来 = "have", ordering food or drink (the grader accepts it now)
    ("下班以后我去商店。", "下了班我就去商店。"),
    ("他跟朋友一起去看电影。", "他和朋友们一块儿去看电影。"),  # 一块儿 = 一起, together
    ("我的电脑坏了。", "我的电脑出毛病了。"),  # 出毛病 = to break down
    ("现在是零点。", "现在是半夜十二点。"),  # midnight, said as twelve at night
    ("他走路很快，我很慢。", "他走得很快，我走得很慢。"),  # how each walks, said with 得
    ("这是第二次。", "这已经是第二回了。"),  # 回 = 次, and 已经…了 "already" says what 第二 implies
    ("我早上七点起床。", "我每天早上七点钟起来。"),  # a habit, said with 每天 "every day"
)


# (the reference, a right rewording the grader accepts without a word-by-word check: a 3 whose note says so)
UNCHECKED = (
    ("今天外边很热。", "今天外边天气很热。"),  # 天气 added, which the English leaves understood
    ("请关门。", "请把门关上。"),
)


@dataclass(frozen=True)
class Rewording:
    sentence_id: str
    level: str
    english: str
    chinese: str
    attempt: str


def rewording(db: Session) -> Rewording:
    """The first candidate the offline grader scores below 3, with its sentence from `db`."""
    found = _first(db, CANDIDATES, lambda grade: grade.score < 3)
    assert found, "the grader scores every rewording in tests/rewordings.py 3: add one it does not"
    return found


def unchecked_rewording(db: Session) -> Rewording:
    """The first of UNCHECKED the offline grader accepts with its note that it could not check it word by word."""
    found = _first(db, UNCHECKED, lambda grade: grade.score == 3 and "as far as we can check" in grade.explanation)
    assert found, "the grader accepts none of tests/rewordings.py's UNCHECKED unchecked: add one it does"
    return found


def _first(db: Session, candidates, wanted) -> Rewording | None:
    grader = OfflineEvaluator()
    for chinese, attempt in candidates:
        sentence = db.exec(select(Sentence).where(Sentence.chinese == chinese)).first()
        if sentence is not None and wanted(grader.translate(sentence.english, attempt, chinese, sentence.level)):
            return Rewording(sentence.id, sentence.level, sentence.english, chinese, attempt)
    return None
