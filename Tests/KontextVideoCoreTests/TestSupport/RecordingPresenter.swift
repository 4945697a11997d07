import Foundation

@testable import KontextVideoCore

/// A full-screen presenter that plays nothing by itself and records what the SDK asked: the
/// presentation it was given, each pause (`true`) and resume (`false`), and the completion of the
/// latest dismissal, which it holds until the test calls it (a dismissal the test finishes, or
/// never). With a `playback`, it drives that playback as a player would: pauses and resumes it,
/// and stops it on dismissal.
@MainActor
final class RecordingPresenter: FullScreenAdPresenter {
  /// The presentation on screen, once presented.
  var presentation: LinearAdPresentation?
  /// The playback the presenter drives, if any.
  var playback: SimulatedLinearPlayback?
  /// What the SDK asked of the playback, oldest first: `true` to pause, `false` to resume.
  private(set) var pauses: [Bool] = []
  /// The latest dismissal's completion, for the test to call.
  private(set) var completion: (@MainActor () -> Void)?

  func present(_ presentation: LinearAdPresentation) throws {
    self.presentation = presentation
  }

  func dismiss(_ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void) {
    playback?.stop()
    self.completion = completion
  }

  func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {
    pauses.append(paused)
    playback?.setPaused(paused)
  }
}
