"""/api/docs: Swagger UI served from the app itself.

FastAPI's default page loads Swagger's script from a public CDN with no integrity check, on the
origin that holds the learners' tokens: whoever controls that CDN could run code here. The files
come from the fastapi-swagger package instead, and the page's one inline script is allowed by its
hash (its own Content-Security-Policy; the edge adds the rest).
"""

import base64
import hashlib
import re
from importlib import resources

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS = "/api/docs/assets"


def _policy(html: str) -> str:
    scripts = re.findall(r"<script>(.*?)</script>", html, re.S)
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode()).digest()).decode() + "'" for s in scripts
    )
    return (
        f"default-src 'self'; script-src 'self' {hashes}; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
    )


def add_docs(api: FastAPI) -> None:
    files = resources.files("fastapi_swagger") / "resources"
    api.mount(ASSETS, StaticFiles(directory=str(files)), name="docs-assets")
    html = get_swagger_ui_html(
        openapi_url=api.openapi_url,
        title=f"{api.title} - Swagger UI",
        swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSETS}/swagger-ui.css",
        swagger_favicon_url=f"{ASSETS}/favicon-32x32.png",
    ).body.decode()
    policy = _policy(html)

    @api.get("/api/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return HTMLResponse(html, headers={"Content-Security-Policy": policy})
