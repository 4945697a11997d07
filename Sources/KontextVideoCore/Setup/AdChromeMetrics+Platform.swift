extension AdChromeMetrics {
  /// The set for the device `platform` describes: ``television`` on Apple TV (`os` is `tvos`),
  /// ``phone`` on any other, as ``PlatformInfo/rendersHTML`` is chosen.
  package static func `for`(platform: PlatformInfo) -> AdChromeMetrics {
    .for(os: platform.os)
  }
}
