"""Outgoing mail: SMTP when SMTP_HOST is set, otherwise an outbox folder in DATA_DIR plus a log line."""

import logging
import smtplib
import uuid
from email.message import EmailMessage
from pathlib import Path

from chinese_app.private_files import create_private
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
        log.info("mail %r sent via %s", subject, settings.smtp_host)
        return None

    path = settings.outbox_dir / f"{utcnow():%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}.eml"
    create_private(path, msg.as_bytes())  # it may hold a reset link: owner-only, and never in the log
    log.warning("no SMTP_HOST: mail %r written to %s", subject, path)
    return path
