"""An admin's tools on their own account: the date override (see clock) and resetting deck data."""

from sqlmodel import Session, col, delete, func, select

from chinese_app.core import learner
from chinese_app.core.content import LEVELS
from chinese_app.identity import Principal
from chinese_app.models import Clip, Deck, DescriptionLog, FlashcardLog, Picture, Sentence, TranslateLog


def reset_deck_data(db: Session, user: Principal) -> dict:
    """Delete the caller's decks (with their cards, sessions and review logs) and practice logs.
    Nobody else's data is touched."""
    learner.lock(db, user.uid)  # nothing of this learner's is being written meanwhile
    deleted = {}
    for name, table in (
        ("decks", Deck),
        ("translateLogs", TranslateLog),
        ("flashcardLogs", FlashcardLog),
        ("descriptionLogs", DescriptionLog),
    ):
        deleted[name] = db.execute(delete(table).where(col(table.user_id) == user.uid)).rowcount
    return {"success": True, "deleted": deleted}


def content_counts(db: Session) -> dict:
    """What learners can practise: sentences per level, pictures, clips."""
    levels = dict(db.exec(select(Sentence.level, func.count()).group_by(Sentence.level)).all())
    return {
        "sentences": {level: levels.get(level, 0) for level in LEVELS},
        "pictures": db.exec(select(func.count()).select_from(Picture)).one(),
        "clips": db.exec(select(func.count()).select_from(Clip)).one(),
    }
