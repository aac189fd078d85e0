"""/api/media/{key}: local media behind signed, expiring URLs (the signature is the credential,
like an S3 presigned URL, so <video> and <img> tags can load them)."""

import mimetypes

from fastapi import APIRouter, HTTPException, Query
from fastapi.responses import FileResponse

from chinese_app.api.deps import errors
from chinese_app.media import get_media
from chinese_app.media.local import InvalidSignature, LocalMedia

router = APIRouter(prefix="/api/media", tags=["media"])


@router.get(
    "/{key:path}",
    response_class=FileResponse,
    responses={
        200: {
            "description": "The file (a picture or a video)",
            "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
        },
        **errors(403, 404),
    },
)
def media(key: str, expires: int = Query(), signature: str = Query(max_length=64)) -> FileResponse:
    store = get_media()
    if not isinstance(store, LocalMedia):
        raise HTTPException(404, "Media is not served by this app")
    try:
        path = store.verify(key, expires, signature)
    except (InvalidSignature, ValueError):
        raise HTTPException(403, "This link is invalid or has expired") from None
    if not path.is_file():
        raise HTTPException(404, "Media not found")
    media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return FileResponse(path, media_type=media_type, headers={"Cache-Control": "private, max-age=3600"})
