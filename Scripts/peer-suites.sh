#!/usr/bin/env bash
# Runs a peer-suite runner (OpenCombine's, CombineExt's or combine-schedulers' own tests against
# Signals) with this package's own `Combine`, `CombineExt` and `CombineSchedulers` modules.
#
# The runners build a scratch package that declares one-line shim targets of those names
# (`@_exported import Signals`) beside a dependency on this package. Since this package vends
# modules of the same names, SwiftPM refuses that graph before compiling anything ("multiple
# packages declare targets with a conflicting name"; it counts every target of every package,
# used or not). This script runs a copy of the runner whose scratch package depends on the
# package's products of those names instead of declaring shims; nothing else of it changes.
#
# Usage: Scripts/peer-suites.sh RUNNERS_DIR RUNNER ARGS...
#   Scripts/peer-suites.sh ../shared/tools/peer-suites run-combineext-suite.sh CX_GIT_DIR .
#   Scripts/peer-suites.sh ../shared/tools/peer-suites run-combine-schedulers-suite.sh CS_GIT EXTRAS_GIT .
#   ANCHOR=0 Scripts/peer-suites.sh ../shared/tools/peer-suites run-opencombine-suite.sh OC_GIT .
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 RUNNERS_DIR RUNNER ARGS..." >&2
  exit 2
fi
runners=$(cd "$1" && pwd)
runner=$2
shift 2
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp "$runners"/*.sh "$copy/"
python3 - "$copy/$runner" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
names = "Combine|CombineExt|CombineSchedulers"
# The shim targets go ...
text, removed = re.subn(
    r'[ \t]*\.target\(name: "(?:%s)",\s*dependencies: \[[^\]]*\]\),[ \t]*\n' % names, "", text)
if removed == 0:
    sys.exit("no shim target found in " + path)
# ... and the test target depends on the package's modules of those names.
text = re.sub(r'(?<=[\[,\s])"(%s)"(?=\s*[,\]])' % names,
              r'.product(name: "\1", package: "$IDENT")', text)
open(path, "w").write(text)
PY
exec bash "$copy/$runner" "$@"
