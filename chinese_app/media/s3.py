"""Media on S3 (or an S3-compatible server): browsers fetch it through presigned GET URLs that expire.

Keys are the same as the local store's (pictures/..., clips/...), under an optional prefix. The
presigned URL is the credential, like the local store's signed /api/media links; S3 serves range
requests itself, so videos seek.
"""

from functools import cached_property
from pathlib import Path

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

from chinese_app.media.local import check_key


class S3Media:
    def __init__(self, bucket: str, endpoint_url: str = "", region: str = "", prefix: str = ""):
        self.bucket, self.endpoint_url, self.region, self.prefix = bucket, endpoint_url, region, prefix

    @cached_property
    def _client(self):
        """Built on first use: constructing the store touches no network."""
        config = Config(
            signature_version="s3v4",
            s3={"addressing_style": "path" if self.endpoint_url else "auto"},
            retries={"max_attempts": 3, "mode": "standard"},
        )
        return boto3.client(
            "s3", endpoint_url=self.endpoint_url or None, region_name=self.region or None, config=config
        )

    def _key(self, key: str) -> str:
        return self.prefix + check_key(key)

    def put_file(self, key: str, path: Path, content_type: str = "") -> None:
        extra = {"ContentType": content_type} if content_type else {}
        self._client.upload_file(str(path), self.bucket, self._key(key), ExtraArgs=extra)

    def put_bytes(self, key: str, data: bytes, content_type: str = "") -> None:
        extra = {"ContentType": content_type} if content_type else {}
        self._client.put_object(Bucket=self.bucket, Key=self._key(key), Body=data, **extra)

    def read(self, key: str) -> bytes:
        try:
            return self._client.get_object(Bucket=self.bucket, Key=self._key(key))["Body"].read()
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                raise FileNotFoundError(key) from None
            raise

    def delete(self, key: str) -> None:
        self._client.delete_object(Bucket=self.bucket, Key=self._key(key))

    def size(self, key: str) -> int | None:
        """The stored object's size in bytes, or None when there is none."""
        try:
            return self._client.head_object(Bucket=self.bucket, Key=self._key(key))["ContentLength"]
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in ("404", "NoSuchKey", "NotFound"):
                return None
            raise

    def exists(self, key: str) -> bool:
        return self.size(key) is not None

    def url(self, key: str, ttl_seconds: int = 3600) -> str:
        return self._client.generate_presigned_url(
            "get_object", Params={"Bucket": self.bucket, "Key": self._key(key)}, ExpiresIn=int(ttl_seconds)
        )
