// swift-tools-version:6.0
// Compiles the SDK's Apple layer (Sources/KontextVideoSDK) and every app in Examples/ on Linux,
// against stub modules named like Apple's (UIKit, AVFoundation, WebKit, SwiftUI, ...). Inside this
// package `#if canImport(UIKit)` is true, so the real sources are type-checked: missing members,
// wrong signatures, main-actor and Sendable violations. Nothing here runs or links: build it with
// `swift build --package-path Tools/AppleShim` (see README.md). Never add these stubs to the root
// Package.swift: Linux consumers of the SDK would then get a module named UIKit.
import Foundation
import PackageDescription

// The real sources are reached through symlinks (a target path outside the package root is
// rejected): Sources/KontextVideoCore, Sources/KontextVideoSDK, Examples and Adapters point into
// the repo.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Whether `path` is a Swift file or a folder holding one.
func holdsSwift(_ path: URL) -> Bool {
  if path.pathExtension == "swift" { return true }
  let files = FileManager.default.enumerator(atPath: path.path)
  return (files?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
}

/// Each folder of Examples/ with Swift files is one app, compiled as a library target of that name.
let exampleApps: [String] = {
  let examples = here.appendingPathComponent("Examples")
  let folders = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
  return folders.sorted().filter { holdsSwift(examples.appendingPathComponent($0)) }
}()

/// What an app's folder holds besides its Swift sources (its Xcode project, the spec it is
/// generated from, its Info.plist): excluded, or SwiftPM warns about each unhandled file.
func nonSwiftEntries(ofApp app: String) -> [String] {
  let folder = here.appendingPathComponent("Examples").appendingPathComponent(app)
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return entries.sorted().filter { entry in
    !entry.hasPrefix(".") && !holdsSwift(folder.appendingPathComponent(entry))
  }
}

/// The stub modules: Apple's names, only the API the SDK and the examples use.
let appleModules: [Target.Dependency] = [
  "AppTrackingTransparency", "AVFoundation", "AVKit", "Combine", "CoreGraphics", "CoreMedia",
  "ImageIO", "MediaAccessibility", "Network", "QuartzCore", "SafariServices", "StoreKit",
  "SwiftUI", "UIKit", "WebKit", "os", "FoundationShim",
]

/// How the real sources are compiled here (the root package's settings, plus what Linux needs).
/// `-import-module FoundationShim`: the parts of Apple's Foundation that Linux's lacks (KVO's
/// block API) or keeps in FoundationNetworking (URLSession), visible in every file as if they
/// were Foundation's.
let realSources: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationShim"]),
]

/// `@objc(KontextVideoSDKPlatformIntegration)` on a Foundation.NSObject subclass needs Objective-C
/// interop, and, because Linux's NSObject is a Swift class, the compiler's test-only allowance for
/// Swift-rooted `@objc` classes. Only the SDK target gets it; nothing compiled with it is linked.
let objcInterop: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-enable-objc-interop",
    "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
  ])
]

let package = Package(
  name: "AppleShim",
  defaultLocalization: "en",
  targets: [
    // Stubs. Each depends on what the real framework re-exports.
    .target(name: "FoundationShim"),
    .target(name: "CoreMedia", dependencies: ["FoundationShim"]),
    .target(name: "CoreGraphics", dependencies: ["FoundationShim"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "FoundationShim"]),
    .target(name: "ImageIO", dependencies: ["CoreGraphics"]),
    // Swift 5 mode, like Apple's SDK of Swift 5.10: UIKit's mutable C globals can be declared, and
    // Swift 6 code that uses them gets the real SDK's "not concurrency-safe" error.
    .target(
      name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "FoundationShim"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "AVFoundation", dependencies: ["CoreMedia", "QuartzCore", "FoundationShim"]),
    .target(name: "MediaAccessibility", dependencies: ["CoreGraphics", "FoundationShim"]),
    .target(name: "WebKit", dependencies: ["UIKit"]),
    .target(name: "SafariServices", dependencies: ["UIKit"]),
    .target(name: "StoreKit", dependencies: ["UIKit"]),
    .target(name: "Network", dependencies: ["FoundationShim"]),
    .target(name: "AppTrackingTransparency", dependencies: ["FoundationShim"]),
    // The unified log's Swift API (`Logger`); Apple's module is named `os`, in lower case.
    .target(name: "os"),
    .target(name: "Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"]),
    // AVKit's SwiftUI `VideoPlayer` is a cross-import overlay on Apple platforms; AVKit's here.
    .target(name: "AVKit", dependencies: ["AVFoundation", "SwiftUI", "UIKit"]),
    // Not Apple's: the IAB Open Measurement SDK in Kontext's certified build, only what
    // Adapters/OpenMeasurement uses. Its headers import (and its module map exports) Foundation,
    // UIKit and WebKit.
    .target(name: "OMSDK_Kontextso", dependencies: ["UIKit", "WebKit"]),

    // The real sources, declared as in the root Package.swift.
    .target(
      name: "KontextVideoCore",
      resources: [.copy("Creatives/HTML/Web"), .process("Presentation/Strings")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .target(
      name: "KontextVideoSDK",
      dependencies: ["KontextVideoCore"] + appleModules,
      swiftSettings: realSources + objcInterop),
    // The Open Measurement adapter, which apps add to their own target beside the SDK and the
    // OM SDK's framework: compiled here as a module of its own (not named like its class, which
    // would shadow it), against the stub OMSDK_Kontextso. Its README and the article section
    // beside it are not sources.
    .target(
      name: "OpenMeasurementAdapter",
      dependencies: ["KontextVideoSDK", "OMSDK_Kontextso"] + appleModules,
      path: "Adapters/OpenMeasurement", exclude: ["README.md"],
      swiftSettings: realSources),
  ]
    + exampleApps.map { app in
      .target(
        name: app, dependencies: ["KontextVideoSDK"] + appleModules, path: "Examples/\(app)",
        exclude: nonSwiftEntries(ofApp: app), swiftSettings: realSources)
    }
)
