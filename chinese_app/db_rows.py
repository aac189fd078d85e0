"""Rows of a table read in a fixed order, a batch at a time, and a checksum of them that is the same
for the same data on SQLite and on PostgreSQL (what `db copy` compares after copying)."""

import hashlib
import json
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, time
from decimal import Decimal

from sqlalchemy import Column, MetaData, String, Table, select
from sqlalchemy.engine import Connection, Row

# Alembic's own table is no model; it is checked like one (both sides must be at the same revision).
ALEMBIC_VERSION = Table("alembic_version", MetaData(), Column("version_num", String(32), primary_key=True))


def _is_text(column: Column) -> bool:
    try:
        return column.type.python_type is str
    except NotImplementedError:  # a type that does not say (none of the app's)
        return False


def in_key_order(table: Table, dialect: str):
    """SELECT every column in primary-key order. PostgreSQL sorts text by the database's locale and
    SQLite by code point: the "C" collation sorts by code point on PostgreSQL too, so both sides
    hand over their rows in the same order."""
    keys = list(table.primary_key.columns) or list(table.columns)
    if dialect == "postgresql":
        keys = [key.collate("C") if _is_text(key) else key for key in keys]
    return select(table).order_by(*keys)


def batches(connection: Connection, table: Table, size: int) -> Iterator[Sequence[Row]]:
    """The table's rows, `size` at a time: a server-side cursor on PostgreSQL, SQLite's own lazy
    cursor, so a large table never sits in memory whole."""
    result = connection.execute(in_key_order(table, connection.dialect.name), execution_options={"yield_per": size})
    yield from result.partitions()


def _plain(value):
    """A value as the same JSON on every database: the drivers hand back the same data as different
    Python values (a naive or an aware datetime, a str or a memoryview...)."""
    if value is None or isinstance(value, bool | int | float | str | dict | list):
        return value  # JSON columns arrive as dict/list: json.dumps(sort_keys=True) makes them canonical
    if isinstance(value, datetime):
        aware = value if value.utcoffset() is not None else value.replace(tzinfo=UTC)  # naive means UTC here
        return aware.astimezone(UTC).isoformat()
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).hex()
    if isinstance(value, Decimal):
        return str(value.normalize())
    return str(value)


class Checksum:
    """SHA-256 over the rows as canonical JSON lines, in the order they are fed."""

    def __init__(self) -> None:
        self.rows = 0
        self._sha = hashlib.sha256()

    def add(self, rows: Sequence[Row]) -> None:
        for row in rows:
            line = json.dumps([_plain(v) for v in row], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
            self._sha.update(line.encode() + b"\n")
        self.rows += len(rows)

    def hexdigest(self) -> str:
        return self._sha.hexdigest()
