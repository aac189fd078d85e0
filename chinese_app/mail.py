"""Outgoing mail: SMTP when SMTP_HOST is set, otherwise an outbox folder in DATA_DIR plus a log line."""

import logging
import smtplib
import uuid
from email.message import EmailMessage
from pathlib import Path

from chinese_app.settings import get_settings
from chinese_app.utc import utcnow

log = logging.getLogger(__name__)


def send_mail(to: str, subject: str, body: str) -> Path | None:
    """Send one plain-text mail. Returns the outbox file when no SMTP server is configured."""
    settings = get_settings()
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)

    if settings.smtp_host:
        with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=15) as smtp:
            if settings.smtp_starttls:
                smtp.starttls()
            if settings.smtp_user:
                smtp.login(settings.smtp_user, settings.smtp_password)
            smtp.send_message(msg)
        log.info("mail %r sent to %s via %s", subject, to, settings.smtp_host)
        return None

    settings.outbox_dir.mkdir(parents=True, exist_ok=True)
    path = settings.outbox_dir / f"{utcnow():%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}.eml"
    path.write_bytes(msg.as_bytes())
    log.warning("mail %r to %s written to %s\n%s", subject, to, path, body)
    return path
