"""What checking an ID token costs now that each check also reads the account's revocation stamp,
as ratios to the signature check alone measured in the same run.

    .venv/bin/python bench/tokens.py [--checks 5000]

verify_token checks the JWT's signature and claims, then the account's "tokens valid after" stamp:
from a per-worker cache of CACHE_SECONDS, or from the database when the cache has expired.
Target (issue 9): a cached check at most 1.3x the signature check; a database read once per
CACHE_SECONDS per account and worker, so its cost is spread over every call in that time.
"""

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app must be importable


def measure(checks: int) -> dict[str, float]:
    """Microseconds per check: signature only, with the stamp cached, with the stamp read each time."""
    from chinese_app.identity import local, revocation, verify_token
    from chinese_app.identity.tokens import verify_id_token
    from chinese_app.migrations import upgrade_to_head
    from chinese_app.settings import get_settings

    upgrade_to_head()
    token = local.sign_up(f"bench-{time.time_ns()}@example.com", "secret123").idToken
    key = get_settings().secret_key_effective

    def timed(check, n: int) -> float:
        start = time.perf_counter()
        for _ in range(n):
            check()
        return (time.perf_counter() - start) / n * 1e6

    def uncached():
        revocation.forget()
        verify_token(token)

    rounds = {"signature only (floor)": [], "stamp cached": [], "stamp read from the database": []}
    for _ in range(5):  # interleaved, so machine noise hits all alike
        rounds["signature only (floor)"].append(timed(lambda: verify_id_token(token, key), checks))
        rounds["stamp cached"].append(timed(lambda: verify_token(token), checks))
        rounds["stamp read from the database"].append(timed(uncached, max(1, checks // 10)))
    return {name: sorted(values)[len(values) // 2] for name, values in rounds.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checks", type=int, default=5000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["DATA_DIR"] = data_dir
        os.environ["DATABASE_URL"] = ""
        from chinese_app.runtime import reset_caches

        reset_caches()
        results = measure(args.checks)
    floor = results["signature only (floor)"]
    print(f"{'check':34} {'us':>8} {'ratio':>7}")
    for name, micros in results.items():
        print(f"{name:34} {micros:8.0f} {micros / floor:7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
