"""An admin's tools on their own account: the date override (see clock) and resetting deck data;
and what the admin page shows of the content."""

from sqlmodel import Session, col, delete, func, select

from chinese_app.core import learner
from chinese_app.core.accounts import require_admin
from chinese_app.core.catalogue import LEVELS
from chinese_app.core.content import offered
from chinese_app.identity import Principal
from chinese_app.models import Clip, Deck, DescriptionLog, FlashcardLog, Picture, Sentence, TranslateLog
from chinese_app.wire import Answer


class DeletedRows(Answer):
    decks: int
    translateLogs: int
    flashcardLogs: int
    descriptionLogs: int


class ResetDone(Answer):
    success: bool
    deleted: DeletedRows


class ContentCounts(Answer):
    """What learners can practise: sentences per HSK level, pictures, clips."""

    sentences: dict[str, int]
    pictures: int
    clips: int


def reset_deck_data(db: Session, user: Principal) -> ResetDone:
    """Delete the caller's decks (with their cards, sessions and review logs) and practice logs.
    Nobody else's data is touched."""
    require_admin(user)
    learner.lock(db, user.uid)  # nothing of this learner's is being written meanwhile
    deleted = {
        name: db.execute(delete(table).where(col(table.user_id) == user.uid)).rowcount
        for name, table in (
            ("decks", Deck),
            ("translateLogs", TranslateLog),
            ("flashcardLogs", FlashcardLog),
            ("descriptionLogs", DescriptionLog),
        )
    }
    return ResetDone(success=True, deleted=DeletedRows(**deleted))


def content_counts(db: Session, user: Principal) -> ContentCounts:
    require_admin(user)
    levels = dict(db.exec(select(Sentence.level, func.count()).group_by(Sentence.level)).all())
    return ContentCounts(
        sentences={level: levels.get(level, 0) for level in LEVELS},
        pictures=db.exec(offered(select(func.count()).select_from(Picture))).one(),
        clips=db.exec(select(func.count()).select_from(Clip)).one(),
    )
