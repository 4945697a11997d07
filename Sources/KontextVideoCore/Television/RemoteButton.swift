/// A button of the Siri Remote (or a game controller's) pressed while an ad is on screen on
/// Apple TV. The Apple layer reports presses; ``RemoteRule`` decides what they do.
package enum RemoteButton: String, Sendable, Hashable, CaseIterable {
  /// Play/Pause.
  case playPause
  /// Menu (Back on the newer remote).
  case menu
  /// Select: the clickpad's press, which activates the control that has focus.
  case select
}
