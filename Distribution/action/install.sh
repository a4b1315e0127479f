#!/usr/bin/env bash
# The Action's install step: verifies the release archive for this runner and puts the binary
# it holds on the PATH. Nothing runs that was not verified on this run, cache hit included
# (docs/install.md, "How the Action verifies what it runs"):
# - The archive is checked against the checksum this Action's own files pin for the version
#   (checksums.txt beside this script). A version the pins name must match them.
# - A version they do not name (the Action's own, released after its files were tagged) must
#   have the build attestation of this repository's release workflow at the version's tag,
#   checked with `gh attestation verify`. Neither possible: the step fails.
# - Only the verified archive is kept in the tool cache; every run copies it out, verifies the
#   copy, extracts it into a new temporary folder and runs only what that folder holds.
# Environment (GitHub sets the RUNNER_ and GITHUB_ ones):
#   VERSION             a release ("0.2.0" or "v0.2.0"); empty: the Action's own version (the
#                       file `version` beside this script). Nothing else is accepted.
#   RUNNER_OS           Linux or macOS;  RUNNER_ARCH  X64 or ARM64 (macOS: any, universal)
#   RUNNER_TOOL_CACHE   where the verified archive is kept (the Action caches that folder)
#   RUNNER_TEMP         where it is extracted, in a new folder each run
#   GITHUB_PATH, GITHUB_OUTPUT   files the step appends the binary's folder and outputs to
#   GH_TOKEN            the token gh reads the attestation with (the Action's `token` input)
#   ONBOARD_AUDIT_DOWNLOAD_URL   base URL of the release files, `file://` included
#                       (default: the GitHub release of VERSION); what comes from it is verified
#   ONBOARD_AUDIT_CHECKSUMS      a pins file read instead of checksums.txt (for tests, or a
#                       workflow that pins releases itself; set by the workflow's author)
#   install.sh --resolve   only checks VERSION and writes version, platform, archive and cache
#                          (the folder the Action caches) to GITHUB_OUTPUT, for the cache's key
set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
repository=onboard-audit/onboard-audit
signer_workflow=$repository/.github/workflows/release.yml

hint=
fail() {
  echo "::error::$*${hint:+ ($hint)}" >&2
  exit 1
}

# A value shown in a message: on one line, quoted, and short, so that no input can start a
# line of its own (a workflow command) in the log.
shown() {
  local value
  value=$(printf '%q' "$1")
  [ "${#value}" -le 60 ] || value="${value:0:57}..."
  printf '%s' "$value"
}

# GITHUB_OUTPUT and GITHUB_PATH take one line per entry: a value is written only when it is
# one line (every value written is built from checked parts, and this makes sure of it).
put() {
  case $2 in *$'\n'* | *$'\r'*) fail "refusing to write a value of several lines for $1" ;; esac
  echo "$1=$2" >>"${GITHUB_OUTPUT:-/dev/null}"
}

sha256() {
  if command -v sha256sum >/dev/null; then
    sha256sum "$1" | cut -d' ' -f1
  else
    shasum -a 256 "$1" | cut -d' ' -f1
  fi
}

# The version: given, or the Action's own; a release number and nothing else.
if [ -n "${VERSION-}" ]; then
  version=$VERSION
else
  [ -f "$here/version" ] || fail "the Action has no version file ($here/version)"
  version=$(head -n 1 "$here/version")
fi
if ! [[ $version =~ ^v?[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  fail "version $(shown "$version") is not a release number such as 0.2.0 or v0.2.0"
fi
version=${version#v}

case "${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}" in
  Linux-X64 | Linux-x86_64) platform=linux-x86_64 ;;
  Linux-ARM64 | Linux-aarch64) platform=linux-aarch64 ;;
  macOS-* | Darwin-*) platform=macos-universal ;;
  *) fail "onboard-audit has no release for $(shown "${RUNNER_OS:-?}") $(shown "${RUNNER_ARCH:-?}")" ;;
esac
name=onboard-audit-$version-$platform
# Not where versions before the verifying Action kept an extracted tree: nothing left there is
# looked at.
cache=${RUNNER_TOOL_CACHE:-${TMPDIR:-/tmp}}/onboard-audit-archives/$version/$platform

if [ "${1-}" = --resolve ]; then
  put version "$version"
  put platform "$platform"
  put archive "$name.tar.gz"
  put cache "$cache"
  echo "onboard-audit $version ($platform)"
  exit 0
fi

# The pins: lines of `SHA256  onboard-audit-VERSION-PLATFORM.tar.gz` (sha256sum's format;
# blank lines and lines starting with # are skipped). Those of this version, if any.
pins=${ONBOARD_AUDIT_CHECKSUMS:-$here/checksums.txt}
[ -f "$pins" ] || fail "the pins file $(shown "$pins") is missing"
pinned=$(awk -v prefix="onboard-audit-$version-" '
  /^[[:space:]]*(#|$)/ { next }
  NF != 2 || length($1) != 64 || $1 !~ /^[0-9a-f]+$/ { bad = 1; exit }
  { file = $2; sub(/^\*/, "", file); if (index(file, prefix) == 1) print $1, file }
  END { if (bad) exit 3 }
' "$pins") || fail "the pins file $(shown "$pins") has a line that is not \`SHA256  FILE\`"

# Verifies the archive at $1 (a copy in this run's own folder) or fails the step.
verify() {
  local digest expected log
  digest=$(sha256 "$1")
  if [ -n "$pinned" ]; then
    expected=$(awk -v file="$name.tar.gz" '$2 == file { print $1 }' <<<"$pinned")
    [ -n "$expected" ] || fail "the Action pins checksums for onboard-audit $version, but none for $name.tar.gz"
    [ "$digest" = "$expected" ] ||
      fail "$name.tar.gz does not match the checksum the Action pins for it (expected $expected, got $digest)"
    how="the checksum the Action pins"
    return
  fi
  if ! command -v gh >/dev/null; then
    fail "the Action pins no checksum for onboard-audit $version and gh is not installed to verify its" \
      "build attestation: use a version the Action pins, or a runner with the GitHub CLI"
  fi
  log=$work/attestation.log
  if ! gh attestation verify "$1" --repo "$repository" --signer-workflow "$signer_workflow" \
    --source-ref "refs/tags/v$version" --deny-self-hosted-runners >"$log" 2>&1; then
    sed 's/^/  /' "$log" >&2
    fail "$name.tar.gz has no valid build attestation from $signer_workflow at v$version" \
      "(and the Action pins no checksum for onboard-audit $version)"
  fi
  how="its build attestation ($signer_workflow at v$version)"
}

work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/onboard-audit.XXXXXX")
# Removed unless the step succeeds; then the extracted binary stays for the job's later steps.
trap 'rm -rf "$work"' EXIT
archive=$work/$name.tar.gz
if [ -f "$cache/$name.tar.gz" ]; then
  cp "$cache/$name.tar.gz" "$archive"
  from="the tool cache ($cache)"
  hint="this copy came from the tool cache; if it was changed there, delete the Action's cache entry onboard-audit-archive-$version-$platform"
  verify "$archive"
  hint=
  cached=1
else
  base=${ONBOARD_AUDIT_DOWNLOAD_URL:-https://github.com/$repository/releases/download/v$version}
  curl -fsSL --retry 3 -o "$archive" "$base/$name.tar.gz" || fail "could not download $name.tar.gz"
  from="the release"
  verify "$archive"
  cached=0
fi

# Only now, verified, is the archive kept for the next run, alone in its folder.
if [ "$cached" = 0 ]; then
  rm -rf "$cache"
  mkdir -p "$cache"
  cp "$archive" "$cache/.$name.tar.gz.partial"
  mv "$cache/.$name.tar.gz.partial" "$cache/$name.tar.gz"
fi

mkdir "$work/extracted"
tar -xzf "$archive" -C "$work/extracted"
rm -f "$archive"
folder=$work/extracted/$name
if [ ! -f "$folder/onboard-audit" ] || [ ! -x "$folder/onboard-audit" ]; then
  fail "$name.tar.gz holds no $name/onboard-audit"
fi
echo "onboard-audit $version ($platform) from $from, verified against $how"
# It runs here, or the step fails before naming it to the job.
"$folder/onboard-audit" --version || fail "$name/onboard-audit does not run on this runner"

case $folder in *$'\n'* | *$'\r'*) fail "refusing a binary folder of several lines" ;; esac
echo "$folder" >>"${GITHUB_PATH:-/dev/null}"
put version "$version"
put platform "$platform"
put binary "$folder/onboard-audit"
trap - EXIT
