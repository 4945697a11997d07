import Foundation

/// A linear ad handed to a ``FullScreenAdPresenter``: what to play, when Skip may show, and the
/// entry points for playback progress and the viewer's taps.
@MainActor
public final class LinearAdPresentation {
  /// The ad's video length in seconds.
  public let duration: TimeInterval
  /// When Skip becomes available, in seconds of the video; `nil` when the ad is not skippable.
  public let skipOffset: TimeInterval?
  /// The prepared creative to play.
  package let creative: any RenderedCreative
  /// Whether a tap on the ad opens a landing page, so the player offers "Learn more".
  public let hasLandingPage: Bool
  /// The video position last reported, in seconds.
  public private(set) var progress: TimeInterval = 0
  private let handler: @MainActor (LinearPlaybackEvent) -> Void
  /// What the presenter reported before the ad went live (during `present`), replayed then.
  private var heldBack: [LinearPlaybackEvent]? = []

  package init(
    duration: TimeInterval,
    skipOffset: TimeInterval?,
    creative: any RenderedCreative,
    hasLandingPage: Bool = false,
    onEvent: @escaping @MainActor (LinearPlaybackEvent) -> Void
  ) {
    self.hasLandingPage = hasLandingPage
    self.duration = duration
    self.skipOffset = skipOffset
    self.creative = creative
    handler = onEvent
  }

  /// The ad is on screen: delivers what was reported while it was being presented, then
  /// everything as it comes.
  package func goLive() {
    let held = heldBack ?? []
    heldBack = nil
    for event in held { handler(event) }
  }

  private func onEvent(_ event: LinearPlaybackEvent) {
    if heldBack != nil {
      heldBack?.append(event)
    } else {
      handler(event)
    }
  }

  /// Whether the viewer may skip now.
  public var canSkip: Bool {
    guard let skipOffset else { return false }
    return progress >= skipOffset
  }

  /// Reports the video's position in seconds; a non-finite position is ignored.
  public func reportProgress(_ seconds: TimeInterval) {
    guard seconds.isFinite else { return }
    progress = min(max(seconds, progress), duration)
    onEvent(.progress(progress))
  }

  /// Reports that the video played to its end.
  public func reportCompleted() {
    progress = duration
    onEvent(.completed)
  }

  /// Reports a tap on Skip; ignored before ``skipOffset``.
  public func viewerTappedSkip() {
    if canSkip { onEvent(.skip) }
  }

  /// Reports a tap on the video (a click).
  public func viewerTappedAd() { onEvent(.tap) }

  /// Reports that the video could not play.
  public func reportFailure(_ message: String) { onEvent(.failed(message)) }
}

/// What a presenter reports about a linear ad.
package enum LinearPlaybackEvent: Sendable, Hashable {
  case progress(TimeInterval)
  case completed
  case skip
  case tap
  case failed(String)
}
