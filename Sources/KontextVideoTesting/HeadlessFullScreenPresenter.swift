import Foundation
import KontextVideoCore

/// A full-screen presenter without a screen: it "plays" a linear ad's video on a clock,
/// reports its progress, and takes the viewer's Skip and taps.
///
/// ```swift
/// let presenter = HeadlessFullScreenPresenter(clock: clock)
/// try linearAd.show(from: presenter)
/// await clock.advance(by: 15)   // the video completes; the dismissal follows
/// ```
@MainActor
public final class HeadlessFullScreenPresenter: FullScreenAdPresenter {
  /// How often progress is reported while playing, in seconds.
  public static let progressInterval: TimeInterval = LinearAdPresentation.progressInterval

  /// How long a dismissal takes, like UIKit's animation; default 0.3 s on the clock.
  public var dismissalDuration: TimeInterval
  /// When true, `present` throws, as a presenter with no window would.
  public var failsToPresent = false
  /// The ad on screen, if any.
  public private(set) var presentation: LinearAdPresentation?
  /// Whether a dismissal is running.
  public private(set) var isDismissing = false
  /// How many ads were presented.
  public private(set) var presentCount = 0
  /// How many times the next ad of a break took the place of the one on screen
  /// (``presentNext(_:after:)``).
  public private(set) var nextAdCount = 0
  /// How many dismissals finished.
  public private(set) var dismissCount = 0
  private let clock: any AdClock
  private var ticker: AdCancellable?
  private var isPaused = false

  /// Creates a presenter on `clock`.
  public init(clock: any AdClock, dismissalDuration: TimeInterval = 0.3) {
    self.clock = clock
    self.dismissalDuration = dismissalDuration
  }

  /// The error `present` throws when ``failsToPresent`` is set.
  public struct PresentationError: Error, CustomStringConvertible {
    /// Why the headless presenter refused.
    public var description: String { "the headless presenter is set to fail" }
  }

  /// Starts the video at 0 s.
  public func present(_ presentation: LinearAdPresentation) throws {
    if failsToPresent { throw PresentationError() }
    presentCount += 1
    start(presentation)
  }

  /// Plays the break's next ad in place of `current`, from 0 s, in the same presentation.
  public func presentNext(_ next: LinearAdPresentation, after current: LinearAdPresentation)
    throws
  {
    if failsToPresent { throw PresentationError() }
    nextAdCount += 1
    start(next)
  }

  /// Plays `presentation`'s video from 0 s; what played before stops.
  private func start(_ presentation: LinearAdPresentation) {
    ticker?.cancel()
    self.presentation = presentation
    isPaused = false
    presentation.reportProgress(0)
    drawIcons()
    scheduleTick()
  }

  /// Draws the icons due now: each is reported once it appears (the SDK fires its view
  /// tracking once).
  private func drawIcons() {
    guard let presentation else { return }
    for icon in presentation.shownIcons { presentation.iconDidAppear(icon.index) }
  }

  /// Stops the video and finishes the dismissal after ``dismissalDuration``.
  public func dismiss(
    _ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void
  ) {
    ticker?.cancel()
    ticker = nil
    isDismissing = true
    _ = clock.schedule(at: clock.now + dismissalDuration) { [weak self] in
      self?.isDismissing = false
      if self?.presentation === presentation { self?.presentation = nil }
      self?.dismissCount += 1
      completion()
    }
  }

  /// Pauses or resumes the video when the app goes to the background and returns.
  public func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {
    guard presentation === self.presentation else { return }
    if paused { pausePlayback() } else { resumePlayback() }
  }

  /// The viewer taps Skip (ignored before the skip offset).
  public func tapSkip() { presentation?.viewerTappedSkip() }
  /// The viewer taps the video.
  public func tapAd() { presentation?.viewerTappedAd() }
  /// The viewer taps a rewarded ad's close control: before its reward the SDK pauses the video
  /// and asks (``isAskingToClose``); after it, the ad ends.
  public func tapClose() { presentation?.viewerTappedClose() }
  /// The viewer answers "Close the video? You won't get your reward": `closes` ends the ad
  /// unrewarded, otherwise the video plays on.
  public func answerClose(closes: Bool) { presentation?.viewerAnsweredClose(closes: closes) }
  /// Whether a rewarded ad asks the viewer whether to close it.
  public var isAskingToClose: Bool { presentation?.isAskingToClose ?? false }
  /// The video fails to play.
  public func failPlayback(_ message: String = "decode error") {
    presentation?.reportFailure(message)
  }
  /// The player pauses by itself and says so, as `AVPlayer` does when the headphones come
  /// out, or for Siri: the SDK shows the Play control and waits for the viewer.
  public func pauseExternally() {
    pausePlayback()
    presentation?.reportPlaybackPaused(true)
  }

  /// The video waits for data (a slow network), as `AVPlayer` reports with
  /// `waitingToPlayAtSpecifiedRate`; ``finishBuffering()`` ends the wait. Time goes on.
  public func startBuffering() {
    presentation?.reportBuffering(true)
  }

  /// The video has the data it waited for.
  public func finishBuffering() {
    presentation?.reportBuffering(false)
  }

  /// The viewer taps Mute (`true`) or Unmute (`false`).
  public func setMuted(_ isMuted: Bool) {
    presentation?.reportMuted(isMuted)
  }

  /// The headphones come out: the player pauses and the audio route is reported lost.
  public func loseAudioRoute() {
    presentation?.reportAudioRouteLost()
  }

  /// An audio interruption (a call) begins; the SDK pauses the video.
  public func beginAudioInterruption() {
    presentation?.reportAudioInterruptionBegan()
  }

  /// The audio interruption ends, with or without the system's `shouldResume`.
  public func endAudioInterruption(shouldResume: Bool) {
    presentation?.reportAudioInterruptionEnded(shouldResume: shouldResume)
  }

  /// The app's own screen covers the ad, or stops covering it.
  public func setCovered(_ isCovered: Bool) {
    presentation?.reportCovered(isCovered)
  }

  /// The viewer taps the Play control.
  public func tapPlay() { presentation?.viewerTappedPlay() }

  /// The viewer taps the ⓘ control: the ad's "About this ad" sheet opens over the video.
  public func openInfo() { presentation?.viewerOpenedInfo() }
  /// The viewer closes the ⓘ sheet without reporting the ad.
  public func closeInfo() { presentation?.viewerClosedInfo() }
  /// The viewer reports the ad from its ⓘ sheet.
  public func report(_ reason: AdReport.Reason) { presentation?.viewerReported(reason) }

  /// The places in the ad's icon list of the VAST icons on screen now. The headless player
  /// draws each icon as soon as it is due, as if its image had loaded.
  public var iconsOnScreen: [Int] { presentation?.shownIcons.map(\.index) ?? [] }

  /// The viewer taps the icon at `index` of the ad's icon list (its click tracking fires);
  /// returns the page the player opens in the app, `nil` when there is none (the icon's
  /// fallback images show, if it has any).
  @discardableResult
  public func tapIcon(_ index: Int) -> URL? {
    presentation?.viewerTappedIcon(index)?.destination
  }

  /// The video view (`video`) and, over it, a view for each element the player draws and each
  /// icon, as the UIKit player gives them.
  public func measurementViews(for presentation: LinearAdPresentation) -> AdMeasurementViews? {
    let elements = presentation.chromeElements + presentation.icons.map { _ in .icon }
    return AdMeasurementViews(
      adView: HeadlessView(name: "video"),
      obstructions: elements.map {
        AdMeasurementObstruction(element: $0, view: HeadlessView(name: $0.rawValue))
      })
  }

  /// Whether the video is paused.
  public var isPlaybackPaused: Bool { isPaused }

  /// Pauses the video (the SDK asks it when the app goes to the background); on its own, a
  /// video that stops moving without a word, as a frozen stream does.
  public func pausePlayback() {
    isPaused = true
    ticker?.cancel()
    ticker = nil
  }
  /// Resumes a paused video.
  public func resumePlayback() {
    guard isPaused, presentation != nil, !isDismissing else { return }
    isPaused = false
    scheduleTick()
  }

  private func scheduleTick() {
    ticker = clock.schedule(at: clock.now + Self.progressInterval) { [weak self] in
      self?.tick()
    }
  }

  private func tick() {
    guard let presentation, !isDismissing, !isPaused else { return }
    let next = presentation.progress + Self.progressInterval
    if next >= presentation.duration - 1e-9 {
      presentation.reportProgress(presentation.duration)
      ticker = nil
      presentation.reportCompleted()
    } else {
      presentation.reportProgress(next)
      drawIcons()
      scheduleTick()
    }
  }
}
