import stat

import pytest
from pydantic import ValidationError

from chinese_app.settings import PROJECT_ROOT, Settings


def test_defaults_use_sqlite_inside_data_dir(data_dir):
    s = Settings()
    assert s.data_dir == data_dir
    assert s.database_url_effective == f"sqlite:///{data_dir / 'app.db'}"
    assert s.port == 3000
    assert s.app_url_effective == "http://127.0.0.1:3000"
    assert s.id_token_ttl_seconds == 900


def test_default_data_dir_is_inside_the_project_and_ignored_by_git(monkeypatch):
    monkeypatch.delenv("DATA_DIR")
    s = Settings(_env_file=None)
    assert s.data_dir == PROJECT_ROOT / "data"
    assert "/data/" in (PROJECT_ROOT / ".gitignore").read_text().splitlines()  # only the root one: tests/data is kept


def test_relative_data_dir_resolves_against_the_project(monkeypatch):
    monkeypatch.setenv("DATA_DIR", "somewhere/else")
    assert Settings().data_dir == PROJECT_ROOT / "somewhere" / "else"


def test_environment_overrides(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://u@h:5/db")
    monkeypatch.setenv("PORT", "3456")
    monkeypatch.setenv("ADMIN_EMAILS", " Boss@Example.com, second@example.com ,,")
    monkeypatch.setenv("APP_URL", "https://learn.example.com/")
    s = Settings()
    assert s.database_url_effective == "postgresql+psycopg://u@h:5/db"
    assert s.port == 3456
    assert s.admin_emails == {"boss@example.com", "second@example.com"}
    assert s.app_url_effective == "https://learn.example.com"


def test_bad_port_is_refused(monkeypatch):
    monkeypatch.setenv("PORT", "70000")
    with pytest.raises(ValidationError):
        Settings()


def test_secret_key_is_generated_once_and_kept_private(data_dir):
    first = Settings().secret_key_effective
    again = Settings().secret_key_effective
    assert first == again and len(first) >= 48
    key_file = data_dir / "secret_key"
    assert key_file.read_text().strip() == first
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600


def test_given_secret_key_wins(data_dir, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert Settings().secret_key_effective == "from-the-environment"
    assert not (data_dir / "secret_key").exists()


def test_env_example_lists_every_setting():
    listed = {
        line.split("=", 1)[0].lstrip("# ").strip()
        for line in (PROJECT_ROOT / ".env.example").read_text().splitlines()
        if "=" in line
    }
    assert {name.upper() for name in Settings.model_fields} <= listed


def test_firebase_mode_needs_all_three_settings(monkeypatch):
    monkeypatch.setenv("FIREBASE_PROJECT_ID", "my-project")
    with pytest.raises(ValueError, match="FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN"):
        Settings()
    monkeypatch.setenv("FIREBASE_API_KEY", "key")
    monkeypatch.setenv("FIREBASE_AUTH_DOMAIN", "my-project.firebaseapp.com")
    assert Settings().firebase_mode
    monkeypatch.setenv("FIREBASE_PROJECT_ID", "")
    with pytest.raises(ValueError, match="FIREBASE_PROJECT_ID"):
        Settings()


def test_the_auth_emulator_is_only_for_demo_projects(monkeypatch):
    monkeypatch.setenv("FIREBASE_PROJECT_ID", "my-project")
    monkeypatch.setenv("FIREBASE_API_KEY", "key")
    monkeypatch.setenv("FIREBASE_AUTH_DOMAIN", "my-project.firebaseapp.com")
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")
    with pytest.raises(ValueError, match="demo-"):
        Settings()
    monkeypatch.setenv("FIREBASE_PROJECT_ID", "demo-test")
    assert Settings().firebase_auth_emulator_host == "127.0.0.1:9099"
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", "http://127.0.0.1:9099")
    with pytest.raises(ValueError, match="without a scheme"):
        Settings()


def test_local_accounts_are_the_default():
    from chinese_app.identity import get_identity
    from chinese_app.identity.local import LocalAccounts

    assert not Settings().firebase_mode
    assert isinstance(get_identity(), LocalAccounts)
