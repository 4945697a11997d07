#!/usr/bin/env bash
# Builds the DocC documentation of the module integrators import, KontextVideoSDK, and fails on
# any warning: an unresolved or ambiguous symbol link, a missing article, a malformed page.
#
# The reference is the module as an iOS app sees it, Apple layer included: `show(in:insets:)`
# with a UIView, `show(from:)` with a UIViewController, `track(_:)` with an AVPlayer,
# `track(pictureInPicture:)`, `VideoAdHost`. The root package's Linux build compiles none of it
# (`#if canImport(UIKit)`), so the symbol graph is extracted from Tools/AppleShim's build, where
# the real Sources/KontextVideoSDK is compiled against stub modules named like Apple's. CI has
# built the shim earlier (`.ci/run`), so the `swift build` below finds it up to date and this
# script takes a few seconds; on a clean clone it builds the stubs, the core and the SDK, not the
# examples (about a minute on 2 cores). swift-symbolgraph-extract reads the shim's modules as
# they are, with no extra flag: the SDK's Objective-C interop and implicit-import flags
# (Tools/AppleShim/README.md) do not stop it.
#
# KontextVideoSDK re-exports the core (`@_exported import KontextVideoCore`), but
# `swift package dump-symbol-graph` leaves re-exported symbols out: its KontextVideoSDK graph
# holds nothing of the core. The graph is therefore extracted with swift-symbolgraph-extract
# itself, allowing the core's symbols through as KontextVideoSDK's, and only the core's: the
# stubs are not re-exported. Tools/docs-symbol-graph.py then leaves out what the stubs still
# bring in (the SwiftUI stub's `View` members that VideoAdHost inherits), checks that every
# public call of the Apple layer is in the graph with its UIKit or AVFoundation types, and after
# `docc convert` that each has its page.
# (`swift package generate-documentation` needs a plugin that cannot be fetched here.)
set -euo pipefail
cd "$(dirname "$0")/.."
# The UIKit, SwiftUI, Feeds and insets articles quote the example apps; they must not drift.
python3 Tools/check-doc-snippets.py
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift build --package-path Tools/AppleShim --target KontextVideoSDK
bin=$(swift build --package-path Tools/AppleShim --show-bin-path)
mkdir "$graphs/extracted"
swift-symbolgraph-extract \
  -module-name KontextVideoSDK \
  -I "$bin/Modules" \
  -module-cache-path "$bin/ModuleCache" \
  -minimum-access-level public \
  -experimental-allowed-reexported-modules=KontextVideoCore \
  -output-dir "$graphs/extracted"
python3 Tools/docs-symbol-graph.py filter "$graphs/extracted" "$graphs/docs"
rm -rf .build/docs && mkdir -p .build
docc convert Sources/KontextVideoSDK/KontextVideoSDK.docc \
  --additional-symbol-graph-dir "$graphs/docs" \
  --fallback-display-name KontextVideoSDK \
  --fallback-bundle-identifier so.kontext.video \
  --warnings-as-errors \
  --output-path .build/docs
python3 Tools/docs-symbol-graph.py pages "$graphs/docs" .build/docs
echo "documentation built in .build/docs"
