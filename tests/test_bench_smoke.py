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


def test_eval_benchmark_runs(monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(PROJECT_ROOT))
    from bench import eval_translate

    for path in (eval_translate.CASES, eval_translate.BLIND):
        eval_translate.report(eval_translate.load_cases(path)[:40], path)
    assert capsys.readouterr().out.count("offline minus baseline") == 2
    cold, rate = eval_translate.speed(eval_translate.load_cases()[:20], seconds=0.05)
    assert cold > 0 and rate > 0


def test_token_benchmark_runs(data_dir, monkeypatch):
    monkeypatch.syspath_prepend(str(PROJECT_ROOT))
    from bench import tokens

    results = tokens.measure(checks=20)
    assert set(results) == {"signature only (floor)", "stamp cached", "stamp read from the database"}
    assert all(micros > 0 for micros in results.values())


def test_describe_benchmark_counts_caught_errors_and_false_alarms(monkeypatch):
    monkeypatch.syspath_prepend(str(PROJECT_ROOT))
    from bench import eval_describe

    cases = [
        {"description": "门口有一本狗，它在等主人回家。", "errors": [{"kind": "measure_word", "span": "本"}]},
        {"description": "我看到两只猫在沙发上睡觉，很可爱。", "errors": []},
    ]
    result = eval_describe.evaluate(cases)
    assert result["planted"] == {"measure_word": 1} and result["caught"] == {"measure_word": 1}
    assert result["clean_flagged"] == 0 and result["clean_fragments"] == 1 and result["stray"] == 0
    assert eval_describe.speed(cases, 0.05) > 0
