/// Whether the app's own window covers a linear ad: an in-app message, a paywall or a custom
/// alert that the app shows in a `UIWindow` of the ad's scene, above the ad's window.
///
/// Such a window covers the ad as a view controller presented over it does: the video pauses
/// and nothing counts as viewable until it goes (``LinearPlaybackControl/Cause/coveredByAppWindow``).
/// A window covers the ad when it is of a higher level than the ad's window, shown, takes the
/// touches where it lies over the ad (so not the keyboard's or a toast's pass-through host), and
/// such windows together leave less than half of the ad's window in view (the share below
/// which a video is not viewable). A window of the same level is not counted: UIKit documents
/// no order among windows of one level.
package enum AppWindowCover {
  /// The share of the ad's window that must stay in view for the ad to count as uncovered.
  package static let visibleShare = 0.5

  /// Whether `windows` cover the ad's window, whose frame is `adWindow` and level `level`.
  package static func covers(adWindow: AdRect, level: Double, by windows: [SceneWindow]) -> Bool {
    let area = adWindow.area
    guard area > 0 else { return false }
    let covering = windows.filter { $0.level > level && $0.isShown && $0.takesTouches }
      .map(\.frame)
    guard !covering.isEmpty else { return false }
    // More windows than the exposure rule measures: covered, the safe side for viewability.
    guard let visible = ExposureGeometry.visibleArea(of: adWindow, clippedTo: [], minus: covering)
    else { return true }
    return visible < area * visibleShare
  }

  /// Whether the platform keeps reading the scene's windows: while one above the ad's window is
  /// shown, it may fade in, move or start taking touches without telling anyone.
  package static func needsWatching(level: Double, windows: [SceneWindow]) -> Bool {
    windows.contains { $0.level > level && $0.isShown }
  }
}
