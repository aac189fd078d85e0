"""What every HTTP answer carries, pages and /api alike: security headers, one set of CORS headers,
and redirects that never point at a host the request made up.

It wraps the whole ASGI app Reflex builds (chinese_app.App), so the pages, the websocket's polling
answers and /api all pass through it, after every layer of Reflex's own.

- Content-Security-Policy: scripts, styles, fonts, pictures and connections from the app's own
  origin only (plus configured media/identity origins). The built pages carry a few inline
  scripts (theme, router context): they are allowed by their SHA-256, read from the build once.
  'unsafe-eval' stays: Reflex runs the small scripts the server sends over the websocket (alerts,
  reloads) with eval; they come only from this server.
- frame-ancestors 'none' and X-Frame-Options DENY, nosniff, a referrer policy, HSTS over HTTPS.
- CORS: Reflex and Socket.IO each add their own Access-Control headers (so /_event answered with
  them twice); only configured origins get them (rxconfig), and only once (here).
- A directory redirect from the static files is built from the Host header ("Host: evil.example"
  -> "Location: http://evil.example/home/"); it is made relative, so it stays on the real host.
"""

import base64
import hashlib
import re
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

from starlette.responses import JSONResponse

from chinese_app.body_limits import RefuseLargeBodies
from chinese_app.settings import get_settings

_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S)


def built_pages() -> Path:
    """Where Reflex's production build serves the pages from (REFLEX_WEB_WORKDIR may move it)."""
    from reflex.utils import prerequisites
    from reflex_base import constants

    return prerequisites.get_web_dir() / constants.Dirs.STATIC


def script_hashes(pages: Path | None = None) -> tuple[str, ...]:
    """The CSP sources of every inline script in the built pages."""
    pages = pages or built_pages()
    found = set()
    for page in pages.rglob("*.html") if pages.is_dir() else ():
        for body in _INLINE_SCRIPT.findall(page.read_bytes()):
            found.add("'sha256-" + base64.b64encode(hashlib.sha256(body).digest()).decode() + "'")
    return tuple(sorted(found))


def extra_origins() -> tuple[str, ...]:
    """Origins outside the app the pages may load from: media storage and the identity provider,
    when a deployment configures them (none with the embedded defaults)."""
    settings = get_settings()
    origins = []
    for url in (getattr(settings, "s3_endpoint_url", ""), getattr(settings, "media_public_url", "")):
        if url:
            parts = urlsplit(url)
            origins.append(f"{parts.scheme}://{parts.netloc}")
    if settings.s3_bucket and not settings.s3_endpoint_url:  # AWS itself: presigned URLs name the bucket's host
        origins.append(f"https://{settings.s3_bucket}.s3.amazonaws.com")
        if settings.s3_region:
            origins.append(f"https://{settings.s3_bucket}.s3.{settings.s3_region}.amazonaws.com")
    return tuple(origins)


def firebase_sources() -> dict[str, str]:
    """What the browser's Firebase SDK reaches in Firebase mode: its REST endpoints, the auth domain's
    frame that carries the popup's answer, and Google's script loader for that frame (or the emulator
    for all of it)."""
    settings = get_settings()
    if not settings.firebase_mode:
        return {"connect-src": "", "frame-src": "", "script-src": ""}
    if settings.firebase_auth_emulator_host:
        emulator = f"http://{settings.firebase_auth_emulator_host}"
        return {"connect-src": emulator, "frame-src": emulator, "script-src": "https://apis.google.com"}
    return {
        "connect-src": "https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
        "frame-src": f"https://{settings.firebase_auth_domain}",
        "script-src": "https://apis.google.com",
    }


@cache
def content_security_policy(pages: Path | None = None) -> str:
    """The policy of the pages built in `pages` (where this server serves them from by default)."""
    extra = " ".join(extra_origins())
    firebase = firebase_sources()
    scripts = " ".join(("'self'", "'unsafe-eval'", *script_hashes(pages), firebase["script-src"]))
    directives = {
        "default-src": "'self'",
        "script-src": scripts,
        "style-src": "'self' 'unsafe-inline'",  # Radix and Emotion set styles inline
        "img-src": f"'self' data: blob: {extra}",
        "media-src": f"'self' blob: {extra}",
        "font-src": "'self' data:",
        "connect-src": f"'self' {extra} {firebase['connect-src']}",  # 'self' covers the websocket
        "frame-src": f"'self' {firebase['frame-src']}",
        "frame-ancestors": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
        "object-src": "'none'",
    }
    return "; ".join(f"{name} {' '.join(value.split())}" for name, value in directives.items())


_SECURITY_HEADERS = (
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("permissions-policy", "camera=(), microphone=(), geolocation=()"),
)


def _headers() -> list[tuple[bytes, bytes]]:
    return [(name.encode(), value.encode()) for name, value in _SECURITY_HEADERS]


def static_page_headers(pages: Path) -> list[tuple[str, str]]:
    """The headers a web server in front (nginx) adds to the built pages it serves itself: the same as
    this server's, with the policy of those very pages."""
    return [*_SECURITY_HEADERS, ("content-security-policy", content_security_policy(pages))]


def _https(scope) -> bool:
    if scope.get("scheme") == "https":
        return True
    if get_settings().trusted_proxy_hops:  # behind a trusted proxy that terminates TLS
        for name, value in scope.get("headers", ()):
            if name == b"x-forwarded-proto":
                return value.split(b",")[0].strip() == b"https"
    return False


def _relative(location: bytes, host: bytes) -> bytes:
    """An absolute redirect to the request's own Host, made relative (RFC 9110 allows it)."""
    parts = urlsplit(location.decode("latin-1"))
    if parts.netloc and parts.netloc.encode("latin-1").lower() == host.lower():
        relative = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        return (relative + (f"#{parts.fragment}" if parts.fragment else "")).encode("latin-1")
    return location


def _fix_headers(raw: list, scope) -> list[tuple[bytes, bytes]]:
    host = next((value for name, value in scope.get("headers", ()) if name == b"host"), b"")
    seen, vary, fixed = set(), [], []
    for name, value in raw:
        name = bytes(name).lower()
        if name.startswith(b"access-control-"):
            if name in seen:
                continue  # Socket.IO and Starlette both add them
            seen.add(name)
        elif name == b"vary":
            vary.extend(v.strip() for v in bytes(value).split(b",") if v.strip() and v.strip() not in vary)
            continue
        elif name == b"location":
            value = _relative(bytes(value), host)
        fixed.append((name, bytes(value)))
    if b"access-control-allow-origin" not in seen:  # an origin not allowed gets no CORS header at all
        fixed = [(name, value) for name, value in fixed if not name.startswith(b"access-control-")]
    if vary:
        fixed.append((b"vary", b", ".join(vary)))
    present = {name for name, _ in fixed}
    for name, value in _headers():
        if name not in present:
            fixed.append((name, value))
    if b"content-security-policy" not in present:
        fixed.append((b"content-security-policy", content_security_policy().encode()))
    if _https(scope):
        fixed.append((b"strict-transport-security", b"max-age=31536000; includeSubDomains"))
    return fixed


def send_with_headers_for(scope, send):
    async def send_with_headers(message):
        if message["type"] == "http.response.start":
            message = {**message, "headers": _fix_headers(message.get("headers", []), scope)}
        await send(message)

    return send_with_headers


UPLOAD_LIMIT = 50 * 1024 * 1024
UPLOAD_TOO_LARGE = "The upload is too large (at most 50 MB)."


def _upload_limit(scope: dict) -> tuple[int, str] | None:
    """Reflex's upload endpoint (the /admin page's pictures, and clip files with their videos): a
    larger body is refused before anything reads it, whoever sends it. (An image itself may have
    10 MB: core.pictures.)"""
    return (UPLOAD_LIMIT, UPLOAD_TOO_LARGE) if scope["path"].startswith("/_upload") else None


def guard(app):
    """Wrap the ASGI app."""
    app = RefuseLargeBodies(app, limit=_upload_limit)

    async def guarded(scope, receive, send):
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        if scope["path"].startswith("/api/") and any(ord(ch) < 0x20 for ch in scope["path"]):
            # Reflex's mount matches paths with ".*", which stops at a newline: Starlette would answer
            # a plain-text 404 the API does not document.
            answer = JSONResponse({"error": "No such API route"}, status_code=404)
            await answer(scope, receive, send_with_headers_for(scope, send))
            return

        await app(scope, receive, send_with_headers_for(scope, send))

    return guarded
