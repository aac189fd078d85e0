"""The scaled layout on one machine: PostgreSQL and Redis from Debian's packages, SeaweedFS as the S3 store
(the server the tests use), N backend workers sharing tab states through Redis, and nginx in front serving
the exported static frontend and proxying the websocket, /api and uploads to the workers.

`make run-scaled` runs it until Ctrl-C (python -m deploy.stack); the scaled tests and bench/load.py start
it in a folder of their own. Data (database, Redis has none worth keeping, media) stays in the folder, so
a second start is quick: nothing is initialised twice, and the frontend is exported again only when the
app's sources or the port changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script or module from anywhere: chinese_app is importable

from bench.harness import free_port, server_env  # noqa: E402

PG_BIN = Path("/usr/lib/postgresql/15/bin")
S3_ACCESS_KEY, S3_SECRET_KEY = "scaled-access-key", "scaled-secret-key-0123456789"  # loopback only
BUCKET = "xuezhongwen"
START_SECONDS = 120
NGINX_TEMPLATE = ROOT / "deploy" / "nginx" / "app.conf.template"


def _as_postgres(command: list) -> list[str]:
    # initdb and postgres refuse to run as root; `make run-scaled` may be run by root.
    command = [str(c) for c in command]
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _wait(check, what: str, proc: subprocess.Popen | None = None, log: Path | None = None) -> None:
    deadline = time.monotonic() + START_SECONDS
    while True:
        try:
            if check():
                return
        except Exception:  # not answering yet (connection refused, no bucket yet...): try again
            pass
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{what} exited:\n{log.read_text()[-3000:] if log else ''}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start within {START_SECONDS} s")
        time.sleep(0.2)


@dataclass
class Stack:
    root: Path
    port: int = 3000
    workers: int = 3
    settings: dict[str, str] = field(default_factory=dict)  # more app settings for every worker and command
    procs: dict[str, subprocess.Popen] = field(default_factory=dict)
    worker_ports: list[int] = field(default_factory=list)
    database_url: str = ""
    redis_url: str = ""
    s3_endpoint: str = ""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # --- the whole stack ------------------------------------------------------------------------------

    def start(self) -> Stack:
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "logs").mkdir(exist_ok=True)
        try:
            self._postgres()
            self._redis()
            self._s3()
            self.cli("migrate")
            self.cli("content", "import")
            static = self._frontend()
            self.worker_ports = [free_port() for _ in range(self.workers)]
            for i in range(self.workers):
                self.start_worker(i)
            self._nginx(static)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Stop everything this stack started, newest first."""
        for name in reversed(list(self.procs)):
            self._end(name)
        if (self.root / "pg" / "data" / "postmaster.pid").exists():
            subprocess.run(
                _as_postgres([PG_BIN / "pg_ctl", "-D", self.root / "pg" / "data", "-m", "fast", "stop"]),
                capture_output=True,
            )

    def __enter__(self) -> Stack:
        return self.start()

    def __exit__(self, *_exc) -> None:
        self.stop()

    def env(self, **overrides: str) -> dict[str, str]:
        """The settings every worker and command of this stack runs with."""
        return server_env(
            DATA_DIR=str(self.root / "data"),
            DATABASE_URL=self.database_url,
            REFLEX_REDIS_URL=self.redis_url,
            S3_BUCKET=BUCKET,
            S3_ENDPOINT_URL=self.s3_endpoint,
            S3_REGION="us-east-1",
            AWS_ACCESS_KEY_ID=S3_ACCESS_KEY,
            AWS_SECRET_ACCESS_KEY=S3_SECRET_KEY,
            APP_URL=self.url,
            TRUSTED_PROXY_HOPS="1",  # nginx: the learner's address is the last X-Forwarded-For hop
            **{**self.settings, **overrides},
        )

    def cli(self, *args: str) -> None:
        """`python -m chinese_app ARGS` against this stack's database and media."""
        log = self.root / "logs" / "commands.log"
        with log.open("a") as out:
            done = subprocess.run(
                [sys.executable, "-m", "chinese_app", *args], cwd=ROOT, env=self.env(), stdout=out, stderr=out
            )
        if done.returncode:
            raise RuntimeError(f"python -m chinese_app {' '.join(args)} failed:\n{log.read_text()[-3000:]}")

    # --- workers ----------------------------------------------------------------------------------------

    def start_worker(self, i: int) -> None:
        """Backend worker i (one process) on its port, serving no pages: nginx does."""
        name, port = f"worker{i}", self.worker_ports[i]
        command = [
            sys.executable,
            "-m",
            "reflex",
            "run",
            "--env",
            "prod",
            "--backend-only",
            "--backend-port",
            str(port),
            "--backend-host",
            "127.0.0.1",
        ]
        # One process per worker (Reflex would start 2 x cores + 1 with Redis), and no compiling: the
        # workers share the exported frontend, and must not write .web at once.
        env = self.env(GRANIAN_WORKERS="1", REFLEX_SKIP_COMPILE="true", REFLEX_BACKEND_ONLY="true")
        self._spawn(name, command, env)
        _wait(
            lambda: httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=2).status_code == 200,
            name,
            self.procs[name],
            self._log(name),
        )

    def kill_worker(self, i: int, sig: int = signal.SIGKILL) -> None:
        """End worker i at once (kill -9 by default), as a crash would."""
        proc = self.procs[f"worker{i}"]
        os.killpg(proc.pid, sig)
        proc.wait(30)

    # --- services ---------------------------------------------------------------------------------------

    def _postgres(self) -> None:
        folder = self.root / "pg"
        data, port = folder / "data", free_port()
        if not (data / "PG_VERSION").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
            if os.geteuid() == 0:
                shutil.chown(folder, "postgres")
            subprocess.run(
                _as_postgres([PG_BIN / "initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8"]),
                check=True,
                capture_output=True,
            )
        (data / "postmaster.pid").unlink(missing_ok=True)  # a run killed before it could stop PostgreSQL
        options = f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c max_connections=200"
        subprocess.run(
            _as_postgres([PG_BIN / "pg_ctl", "-D", data, "-w", "-l", folder / "log", "-o", options, "start"]),
            check=True,
            capture_output=True,
        )
        base = f"postgresql://postgres@127.0.0.1:{port}"
        import psycopg

        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = 'xuezhongwen'").fetchone():
                conn.execute("CREATE DATABASE xuezhongwen")
        self.database_url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/xuezhongwen"

    def _redis(self) -> None:
        port = free_port()
        folder = self.root / "redis"
        folder.mkdir(exist_ok=True)
        # Tab states only (they expire after an hour): nothing is saved to disk.
        command = ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no"]
        self._spawn("redis", [*command, "--dir", str(folder)])
        self.redis_url = f"redis://127.0.0.1:{port}/0"
        import redis

        _wait(lambda: redis.Redis.from_url(self.redis_url).ping(), "redis", self.procs["redis"], self._log("redis"))

    def _s3(self) -> None:
        folder = self.root / "s3"
        folder.mkdir(exist_ok=True)
        identities = {
            "identities": [
                {
                    "name": "app",
                    "credentials": [{"accessKey": S3_ACCESS_KEY, "secretKey": S3_SECRET_KEY}],
                    "actions": ["Admin", "Read", "Write", "List", "Tagging"],
                }
            ]
        }
        (folder / "s3.json").write_text(json.dumps(identities))
        ports = {name: free_port() for name in ("master", "volume", "filer", "s3", "admin")}
        grpc = {name: free_port() for name in ("master", "volume", "filer", "admin")}
        weed = Path(sys.executable).parent / "weed"
        command = [
            str(weed if weed.exists() else shutil.which("weed") or "weed"),
            "mini",
            f"-dir={folder / 'data'}",
            "-ip=127.0.0.1",
            f"-s3.config={folder / 's3.json'}",
            "-admin.ui=false",
            "-webdav=false",
            *[f"-{name}.port={port}" for name, port in ports.items()],
            *[f"-{name}.port.grpc={port}" for name, port in grpc.items()],
        ]
        self._spawn("s3", command)
        self.s3_endpoint = f"http://127.0.0.1:{ports['s3']}"
        _wait(
            lambda: httpx.get(self.s3_endpoint, timeout=1) is not None, "SeaweedFS", self.procs["s3"], self._log("s3")
        )
        import boto3
        from botocore.config import Config

        client = boto3.client(
            "s3",
            endpoint_url=self.s3_endpoint,
            region_name="us-east-1",
            aws_access_key_id=S3_ACCESS_KEY,
            aws_secret_access_key=S3_SECRET_KEY,
            config=Config(signature_version="s3v4", s3={"addressing_style": "path"}),
        )

        def bucket() -> bool:
            if BUCKET not in [b["Name"] for b in client.list_buckets().get("Buckets", [])]:
                client.create_bucket(Bucket=BUCKET)
            return True

        _wait(bucket, "the S3 bucket")

    def _frontend(self) -> Path:
        """The exported static frontend (its websocket address is nginx's port), exported again only
        when the sources or the port changed."""
        static, stamp = self.root / "static", self.root / "static.stamp"
        digest = _source_digest(self.port)
        if static.is_dir() and stamp.exists() and stamp.read_text() == digest:
            return static
        log = self._log("export")
        with log.open("w") as out:
            done = subprocess.run(
                [sys.executable, "-m", "reflex", "export", "--frontend-only", "--no-zip"],
                cwd=ROOT,
                env=self.env(PORT=str(self.port)),  # the pages' websocket and /api address: nginx
                stdout=out,
                stderr=out,
            )
        if done.returncode:
            raise RuntimeError(f"the frontend export failed:\n{log.read_text()[-3000:]}")
        shutil.rmtree(static, ignore_errors=True)
        shutil.copytree(ROOT / ".web" / "build" / "client", static)
        stamp.write_text(digest)
        return static

    def _nginx(self, static: Path) -> None:
        from chinese_app.edge import static_page_headers

        folder = self.root / "nginx"
        (folder / "tmp").mkdir(parents=True, exist_ok=True)
        headers = " ".join(f'add_header {name} "{value}" always;' for name, value in static_page_headers(static))
        site = render(
            NGINX_TEMPLATE.read_text(),
            LISTEN_PORT=f"127.0.0.1:{self.port}",
            STATIC_ROOT=str(static),
            UPSTREAM_SERVERS=" ".join(f"server 127.0.0.1:{p} max_fails=1 fail_timeout=5s;" for p in self.worker_ports),
            SECURITY_HEADERS=headers,
        )
        temp = folder / "tmp"
        conf = f"""worker_processes 1;
pid {folder / "nginx.pid"};
error_log {self.root / "logs" / "nginx-error.log"} warn;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
    sendfile on;
{site}
}}
"""
        (folder / "nginx.conf").write_text(conf)
        self._spawn("nginx", ["nginx", "-c", str(folder / "nginx.conf"), "-p", str(folder), "-g", "daemon off;"])
        _wait(
            lambda: (
                httpx.get(f"{self.url}/api/health", timeout=2).status_code == 200
                and httpx.get(f"{self.url}/login", timeout=2).status_code == 200
            ),
            "nginx",
            self.procs["nginx"],
            self._log("nginx"),
        )

    # --- processes --------------------------------------------------------------------------------------

    def _log(self, name: str) -> Path:
        return self.root / "logs" / f"{name}.log"

    def _spawn(self, name: str, command: list[str], env: dict[str, str] | None = None) -> None:
        with self._log(name).open("a") as out:
            self.procs[name] = subprocess.Popen(
                command,
                cwd=ROOT,
                env=env or self.env(),
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: stopped with everything it started
            )

    def _end(self, name: str) -> None:
        proc = self.procs.pop(name, None)
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
        except ProcessLookupError:
            pass


def render(template: str, **values: str) -> str:
    """Fill ${NAME} placeholders of ours, leaving nginx's own $variables alone (as envsubst with a list)."""
    for name, value in values.items():
        template = template.replace("${" + name + "}", value)
    return template


def _source_digest(port: int) -> str:
    """What the exported frontend depends on: the app's sources, assets, lock files and the port."""
    digest = hashlib.sha256(str(port).encode())
    files = [ROOT / "rxconfig.py", *sorted((ROOT / "chinese_app").rglob("*.py"))]
    for folder in ("assets", "reflex.lock"):
        files += sorted(p for p in (ROOT / folder).rglob("*") if p.is_file())
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make run-scaled", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "3000")))
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--root", type=Path, default=ROOT / ".scaled")
    args = parser.parse_args(argv)
    stack = Stack(root=args.root.resolve(), port=args.port, workers=args.workers)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C, even when started in the background
    print(f"==> starting PostgreSQL, Redis, SeaweedFS, {args.workers} workers and nginx (logs in {stack.root}/logs)")
    with stack:
        print(f"==> 学中文 on {stack.url} ({args.workers} workers behind nginx); Ctrl-C stops everything")
        try:
            while all(p.poll() is None for p in stack.procs.values()):
                time.sleep(1)
            dead = [name for name, p in stack.procs.items() if p.poll() is not None]
            print(f"==> {', '.join(dead)} stopped: stopping the rest", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print("\n==> stopping")
    return 0


if __name__ == "__main__":
    sys.exit(main())
