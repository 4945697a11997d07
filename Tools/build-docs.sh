#!/usr/bin/env bash
# Builds the DocC documentation of the module integrators import, KontextVideoSDK, and fails on
# any warning: an unresolved symbol link, a missing article, a malformed page.
#
# KontextVideoSDK re-exports the core (`@_exported import KontextVideoCore`), but
# `swift package dump-symbol-graph` leaves re-exported symbols out: its KontextVideoSDK graph is
# empty. The graph is therefore extracted here with swift-symbolgraph-extract itself, allowing
# the core's symbols through as KontextVideoSDK's. On Linux the Apple layer is not compiled
# (`#if canImport(UIKit)`), so the articles name its API in code voice rather than linking it.
# (`swift package generate-documentation` needs a plugin that cannot be fetched here.)
set -euo pipefail
cd "$(dirname "$0")/.."
# The UIKit, SwiftUI, Feeds and insets articles quote the example apps; they must not drift.
python3 Tools/check-doc-snippets.py
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift build --target KontextVideoSDK
bin=$(swift build --show-bin-path)
swift-symbolgraph-extract \
  -module-name KontextVideoSDK \
  -I "$bin/Modules" \
  -module-cache-path "$bin/ModuleCache" \
  -minimum-access-level public \
  -experimental-allowed-reexported-modules=KontextVideoCore \
  -output-dir "$graphs"
if ! grep -q '"title":"VideoAds"' "$graphs/KontextVideoSDK.symbols.json"; then
  echo "build-docs: the KontextVideoSDK symbol graph lacks the core's symbols" >&2
  exit 1
fi
docc convert Sources/KontextVideoSDK/KontextVideoSDK.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name KontextVideoSDK \
  --fallback-bundle-identifier so.kontext.video \
  --warnings-as-errors \
  --output-path .build/docs
echo "documentation built in .build/docs"
