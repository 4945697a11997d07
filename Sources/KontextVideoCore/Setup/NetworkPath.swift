/// What the platform reports of the network path, and what the SDK makes of it.
package struct NetworkPath: Sendable, Hashable {
  /// The viewer turned on Low Data Mode (`NWPath.isConstrained` on Apple platforms).
  package var isLowDataMode: Bool
  /// The path costs money: cellular, a personal hotspot (`NWPath.isExpensive`).
  package var isExpensive: Bool

  package init(isLowDataMode: Bool, isExpensive: Bool) {
    self.isLowDataMode = isLowDataMode
    self.isExpensive = isExpensive
  }

  /// Whether a linear ad plays its lightest media file with a short buffer: only under Low
  /// Data Mode. Cellular alone is not constrained (most mobile viewers are on it, and get the
  /// rendition that fits their screen).
  package var isConstrained: Bool { isLowDataMode }
}
