"""Fixtures the grader's unit tests share."""

import pytest

from chinese_app.evaluation.offline import OfflineEvaluator


@pytest.fixture(scope="module")
def evaluator():
    """The offline grader, one per test module (test_openai_evaluator.py has an evaluator of its own)."""
    return OfflineEvaluator()
