import KontextVideoSDK

/// The promises about time: an ad on screen does not stay past the moment the contract ends
/// it. An overlay ends after its display time (8 s in the sandbox); an overlay or pause ad
/// whose container is off screen, with the app active, ends within about a second; a linear
/// ad ends once its 15 s video has played (it plays only while the app is active) and the
/// dismissal ran. While the viewer has the ad's ⓘ sheet open none of these clocks runs.
///
/// Nothing changes between steps but by an action, and time moves only in an `advance` step,
/// so the state seen at the end of a step held through the next step's time.
@MainActor
struct ModelLiveness {
  static let overlayDisplay = 8.0
  /// The grace (1 s), one sampling interval (0.1 s) to notice the change, and a margin.
  static let offScreenLimit = 1.2
  static let linearDuration = 15.0
  /// The dismissal (0.3 s) and a margin.
  static let linearDismissal = 0.5
  /// Each return to the foreground may lose up to one progress interval of playback.
  static let progressInterval = 0.25

  private var offScreen: (id: String, since: Double)?
  private var linear: (id: String, played: Double, returns: Int)?
  /// How long the overlay on screen has been displayed, its sheet's time left out.
  private var displayed: (id: String, seconds: Double)?
  private var last: (now: Double, active: Bool, linearID: String?, adID: String?, held: Bool) =
    (0, true, nil, nil, false)

  /// Checks the ad on screen at `now`; returns a broken promise.
  mutating func check(
    _ ad: ModelAdRecord?, now: Double, isAppActive: Bool, isOff: Bool, isHeldByPage: Bool = false
  ) -> String? {
    let isHeld = (ad?.heldBySheet ?? false) || isHeldByPage
    defer {
      last = (
        now, isAppActive, ad?.format == .linear ? ad?.id : nil, ad?.id, isHeld
      )
    }
    guard let ad, let shownAt = ad.shownAt else {
      offScreen = nil
      linear = nil
      displayed = nil
      return nil
    }
    var seconds = displayed.flatMap { $0.id == ad.id ? $0.seconds : nil } ?? (now - shownAt)
    if displayed?.id == ad.id, last.adID == ad.id, !last.held { seconds += now - last.now }
    displayed = (ad.id, seconds)
    if ad.format == .overlay && seconds > Self.overlayDisplay + 1e-6 {
      return "overlay \(ad.id) outlived its display time: on screen since \(shownAt), \(seconds) s "
        + "of it without its sheet, now \(now)"
    }
    if ad.format.isInline {
      guard isOff && isAppActive && !isHeld else {
        offScreen = nil
        return nil
      }
      guard let since = offScreen?.since, offScreen?.id == ad.id else {
        offScreen = (ad.id, now)
        return nil
      }
      if now - since > Self.offScreenLimit {
        return "\(ad.format) \(ad.id) stayed off screen from \(since) to \(now) without ending"
      }
      return nil
    }
    var watch: (id: String, played: Double, returns: Int) =
      linear.flatMap { $0.id == ad.id ? $0 : nil } ?? (ad.id, 0, 0)
    if last.linearID == ad.id && last.active && !last.held { watch.played += now - last.now }
    if isAppActive && !last.active && last.linearID == ad.id { watch.returns += 1 }
    linear = watch
    let limit =
      Self.linearDuration + Self.linearDismissal + Double(watch.returns + 1) * Self.progressInterval
    if watch.played > limit {
      return "linear \(ad.id) outlived its video: \(watch.played) s on screen in the foreground"
    }
    return nil
  }
}
