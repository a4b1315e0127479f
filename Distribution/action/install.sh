#!/usr/bin/env bash
# The Action's install step: puts the release binary for this runner on the PATH.
# Environment (GitHub sets the RUNNER_ and GITHUB_ ones):
#   VERSION             a release ("0.2.0" or "v0.2.0") or "latest"
#   RUNNER_OS           Linux or macOS;  RUNNER_ARCH  X64 or ARM64 (macOS: any, universal)
#   RUNNER_TOOL_CACHE   where installed versions are kept (the Action caches this folder)
#   GITHUB_PATH, GITHUB_OUTPUT   files the step appends the binary's folder and outputs to
#   ONBOARD_AUDIT_DOWNLOAD_URL   base URL of the release files, `file://` included
#                       (default: the GitHub release of VERSION)
# The archive's SHA-256 must match the .sha256 file published beside it.
#   install.sh --resolve   only resolves VERSION ("latest" to a number) into GITHUB_OUTPUT,
#                          so that the cache's key can name the version before installing
set -euo pipefail

repository=https://github.com/onboard-audit/onboard-audit
version=${VERSION:-latest}
if [ "$version" = latest ]; then
  # The release page redirects to the newest tag.
  version=$(curl -fsSLI -o /dev/null -w '%{url_effective}' "$repository/releases/latest")
  version=${version##*/}
fi
version=${version#v}
if [ "${1-}" = --resolve ]; then
  echo "version=$version" >>"${GITHUB_OUTPUT:-/dev/null}"
  echo "onboard-audit $version"
  exit 0
fi

case "${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}" in
  Linux-X64 | Linux-x86_64) platform=linux-x86_64 ;;
  Linux-ARM64 | Linux-aarch64) platform=linux-aarch64 ;;
  macOS-* | Darwin-*) platform=macos-universal ;;
  *) echo "::error::onboard-audit has no release for ${RUNNER_OS:-?} ${RUNNER_ARCH:-?}" >&2; exit 1 ;;
esac

name=onboard-audit-$version-$platform
folder=${RUNNER_TOOL_CACHE:-${TMPDIR:-/tmp}}/onboard-audit/$version/$platform
if [ -x "$folder/$name/onboard-audit" ]; then
  echo "onboard-audit $version ($platform) is cached in $folder"
else
  base=${ONBOARD_AUDIT_DOWNLOAD_URL:-$repository/releases/download/v$version}
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  curl -fsSL --retry 3 -o "$download/$name.tar.gz" "$base/$name.tar.gz"
  curl -fsSL --retry 3 -o "$download/$name.tar.gz.sha256" "$base/$name.tar.gz.sha256"
  expected=$(cut -d' ' -f1 <"$download/$name.tar.gz.sha256")
  if command -v sha256sum >/dev/null; then
    actual=$(sha256sum "$download/$name.tar.gz" | cut -d' ' -f1)
  else
    actual=$(shasum -a 256 "$download/$name.tar.gz" | cut -d' ' -f1)
  fi
  if [ -z "$expected" ] || [ "$actual" != "$expected" ]; then
    echo "::error::$name.tar.gz does not match its checksum (expected $expected, got $actual)" >&2
    exit 1
  fi
  mkdir -p "$folder"
  tar -xzf "$download/$name.tar.gz" -C "$folder"
  echo "onboard-audit $version ($platform) installed in $folder"
fi

echo "$folder/$name" >>"${GITHUB_PATH:-/dev/null}"
{
  echo "version=$version"
  echo "platform=$platform"
  echo "binary=$folder/$name/onboard-audit"
} >>"${GITHUB_OUTPUT:-/dev/null}"
"$folder/$name/onboard-audit" --version
