"""RefuseLargeBodies over real HTTP in front of a plain Starlette app (as it stands in front of Reflex's
upload endpoint): declared and streamed bodies over the limit get a 413, others pass."""

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from chinese_app.body_limits import RefuseLargeBodies


async def echo_size(request: Request):
    return PlainTextResponse(str(len(await request.body())))


def client() -> TestClient:
    app = Starlette(
        routes=[Route("/limited", echo_size, methods=["POST"]), Route("/free", echo_size, methods=["POST"])]
    )
    limited = RefuseLargeBodies(app, limit=lambda scope: (1000, "Too big.") if scope["path"] == "/limited" else None)
    return TestClient(limited)


def chunks(n: int, size: int = 100):
    for _ in range(n):
        yield b"x" * size


def test_bodies_within_the_limit_pass():
    assert client().post("/limited", content=b"x" * 1000).text == "1000"
    assert client().post("/limited", content=chunks(10)).text == "1000"


def test_a_declared_length_over_the_limit_is_refused_before_reading():
    r = client().post("/limited", content=b"x" * 1001)
    assert (r.status_code, r.json()) == (413, {"error": "Too big."})
    r = client().post("/limited", content=b"x", headers={"content-length": "1e3"})
    assert (r.status_code, r.json()) == (400, {"error": "Malformed Content-Length"})


def test_a_streamed_body_is_counted_as_it_arrives():
    r = client().post("/limited", content=chunks(11))
    assert (r.status_code, r.json()) == (413, {"error": "Too big."})


def test_paths_without_a_limit_are_not_touched():
    assert client().post("/free", content=b"x" * 5000).text == "5000"
