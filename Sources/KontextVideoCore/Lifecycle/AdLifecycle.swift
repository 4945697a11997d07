/// The lifecycle of one ad as a value: events in, decisions out, no I/O.
///
/// *fetched* → *loading* → *ready* → *on screen* → (*closing*, for a full-screen ad being
/// dismissed) → *ended*. Before the screen an ad may leave by a side exit, *discarded*, with a
/// ``NotUsedReason``. Every end and every side exit is final.
package struct AdLifecycle: Sendable, Hashable {
  /// Where the ad is in its life.
  package enum State: Sendable, Hashable {
    case fetched
    case loading
    case ready
    case onScreen
    case closing(VideoAd.EndReason)
    case ended(VideoAd.EndReason)
    case discarded(NotUsedReason)
  }

  /// What `load()` should do.
  package enum LoadDecision: Sendable, Hashable {
    case start
    case join
    case alreadyLoaded
    case refuse(VideoAdError)
  }

  /// What ending the ad requires.
  package enum EndDecision: Sendable, Hashable {
    /// Remove the ad and tell the delegate now (inline ads).
    case endNow(VideoAd.EndReason)
    /// Dismiss the full-screen ad; tell the delegate once the dismissal finishes.
    case beginDismissal(VideoAd.EndReason)
    /// The ad is not on screen or is already ending: nothing to do.
    case ignore
  }

  package private(set) var state: State = .fetched
  /// Whether the ad is drawn full screen (linear), which delays the end until dismissal.
  package let isFullScreen: Bool

  package init(isFullScreen: Bool) {
    self.isFullScreen = isFullScreen
  }

  /// Whether the ad is held unshown: fetched, loading or ready.
  package var isUnshown: Bool {
    switch state {
    case .fetched, .loading, .ready: true
    default: false
    }
  }

  package mutating func load() -> LoadDecision {
    switch state {
    case .fetched:
      state = .loading
      return .start
    case .loading: return .join
    case .ready, .onScreen, .closing, .ended: return .alreadyLoaded
    case .discarded(let reason): return .refuse(reason.error)
    }
  }

  /// A load finished; returns false when the ad had left *loading* meanwhile.
  package mutating func loadFinished(success: Bool) -> Bool {
    guard state == .loading else { return false }
    state = success ? .ready : .discarded(.failed)
    return true
  }

  /// The error `show` throws in this state, or `nil` when the ad is ready.
  package func showRefusal() -> VideoAdError? {
    switch state {
    case .fetched, .loading: .notLoaded
    case .ready: nil
    case .onScreen, .closing, .ended: .alreadyShown
    case .discarded(let reason): reason.error
    }
  }

  /// The ad is on screen. Only valid when ``showRefusal()`` returned `nil`.
  package mutating func shown() {
    precondition(state == .ready, "shown() needs a ready ad")
    state = .onScreen
  }

  /// The error `dismiss()` throws in this state, or `nil` when the app may dismiss the ad.
  package func dismissRefusal() -> VideoAdError? {
    switch state {
    case .fetched, .loading, .ready: .notOnScreen
    case .onScreen: isFullScreen ? .notDismissible : nil
    case .closing, .ended: .invalidated(.ended)
    case .discarded(let reason): reason.error
    }
  }

  /// The error `reject()` throws in this state, or `nil` when the ad may be rejected.
  package func rejectRefusal() -> VideoAdError? {
    switch state {
    case .fetched, .loading, .ready: nil
    case .onScreen, .closing, .ended: .alreadyShown
    case .discarded(let reason): reason.error
    }
  }

  package mutating func end(_ reason: VideoAd.EndReason) -> EndDecision {
    guard state == .onScreen else { return .ignore }
    if isFullScreen {
      state = .closing(reason)
      return .beginDismissal(reason)
    }
    state = .ended(reason)
    return .endNow(reason)
  }

  /// The full-screen dismissal finished; returns the reason to report, once.
  package mutating func dismissalFinished() -> VideoAd.EndReason? {
    guard case .closing(let reason) = state else { return nil }
    state = .ended(reason)
    return reason
  }

  /// Drops an unshown ad; returns true when it must be reported as not used.
  package mutating func discard(_ reason: NotUsedReason) -> Bool {
    guard isUnshown else { return false }
    state = .discarded(reason)
    return true
  }
}
