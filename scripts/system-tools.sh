#!/usr/bin/env bash
# Installs the system programs of scripts/system-tools.txt that are missing (Debian/Ubuntu:
# apt-get update, then apt-get install of the missing packages; sudo when not root), then checks
# that every one runs. `--check` only checks. Used by .ci/run and `npm run test:setup`.
set -euo pipefail
cd "$(dirname "$0")/.."
list=scripts/system-tools.txt
check_only=false
[ "${1:-}" = "--check" ] && check_only=true

present() { # command [python module]
  command -v "$1" >/dev/null 2>&1 || return 1
  [ -z "${2:-}" ] || "$1" -c "import $2" >/dev/null 2>&1
}

missing=()
while read -r cmd pkg rest; do
  case "$cmd" in ''|'#'*) continue ;; esac
  mod=""
  case "$rest" in ''|'#'*) ;; *) mod="${rest%%[[:space:]#]*}" ;; esac
  present "$cmd" "$mod" || missing+=("$pkg")
done <"$list"

if [ ${#missing[@]} -gt 0 ] && ! $check_only; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "system-tools: no apt-get here; install the Debian packages ${missing[*]} (or their equivalents) by hand" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # shellcheck disable=SC2046 # one word per package
  $sudo apt-get install -y -qq --no-install-recommends $(printf '%s\n' "${missing[@]}" | sort -u) >/dev/null
fi

status=0
while read -r cmd pkg rest; do
  case "$cmd" in ''|'#'*) continue ;; esac
  mod=""
  case "$rest" in ''|'#'*) ;; *) mod="${rest%%[[:space:]#]*}" ;; esac
  if ! present "$cmd" "$mod"; then
    echo "system-tools: missing $cmd${mod:+ (with the python module $mod)}: install the Debian package $pkg (npm run test:setup)" >&2
    status=1
  fi
done <"$list"
[ $status -ne 0 ] || echo "system-tools: all $(grep -cvE '^[[:space:]]*(#|$)' "$list") present"
exit $status
