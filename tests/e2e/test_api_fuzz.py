"""Schemathesis fuzzes the served /api from its own /api/openapi.json, as a signed-in learner.

Schemathesis' engine (what `st run` drives) runs its examples, coverage and fuzzing phases against the
production build, with a fresh learner's bearer token on every request. Every answer must have a
documented status code, the documented content type and a body matching the documented schema, and
none may be a 5xx: schemathesis' own checks decide, and each distinct failure is reported as
schemathesis reports it (the check, the answer's status and body, and a curl command that sends the
request again; the token shows as [Filtered]). The learner has two decks with a session started, so a
deck_id path parameter is sometimes a real one, and a third deck for DELETE to delete. Admin routes
are fuzzed too and answer 403: this learner is no admin.

The run is reproducible: a fixed seed, derandomized generation, one worker, and nothing kept in the
repository (no Hypothesis example database, no schemathesis cache; Hypothesis' own caches go to a
temporary folder).

schemathesis.pytest.from_fixture would be the usual pytest integration, but schemathesis 4.32 sets
Function._nodeid, which pytest 9.2 no longer has; the engine needs nothing from pytest.
"""

import time
from collections import Counter

import pytest
import schemathesis
from hypothesis import strategies as st
from hypothesis.configuration import set_hypothesis_home_dir
from schemathesis.engine import StopReason, events, from_schema
from schemathesis.engine.statistic import Statistic

SEED = 20_240_601
FUZZ_EXAMPLES = 150  # per operation in the fuzzing phase; the examples and coverage phases add their own
MIN_REQUESTS = 1000
CHECKS = ["not_a_server_error", "status_code_conformance", "content_type_conformance", "response_schema_conformance"]


@pytest.fixture(scope="module")
def learner(server) -> dict:
    """A fresh learner: its Authorization header, two decks with a session, and a deck to delete."""
    tokens = server.sign_up(f"fuzz-{int(time.time() * 1000)}@example.com")
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}

    def create(body: dict) -> str:
        r = server.api("POST", "/api/decks/create", json=body, headers=headers)
        assert r.status_code == 200, r.text
        return r.json()["id"]

    decks = [create({"type": "translate", "hskLevel": level}) for level in (1, 2)]
    for deck_id in decks:
        r = server.api("POST", f"/api/decks/{deck_id}/session", headers=headers)
        assert r.status_code == 200, r.text
    return {"headers": headers, "decks": decks, "doomed": [create({"type": "listen"})]}


@pytest.fixture
def hypothesis_home(tmp_path):
    """Hypothesis' caches (Unicode tables, constants read from the code) in a temporary folder, not .hypothesis/."""
    set_hypothesis_home_dir(tmp_path / "hypothesis")
    yield
    set_hypothesis_home_dir(None)


def _config(headers: dict[str, str]) -> schemathesis.Config:
    """The run's settings, in the keys of schemathesis.toml."""
    return schemathesis.Config.from_dict(
        {
            "seed": SEED,
            "headers": headers,
            "workers": 1,
            "continue-on-failure": True,  # every distinct failure, not only each operation's first
            "request-timeout": 30,
            "cache": {"enabled": False},  # no .schemathesis/ directory, no replay of an earlier run
            "auth": {"auto-signup": False},  # this learner's token, never an account of schemathesis' own
            "generation": {
                "max-examples": FUZZ_EXAMPLES,
                "deterministic": True,
                "database": "none",
                # The token is the configured header on every request: no generated or missing Authorization.
                "with-security-parameters": False,
            },
            "checks": {"enabled": False, **{name: {"enabled": True} for name in CHECKS}},
            # Stateful testing follows links between operations; the schema documents none.
            "phases": {"stateful": {"enabled": False}},
        }
    )


def test_api_fuzz(server, learner, hypothesis_home):
    schema = schemathesis.openapi.from_url(server.url + "/api/openapi.json", config=_config(learner["headers"]))

    @schema.hook
    def flatmap_path_parameters(context, path_parameters):
        """Half the time, one of this learner's decks in place of the generated deck_id."""
        if "deck_id" not in (path_parameters or {}):
            return st.just(path_parameters)
        real = learner["doomed"] if context.operation.method.upper() == "DELETE" else learner["decks"]
        return st.one_of(
            st.just(path_parameters),
            st.sampled_from(real).map(lambda deck_id: {**path_parameters, "deck_id": deck_id}),
        )

    statistic = Statistic()
    by_phase, refused, unauthenticated, errors = Counter(), Counter(), Counter(), []
    stop_reason = None
    started = time.monotonic()
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            statistic.on_scenario_finished(event.recorder)
            for interaction in event.recorder.interactions.values():
                if interaction.response is None:
                    continue
                by_phase[event.phase.value] += 1
                if interaction.request.headers.get("Authorization") != [learner["headers"]["Authorization"]]:
                    unauthenticated[event.recorder.label] += 1
                if interaction.response.status_code == 401:
                    refused[event.recorder.label] += 1
        elif isinstance(event, events.NonFatalError):
            errors.append(f"{event.label}: {event.info.format()}")
        elif isinstance(event, events.FatalError):
            raise event.exception
        elif isinstance(event, events.EngineFinished):
            stop_reason = event.stop_reason
            if event.failures:
                statistic.record_run_check_failures(event.failures, label="After the run")
    requests = sum(by_phase.values())
    print(f"{requests} requests in {time.monotonic() - started:.0f}s, by phase: {dict(by_phase)}")

    assert stop_reason == StopReason.COMPLETED, f"the run stopped early: {stop_reason}"
    assert not errors, "schemathesis could not test these operations:\n\n" + "\n\n".join(errors)
    assert not unauthenticated, f"requests without the learner's token: {dict(unauthenticated)}"
    assert not refused, f"the learner's token was refused (401), so these were not fuzzed signed in: {dict(refused)}"
    reports = [
        f"{label}\n{group.format(index=None, curl=group.code_sample, config=schema.config.output)}"
        for label, groups in sorted(statistic.failures.items())
        for group in groups.values()
    ]
    assert not reports, f"{len(reports)} failures in {requests} requests:\n\n" + "\n\n\n".join(reports)
    assert requests >= MIN_REQUESTS, f"only {requests} requests, by phase: {dict(by_phase)}"
