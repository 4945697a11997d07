// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "KontextVideoSDK",
  // The language of the core's strings that every other one is checked against.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "KontextVideoSDK", targets: ["KontextVideoSDK"]),
    .library(name: "KontextVideoTesting", targets: ["KontextVideoTesting"]),
    .executable(name: "kontext-video", targets: ["KontextVideoDemo"]),
    .executable(name: "kontext-video-bench", targets: ["KontextVideoBenchmarks"]),
  ],
  targets: [
    // Every decision of the SDK. Foundation only; built and tested on Linux.
    .target(
      name: "KontextVideoCore",
      // The HTML creative host page and its bridge script; the words of the ad's controls, one
      // `<language>.lproj/Localizable.strings` each.
      resources: [.copy("Creatives/HTML/Web"), .process("Presentation/Strings")],
      swiftSettings: strictSettings),
    // The Apple adapters (every file `#if canImport(UIKit)`). On Linux this target only
    // re-exports the core. Its privacy manifest ships with it, in the module apps import.
    .target(
      name: "KontextVideoSDK", dependencies: ["KontextVideoCore"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings),
    // Headless implementations of every seam, for tests, the demo and integrators' unit tests.
    .target(
      name: "KontextVideoTesting", dependencies: ["KontextVideoSDK"], swiftSettings: strictSettings),
    // The project's reference ad server run as a child process, for its own tests and
    // benchmarks (not a product: integrators' test kit is `KontextVideoTesting`).
    .target(
      name: "KontextVideoReferenceServer", dependencies: ["KontextVideoCore"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "KontextVideoDemo",
      dependencies: ["KontextVideoSDK", "KontextVideoTesting"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "KontextVideoBenchmarks",
      dependencies: ["KontextVideoSDK", "KontextVideoTesting", "KontextVideoReferenceServer"],
      swiftSettings: strictSettings
    ),
    // A child process for the fault tests that measure its memory or kill it (not a product).
    .executableTarget(
      name: "KontextVideoFaultHarness",
      dependencies: ["KontextVideoCore"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KontextVideoCoreTests",
      dependencies: ["KontextVideoCore", "KontextVideoTesting", "KontextVideoReferenceServer"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KontextVideoTestingTests",
      dependencies: ["KontextVideoSDK", "KontextVideoTesting"],
      swiftSettings: strictSettings
    ),
  ]
)
