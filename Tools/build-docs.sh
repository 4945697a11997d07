#!/usr/bin/env bash
# Builds the DocC documentation of the SDK's public API and fails on any warning: an
# unresolved symbol link, a missing article, a malformed page.
# (`swift package generate-documentation` needs a plugin that cannot be fetched here.)
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift package dump-symbol-graph --minimum-access-level public > /dev/null
source_dir=$(find .build -path '*/symbolgraph/KontextVideoCore.symbols.json' -not -path '*/strict/*' | head -n 1)
cp "$source_dir" "$graphs/"
docc convert Sources/KontextVideoCore/KontextVideoCore.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name KontextVideoSDK \
  --fallback-bundle-identifier so.kontext.video \
  --warnings-as-errors \
  --output-path .build/docs
echo "documentation built in .build/docs"
