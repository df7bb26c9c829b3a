#!/usr/bin/env bash
# Builds the DocC archives of Signals and ViewModelKit with the toolchain's docc (no plugin),
# failing on any warning (a broken symbol link, for example). Output: .build/docs/*.doccarchive
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
out=.build/docs
rm -rf "$out"  # a cached build skips emitting symbol graphs, so always start clean
swift build --build-path "$out/build" --target ViewModelKit \
  -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-extension-block-symbols \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$out/symbol-graphs"
for module in Signals ViewModelKit; do
  mkdir -p "$out/graphs/$module"
  cp "$out/symbol-graphs/$module.symbols.json" "$out/symbol-graphs/$module"@*.symbols.json \
    "$out/graphs/$module/"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/graphs/$module" \
    --output-path "$out/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.mvvmbridge.$module" \
    --fallback-bundle-version 0.1.0 \
    --warnings-as-errors
done
echo "Documentation built in $out."
