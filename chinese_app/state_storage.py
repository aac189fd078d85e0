"""Where Reflex keeps each browser tab's state: never on disk.

A tab's state holds its synced LocalStorage, the ID and refresh tokens among them. Reflex's disk
store would pickle it into `.states/*.pkl` (world-readable, kept forever), where a backup or
another user of the machine could pick up tokens that still work. So: process memory for one
worker, Redis (REFLEX_REDIS_URL) for several, both expiring an idle tab's state after an hour,
and whatever an older version left in `.states` is removed at start-up.
"""

import os
import shutil
from pathlib import Path

from reflex.constants import StateManagerMode

from chinese_app.settings import PROJECT_ROOT

TAB_STATE_TTL_SECONDS = 60 * 60  # an idle tab's state (and its tokens) is dropped after this


def state_manager_mode() -> StateManagerMode:
    return StateManagerMode.REDIS if os.environ.get("REFLEX_REDIS_URL") else StateManagerMode.MEMORY


def hold_tab_states() -> None:
    """With Redis, let a worker hold a tab's state between its events (Reflex's opportunistic lock) unless the
    environment says otherwise. A tab's websocket stays on one worker, so most events need neither Redis's lock
    nor a read and a write of the state: on the load benchmark a worker spends about a sixth less CPU per event
    (issue 14). The worker writes the state back when another worker asks for it, or after half the lock's
    expiry; a worker killed before that loses the tab's latest state, never an answer, which is in the database
    before the learner sees it (tests/scaled/test_workers.py kills one mid-session)."""
    if state_manager_mode() is StateManagerMode.REDIS:
        os.environ.setdefault("REFLEX_OPLOCK_ENABLED", "true")


def remove_stored_states() -> None:
    """Delete pickled tab states a disk store left behind (they may hold live refresh tokens)."""
    stored = Path(os.environ.get("REFLEX_STATES_WORKDIR") or ".states")
    if not stored.is_absolute():
        stored = PROJECT_ROOT / stored
    shutil.rmtree(stored, ignore_errors=True)
