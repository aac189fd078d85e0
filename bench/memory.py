"""Memory of one worker (issue 14): RSS step by step in a fresh process, then a real worker's RSS.

    .venv/bin/python bench/memory.py            # both parts
    .venv/bin/python bench/memory.py --steps    # the in-process breakdown only (seconds)
    .venv/bin/python bench/memory.py --worker   # `make run`'s worker only (a minute: migrate, import, start)

The breakdown runs in a child process, so nothing this script imported counts: RSS (psutil) after importing
the app and after each first use the evaluators make, with tracemalloc's top allocating modules for the steps
that allocate most (tracemalloc slows them; the RSS figures are taken with it on, the times are not
comparable with bench/eval_*.py). The worker figure is the RSS of the server process of bench.servers'
single_app (as `make run` starts it) after one sign-up, one translate and one describe evaluation via /api.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TOP = 6  # modules listed per big step
BIG = 15.0  # MB of RSS: steps that grow by this much get their tracemalloc listing

_STEPS = r"""
import sys, time, tracemalloc
import psutil

sys.path.insert(0, ROOT)
proc = psutil.Process()
if TRACE:
    tracemalloc.start(1)


def rss():
    return proc.memory_info().rss / 2**20


def step(label, fn):
    before_rss, before = rss(), tracemalloc.take_snapshot() if TRACE else None
    t = time.perf_counter()
    fn()
    took = time.perf_counter() - t
    after_rss = rss()
    if not TRACE:
        print(f"{label:<52} {after_rss:7.1f} MB  {after_rss - before_rss:+7.1f}  {took:6.2f} s", flush=True)
    elif label in TRACE:
        print(f"{label}: Python allocations by module (tracemalloc)", flush=True)
        diff = tracemalloc.take_snapshot().compare_to(before, "filename")
        by_module = {}
        for stat in diff:
            name = stat.traceback[0].filename
            name = name.split("site-packages/")[-1].split("/chinese_app/")[-1].split("/lib/python3")[-1]
            by_module[name] = by_module.get(name, 0) + stat.size_diff
        for name, size in sorted(by_module.items(), key=lambda kv: -kv[1])[:TOP]:
            print(f"      {size / 2**20:+7.1f} MB  {name}")


step("python + psutil", lambda: None)
step("import reflex, fastapi, sqlmodel", lambda: [__import__(m) for m in ("reflex", "fastapi", "sqlmodel")])
step("import chinese_app.chinese_app", lambda: __import__("chinese_app.chinese_app"))
from chinese_app.evaluation.offline import OfflineEvaluator
from chinese_app.evaluation import describe_checks

step(
    "translate 1: I am a student. / 我是学生",
    lambda: OfflineEvaluator().translate("I am a student.", "我是学生", "我是学生。", "1"),
)
step(
    "translate 2: He will probably come tomorrow.",
    lambda: OfflineEvaluator().translate("He will probably come tomorrow.", "他明天可能会来。", "他大概明天来", "3"),
)
TEXT = "公园里有很多人。一个小孩在跑步，他的妈妈在看书呢。"
step("describe check (25 characters)", lambda: describe_checks.check(TEXT))
step("translate 3 + describe again (warm)", lambda: (
    OfflineEvaluator().translate("She likes to drink tea.", "她喜欢喝茶。", "她爱喝茶", "2"),
    describe_checks.check("一只小狗在草地上跑，它很高兴。天气很好，太阳很大。"),
))
"""


def steps() -> None:
    """The breakdown, in a fresh interpreter; then, in another, where the big steps' Python allocations go
    (tracemalloc's own bookkeeping would inflate the RSS of the first run, so it only runs in the second)."""
    print(f"{'step':<52} {'RSS':>10}  {'growth':>7}  {'time':>8}")
    code = f"ROOT = {str(ROOT)!r}\nTOP = {TOP}\nTRACE = %r\n" + _STEPS
    out = subprocess.run([sys.executable, "-c", code % None], cwd=ROOT, check=True, capture_output=True, text=True)
    print(out.stdout, end="")
    big = {line[:52].rstrip() for line in out.stdout.splitlines() if float(line[64:72]) >= BIG}
    subprocess.run([sys.executable, "-c", code % big], cwd=ROOT, check=True)


def worker() -> None:
    """RSS of `make run`'s server process after one translate and one describe evaluation through /api."""
    import httpx
    import psutil

    from bench.servers import single_app

    with single_app() as (base, _, label):
        client = httpx.Client(base_url=base, timeout=120)
        r = client.post("/api/auth/signup", json={"email": "memory@example.com", "password": "memory-bench-1"})
        r.raise_for_status()
        headers = {"Authorization": f"Bearer {r.json()['idToken']}"}
        port = int(base.rsplit(":", 1)[1])
        server = next(
            p for p in psutil.process_iter() if any(c.laddr.port == port for c in _listening(p)) and _python(p)
        )
        print(f"{label}: server pid {server.pid}, RSS at start {server.memory_info().rss / 2**20:.1f} MB")
        body = {"english": "He will probably come tomorrow.", "chinese_attempt": "他大概明天来",
                "correct_chinese": "他明天可能会来。", "level": 3}  # fmt: skip
        client.post("/api/translate/evaluate", json=body, headers=headers).raise_for_status()
        print(f"after one translate evaluation:  RSS {server.memory_info().rss / 2**20:.1f} MB")
        image = client.post("/api/describe/session", headers=headers).json()
        text = "公园里有很多人。一个小孩在跑步，他的妈妈在看书呢。"
        body = {"imageId": image["imageId"], "description": text, "imageUrl": image.get("imageUrl")}
        client.post("/api/describe/evaluate", json=body, headers=headers).raise_for_status()
        print(f"after one describe evaluation:   RSS {server.memory_info().rss / 2**20:.1f} MB")
        for _ in range(3):  # a few more of each: what a warm worker holds
            client.post("/api/describe/evaluate", json=body, headers=headers).raise_for_status()
        print(f"after 3 more describe evaluations: RSS {server.memory_info().rss / 2**20:.1f} MB")


def _listening(proc):
    import psutil

    try:
        return [c for c in proc.net_connections("tcp") if c.status == psutil.CONN_LISTEN]
    except (psutil.AccessDenied, psutil.NoSuchProcess):
        return []


def _python(proc) -> bool:
    try:
        return "python" in proc.name().lower() or "python" in " ".join(proc.cmdline()[:1]).lower()
    except Exception:
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", action="store_true", help="only the in-process breakdown")
    parser.add_argument("--worker", action="store_true", help="only the served worker's RSS")
    args = parser.parse_args()
    if not args.worker:
        steps()
    if not args.steps:
        worker()


if __name__ == "__main__":
    main()
