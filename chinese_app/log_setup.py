"""Log lines from the app's own modules reach the console at INFO (Reflex quiets the root logger)."""

import logging


def configure_logging() -> None:
    log = logging.getLogger("chinese_app")
    if not log.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False
