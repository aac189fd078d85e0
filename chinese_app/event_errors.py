"""Events the Reflex door refuses: answered quietly, logged in one line, at a bounded rate.

Anyone can open the websocket and send any event name and payload. Reflex logs each failure with
a traceback of some 30 lines and the event's router data (headers included), so a stranger could
fill the disk and the log would carry what clients sent. Here a refused or failing event costs
one line naming the event or error, at most LINES_PER_MINUTE a minute (then a count of what was
left out); the browser gets a short generic notice.
"""

import logging
import threading
import time

import reflex as rx

log = logging.getLogger("chinese_app.events")

LINES_PER_MINUTE = 20
NOTICE = "Something went wrong. Please reload the page and try again."


class _RateLimit:
    def __init__(self, per_minute: int):
        self.per_minute = per_minute
        self.window_start = 0.0
        self.lines = 0
        self.suppressed = 0
        self.lock = threading.Lock()

    def allow(self) -> tuple[bool, int]:
        """Whether a line may be written now, and how many were left out before it."""
        with self.lock:
            now = time.monotonic()
            if now - self.window_start >= 60:
                self.window_start, self.lines = now, 0
            if self.lines >= self.per_minute:
                self.suppressed += 1
                return False, 0
            self.lines += 1
            suppressed, self.suppressed = self.suppressed, 0
            return True, suppressed


_limit = _RateLimit(LINES_PER_MINUTE)


def _one_line(text: object, limit: int = 200) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[:limit] + "..."


def note(message: str) -> None:
    allowed, suppressed = _limit.allow()
    if allowed:
        more = f" ({suppressed} more not logged)" if suppressed else ""
        log.warning("%s%s", message, more)


def backend_exception_handler(exception: Exception):
    """rx.App's handler for an event that raised: one line (no traceback, no payload) and a notice."""
    note(f"event failed: {type(exception).__name__}: {_one_line(exception)}")
    return rx.toast.error(NOTICE, position="top-center", id="event-error", fallback_to_alert=True)


class _QuietReflexRecords(logging.Filter):
    """Reflex's own lines about events it cannot route (an unknown name, a malformed payload) carry
    a traceback and the whole event: keep one rate-limited line with the event's name instead."""

    MARKERS = ("Error processing event queue entry", "Event data:", "Failed to deserialize event data")

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if not any(marker in message for marker in self.MARKERS):
            return True
        name = message.split("Event(name=", 1)[1].split(",", 1)[0] if "Event(name=" in message else ""
        note(f"event refused: {_one_line(name or message.split(':', 1)[0], 120)}")
        return False


def quiet_reflex_event_logs() -> None:
    for name in (
        "reflex_base.event.processor.event_processor",
        "reflex_base.event.processor.base_state_processor",
        "reflex.app",
    ):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _QuietReflexRecords) for f in logger.filters):
            logger.addFilter(_QuietReflexRecords())
