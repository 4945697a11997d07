/// The operating system this binary was built for, named as ad requests name it
/// (``PlatformInfo/os``). A fact of the compile, so every room can read it: the ad request
/// (`Server`), the platform facts (`Setup`) and the chrome's measurements (`Presentation`,
/// ``AdChromeMetrics/current``).
package enum BuildPlatform {
  /// `ios`, `tvos`, `linux`, `macos`, or `other`.
  package static var os: String {
    #if os(iOS)
      "ios"
    #elseif os(tvOS)
      "tvos"
    #elseif os(Linux)
      "linux"
    #elseif os(macOS)
      "macos"
    #else
      "other"
    #endif
  }
}
