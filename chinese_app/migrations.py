"""Apply Alembic migrations from code (the run command, the CLI and the tests use this)."""

from alembic.config import Config

from alembic import command
from chinese_app.settings import PROJECT_ROOT


def upgrade_to_head() -> None:
    config = Config(str(PROJECT_ROOT / "alembic.ini"))
    config.attributes["configure_logger"] = False  # keep the caller's logging as it is
    command.upgrade(config, "head")
