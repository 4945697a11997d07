#!/usr/bin/env bash
# Type-checks the Open Measurement adapter (Adapters/OpenMeasurement) for iOS 15 against the REAL
# OM SDK headers and the real iPhoneOS SDK that ../shared/tools/ios-sdk/prepare.sh made. CI's
# Tools/AppleShim build compiles the adapter against a hand-written stub of OMSDK_Kontextso; this
# is the check that the stub, and so the adapter, match what the Swift importer makes of the real
# headers (names, labels, `throws`, optionality, isolation, availability).
#
#   Tools/typecheck-om-adapter.sh GIT_DIR [REVISION]
#
# GIT_DIR is a git directory of the public repository kontextso/kontextkit-ios (a clone, or a
# bare mirror); REVISION defaults to HEAD. The headers and module map of its
# Frameworks/OMSDK_Kontextso.xcframework/ios-arm64 framework are extracted, once per commit, into
# ~/.cache/kx-omsdk/COMMIT (or $KX_OMSDK_HOME/COMMIT), outside the repository: they are the OM
# SDK's, and are never copied into it. Then, as ../shared/tools/ios-sdk/typecheck.sh does,
# KontextVideoCore and KontextVideoSDK are emitted as modules, and the adapter's files are
# type-checked (function bodies included) as an app target compiles them: in a module of their
# own (App), outside the SDK's package, with `-F` at the extracted framework, in Swift 6 and in
# Swift 5 mode (an app target may be in either). A probe file, compiled with them, makes the
# calls the adapter's README shows, so the check fails if the adapter's
# `#if canImport(OMSDK_Kontextso) && canImport(UIKit)` compiled it to nothing.
#
# Run from anywhere; exits 0 when there is no diagnostic at all, 1 on any error or warning, 2
# when the SDK or the framework is missing. Over a warm module cache it takes seconds to a minute.
set -uo pipefail
if [ "$#" -lt 1 ] || [ "$#" -gt 2 ]; then
  echo "usage: Tools/typecheck-om-adapter.sh GIT_DIR [REVISION]" >&2
  exit 2
fi
git_dir=$(cd "$1" 2> /dev/null && pwd) || {
  echo "no directory $1" >&2
  exit 2
}
revision=${2:-HEAD}
cd "$(dirname "$0")/.."
home=${KX_IOS_SDK_HOME:-$HOME/.cache/kx-ios-sdk}
[ -d "$home/sdk/System/Library/Frameworks/UIKit.framework" ] || {
  echo "no prepared SDK at $home: run ../shared/tools/ios-sdk/prepare.sh" >&2
  exit 2
}
commit=$(git -C "$git_dir" rev-parse --verify --quiet "$revision^{commit}" 2> /dev/null) || {
  echo "$git_dir has no commit $revision (a git directory of kontextso/kontextkit-ios?)" >&2
  exit 2
}
framework=Frameworks/OMSDK_Kontextso.xcframework/ios-arm64/OMSDK_Kontextso.framework
cache=${KX_OMSDK_HOME:-$HOME/.cache/kx-omsdk}/$commit
if [ ! -f "$cache/$framework/Modules/module.modulemap" ]; then
  # Only what the compiler reads: the headers and the module map, not the binary.
  rm -rf "$cache.partial"
  mkdir -p "$cache.partial"
  if ! git -C "$git_dir" archive --format=tar "$commit" "$framework/Headers" "$framework/Modules" \
    | tar -x -C "$cache.partial"; then
    echo "$git_dir at $commit has no $framework" >&2
    rm -rf "$cache.partial"
    exit 2
  fi
  rm -rf "$cache"
  mv "$cache.partial" "$cache"
fi
frameworks=$(dirname "$cache/$framework")
echo "OMSDK_Kontextso from $git_dir at $commit: $frameworks"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(-target arm64-apple-ios15.0 -sdk "$home/sdk" -resource-dir "$home/rd"
  -module-cache-path "$home/mc" -Xfrontend -enable-cross-import-overlays -parse-as-library
  -I "$out")
# What the SDK's Swift 5.10 standard library lacks, and SwiftPM's Bundle.module (check-only), as
# in typecheck.sh: for the SDK's own modules only.
cat > "$out/shims.swift" <<'SW'
import Foundation
extension Foundation.Bundle { static let module: Bundle = Bundle.main }
extension Result {
  init(catching body: () throws(Failure) -> Success) {
    do { self = .success(try body()) } catch { self = .failure(error) }
  }
  func get() throws(Failure) -> Success {
    switch self { case .success(let s): return s; case .failure(let f): throw f }
  }
}
SW
# Fails if the adapter's condition left it out; also compiles the calls that its README and
# the Measuring ads article show (check-doc-snippets.py cannot: the adapter does not build on Linux).
cat > "$out/probe.swift" <<'SW'
import KontextVideoSDK
@MainActor func probeTheAdapterIsCompiled(script: String) {
  if let measurement = KontextOpenMeasurement(serviceScriptNamed: "omsdk-v1") {
    KontextVideo.shared.measurementProvider = measurement
    measurement.log = { print($0) }
  }
  KontextVideo.shared.measurementProvider = KontextOpenMeasurement(serviceScriptNamed: "omsdk-v1")
  KontextVideo.shared.measurementProvider = KontextOpenMeasurement(omidJSServiceScript: script)
  let session: KontextOpenMeasurementSession? = nil
  _ = session
}
SW
# Every diagnostic at a line of a file (a Swift source or an OM header), with paths made short.
diagnostics() {
  grep -E "\.(swift|h):[0-9]+:[0-9]+: (error|warning):" | sed -e "s#^$PWD/##" -e "s#^$cache/##"
}
status=0
# The SDK's modules, as ../shared/tools/ios-sdk/typecheck.sh emits them (declarations only; the
# bodies are Tools/typecheck-ios-bodies.sh's). The driver may crash after writing a module (a
# Swift 6.3 compiler on a Swift 5.10 SDK): only diagnostics at a line, and the module, count.
for module in KontextVideoCore KontextVideoSDK; do
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  swiftc -emit-module -emit-module-path "$out/$module.swiftmodule" -module-name "$module" \
    "${common[@]}" -swift-version 6 -package-name kontextvideosdk "${files[@]}" \
    "$out/shims.swift" > "$out/emit-$module.txt" 2>&1
  found=$(diagnostics < "$out/emit-$module.txt")
  if [ -n "$found" ] || [ ! -f "$out/$module.swiftmodule" ]; then
    echo "$found"
    tail -n 3 "$out/emit-$module.txt"
    echo "$module: does not build as a module for iOS"
    exit 1
  fi
  echo "$module: module ok"
done
mapfile -t adapter < <(find Adapters/OpenMeasurement -name '*.swift' | sort)
for mode in 6 5; do
  found=$(swiftc -typecheck -module-name App "${common[@]}" -F "$frameworks" \
    -swift-version "$mode" "${adapter[@]}" "$out/probe.swift" 2>&1 | diagnostics)
  if [ -n "$found" ]; then
    echo "$found"
    echo "Adapters/OpenMeasurement (Swift $mode mode): diagnostics against the real OM SDK"
    status=1
  else
    echo "Adapters/OpenMeasurement (Swift $mode mode): ok against the real OM SDK"
  fi
done
exit $status
