#!/bin/sh
# Usage: with-keyring.sh CMD [ARGS...]
# Runs CMD in a private D-Bus session with its own unlocked gnome-keyring (the real Secret
# Service) and a throw-away HOME, so keychain tests never touch the user's keyring and can run
# in parallel. No display: a locked keyring must fail fast instead of opening a prompt.
set -eu
[ "$#" -ge 1 ] || { echo "usage: with-keyring.sh CMD [ARGS...]" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/.local/share" XDG_CONFIG_HOME="$tmp/home/.config" \
       XDG_CACHE_HOME="$tmp/home/.cache" XDG_RUNTIME_DIR="$tmp/run"
mkdir -p "$HOME" && mkdir -m 700 "$XDG_RUNTIME_DIR"
unset DISPLAY WAYLAND_DISPLAY
export PAYDESK_TEST_HOME="$HOME"
rc=0
dbus-run-session -- sh -c '
  log=$0   # sh -c sets $0 to the first argument after the script; "$@" is the command
  printf %s "ci-only-password" | gnome-keyring-daemon --foreground --unlock --components=secrets >>"$log" 2>&1 &
  gkd=$!
  if ! gdbus wait --session --timeout 15 org.freedesktop.secrets; then
    echo "gnome-keyring-daemon did not appear on the bus" >&2; cat "$log" >&2; kill "$gkd" 2>/dev/null; exit 1
  fi
  rc=0; "$@" || rc=$?
  kill "$gkd" 2>/dev/null; wait "$gkd" 2>/dev/null || true
  exit "$rc"' "$tmp/gkd.log" "$@" || rc=$?
exit "$rc"
