#!/usr/bin/env bash
# The Action's audit step: runs onboard-audit with the Action's inputs, annotates the pull
# request (the `github` format), writes the report files asked for, and puts the Markdown
# checklist on the job's summary page. The exit code is the audit's.
# Environment, from the Action's inputs (lists: one entry per line or separated by spaces):
#   ONBOARD_AUDIT   the binary (default: onboard-audit on the PATH)
#   AUDIT_PATH  TABLES  SOURCES  FAIL_ON  JUNIT  SARIF  MARKDOWN  UPLOAD_SARIF
#   GITHUB_STEP_SUMMARY, GITHUB_OUTPUT   files GitHub gives the step
set -euo pipefail
set -f  # list inputs are split on spaces and lines, never expanded as patterns

tool=${ONBOARD_AUDIT:-onboard-audit}
# The SARIF path is written to GITHUB_OUTPUT, one line per output: a path of several lines
# could write outputs of its own, and is refused.
case ${SARIF-} in
  *$'\n'* | *$'\r'*)
    echo "::error::the sarif input is a path of several lines" >&2
    exit 2
    ;;
esac
arguments=(audit "${AUDIT_PATH:-.}" --format github)
for table in ${TABLES-}; do arguments+=(--tables "$table"); done
for source in ${SOURCES-}; do arguments+=(--sources "$source"); done
[ -z "${FAIL_ON-}" ] || arguments+=(--fail-on "$FAIL_ON")
[ -z "${JUNIT-}" ] || arguments+=(--junit "$JUNIT")

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The checklist goes to the summary even when no Markdown file is asked for; SARIF is
# written when it is to be uploaded.
markdown=${MARKDOWN:-$scratch/checklist.md}
arguments+=(--markdown "$markdown")
sarif=${SARIF-}
if [ -z "$sarif" ] && [ "${UPLOAD_SARIF-}" = true ]; then
  sarif=${RUNNER_TEMP:-$scratch}/onboard-audit.sarif
fi
[ -z "$sarif" ] || arguments+=(--sarif "$sarif")

status=0
"$tool" "${arguments[@]}" || status=$?
if [ -s "$markdown" ] && [ -n "${GITHUB_STEP_SUMMARY-}" ]; then
  cat "$markdown" >>"$GITHUB_STEP_SUMMARY"
fi
{
  echo "exit-code=$status"
  [ -z "$sarif" ] || echo "sarif=$sarif"
} >>"${GITHUB_OUTPUT:-/dev/null}"
exit "$status"
