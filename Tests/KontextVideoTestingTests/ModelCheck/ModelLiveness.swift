import KontextVideoSDK

/// The promises about time: an ad on screen does not stay past the moment the contract ends
/// it. An overlay ends after its display time (8 s in the sandbox); an overlay or pause ad
/// whose container is off screen, with the app active, ends within about a second; a
/// full-screen ad ends once its video has played (15 s linear, 30 s rewarded, a break's ads
/// together; it plays only
/// while the app is active and nothing holds it) and the dismissal ran. While the viewer has
/// the ad's ⓘ sheet open none of these clocks runs.
///
/// Nothing changes between steps but by an action, and time moves only in an `advance` step,
/// so the state seen at the end of a step held through the next step's time.
@MainActor
struct ModelLiveness {
  static let overlayDisplay = 8.0
  /// The grace (1 s), one sampling interval (0.1 s) to notice the change, and a margin.
  static let offScreenLimit = 1.2
  static let linearDuration = 15.0
  static let rewardedDuration = 30.0
  /// The dismissal (0.3 s) and a margin.
  static let linearDismissal = 0.5
  /// Each time a full-screen video plays again it may lose up to one progress interval.
  static let progressInterval = 0.25

  private var offScreen: (id: String, since: Double)?
  private var fullScreen: (id: String, played: Double, returns: Int)?
  /// How long the overlay on screen has been displayed, its sheet's time left out.
  private var displayed: (id: String, seconds: Double)?
  private var last: (now: Double, active: Bool, fullScreenID: String?, adID: String?, held: Bool) =
    (0, true, nil, nil, false)

  /// The length of a full-screen ad's video in the sandbox.
  static func videoDuration(_ format: AdFormat) -> Double {
    format == .rewarded ? rewardedDuration : linearDuration
  }

  /// Checks the ad on screen at `now`; returns a broken promise. `isHeldByVideo`: a full-screen
  /// ad's video is held besides its sheet (the app's cover, an external pause, the close
  /// question).
  mutating func check(
    _ ad: ModelAdRecord?, now: Double, isAppActive: Bool, isOff: Bool, isHeldByPage: Bool = false,
    isHeldByVideo: Bool = false
  ) -> String? {
    let isHeld = (ad?.heldBySheet ?? false) || isHeldByPage || isHeldByVideo
    defer {
      last = (
        now, isAppActive, ad?.format.isFullScreen == true ? ad?.id : nil, ad?.id, isHeld
      )
    }
    guard let ad, let shownAt = ad.shownAt else {
      offScreen = nil
      fullScreen = nil
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
      fullScreen.flatMap { $0.id == ad.id ? $0 : nil } ?? (ad.id, 0, 0)
    if last.fullScreenID == ad.id && last.active && !last.held { watch.played += now - last.now }
    // Each time the video plays again (back in the foreground, let go of) it may lose up to one
    // progress interval.
    let plays = isAppActive && !isHeld
    if plays && !(last.active && !last.held) && last.fullScreenID == ad.id { watch.returns += 1 }
    fullScreen = watch
    // A break (the pod scenario's) plays all its ads; each may start up to a progress
    // interval late.
    let adBreak = ad.ad?.adBreak
    let video = adBreak?.totalDuration ?? Self.videoDuration(ad.format)
    let starts = Double(adBreak?.adCount ?? 1)
    let limit =
      video + Self.linearDismissal + Double(watch.returns) * Self.progressInterval + starts
      * Self.progressInterval
    if watch.played > limit {
      return "a full-screen ad outlived its video: \(ad.format) \(ad.id), \(watch.played) s "
        + "on screen in the foreground"
    }
    return nil
  }
}
