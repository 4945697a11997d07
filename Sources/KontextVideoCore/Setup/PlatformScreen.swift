/// The screen the app is on: its size in points, in the orientation it has now, and its scale
/// (pixels a point). Read by the platform layer from the app's foreground scene.
package struct PlatformScreen: Sendable, Hashable {
  /// The size in points.
  package var size: AdSize
  /// Pixels a point.
  package var scale: Double

  package init(size: AdSize, scale: Double) {
    self.size = size
    self.scale = scale
  }
}
