"""The API benchmark still runs (in a tiny size): a benchmark nobody can run measures nothing."""

from chinese_app.settings import PROJECT_ROOT


def test_api_benchmark_runs(sentence_sources, monkeypatch):
    monkeypatch.syspath_prepend(str(PROJECT_ROOT))
    from bench import api

    result = api.run(logs=400, requests=3, database_url=None, sources=sentence_sources[:600])
    assert result["logs"] == 400
    assert set(result["rows"]) == {
        "GET /api/auth/me (floor)",
        "GET /api/decks",
        "POST /api/decks/{id}/session",
        "POST /api/decks/{id}/log",
    }
    assert all(row["p50"] > 0 for row in result["rows"].values())
