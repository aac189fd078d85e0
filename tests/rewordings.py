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
    grader = OfflineEvaluator()
    for chinese, attempt in CANDIDATES:
        sentence = db.exec(select(Sentence).where(Sentence.chinese == chinese)).first()
        if sentence is not None and grader.translate(sentence.english, attempt, chinese, sentence.level).score < 3:
            return Rewording(sentence.id, sentence.level, sentence.english, chinese, attempt)
    raise AssertionError("the grader scores every rewording in tests/rewordings.py 3: add one it does not")
