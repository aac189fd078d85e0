"""Request bodies over a size limit are refused with a 413 in the API's error shape: at once when the
Content-Length says so, otherwise as soon as the bytes read pass the limit (a chunked body)."""

from collections.abc import Callable

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse

# scope -> (the most bytes a body may have, the message of the 413), or None: no limit here
Limit = Callable[[dict], tuple[int, str] | None]


class _TooLarge(HTTPException):
    """An HTTPException, so that FastAPI's body parsing lets it through to the API's 413 handler."""


class RefuseLargeBodies:
    def __init__(self, app, limit: Limit):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        limits = self.limit(scope) if scope["type"] == "http" else None
        if limits is None:
            await self.app(scope, receive, send)
            return
        most, message = limits
        length = next((v for k, v in scope["headers"] if k == b"content-length"), None)
        if length is not None and (not length.isdigit() or int(length) > most):
            bad = not length.isdigit()
            answer = {"error": "Malformed Content-Length" if bad else message}
            await JSONResponse(answer, status_code=400 if bad else 413)(scope, receive, send)
            return
        received, started, exceeded, answered = 0, False, False, False
        refusal = JSONResponse({"error": message}, status_code=413)

        async def counted():
            nonlocal received, exceeded
            got = await receive()
            received += len(got.get("body", b""))
            if received > most:
                exceeded = True
                raise _TooLarge(413, message)
            return got

        async def watched(sent):
            # Once the body was too large, whatever the app answers (its own 413, a 400 from a
            # parser that failed on the cut body) is replaced by the one refusal.
            nonlocal started, answered
            if exceeded and not started:
                if not answered:
                    answered = True
                    await refusal(scope, receive, send)
                return
            started = started or sent["type"] == "http.response.start"
            await send(sent)

        try:
            await self.app(scope, counted, watched)
        except _TooLarge:
            if started:
                raise
            if not answered:
                await refusal(scope, receive, send)
