"""The database engine and session factory shared by both doors, the CLI and the tests."""

import select as sockets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TypeVar

from sqlalchemy import event, lambda_stmt
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, DisconnectionError
from sqlalchemy.sql import Executable
from sqlalchemy.sql.lambdas import StatementLambdaElement
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


# PostgreSQL: no pre-ping. Each statement is a network round trip, and a ping before every
# checkout was one more on every request (issue 14). A connection the server has closed (a restart,
# an admin's pg_terminate_backend, idle_session_timeout) is noticed without asking the server: its
# socket turns readable (the server's goodbye, or EOF) while it sits idle in the pool, and the pool
# then opens a new one. One that dies between that look and its first statement fails with the
# transaction not begun: `call` runs the function again, once. A connection is also replaced after
# RECYCLE_SECONDS, before firewalls and proxies drop long-idle ones without a word.
RECYCLE_SECONDS = 1800


def _server_closed(dbapi_conn) -> bool:
    """Whether an idle connection is known dead without a round trip: closed, or its socket readable
    or hung up (an idle connection is never sent anything but a goodbye: the app does not LISTEN).
    poll, not select: a busy worker's descriptors can pass select's limit of 1024."""
    if dbapi_conn.closed or dbapi_conn.broken:
        return True
    try:
        poller = sockets.poll()
        poller.register(dbapi_conn.fileno(), sockets.POLLIN)
        return bool(poller.poll(0))
    except (OSError, ValueError):
        return True


def _check_at_checkout(dbapi_conn, _record, _proxy) -> None:
    if _server_closed(dbapi_conn):
        raise DisconnectionError("the server closed this pooled connection")  # the pool reconnects


def _count_statement(conn, *_args) -> None:
    conn.info["statements"] = conn.info.get("statements", 0) + 1


def _begun(conn) -> None:
    conn.info["statements"] = 0


def _mark_retryable(context) -> None:
    """A lost connection before the transaction's first statement got through: nothing was done, so
    the whole call may run again (`call` does, once)."""
    if context.is_disconnect and context.connection is not None and not context.connection.info.get("statements"):
        context.sqlalchemy_exception.nothing_done = True  # type: ignore[union-attr]


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
    engine = create_engine(url, pool_pre_ping=False, pool_recycle=RECYCLE_SECONDS)
    event.listen(engine, "checkout", _check_at_checkout)
    event.listen(engine, "begin", _begun)
    event.listen(engine, "after_cursor_execute", _count_statement)
    event.listen(engine, "handle_error", _mark_retryable)
    return engine


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


def prebuilt(statement: Executable) -> StatementLambdaElement:
    """A statement built once and run on every request (an attempt's lookup and writes). SQLAlchemy finds
    a statement's compiled form by a key it derives from the statement's whole structure, again on each
    execution: 70 µs for the attempt lookup, as long as PostgreSQL takes to run it (issue 14). As a lambda
    statement tracked on the statement's identity (SQLAlchemy's `lambda_stmt`, `track_on`), the key is
    derived once. Its values must all come as bound parameters when it runs, as they do for a statement
    built at import."""
    return lambda_stmt(lambda: statement, track_on=[id(statement)])


def reads_only(function: Callable[..., T]) -> Callable[..., T]:
    """Mark a function that only reads (the deck list, the statistics): `call` runs it in a session
    that writes nothing and, on PostgreSQL, opens no transaction (`_reading_engine`)."""
    function.reads_only = True  # type: ignore[attr-defined]
    return function


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
    reading = getattr(function, "reads_only", False)
    try:
        with session_scope(reading) as db:
            return function(db, *args, **kwargs)
    except DBAPIError as error:
        if not getattr(error, "nothing_done", False):
            raise
    with session_scope(reading) as db:  # the connection was lost before anything was done: once more
        return function(db, *args, **kwargs)


@contextmanager
def session_scope(reading: bool = False) -> Iterator[Session]:
    """A session that commits on success and rolls back on any error; reading (see `reads_only`): one
    that refuses to write and, on PostgreSQL, sends neither BEGIN nor COMMIT."""
    if reading:
        with Session(_reading_engine(get_engine()), expire_on_commit=False, autoflush=False) as session:
            yield session
            if session.new or session.dirty or session.deleted:
                raise RuntimeError("a function marked reads_only changed rows")
        return
    with Session(get_engine(), expire_on_commit=False) as session:
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise


@lru_cache(maxsize=4)
def _reading_engine(engine: Engine) -> Engine:
    """The engine (its pool too) for functions that only read. On PostgreSQL in autocommit: each
    statement is its own transaction, which saves the BEGIN and COMMIT round trips, two of the deck
    list's four (issue 14). What a statement sees is what it would see inside the transaction:
    under READ COMMITTED each statement reads the data as of its own start anyway. SQLite's
    transactions cost no round trip, and keep one snapshot for all of a function's reads."""
    return engine.execution_options(isolation_level="AUTOCOMMIT") if engine.dialect.name == "postgresql" else engine
