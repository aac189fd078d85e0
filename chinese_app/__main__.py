"""Command line: `python -m chinese_app migrate | admin grant EMAIL | admin revoke EMAIL`."""

import argparse
import sys

from chinese_app.identity import IdentityError, local
from chinese_app.migrations import upgrade_to_head


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m chinese_app")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply database migrations")
    admin = commands.add_parser("admin", help="grant or revoke the admin claim of a local account")
    admin.add_argument("action", choices=["grant", "revoke"])
    admin.add_argument("email")
    args = parser.parse_args(argv)

    if args.command == "migrate":
        upgrade_to_head()
        print("database is up to date")
    elif args.command == "admin":
        try:
            local.set_admin(args.email, args.action == "grant")
        except IdentityError as e:
            print(f"{e.message}: no account with the e-mail {args.email}", file=sys.stderr)
            return 1
        print(f"admin {'granted to' if args.action == 'grant' else 'revoked from'} {args.email} "
              "(takes effect at the user's next token refresh)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
