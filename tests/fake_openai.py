"""A small OpenAI-compatible chat server for tests, on a loopback port in a background thread.

Each test queues behaviours (one per request: a grade, any text, an HTTP error, a slow answer) and
reads back every request body the server received. Use the `fake_openai` fixture, which needs
`fake_openai_server`: bind both in the test module (see tests/unit/test_openai_evaluator.py) or list
this module in tests/conftest.py's pytest_plugins. Its `base_url` goes into OPENAI_BASE_URL.
"""

import asyncio
import dataclasses
import json
import threading
import time
from collections import deque

import pytest
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from bench.harness import free_port


@dataclasses.dataclass
class Behaviour:
    """How the server answers one request: a chat completion with `content`, or an error `status`."""

    content: str | None = None
    status: int = 200
    error: str = ""
    param: str | None = None  # the request field an error is about, as OpenAI names it
    delay: float = 0.0  # seconds before answering (longer than the client's timeout: a timeout)
    raw_body: str | None = None  # sent as is, labelled JSON, instead of a chat completion


def grade(score: object, explanation: object = "Good.", **extra: object) -> Behaviour:
    """A reply whose content is the JSON grade a model would send (extra keys are added as given)."""
    return Behaviour(content=json.dumps({"score": score, "explanation": explanation, **extra}, ensure_ascii=False))


def text(content: str | None) -> Behaviour:
    """A reply with this exact message content: malformed JSON, a JSON array, prose, None."""
    return Behaviour(content=content)


def raw_reply(body: str = "<html>Bad gateway</html>") -> Behaviour:
    """A 200 with this body as is, labelled JSON: no JSON at all (a misbehaving proxy), or no chat completion."""
    return Behaviour(raw_body=body)


def reject_json_schema(status: int = 400) -> Behaviour:
    """What a server without structured outputs says to a json_schema request."""
    message = "response_format type 'json_schema' is not supported; use 'json_object'"
    return Behaviour(status=status, error=message, param="response_format")


def http_error(status: int = 500) -> Behaviour:
    return Behaviour(status=status, error=f"fake server error {status}")


def slow(seconds: float, then: Behaviour | None = None) -> Behaviour:
    """Answer `then` (a valid grade by default), but only after `seconds`."""
    answer = then or grade(3)
    return dataclasses.replace(answer, delay=seconds)


class FakeOpenAI:
    """POST /v1/chat/completions, answered from a queue of behaviours; requests and headers recorded."""

    def __init__(self) -> None:
        self.behaviours: deque[Behaviour] = deque()
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        self.port = free_port()
        app = FastAPI()
        app.post("/v1/chat/completions")(self._chat_completions)
        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=1,  # a slow answer nobody waits for any more must not hold up the end
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="fake-openai", daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def formats(self) -> list[str | None]:
        """The response_format type of each request, in order."""
        return [(body.get("response_format") or {}).get("type") for body in self.requests]

    def reset(self) -> None:
        self.behaviours.clear()
        self.requests.clear()
        self.headers.clear()

    def queue(self, *behaviours: Behaviour) -> None:
        self.behaviours.extend(behaviours)

    def start(self) -> None:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the fake OpenAI server did not start on port {self.port}")
            time.sleep(0.01)

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)

    async def _chat_completions(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        self.headers.append(dict(request.headers))
        if not self.behaviours:
            return _error(500, "fake_openai: no behaviour queued for this request")
        behaviour = self.behaviours.popleft()
        if behaviour.delay:
            await asyncio.sleep(behaviour.delay)
        if behaviour.status != 200:
            return _error(behaviour.status, behaviour.error, behaviour.param)
        if behaviour.raw_body is not None:
            return Response(behaviour.raw_body, media_type="application/json")
        return JSONResponse(_completion(body.get("model", ""), behaviour.content))


def _error(status: int, message: str, param: str | None = None) -> JSONResponse:
    # OpenAI's error shape, so the client raises its usual exception for the status.
    kind = "server_error" if status >= 500 else "invalid_request_error"
    error = {"message": message, "type": kind, "param": param, "code": None}
    return JSONResponse({"error": error}, status_code=status)


def _completion(model: str, content: str | None) -> dict:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, "refusal": None},
                "finish_reason": "stop",
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


@pytest.fixture(scope="session")
def fake_openai_server():
    """One server for the whole run: starting and stopping one per test would cost more than the tests."""
    server = FakeOpenAI()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def fake_openai(fake_openai_server):
    """The running fake server, emptied for this test; every behaviour queued must have been used by the end."""
    fake_openai_server.reset()
    yield fake_openai_server
    unused = list(fake_openai_server.behaviours)
    fake_openai_server.reset()
    assert not unused, f"queued behaviours never requested: {unused}"
