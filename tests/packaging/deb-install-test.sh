#!/usr/bin/env bash
# Builds the .deb from a build tree with cpack, installs it with apt, runs the installed
# /usr/bin/paydesk (--version, then a --screenshot of the sandbox under Xvfb with a throw-away
# HOME and profile) and removes the package again, whatever happened.
# Usage: deb-install-test.sh BUILD_DIR VERSION. Exit 77 (skip) without root or passwordless sudo,
# or when a paydesk package is already installed (it is not ours to remove).
set -euo pipefail
BUILD="$1"; VERSION="$2"
skip() { echo "SKIP: $*"; exit 77; }

SUDO=()
if [[ "$(id -u)" -ne 0 ]]; then
  command -v sudo >/dev/null && sudo -n true 2>/dev/null \
    || skip "installing a package needs root or passwordless sudo"
  SUDO=(sudo -n)
fi
command -v apt-get >/dev/null || skip "not a Debian-like system (no apt-get)"
command -v xvfb-run >/dev/null || skip "xvfb-run is missing (Debian: xvfb)"
if dpkg-query -W -f='${Status}' paydesk 2>/dev/null | grep -q "install ok installed"; then
  skip "a paydesk package is already installed on this machine; not replacing it"
fi
[[ ! -e /usr/bin/paydesk ]] || skip "/usr/bin/paydesk exists and does not come from a package"

WORK="$(mktemp -d)"
installed=0
cleanup() {
  if ((installed)); then
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q --purge \
      -o DPkg::Lock::Timeout=120 paydesk >/dev/null || echo "FAIL: could not remove paydesk" >&2
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "== cpack -G DEB"
cpack --config "$BUILD/CPackConfig.cmake" -G DEB -B "$WORK/pkg" >"$WORK/cpack.log" 2>&1 \
  || { cat "$WORK/cpack.log"; exit 1; }
deb="$WORK/pkg/paydesk_${VERSION}_$(dpkg --print-architecture).deb"
[[ -f "$deb" ]] || { ls -l "$WORK/pkg"; echo "FAIL: no $deb"; exit 1; }
dpkg-deb -f "$deb"
depends="$(dpkg-deb -f "$deb" Depends)"
for need in libsecret-1-0 libqt6widgets6 libsodium23 libqt6keychain1; do
  grep -q "$need" <<<"$depends" || { echo "FAIL: Depends lacks $need"; exit 1; }
done
contents="$(dpkg-deb -c "$deb")"
for path in ./usr/bin/paydesk ./usr/bin/paydesk-cli ./usr/bin/paydesk-sandbox \
    ./usr/share/applications/io.paydesk.Paydesk.desktop \
    ./usr/share/metainfo/io.paydesk.Paydesk.metainfo.xml \
    ./usr/share/icons/hicolor/scalable/apps/io.paydesk.Paydesk.svg \
    ./usr/share/icons/hicolor/48x48/apps/io.paydesk.Paydesk.png \
    ./usr/share/icons/hicolor/256x256/apps/io.paydesk.Paydesk.png \
    ./usr/share/doc/paydesk/copyright; do
  grep -q " $path\$" <<<"$contents" || { echo "FAIL: package lacks $path"; exit 1; }
done
# The unpacked tree as a whole: desktop file, metainfo and icons find each other.
dpkg-deb -x "$deb" "$WORK/tree"
appstreamcli validate-tree --no-net "$WORK/tree"

echo "== apt-get install"
installed=1
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  -o DPkg::Lock::Timeout=120 "$deb" >"$WORK/apt.log" 2>&1 || { cat "$WORK/apt.log"; exit 1; }
[[ "$(dpkg-query -W -f='${Version}' paydesk)" == "$VERSION" ]] || { echo "FAIL: version"; exit 1; }

echo "== /usr/bin/paydesk --version"
mkdir -p "$WORK/home" "$WORK/runtime" && chmod 700 "$WORK/runtime"
run() {
  env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/runtime" LANG=C.UTF-8 "$@"
}
out="$(run QT_QPA_PLATFORM=offscreen /usr/bin/paydesk --version)"
echo "$out"
grep -qx "Paydesk $VERSION" <<<"$out" || { echo "FAIL: --version"; exit 1; }
for lib in Qt QtKeychain libsodium; do
  grep -q "^$lib [0-9]" <<<"$out" || { echo "FAIL: --version names no $lib version"; exit 1; }
done
run /usr/bin/paydesk-cli --version

echo "== /usr/bin/paydesk --sandbox --screenshot under Xvfb"
shot="$WORK/home/shot.png"
run QT_QPA_PLATFORM=xcb timeout 60 xvfb-run -a -s "-screen 0 1280x900x24" \
  /usr/bin/paydesk --sandbox --profile-dir "$WORK/home/profile" --page send --screenshot "$shot"
size="$(stat -c %s "$shot" 2>/dev/null || echo 0)"
file "$shot"
[[ "$(file -b "$shot")" == PNG* && "$size" -gt 10000 ]] \
  || { echo "FAIL: screenshot missing or trivial ($size bytes)"; exit 1; }
echo "PASS: installed, ran (--version, screenshot $size bytes); removing"
