"""One typed settings object, read from the environment, with embedded defaults.

Every default works on a fresh machine with no accounts: SQLite in DATA_DIR, local accounts,
mail written to an outbox folder. Production overrides them through environment variables
(see .env.example).
"""

import secrets
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Annotated
from urllib.parse import urlsplit

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    data_dir: Path = PROJECT_ROOT / "data"
    # Empty means SQLite in DATA_DIR (see database_url_effective).
    database_url: str = ""
    # Empty means: generate once and keep in DATA_DIR/secret_key.
    secret_key: str = ""
    # Where local media (pictures, clips) live; empty means DATA_DIR/media.
    media_dir: Path | None = None
    # Media on S3 instead (credentials the boto3 way: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a
    # profile or an instance role). S3_ENDPOINT_URL for an S3-compatible server (path-style addressing).
    s3_bucket: str = ""
    s3_endpoint_url: str = ""
    s3_region: str = ""
    s3_prefix: str = ""  # keys are stored under this prefix (e.g. "xuezhongwen/")
    admin_emails: Annotated[frozenset[str], NoDecode] = frozenset()
    port: int = Field(3000, ge=1, le=65535)
    # Reverse proxies in front of the app whose X-Forwarded-For is trusted (0: none).
    trusted_proxy_hops: int = Field(0, ge=0, le=5)
    # Where links in e-mails point; empty means http://127.0.0.1:PORT.
    app_url: str = ""
    # Origins whose pages may use the websocket and /api with credentials; empty means the app's own.
    cors_origins: Annotated[tuple[str, ...], NoDecode] = ()
    # ID tokens live 15 minutes (the browser refreshes them silently); a revocation ends them sooner.
    id_token_ttl_seconds: int = Field(900, ge=60)
    # New accounts per client address per hour (a classroom shares one address).
    signups_per_ip_per_hour: int = Field(50, ge=1)

    # A hosted evaluator: any OpenAI-compatible chat API. Empty key: the offline evaluator.
    openai_api_key: str = ""
    openai_base_url: str = ""  # empty: OpenAI's own
    openai_model: str = "gpt-4o-mini"
    openai_vision_model: str = ""  # sees the pictures learners describe; empty: OPENAI_MODEL
    openai_timeout_seconds: float = Field(20.0, gt=0, le=120)

    # Firebase Authentication instead of local accounts: all three, or none. The server verifies ID
    # tokens with firebase-admin and Google's usual credentials (GOOGLE_APPLICATION_CREDENTIALS).
    firebase_project_id: str = ""
    firebase_api_key: str = ""
    firebase_auth_domain: str = ""
    # host:port of the Firebase Auth emulator (browser SDK and firebase-admin both): tests only. Its
    # tokens are unsigned, so it is refused unless the project id is a demo-* one.
    firebase_auth_emulator_host: str = ""

    smtp_host: str = ""
    smtp_port: int = 25
    smtp_user: str = ""
    smtp_password: str = ""
    smtp_starttls: bool = False
    mail_from: str = "学中文 <no-reply@localhost>"

    @field_validator("admin_emails", mode="before")
    @classmethod
    def _split_emails(cls, value: object) -> object:
        if isinstance(value, str):
            return frozenset(e.strip().lower() for e in value.split(",") if e.strip())
        return value

    @field_validator("cors_origins", mode="before")
    @classmethod
    def _split_origins(cls, value: object) -> object:
        if isinstance(value, str):
            origins = tuple(o.strip().rstrip("/") for o in value.split(",") if o.strip())
            if "*" in origins:
                raise ValueError("CORS_ORIGINS cannot be '*': credentials are never shared with any origin")
            return origins
        return value

    @field_validator("media_dir", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        return value or None

    @field_validator("data_dir", "media_dir", mode="after")
    @classmethod
    def _absolute(cls, value: Path | None) -> Path | None:
        return value if value is None or value.is_absolute() else (PROJECT_ROOT / value).resolve()

    @model_validator(mode="after")
    def _firebase_whole(self) -> "Settings":
        """Firebase mode needs all three settings, and the emulator a demo-* project (its tokens are
        unsigned: with a real project anyone could forge one)."""
        named = {
            "FIREBASE_PROJECT_ID": self.firebase_project_id,
            "FIREBASE_API_KEY": self.firebase_api_key,
            "FIREBASE_AUTH_DOMAIN": self.firebase_auth_domain,
        }
        missing = [name for name, value in named.items() if not value]
        if len(missing) < len(named) and missing:
            raise ValueError(f"Firebase mode needs {', '.join(missing)} too (or none of the FIREBASE_ settings)")
        host = self.firebase_auth_emulator_host
        if host and not self.firebase_project_id.startswith("demo-"):
            raise ValueError(
                "FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID is not a demo-* project: "
                "the emulator's tokens are unsigned, so it is only for demo projects"
            )
        if host and ("://" in host or ":" not in host):
            raise ValueError("FIREBASE_AUTH_EMULATOR_HOST is host:port, without a scheme (127.0.0.1:9099)")
        return self

    @property
    def firebase_mode(self) -> bool:
        return bool(self.firebase_project_id)

    def admin_by_setting(self, email: str) -> bool:
        """ADMIN_EMAILS makes an account admin whatever its stored flag (and only the setting can undo it)."""
        return email.strip().lower() in self.admin_emails

    @property
    def database_url_effective(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'app.db'}"

    @property
    def app_url_effective(self) -> str:
        return (self.app_url or f"http://127.0.0.1:{self.port}").rstrip("/")

    @property
    def cors_origins_effective(self) -> tuple[str, ...]:
        """CORS_ORIGINS, or the app's own origin (both loopback names when APP_URL is unset)."""
        if self.cors_origins:
            return self.cors_origins
        if self.app_url:
            parts = urlsplit(self.app_url)
            return (f"{parts.scheme}://{parts.netloc}",)
        return (f"http://127.0.0.1:{self.port}", f"http://localhost:{self.port}")

    @property
    def openai_vision_model_effective(self) -> str:
        return self.openai_vision_model or self.openai_model

    @property
    def media_dir_effective(self) -> Path:
        return self.media_dir or self.data_dir / "media"

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"

    @cached_property
    def secret_key_effective(self) -> str:
        return self.secret_key or _stored_secret(self.data_dir / "secret_key")


def _stored_secret(path: Path) -> str:
    """Read the generated key, creating it (owner-only) the first time. Two workers starting at
    once cannot write two different keys: the file is created exclusively."""
    from chinese_app.private_files import create_private

    if not path.exists():
        create_private(path, secrets.token_urlsafe(48).encode())
    return path.read_text().strip()


@lru_cache
def get_settings() -> Settings:
    return Settings()
