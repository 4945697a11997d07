#!/usr/bin/env bash
# Type-checks the function bodies of KontextVideoCore, KontextVideoSDK and KontextVideoTesting
# for iOS 15 against the real iPhoneOS SDK that ../shared/tools/ios-sdk/prepare.sh made. That
# tool's typecheck.sh emits the first two as modules, a step that skips function bodies, and
# leaves out the testing module, which integrators' iOS test targets import; this checks all
# three (isolation, Sendable, typed throws inside bodies), then the first two as an app
# extension builds them. Run from the package root; exits 1 on any diagnostic.
set -uo pipefail
cd "$(dirname "$0")/.."
home=${KX_IOS_SDK_HOME:-$HOME/.cache/kx-ios-sdk}
[ -d "$home/sdk/System/Library/Frameworks/UIKit.framework" ] || {
  echo "no prepared SDK at $home: run ../shared/tools/ios-sdk/prepare.sh" >&2
  exit 2
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(-target arm64-apple-ios15.0 -sdk "$home/sdk" -resource-dir "$home/rd"
  -module-cache-path "$home/mc" -Xfrontend -enable-cross-import-overlays -swift-version 6
  -package-name kontextvideosdk -parse-as-library -I "$out")
# What the SDK's Swift 5.10 standard library lacks, and SwiftPM's Bundle.module (check-only).
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
diagnostics() { grep -E "\.swift:[0-9]+:[0-9]+: (error|warning):" | sed "s#^$PWD/##"; }
status=0
# Each module's interface is emitted for the next; then its bodies are checked. The testing
# module ships too: integrators' iOS test targets import it.
for module in KontextVideoCore KontextVideoSDK KontextVideoTesting; do
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  swiftc -emit-module -emit-module-path "$out/$module.swiftmodule" -module-name "$module" \
    "${common[@]}" "${files[@]}" "$out/shims.swift" > "$out/emit-$module.txt" 2>&1
  found=$(swiftc -typecheck -module-name "$module" "${common[@]}" "${files[@]}" \
    "$out/shims.swift" 2>&1 | diagnostics)
  if [ -n "$found" ]; then
    echo "$found"
    echo "$module: diagnostics in function bodies"
    status=1
  else
    echo "$module: bodies ok"
  fi
done
# An app extension (a widget, a notification content extension) may link the SDK: compiled with
# -application-extension, nothing may reach the API Apple marks unavailable there
# (UIApplication.shared). The app-only parts say so with @available(iOSApplicationExtension,
# unavailable).
for module in KontextVideoCore KontextVideoSDK; do
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  found=$(swiftc -typecheck -application-extension -module-name "$module" "${common[@]}" \
    "${files[@]}" "$out/shims.swift" 2>&1 | diagnostics)
  if [ -n "$found" ]; then
    echo "$found"
    echo "$module: diagnostics when built for an app extension"
    status=1
  else
    echo "$module: ok in an app extension"
  fi
done
exit $status
