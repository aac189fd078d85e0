# The two commands of the README. Each installs what it needs and is quick the second time.
.PHONY: run test run-scaled

run:  ## install everything, migrate, and serve the app on http://127.0.0.1:$${PORT:-3000}
	@scripts/run.sh

test:  ## install everything the tests need and run the whole suite
	@scripts/test.sh

run-scaled:  ## the scaled layout here: PostgreSQL, Redis, S3, 3 workers behind nginx on http://127.0.0.1:$${PORT:-3000}
	@scripts/run-scaled.sh
