"""Command line: `python -m chinese_app migrate | content import | content clips --count N |
content import-clips FILE.json | content sync-media | admin grant EMAIL | admin revoke EMAIL |
db copy --from URL --to URL`."""

import argparse
import sys
from pathlib import Path

from chinese_app.core.errors import CoreError
from chinese_app.migrations import upgrade_to_head


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m chinese_app")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply database migrations")
    content = commands.add_parser("content", help="import content or render more listen clips")
    content_commands = content.add_subparsers(dest="content_command", required=True)
    content_commands.add_parser("import", help="sentences, pictures and the set-up clips (idempotent)")
    clips = content_commands.add_parser("clips", help="render more listen clips (one run at a time, 1-100)")
    clips.add_argument("--count", type=int, default=20, help="how many clips to add (default 20)")
    clips.add_argument("--levels", default="1,2,3,4,5,6", help="HSK levels to draw sentences from (default 1-6)")
    import_clips = content_commands.add_parser("import-clips", help="real clips cut from videos (FILE.json)")
    import_clips.add_argument("file", type=Path, help="a JSON list of clips, the videos beside it")
    content_commands.add_parser("sync-media", help="copy local media (MEDIA_DIR) to S3 (S3_BUCKET), idempotent")
    admin = commands.add_parser("admin", help="grant or revoke the admin claim of a local account")
    admin.add_argument("action", choices=["grant", "revoke"])
    admin.add_argument("email")
    db = commands.add_parser("db", help="move the data to another database")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    copy = db_commands.add_parser("copy", help="every table into an empty database (SQLite -> PostgreSQL), checked")
    # Not required=True: a missing URL is one line of ours, like every other refusal of the copy.
    copy.add_argument("--from", dest="source", metavar="URL", help="the database to copy: sqlite:///data/app.db")
    copy.add_argument("--to", dest="target", metavar="URL", help="an empty database: postgresql+psycopg://...")
    args = parser.parse_args(argv)

    if args.command == "migrate":
        upgrade_to_head()
        print("database is up to date")
    elif args.command == "content":
        from chinese_app.content import cli
        from chinese_app.core.catalogue import LEVELS

        if args.content_command == "import":
            cli.import_all()
            return 0
        if args.content_command == "import-clips":
            return cli.import_clips(args.file)
        if args.content_command == "sync-media":
            return sync_media()
        levels = [level.strip() for level in args.levels.split(",") if level.strip()]
        if not levels or any(level not in LEVELS for level in levels):
            parser.error(f"--levels must be a comma list of {', '.join(LEVELS)}")
        try:
            status = cli.more_clips(args.count, levels)
        except CoreError as e:  # out of range, or a run is going already
            print(e.message, file=sys.stderr)
            return 1
        print(status.message, file=sys.stderr if status.failed else sys.stdout)
        return 1 if status.failed else 0
    elif args.command == "admin":
        from chinese_app.core import accounts
        from chinese_app.db import call

        try:  # the same rules as the admin page and /api (an ADMIN_EMAILS admin is revoked there)
            print(call(accounts.set_admin, accounts.OPERATOR, args.email, args.action == "grant").message)
        except CoreError as e:
            print(e.message, file=sys.stderr)
            return 1
    elif args.command == "db":
        from chinese_app.db_copy import copy_database

        return copy_database(args.source, args.target)
    return 0


def sync_media() -> int:
    from rich.progress import Progress

    from chinese_app.media import get_media
    from chinese_app.media.s3 import S3Media
    from chinese_app.media.sync import sync
    from chinese_app.settings import get_settings

    target = get_media()
    if not isinstance(target, S3Media):
        print("Set S3_BUCKET (and S3_ENDPOINT_URL for an S3-compatible server) to copy media to S3.", file=sys.stderr)
        return 1
    root = get_settings().media_dir_effective
    with Progress() as bar:
        task = bar.add_task(f"media -> s3://{target.bucket}", total=None)
        synced = sync(root, target, lambda done, total: bar.update(task, completed=done, total=total))
    print(f"copied {synced.copied}, already there {synced.present}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
