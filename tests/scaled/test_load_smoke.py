"""A short run of bench/load.py's simulated learners on the scaled stack: 25 learners for 20 s, speaking the
pages' own websocket protocol. Nothing may go wrong and every answer graded on screen must be in the
database. (The full stepped run is a benchmark, not a test: bench/load.py.)"""

from bench.load import run_step


def test_25_learners_for_20_seconds(stack):
    step = run_step(stack.url, stack.database_url, learners=25, seconds=20, think=0.5, prefix="smoke")
    assert step.errors == 0, step.first_errors
    assert step.answers >= 25  # the learners got as far as answering
    assert step.lost == 0
