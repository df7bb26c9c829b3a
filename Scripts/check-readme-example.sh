#!/usr/bin/env bash
# Checks that the README's Signals example (the first Swift block of its section) is, line for line (ignoring indentation and the test
# scaffolding), the code between README-BEGIN and README-END in ReadmeExampleTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
normalise() { sed -e 's/^[[:space:]]*//' -e '/^$/d'; }
readme=$(awk '/^## A Signals example/{found=1} found && /^```swift$/{inside=1; next} /^```$/{if (inside) exit} inside' README.md | normalise)
test_file=Tests/SignalsTests/ReadmeExampleTests.swift
tested=$(awk '/README-BEGIN/{inside=1; next} /README-END/{inside=0} inside' "$test_file" \
  | grep -vE '^[[:space:]]*(@Suite|@Test|struct ReadmeExampleTests|func printsWhatTheReadmeSays)' \
  | normalise | grep -vxE '\}' || true)
readme_code=$(printf '%s\n' "$readme" | grep -vxE '\}' || true)
if [ "$readme_code" != "$tested" ]; then
  echo "README example and $test_file differ:" >&2
  diff <(printf '%s\n' "$readme_code") <(printf '%s\n' "$tested") >&2 || true
  exit 1
fi
echo "README example matches its test."
