/// Presents linear ads full screen and takes them away.
///
/// On iOS the SDK presents from the top view controller, or the one you pass to
/// `show(from:)`. Elsewhere install one on ``KontextVideo/fullScreenPresenter``; in tests use
/// `HeadlessFullScreenPresenter` from `KontextVideoTesting`.
@MainActor
public protocol FullScreenAdPresenter: AnyObject {
  /// Puts the ad on screen and starts its video, or throws and shows nothing.
  ///
  /// The presenter reports the video's progress, completion and the viewer's taps on
  /// `presentation`.
  func present(_ presentation: LinearAdPresentation) throws

  /// Plays the next ad of a break (``AdBreak``) in place of `current`, without leaving full
  /// screen: `current`'s video has ended (completed, skipped or failed) and the SDK no longer
  /// listens to it; `next` is reported on from now on, as after ``present(_:)``. Throws, and
  /// the break ends with `current`, when it cannot.
  ///
  /// The default calls ``present(_:)`` with `next`: a presenter that shows one ad at a time
  /// and replaces what it shows needs nothing more.
  func presentNext(_ next: LinearAdPresentation, after current: LinearAdPresentation) throws

  /// Takes the ad off screen; calls `completion` once the dismissal has finished.
  func dismiss(_ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void)

  /// Pauses or resumes the ad's video, as when the app goes to the background and returns.
  /// The default does nothing (a presenter whose player pauses by itself needs nothing more).
  func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation)

  /// The presented ad's video view and the SDK's views over it, for a measurement provider;
  /// `nil` when the presenter has no views to give (the default).
  func measurementViews(for presentation: LinearAdPresentation) -> AdMeasurementViews?
}

extension FullScreenAdPresenter {
  /// Presents `next` with ``present(_:)``.
  public func presentNext(_ next: LinearAdPresentation, after current: LinearAdPresentation)
    throws
  {
    try present(next)
  }

  /// Does nothing.
  public func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {}

  /// No views: a measurement provider measures the ad without them.
  public func measurementViews(for presentation: LinearAdPresentation) -> AdMeasurementViews? {
    nil
  }
}
