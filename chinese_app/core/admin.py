"""An admin's tools on their own account: the date override (see clock) and resetting deck data."""

from sqlmodel import Session, col, delete

from chinese_app.core import learner
from chinese_app.identity import Principal
from chinese_app.models import Deck, DescriptionLog, FlashcardLog, TranslateLog


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
