"""The UI benchmark still runs (once, against the test server): a benchmark nobody can run measures nothing."""

from chinese_app.settings import PROJECT_ROOT


def test_ui_benchmark_runs(server, browser, monkeypatch):
    monkeypatch.syspath_prepend(str(PROJECT_ROOT))
    from bench import ui

    times = ui.measure(server.url, ui.seed_learner(server.url), runs=1, browser=browser)
    assert set(times) == {"static page (floor)", "/home ready", "options saved"}
    assert all(len(values) == 1 and values[0] > 0 for values in times.values())
