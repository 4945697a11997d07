import Foundation

/// Why a linear ad's video is paused, and what it takes to play on: a value, events in and
/// commands to the player out, no I/O.
///
/// The SDK pauses the video for the app (the background, the app's own screen or window over the
/// ad) and
/// plays it again when that ends. The system pauses it too: an audio interruption (a call),
/// and `AVPlayer` pausing itself on a route change (headphones unplugged, AirPods gone), Siri or
/// Control Center. Such an *external* pause is the viewer's to end: the player shows a Play
/// control, the stall watch and viewability stop, and only the viewer's tap (or an
/// interruption that ends with `shouldResume`) plays the video again. Nothing here ever starts
/// sound the viewer did not ask for.
package struct LinearPlaybackControl: Sendable, Hashable {
  /// One reason the video is held.
  package enum Cause: Sendable, Hashable, CaseIterable {
    /// The app is in the background; the video plays again when it returns.
    case appInBackground
    /// The app's own screen covers the ad (a view controller presented over it).
    case coveredByApp
    /// The app's own window covers the ad: an in-app message, a paywall or a custom alert in a
    /// window of the same scene above the ad's (``AppWindowCover``).
    case coveredByAppWindow
    /// An audio interruption began and has not ended.
    case audioInterruption
    /// The viewer opened the ad's ⓘ sheet; the video plays again when it closes.
    case infoSheet
    /// A click opened a page (or an App Store product page) in the app; the video plays again
    /// when the viewer is back.
    case landingPage
    /// The player paused by itself, or an interruption ended without `shouldResume`: only the
    /// viewer's Play resumes it.
    case external
    /// A rewarded ad asks the viewer whether to close it and lose the reward.
    case closeConfirmation
  }

  /// What the player must do now.
  package enum Command: Sendable, Hashable {
    case play
    case pause
  }

  /// What holds the video now; empty while it plays.
  package private(set) var causes: Set<Cause> = []

  package init() {}

  /// Whether the video should be playing.
  package var isPlaying: Bool { causes.isEmpty }

  /// Whether the player shows its Play control: the pause is the viewer's to end.
  package var showsPlayControl: Bool { causes.contains(.external) }

  /// The SDK holds the video for `cause` (the background, a cover).
  package mutating func hold(_ cause: Cause) -> Command? {
    change { $0.insert(cause) }
  }

  /// `cause` no longer holds the video.
  package mutating func release(_ cause: Cause) -> Command? {
    change { $0.remove(cause) }
  }

  /// The app is back in front. An interruption whose end never came (iOS does not always send
  /// it) is left to the viewer: it becomes an external pause, never sound out of nowhere.
  package mutating func appReturned() -> Command? {
    change { causes in
      causes.remove(.appInBackground)
      if causes.remove(.audioInterruption) != nil { causes.insert(.external) }
    }
  }

  /// The player reports whether it is paused (its own rate, read when the report is handled).
  ///
  /// Paused while nothing holds it: the player paused by itself, an external pause. Playing
  /// while only an external pause held it: something played it again (the viewer, from the
  /// system's controls), which ends that pause. Playing while the SDK holds it: paused again.
  package mutating func playerReported(isPaused: Bool) -> Command? {
    if isPaused {
      guard causes.isEmpty else { return nil }
      causes.insert(.external)
      return nil  // the player is paused already
    }
    if causes == [.external] {
      causes.removeAll()
      return nil  // it plays already
    }
    return causes.isEmpty ? nil : .pause
  }

  /// The audio route's device went away (headphones unplugged, AirPods disconnected). The
  /// player pauses by itself, but not while the SDK already holds the video, so it is recorded
  /// here whatever holds it: once the SDK lets go, the viewer's Play, not the SDK, resumes it.
  package mutating func audioRouteLost() -> Command? {
    change { $0.insert(.external) }
  }

  /// An audio interruption began. One that only reports the app was suspended earlier has no
  /// end to wait for, and is ignored.
  package mutating func interruptionBegan(appWasSuspended: Bool) -> Command? {
    guard !appWasSuspended else { return nil }
    return hold(.audioInterruption)
  }

  /// The interruption ended: with `shouldResume` the video plays on (if nothing else holds
  /// it); without, the pause is the viewer's to end.
  package mutating func interruptionEnded(shouldResume: Bool) -> Command? {
    change { causes in
      guard causes.remove(.audioInterruption) != nil else { return }
      if !shouldResume { causes.insert(.external) }
    }
  }

  /// The viewer tapped Play.
  package mutating func viewerTappedPlay() -> Command? {
    release(.external)
  }

  /// Applies `update` and returns the command its change of ``isPlaying`` calls for.
  private mutating func change(_ update: (inout Set<Cause>) -> Void) -> Command? {
    let wasPlaying = isPlaying
    update(&causes)
    guard wasPlaying != isPlaying else { return nil }
    return isPlaying ? .play : .pause
  }
}
