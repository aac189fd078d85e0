"""The current instant. A leaf module: tables, identity and the core all stamp times with it."""

from datetime import UTC, datetime


def utcnow() -> datetime:
    """Now, timezone-aware in UTC (SQLModel's UTCDateTime columns refuse naive values)."""
    return datetime.now(UTC)
