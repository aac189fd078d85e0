"""The database engine and session factory shared by both doors, the CLI and the tests."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TypeVar

from sqlalchemy import event
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine
from sqlmodel import Session, create_engine

from chinese_app.core.errors import BadInput
from chinese_app.private_files import private_sqlite
from chinese_app.settings import get_settings

T = TypeVar("T")


def _values(parameters):
    """Every bound value, however the driver call nests them (one row, many rows, flattened rows)."""
    items = parameters.values() if isinstance(parameters, dict) else parameters or ()
    for item in items:
        if isinstance(item, dict | list | tuple):
            yield from _values(item)
        else:
            yield item


def _refuse_nul(_conn, _cursor, _statement, parameters, _context, _executemany) -> None:
    """PostgreSQL cannot store NUL characters (psycopg raises) and SQLite would: refuse them the same
    way on both, as bad input, whichever door the text came through."""
    if any(isinstance(value, str) and "\x00" in value for value in _values(parameters)):
        raise BadInput("Text must not contain NUL characters")


def make_engine(url: str) -> Engine:
    engine = _make_engine(url)
    event.listen(engine, "before_cursor_execute", _refuse_nul)
    return engine


def _make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):
            # WAL lets the web workers read while one writes; FKs are off by default in SQLite.
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")  # with WAL: durable at checkpoints, never corrupt
            # A learner's history outgrows SQLite's 2 MB default cache; keep the hot pages in memory.
            cur.execute("PRAGMA cache_size=-20000")
            cur.execute("PRAGMA mmap_size=268435456")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


@lru_cache
def get_engine() -> Engine:
    settings = get_settings()
    if not settings.database_url:
        private_sqlite(settings.data_dir / "app.db")
    return make_engine(settings.database_url_effective)


def dialect(db: Session):
    """The dialect module of the session's database, PostgreSQL's or SQLite's: their insert()
    offers on_conflict_do_nothing, which "create the row if it is missing" needs."""
    return postgresql if db.get_bind().dialect.name == "postgresql" else sqlite


def outside_transaction(function: Callable[..., T]) -> Callable[..., T]:
    """Mark a function that must not run inside a transaction: it waits on something slow (an
    evaluator, a hosted model, an identity provider, a media job) and opens short transactions of
    its own, so it never holds a connection or a learner's lock while it waits. `call` runs it as it is."""
    function.outside_transaction = True  # type: ignore[attr-defined]
    return function


def call(function: Callable[..., T], *args, **kwargs) -> T:
    """How both doors, the CLI and the tests call the core: a function takes the database session as
    its first argument and runs in one transaction (committed on success, rolled back on any
    error), unless it is marked `outside_transaction`, in which case it is called as it is."""
    if getattr(function, "outside_transaction", False):
        return function(*args, **kwargs)
    with session_scope() as db:
        return function(db, *args, **kwargs)


@contextmanager
def session_scope() -> Iterator[Session]:
    """A session that commits on success and rolls back on any error."""
    with Session(get_engine(), expire_on_commit=False) as session:
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
