/// One window of the scene a linear ad is shown in, as the platform reads it: what
/// ``AppWindowCover`` needs to decide whether the app's own window covers the ad.
///
/// On iOS each is a `UIWindow` of the ad's `UIWindowScene` other than the ad's own window: an
/// in-app message, a paywall or a custom alert that the app shows in a window of its own, and
/// the system's windows (the keyboard's, text effects) that let touches through.
package struct SceneWindow: Sendable, Hashable {
  /// Its `windowLevel`: a window of a higher level is drawn above one of a lower level.
  package var level: Double
  /// Whether it is drawn: not hidden, and an alpha of 0.01 or more (below it UIKit neither
  /// draws a view for touches nor hit-tests it).
  package var isShown: Bool
  /// Its frame, in the scene's coordinate space.
  package var frame: AdRect
  /// Whether it takes the touches where it overlaps the ad's window: its hit test at the
  /// middle of that overlap finds one of its views. A window that lets touches through there
  /// (the keyboard's, a toast's host) covers nothing.
  package var takesTouches: Bool

  /// A window's facts.
  package init(level: Double, isShown: Bool, frame: AdRect, takesTouches: Bool) {
    self.level = level
    self.isShown = isShown
    self.frame = frame
    self.takesTouches = takesTouches
  }
}
