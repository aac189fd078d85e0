"""The container files, checked without Docker: the Dockerfile (parsed here: FROM, COPY, ADD, RUN, USER,
ENTRYPOINT, CMD and the rest, continuation lines joined), .dockerignore, scripts/serve.sh and
deploy/docker-compose.yml. Whatever the image copies is in the build context, every stage it copies from
exists, it runs as a user other than root from a script in the repo, and the compose file passes the app
only setting names that exist."""

import dataclasses
import inspect
import json
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

import pytest
import yaml

from chinese_app.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = ROOT / "Dockerfile"
DOCKERIGNORE = ROOT / ".dockerignore"
COMPOSE = ROOT / "deploy" / "docker-compose.yml"
SERVE = ROOT / "scripts" / "serve.sh"

# Names the compose file may pass to the app that are not Settings fields, with who reads them.
NOT_SETTINGS = {
    "HOST": "scripts/serve.sh: the address the server listens on",
    "AWS_ACCESS_KEY_ID": "boto3's credentials for S3_BUCKET",
    "AWS_SECRET_ACCESS_KEY": "boto3's credentials for S3_BUCKET",
    "GOOGLE_APPLICATION_CREDENTIALS": "firebase-admin's credentials in Firebase mode",
    "GRANIAN_WORKERS": "Reflex's production server: processes per container",
}


# --- a small Dockerfile parser ------------------------------------------------------------------------------


@dataclass
class Instruction:
    keyword: str  # upper case: FROM, COPY, RUN, ...
    value: str  # the rest of the instruction, continuation lines joined
    line: int
    flags: dict[str, str] = field(default_factory=dict)  # leading --name=value options
    args: list[str] = field(default_factory=list)  # exec form (JSON array) or whitespace-split words

    @property
    def exec_form(self) -> bool:
        return self.value.lstrip().startswith("[")


@dataclass
class Stage:
    index: int
    base: str
    name: str | None
    instructions: list[Instruction] = field(default_factory=list)

    def all(self, keyword: str) -> list[Instruction]:
        return [i for i in self.instructions if i.keyword == keyword]

    def last(self, keyword: str) -> Instruction | None:
        found = self.all(keyword)
        return found[-1] if found else None


def logical_lines(text: str) -> list[tuple[int, str]]:
    """(first line number, instruction) with `\\` continuations joined; comment lines dropped, also those
    inside a continuation (as Docker does)."""
    out, parts, start = [], [], 0
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if stripped.startswith("#") or (not stripped and not parts):
            continue
        if not parts:
            start = number
        if stripped.endswith("\\"):
            parts.append(stripped[:-1].strip())
            continue
        parts.append(stripped)
        out.append((start, " ".join(p for p in parts if p)))
        parts = []
    if parts:
        out.append((start, " ".join(p for p in parts if p)))
    return out


def parse_instruction(line: int, text: str) -> Instruction:
    keyword, _, value = text.partition(" ")
    instruction = Instruction(keyword.upper(), value.strip(), line)
    rest = instruction.value
    while rest.startswith("--"):  # COPY --from=build, RUN --mount=..., FROM --platform=...
        flag, _, rest = rest.partition(" ")
        name, _, flag_value = flag[2:].partition("=")
        instruction.flags[name] = flag_value
        rest = rest.lstrip()
    if rest.startswith("["):
        instruction.args = json.loads(rest)
    else:
        instruction.args = rest.split()
    return instruction


def parse_dockerfile(text: str) -> list[Stage]:
    stages: list[Stage] = []
    for line, body in logical_lines(text):
        instruction = parse_instruction(line, body)
        if instruction.keyword == "FROM":
            words = instruction.args
            name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else None
            stages.append(Stage(len(stages), words[0], name))
        elif instruction.keyword not in ("ARG",) or stages:  # ARGs before the first FROM are global
            assert stages, f"Dockerfile line {line}: {instruction.keyword} before any FROM"
            stages[-1].instructions.append(instruction)
    return stages


@cache
def stages() -> tuple[Stage, ...]:
    return tuple(parse_dockerfile(DOCKERFILE.read_text()))


def copies(stage: Stage) -> list[Instruction]:
    return stage.all("COPY") + stage.all("ADD")


def sources(instruction: Instruction) -> list[str]:
    return instruction.args[:-1]


# --- .dockerignore, with Docker's rules: paths from the context root, `**` for any folders, the last
# matching line wins (`!` takes a path back), and a folder's exclusion covers what is inside it -------------


def _pattern(line: str) -> re.Pattern:
    pattern = PurePosixPath(line.strip("/")).as_posix()
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out, i = out + "(?:.*/)?", i + 3
        elif pattern.startswith("**", i):
            out, i = out + ".*", i + 2
        elif pattern[i] == "*":
            out, i = out + "[^/]*", i + 1
        elif pattern[i] == "?":
            out, i = out + "[^/]", i + 1
        elif pattern[i] == "[":
            end = pattern.index("]", i)
            out, i = out + pattern[i : end + 1], end + 1
        else:
            out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out + r"\Z")


@cache
def ignore_rules() -> tuple[tuple[bool, re.Pattern], ...]:
    rules = []
    for raw in DOCKERIGNORE.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        rules.append((negated, _pattern(line.lstrip("!").strip())))
    return tuple(rules)


def excluded(path: str) -> bool:
    """Whether `path` (relative to the context root) is left out of the build context."""
    parts = PurePosixPath(path).parts
    if not parts or parts == (".",):
        return False
    for end in range(1, len(parts) + 1):  # a folder left out takes what is inside it along
        prefix = "/".join(parts[:end])
        verdict = False
        for negated, pattern in ignore_rules():
            if pattern.match(prefix):
                verdict = not negated
        if verdict:
            return True
    return False


# --- the repository -----------------------------------------------------------------------------------------


@cache
def git_modes() -> dict[str, str]:
    try:
        listing = subprocess.run(["git", "ls-files", "-s"], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return {}
    modes = {}
    for row in listing.stdout.splitlines():
        meta, _, path = row.partition("\t")
        modes[path] = meta.split()[0]
    return modes


def executable(path: Path) -> bool:
    mode = git_modes().get(path.relative_to(ROOT).as_posix())
    return mode == "100755" if mode else os.access(path, os.X_OK)


def in_context(source: str) -> list[str]:
    """Problems with a COPY/ADD source: missing from the repo, or left out of the build context."""
    matches = sorted(ROOT.glob(source)) if any(c in source for c in "*?[") else [ROOT / source]
    if not matches or not all(m.exists() for m in matches):
        return [f"{source} does not exist in the repository"]
    problems = []
    for match in matches:
        relative = match.relative_to(ROOT).as_posix() if match != ROOT else "."
        if excluded(relative):
            problems.append(f"{relative} is excluded by .dockerignore")
    return problems


def workdir_at(stage: Stage, instruction: Instruction) -> PurePosixPath:
    workdir = PurePosixPath("/")
    for candidate in stage.instructions:
        if candidate is instruction:
            break
        if candidate.keyword == "WORKDIR":
            workdir = workdir / candidate.value
    return workdir


def copied_into(stage: Stage, repo_path: str, before: Instruction | None = None) -> bool:
    """Whether a COPY from the context put `repo_path` (and so the script) into this stage's image."""
    for instruction in copies(stage):
        if before is not None and instruction.line >= before.line:
            break
        if "from" in instruction.flags:
            continue
        for source in sources(instruction):
            source = source.rstrip("/") or "."
            if source == "." or repo_path == source or repo_path.startswith(source + "/"):
                return True
    return False


# --- the Dockerfile -----------------------------------------------------------------------------------------


def test_the_dockerfile_has_a_build_stage_and_a_slim_runtime():
    assert len(stages()) >= 2, "a build stage and a runtime stage"
    build, *_, final = stages()
    assert build.base.startswith("node:20-bookworm-slim")
    assert "slim" in final.base and not final.base.startswith("node:"), final.base
    assert final.base.startswith(("python:3.11-slim-bookworm", "debian:bookworm-slim")), final.base


def test_every_copied_source_is_in_the_build_context():
    problems = []
    for stage in stages():
        for instruction in copies(stage):
            if "from" in instruction.flags:
                continue
            assert len(instruction.args) >= 2, f"line {instruction.line}: {instruction.value}"
            for source in sources(instruction):
                problems += [f"line {instruction.line}: {p}" for p in in_context(source)]
    assert not problems, problems


def test_copies_from_other_stages_name_an_earlier_stage():
    for stage in stages():
        earlier = {s.name for s in stages()[: stage.index] if s.name} | {str(s.index) for s in stages()[: stage.index]}
        for instruction in copies(stage):
            if "from" in instruction.flags:
                assert instruction.flags["from"] in earlier, (
                    f"line {instruction.line}: --from={instruction.flags['from']} is not a stage before it"
                )


def test_the_runtime_stage_copies_no_build_tools():
    final = stages()[-1]
    for instruction in copies(final):
        for source in sources(instruction):
            assert not re.search(r"(^|/)(\.tools|node_modules|\.cache|tests)(/|$)", source), instruction.value
            assert source.rstrip("/") not in (".", "/app", "/app/.web"), f"copies everything: {instruction.value}"


def test_the_final_stage_runs_as_a_user_other_than_root():
    user = stages()[-1].last("USER")
    assert user is not None, "the final stage sets no USER: it would run as root"
    name = user.value.split(":")[0]
    assert name not in ("root", "0", ""), user.value


def entry_command(stage: Stage) -> list[str]:
    entrypoint, cmd = stage.last("ENTRYPOINT"), stage.last("CMD")
    command = []
    for instruction in (entrypoint, cmd):
        if instruction is None:
            continue
        command += instruction.args if instruction.exec_form else ["/bin/sh", "-c", instruction.value]
    return command


def repo_scripts(words: list[str], workdir: PurePosixPath) -> list[str]:
    """The words of a command that name a file of the repository (relative to WORKDIR, or below it)."""
    found = []
    for word in words:
        path = PurePosixPath(word)
        if path.is_absolute():
            if not path.is_relative_to(workdir) or path == workdir:
                continue
            path = path.relative_to(workdir)
        if (ROOT / path).is_file():
            found.append(path.as_posix())
    return found


def test_the_entry_point_is_an_executable_script_of_the_repo_copied_into_the_image():
    final = stages()[-1]
    command = entry_command(final)
    assert command, "no ENTRYPOINT or CMD"
    anchor = final.last("ENTRYPOINT") or final.last("CMD")
    scripts = repo_scripts(command, workdir_at(final, anchor))
    assert scripts, f"the entry point {command} runs no script of the repository"
    for script in scripts:
        path = ROOT / script
        assert executable(path), f"{script} is not executable (git mode 100755)"
        assert path.read_bytes().startswith(b"#!"), f"{script} has no shebang"
        assert copied_into(final, script), f"{script} is not copied into the final stage"
        assert not excluded(script), f"{script} is excluded by .dockerignore"


def test_the_entry_point_and_compose_commands_name_modes_of_serve_sh():
    modes = set(re.findall(r"^  (\w[\w|-]*)\)", SERVE.read_text(), re.M))
    modes = {m for group in modes for m in group.split("|")}
    final = stages()[-1]
    cmd = final.last("CMD")
    assert cmd is not None and cmd.exec_form and cmd.args[0] in modes, (cmd, modes)
    for name, service in app_services().items():
        command = service.get("command")
        if command is not None:
            words = command if isinstance(command, list) else shlex.split(command)
            assert words[0] in modes, f"service {name}: scripts/serve.sh has no mode {words[0]!r} ({modes})"


def test_scripts_run_at_build_time_exist_and_were_copied_first():
    problems = []
    for stage in stages():
        for instruction in stage.all("RUN"):
            words = instruction.args if instruction.exec_form else instruction.value.replace(";", " ").split()
            named = [w for w in words if re.match(r"^(\./)?scripts/", w)]
            for word in named:
                script = word.removeprefix("./")
                path = ROOT / script
                if not path.is_file():
                    problems.append(f"line {instruction.line}: {script} does not exist")
                elif not copied_into(stage, script, before=instruction):
                    problems.append(f"line {instruction.line}: {script} is not copied before it runs")
                elif excluded(script):
                    problems.append(f"line {instruction.line}: {script} is excluded by .dockerignore")
    assert not problems, problems


def test_the_final_stage_exposes_its_port_and_checks_api_health():
    final = stages()[-1]
    env = " ".join(i.value for i in final.all("ENV"))
    port = re.search(r"\bPORT=(\d+)", env)
    assert port, "the final stage sets no PORT"
    exposed = {w.split("/")[0] for i in final.all("EXPOSE") for w in i.args}
    assert port.group(1) in exposed, (port.group(1), exposed)
    health = final.last("HEALTHCHECK")
    assert health is not None and "/api/health" in health.value


def test_the_dockerignore_keeps_environments_caches_artifacts_and_data_out():
    for path in (
        ".venv/bin/python",
        ".web/build/client/index.html",
        ".tools/node_modules/bun/bin/bun.exe",
        "node_modules/react/index.js",
        "reflex.lock/node_modules/x.js",
        ".cache/bun/x",
        ".reflex-home/bun",
        ".pytest_cache/v/cache/nodeids",
        "chinese_app/__pycache__/settings.cpython-311.pyc",
        "test-artifacts/screenshot.png",
        "data/app.db",
        "data/secret_key",
        ".scaled/pg/data/PG_VERSION",
        ".env",
        ".git/HEAD",
    ):
        assert excluded(path), f"{path} would be sent to the Docker daemon"
    for path in ("requirements.txt", "content/CREDITS.md", "reflex.lock/bun.lock", "chinese_app/settings.py"):
        assert not excluded(path), f"{path} is needed in the image"


def test_the_dockerfile_parser():
    text = 'FROM a:1 AS one\n# c\nRUN x \\\n  # inside\n  && y\nCOPY --from=one /p q/\nCMD ["s.sh", "all"]\n'
    (stage,) = parse_dockerfile(text)
    assert (stage.base, stage.name) == ("a:1", "one")
    run, copy, cmd = stage.instructions
    assert (run.keyword, run.value, run.line) == ("RUN", "x && y", 3)
    assert copy.flags == {"from": "one"} and copy.args == ["/p", "q/"]
    assert cmd.exec_form and cmd.args == ["s.sh", "all"]
    assert excluded("a/node_modules/b") and not excluded("a/b")


def test_the_runtime_stage_gets_what_reflex_serves_from_the_build():
    """The exported pages, and the markers the compile leaves for the backend: a backend without them
    evaluates every page, writes them into .web (read-only in the image) and serves no /_upload."""
    from reflex_base import constants

    build, *_, final = stages()
    workdir = workdir_at(build, build.instructions[-1])
    copied = {
        PurePosixPath(src).relative_to(workdir).as_posix()
        for i in copies(final)
        if i.flags.get("from") in (build.name, "0")
        for src in sources(i)
    }
    for folder in (constants.Dirs.STATIC, constants.Dirs.BACKEND):
        assert f"{constants.Dirs.WEB}/{folder}" in copied, f"the runtime stage lacks {constants.Dirs.WEB}/{folder}"
    assert ".venv" in copied


def test_serve_sh_relies_on_what_this_reflex_offers():
    """scripts/serve.sh serves the exported pages with Reflex's production backend, which must still mount
    them on request (`reflex run --env prod` itself would rebuild them)."""
    from reflex.utils import exec as reflex_exec
    from reflex_base.environment import environment

    assert "mount_frontend_compiled_app" in inspect.signature(reflex_exec.run_backend_prod).parameters
    assert environment.REFLEX_ENV_MODE and environment.REFLEX_SKIP_COMPILE
    assert executable(SERVE) and SERVE.read_bytes().startswith(b"#!/usr/bin/env bash")


# --- deploy/docker-compose.yml ------------------------------------------------------------------------------


@cache
def compose() -> dict:
    document = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(document, dict) and isinstance(document.get("services"), dict), "no services"
    return document


def services() -> dict[str, dict]:
    return compose()["services"]


def app_images() -> set[str]:
    """The images built from this repository."""
    images = set()
    for service in services().values():
        build = service.get("build")
        context = build if isinstance(build, str) else (build or {}).get("context")
        if context is not None and (COMPOSE.parent / context).resolve() == ROOT:
            images.add(service.get("image", ""))
    return images


def app_services() -> dict[str, dict]:
    return {name: s for name, s in services().items() if s.get("image") in app_images() or "build" in s}


def environment_of(service: dict) -> dict[str, str]:
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.partition("=")[::2] for item in env)
    return {name: "" if value is None else str(value) for name, value in env.items()}


def setting_names() -> set[str]:
    return {name.upper() for name in Settings.model_fields}


def reflex_names() -> set[str]:
    import reflex as rx

    return {"REFLEX_" + f.name.upper() for f in dataclasses.fields(rx.Config)}


def test_compose_parses_and_every_service_has_an_image_or_a_build():
    assert services()
    for name, service in services().items():
        assert service.get("image") or service.get("build"), f"service {name} has neither image nor build"
    assert app_services(), "no service runs the image of this repository"


def test_compose_passes_the_app_only_real_setting_names():
    allowed = setting_names() | reflex_names() | set(NOT_SETTINGS)
    for name, service in app_services().items():
        unknown = set(environment_of(service)) - allowed
        assert not unknown, f"service {name} passes {sorted(unknown)}: not settings of chinese_app/settings.py"


def test_compose_leaves_no_setting_with_a_default_empty():
    """`X: ${X:-}` hands the app an empty string: right where the default is empty, wrong elsewhere
    (OPENAI_MODEL empty is no model at all, SMTP_PORT empty does not parse)."""
    for name, service in app_services().items():
        for variable, value in environment_of(service).items():
            field_info = Settings.model_fields.get(variable.lower())
            if field_info is None or not re.fullmatch(r"(\$\{\w+(:?-)?\})?", value):
                continue
            assert not field_info.default, f"service {name}: {variable} may be empty, its default is not"


def test_compose_urls_name_services_of_the_file():
    hosts = set(services())
    for service in services().values():
        networks = service.get("networks")
        if isinstance(networks, dict):
            for network in networks.values():
                hosts |= set((network or {}).get("aliases", []))
    for name, service in app_services().items():
        env = environment_of(service)
        for variable in ("DATABASE_URL", "REFLEX_REDIS_URL", "S3_ENDPOINT_URL"):
            if env.get(variable):
                host = urlsplit(re.sub(r"\$\{[^}]*\}", "x", env[variable])).hostname  # ${X:?...} as a value
                assert host in hosts, f"service {name}: {variable} points at {host}, not a service here"


def test_compose_depends_only_on_its_own_services():
    for name, service in services().items():
        depends = service.get("depends_on") or []
        for other in depends if isinstance(depends, list) else depends.keys():
            assert other in services(), f"service {name} depends on {other}, which is not defined"


def nginx() -> dict:
    found = [s for s in services().values() if str(s.get("image", "")).startswith("nginx:")]
    assert len(found) == 1, "one nginx service"
    return found[0]


def volume_pairs(service: dict) -> list[tuple[str, str]]:
    pairs = []
    for volume in service.get("volumes") or []:
        if isinstance(volume, dict):
            pairs.append((str(volume.get("source", "")), str(volume["target"])))
        else:
            source, _, rest = volume.partition(":")
            pairs.append((source, rest.split(":")[0]))
    return pairs


def test_nginx_fills_the_template_of_deploy_nginx():
    service = nginx()
    templates = [(s, t) for s, t in volume_pairs(service) if t.startswith("/etc/nginx/templates/")]
    assert templates, "nginx mounts no template into /etc/nginx/templates"
    env = environment_of(service)
    for source, target in templates:
        assert target.endswith(".template"), target
        path = (COMPOSE.parent / source).resolve()
        assert path == ROOT / "deploy" / "nginx" / "app.conf.template", source
        assert path.is_file(), f"{path.relative_to(ROOT)} does not exist"
        wanted = set(re.findall(r"\$\{([A-Z][A-Z0-9_]*)\}", path.read_text()))
        assert {"LISTEN_PORT", "STATIC_ROOT", "UPSTREAM_SERVERS"} <= wanted, wanted
        missing = wanted - set(env)
        assert not missing, f"nginx's environment leaves {sorted(missing)} of the template unfilled"
    listen = env["LISTEN_PORT"].rpartition(":")[2]
    published = {str(p).rpartition(":")[2] for p in service.get("ports", [])}
    assert listen in published, f"nginx listens on {listen}, the ports published are {published}"
    targets = [t for _, t in volume_pairs(service)]
    assert any(PurePosixPath(env["STATIC_ROOT"]).is_relative_to(t) for t in targets), "STATIC_ROOT is mounted"
    for server in re.findall(r"server\s+([\w.-]+):\d+", env["UPSTREAM_SERVERS"]):
        assert server in app_services(), f"nginx proxies to {server}, not a worker service"


@pytest.mark.parametrize("name", ["postgres", "redis", "s3"])
def test_compose_runs_the_production_services(name):
    images = {"postgres": "postgres:15", "redis": "redis:7", "s3": "chrislusf/seaweedfs"}
    assert any(str(s.get("image", "")).startswith(images[name]) for s in services().values())
