#!/usr/bin/env bash
# Type-checks the package for Apple TV (tvOS 15) against the real AppleTVOS SDK that
# ../shared/tools/tvos-sdk/prepare-tvos.sh prepared, from the package root wherever it is run.
#
# 1. The shared tool ../shared/tools/tvos-sdk/typecheck-tvos.sh: KontextVideoCore, then the Apple
#    layer (KontextVideoSDK) against the core module it emitted. Its emit-module step skips
#    function bodies; the driver's per-file jobs check them (see its README).
# 2. KontextVideoTesting, bodies included (-typecheck), against the modules step 1 emitted: an
#    integrator's tvOS test target imports it too. It imports only the core.
# 3. Each tvOS example app in Examples/, as an app's own module, release and debug.
# 4. The core and the Apple layer once more, as an app extension builds them.
#
# The shared tool fails on errors only; this fails on any diagnostic at a source line, warnings
# included, as Tools/typecheck-ios-bodies.sh does for iOS. Exit status: 0 clean, 1 any diagnostic
# (or a module not emitted), 2 no prepared tvOS SDK or no shared tool.
# KX_TVOS_SDK_HOME, KX_TVOS_TARGET: as the shared tool takes them; KX_TVOS_TOOLS: where it is.
set -uo pipefail
cd "$(dirname "$0")/.."
tools=${KX_TVOS_TOOLS:-$(dirname "$PWD")/shared/tools/tvos-sdk}
home=${KX_TVOS_SDK_HOME:-$HOME/.cache/kx-tvos-sdk}
target=${KX_TVOS_TARGET:-arm64-apple-tvos15.0}
sdk=$(ls -d "$home"/sdk/*.sdk 2>/dev/null | head -1)
if [ ! -f "$tools/typecheck-tvos.sh" ]; then
  echo "no tvOS type-check tool at $tools (set KX_TVOS_TOOLS)" >&2
  exit 2
fi
if [ -z "$sdk" ] || [ ! -d "$sdk/System/Library/Frameworks/UIKit.framework" ] \
  || [ ! -f "$home/rd/module.modulemap" ]; then
  echo "no prepared tvOS SDK at $home: run $tools/prepare-tvos.sh GIT_DIR (see its README.md)" >&2
  exit 2
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
diagnostics() { grep -E "\.swift:[0-9]+:[0-9]+: (error|warning):" | sed "s#^$PWD/##"; }
status=0

# 1. The core and the Apple layer. The shared tool prints each diagnostic and a line per module.
KX_TVOS_OUT="$out/modules" bash "$tools/typecheck-tvos.sh" > "$out/modules.txt" 2>&1
shared=$?
cat "$out/modules.txt"
if [ "$shared" -ne 0 ] || [ -n "$(diagnostics < "$out/modules.txt")" ]; then status=1; fi

# 2. The testing module's bodies, against the modules just emitted.
if [ -f "$out/modules/KontextVideoCore.swiftmodule" ]; then
  mapfile -t files < <(find Sources/KontextVideoTesting -name '*.swift' | sort)
  found=$(swiftc -typecheck -module-name KontextVideoTesting -parse-as-library \
    -target "$target" -sdk "$sdk" -resource-dir "$home/rd" -module-cache-path "$home/mc" \
    -Xfrontend -enable-cross-import-overlays -swift-version 6 -package-name kontextvideosdk \
    -I "$out/modules" "${files[@]}" 2>&1 | diagnostics)
  if [ -n "$found" ]; then
    echo "$found"
    echo "KontextVideoTesting: diagnostics for $target"
    status=1
  else
    echo "KontextVideoTesting: bodies ok for $target"
  fi
else
  echo "KontextVideoTesting: not checked (no core module was emitted)"
  status=1
fi
# 3. Each tvOS example app (a folder of Examples/ whose project.json says "platform": "tvos"),
#    bodies included, as an app's own module outside the SDK's package (so `package` symbols
#    stay hidden), once as a release and once as a debug build.
if [ -f "$out/modules/KontextVideoSDK.swiftmodule" ]; then
  for app in Examples/*/; do
    grep -qE '"platform": *"tvos"' "$app/project.json" 2>/dev/null || continue
    mapfile -t files < <(find "$app" -name '*.swift' | sort)
    for variant in release debug; do
      defs=()
      [ "$variant" = debug ] && defs=(-D DEBUG)
      found=$(swiftc -typecheck -module-name IntegratorApp -target "$target" -sdk "$sdk" \
        -resource-dir "$home/rd" -module-cache-path "$home/mc" \
        -Xfrontend -enable-cross-import-overlays -swift-version 6 -I "$out/modules" \
        "${defs[@]}" "${files[@]}" 2>&1 | diagnostics)
      if [ -n "$found" ]; then
        echo "$found"
        echo "$app ($variant): diagnostics for $target"
        status=1
      else
        echo "$app ($variant): ok for $target"
      fi
    done
  done
else
  echo "Examples: not checked (no Apple layer module was emitted)"
  status=1
fi
# 4. The core and the Apple layer as an app extension builds them (-application-extension): a
#    TV app's extension (a Top Shelf extension) may link the SDK, and nothing may then reach the
#    API Apple marks unavailable there (UIApplication.shared). The app-only parts say so with
#    @available(tvOSApplicationExtension, unavailable). The Apple layer is checked against the
#    core module step 1 emitted; SwiftPM's Bundle.module is stood in for, as the shared tool does.
printf 'import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n' \
  > "$out/bundle.swift"
for module in KontextVideoCore KontextVideoSDK; do
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  found=$(swiftc -typecheck -application-extension -module-name "$module" -parse-as-library \
    -target "$target" -sdk "$sdk" -resource-dir "$home/rd" -module-cache-path "$home/mc" \
    -Xfrontend -enable-cross-import-overlays -swift-version 6 -package-name kontextvideosdk \
    -I "$out/modules" "${files[@]}" "$out/bundle.swift" 2>&1 | diagnostics)
  if [ -n "$found" ]; then
    echo "$found"
    echo "$module: diagnostics when built for a tvOS app extension"
    status=1
  else
    echo "$module: ok in a tvOS app extension"
  fi
done
exit $status
