"""The code stays lint-clean and formatted (ruff, configured in pyproject.toml)."""

import subprocess
import sys

from chinese_app.settings import PROJECT_ROOT

PATHS = ["chinese_app", "tests", "bench", "alembic", "rxconfig.py"]


def ruff(*args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ruff", *args, *PATHS]
    return subprocess.run(command, cwd=PROJECT_ROOT, capture_output=True, text=True)


def test_lint():
    result = ruff("check")
    assert result.returncode == 0, result.stdout + result.stderr


def test_format():
    result = ruff("format", "--check")
    assert result.returncode == 0, result.stdout + result.stderr
