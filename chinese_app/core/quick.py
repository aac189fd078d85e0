"""Quick sessions: one-off virtual decks, at most one in progress per exercise type, and the
describe page's single picture."""

import random

from sqlmodel import Session, col, delete, select

from chinese_app.core import clock, learner
from chinese_app.core.catalogue import DEFAULT_LEVEL, parse_level, parse_type
from chinese_app.core.content import PictureContent, content_ids, offered, picture_content
from chinese_app.core.decks import deck_days
from chinese_app.core.errors import ExistingSession, NotFound
from chinese_app.core.limits import Bounds, quick_size
from chinese_app.core.sessions import SessionView, add_cards, session_view
from chinese_app.identity import Principal
from chinese_app.models import Card, Deck, DescriptionLog, FlashcardLog, Picture, StudySession, TranslateLog

ALL_IMAGES_DONE = "You have completed all available images! Check back later for more content."


class StandaloneImage(PictureContent):
    """One picture to describe, outside any session (the describe page's own start)."""

    imageId: str


def _seen(db: Session, user: Principal, deck_type: str) -> set[str]:
    """Content this learner has already practised (quick sessions prefer the rest)."""
    column, table = {
        "translate": (TranslateLog.sentence_id, TranslateLog),
        "listen": (FlashcardLog.clip_id, FlashcardLog),
        "describe": (DescriptionLog.picture_id, DescriptionLog),
    }[deck_type]
    return set(db.exec(select(column).where(table.user_id == user.uid).distinct()).all())


def start_quick_session(
    db: Session,
    user: Principal,
    deck_type: object,
    size: object = None,
    level: object = None,
    force_new: bool = False,
    sizes: Bounds | None = None,
) -> SessionView:
    """A one-off session in a virtual deck of `size` cards (clamped to the type's range, or to `sizes`).
    While one of the type is in progress, 409 EXISTING_SESSION (unless force_new, which abandons it)."""
    deck_type = parse_type(deck_type)
    size = quick_size(deck_type, size, sizes)
    level = parse_level(DEFAULT_LEVEL if level is None else level) if deck_type == "translate" else ""
    learner.lock(db, user.uid)  # two tabs starting at once: the second sees the first's session

    existing = list(
        db.exec(select(Deck).where(Deck.user_id == user.uid, Deck.type == deck_type, col(Deck.is_virtual))).all()
    )
    views = deck_days(db, existing, clock.today(db, user), learner.zone(db, user.uid))
    busy = [d for d in existing if views[d.id].in_progress]
    if busy and not force_new:
        raise ExistingSession(f"You already have a {deck_type} session in progress.", busy[0].id, deck_type)

    pool = content_ids(db, deck_type, level)
    if not pool:
        raise NotFound(f"No {deck_type} content is available yet")
    if existing:  # abandoned or finished quick sessions of this type are dropped
        db.execute(delete(Deck).where(col(Deck.id).in_([d.id for d in existing])))
    seen = _seen(db, user, deck_type)
    rng = random.Random()
    unseen = [c for c in pool if c not in seen]
    chosen = rng.sample(unseen, min(size, len(unseen)))
    if len(chosen) < size:
        chosen += rng.sample([c for c in pool if c in seen], min(size - len(chosen), len(pool) - len(unseen)))

    deck = Deck(user_id=user.uid, type=deck_type, hsk_level=level, is_virtual=True)
    session = StudySession(deck_id=deck.id, day=clock.today(db, user))
    cards = [Card(deck_id=deck.id, content_id=c) for c in chosen]
    db.add(deck)
    db.flush()
    db.add(session)
    db.add_all(cards)
    db.flush()
    add_cards(db, session, cards, was_new=True)
    db.flush()
    return session_view(db, deck, session)


def describe_image(db: Session, user: Principal) -> StandaloneImage:
    """A single picture the learner has not described yet (the describe page's own start)."""
    done = _seen(db, user, "describe")
    left = [p for p in db.exec(offered(select(Picture)).order_by(Picture.id)).all() if p.id not in done]
    if not left:
        raise NotFound(ALL_IMAGES_DONE)
    picture = random.choice(left)
    return StandaloneImage(imageId=picture.id, **picture_content(picture).model_dump())
