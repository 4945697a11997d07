/// The app's own windows over a linear ad.
extension LinearAdPresentation {
  /// Reports the other windows of the ad's scene, read now; the ad's window has the frame
  /// `adWindow` (in the scene's coordinate space) and the level `level`. When they cover the
  /// ad (``AppWindowCover``), the video pauses and nothing counts until they stop.
  ///
  /// Returns whether the presenter should read them again soon: while a window above the ad's
  /// is shown, it may fade in or move without a notification.
  @discardableResult
  package func reportSceneWindows(_ windows: [SceneWindow], adWindow: AdRect, level: Double)
    -> Bool
  {
    let covered = AppWindowCover.covers(adWindow: adWindow, level: level, by: windows)
    if covered != isCoveredByAppWindow {
      isCoveredByAppWindow = covered
      onEvent(.coveredByAppWindow(covered))
    }
    return AppWindowCover.needsWatching(level: level, windows: windows)
  }
}
