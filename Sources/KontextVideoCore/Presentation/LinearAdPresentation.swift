import Foundation

/// A linear ad handed to a ``FullScreenAdPresenter``: what to play, when Skip may show, and the
/// entry points for playback progress and the viewer's taps.
@MainActor
public final class LinearAdPresentation {
  /// How often a presenter reports the video's progress while it plays, in seconds: the
  /// headless presenter, the sandbox's playback on the clock, and `AVPlayer`'s time observer.
  nonisolated package static let progressInterval: TimeInterval = 0.25

  /// The ad's video length in seconds.
  public let duration: TimeInterval
  /// When Skip becomes available, in seconds of the video; `nil` when the ad is not skippable.
  public let skipOffset: TimeInterval?
  /// The prepared creative to play.
  package let creative: any RenderedCreative
  /// Whether a tap on the ad opens a landing page, so the player offers "Learn more".
  public let hasLandingPage: Bool
  /// Who the advertiser is and why the ad was shown, for the ⓘ sheet.
  public let disclosure: AdDisclosure
  /// The VAST icons the player draws over the video, each while ``LinearAdIcon/isShown(at:)``.
  package let icons: [LinearAdIcon]
  /// The ad's place (from 1) in its break and the break's count of ads, when it plays in a
  /// break of several (``AdBreak``): the badge reads "Ad 1 of 2"; `nil` for an ad on its own.
  public let placeInBreak: (position: Int, count: Int)?
  /// The video position last reported, in seconds.
  public private(set) var progress: TimeInterval = 0
  /// Whether the player shows its Play control: the video was paused from outside the SDK (a
  /// route change, Siri, an interruption that ended without `shouldResume`) and only the
  /// viewer's ``viewerTappedPlay()`` plays it again.
  public package(set) var showsPlayControl = false {
    didSet { if showsPlayControl != oldValue { onChromeChange?() } }
  }
  /// A rewarded ad's reward; nil for a linear ad. A rewarded ad has no Skip: its close control
  /// asks first (``isAskingToClose``) until the reward is earned.
  public let reward: VideoAdReward?
  /// Whether a rewarded ad's reward was earned: its close control then ends the ad at once.
  public package(set) var isRewardEarned = false {
    didSet { if isRewardEarned != oldValue { onChromeChange?() } }
  }
  /// Whether the player asks the viewer whether to close a rewarded ad and lose its reward
  /// (the video is paused meanwhile): answer with ``viewerAnsweredClose(closes:)``.
  public package(set) var isAskingToClose = false {
    didSet { if isAskingToClose != oldValue { onChromeChange?() } }
  }
  /// What a rewarded ad's countdown shows: the whole seconds left to the reward, then
  /// (``isRewardEarned``) those left of the video; nil for a linear ad.
  public package(set) var rewardCountdownSeconds: Int? {
    didSet { if rewardCountdownSeconds != oldValue { onChromeChange?() } }
  }
  /// The ad's captions in the viewer's language (``CaptionLoader``, during the ad's load); nil
  /// when it has none. The player draws ``captionText`` and offers the CC control
  /// (``showsCaptionsControl``).
  package let captions: CaptionTrack?
  /// Whether the ad's video carries captions of its own in the viewer's language (an HLS
  /// stream's subtitle rendition), as the player reported (``reportMediaCaptions(available:)``):
  /// used when the VAST document gives no captions file.
  package internal(set) var mediaHasCaptions = false {
    didSet { if mediaHasCaptions != oldValue { onChromeChange?() } }
  }
  /// Whether the captions show now (``captionsAreOn``): the app's policy, the facts the player
  /// reports and the viewer's taps on the CC control.
  package internal(set) var captionSwitch: CaptionSwitch {
    didSet { if captionSwitch.isOn != oldValue.isOn { onChromeChange?() } }
  }
  /// Called when what the player draws changed (``chrome``): a progress report, or the Play
  /// control shown or hidden. The presenter redraws from it.
  package var onChromeChange: (@MainActor () -> Void)?
  /// Called when the SDK asks the player to open the ad's ⓘ sheet as the viewer's ⓘ would (the
  /// ad selected on Apple TV, whose link the sheet shows as a QR code: ``TelevisionClick``). The
  /// player opens the sheet and reports ``viewerOpenedInfo()`` as for ⓘ; one that does not set
  /// it opens nothing.
  package var onInfoRequested: (@MainActor () -> Void)?
  /// Whether the creative has no media to play (a sandbox ad): the video then plays on the
  /// SDK's clock (``simulatedPlayback``), not in a media player.
  package let playsOnClock: Bool
  private let clock: (any AdClock)?
  private let handler: @MainActor (LinearPlaybackEvent) -> Void
  /// VoiceOver's confirmation of the viewer's report, while the ad's dismissal waits for it.
  var reportAnnouncement: ReportAnnouncement?
  /// Whether the app's own window covers the ad, as last reported (``reportSceneWindows(_:adWindow:level:)``).
  var isCoveredByAppWindow = false
  /// What the presenter reported before the ad went live (during `present`), replayed then.
  private var heldBack: [LinearPlaybackEvent]? = []

  init(
    duration: TimeInterval,
    skipOffset: TimeInterval?,
    creative: any RenderedCreative,
    hasLandingPage: Bool = false,
    disclosure: AdDisclosure = .none,
    icons: [LinearAdIcon] = [],
    reward: VideoAdReward? = nil,
    captions: CaptionTrack? = nil,
    captionPolicy: CaptionPolicy = .automatic,
    placeInBreak: (position: Int, count: Int)? = nil,
    playsOnClock clock: (any AdClock)? = nil,
    onEvent: @escaping @MainActor (LinearPlaybackEvent) -> Void
  ) {
    self.captions = captionPolicy.allowsCaptions ? captions : nil
    captionSwitch = CaptionSwitch(policy: captionPolicy)
    self.hasLandingPage = hasLandingPage
    self.placeInBreak = placeInBreak
    self.disclosure = disclosure
    self.icons = icons
    self.reward = reward
    self.clock = clock
    playsOnClock = clock != nil
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

  func onEvent(_ event: LinearPlaybackEvent) {
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
    onChromeChange?()
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

  /// Reports whether the player is paused now, read from the player itself (on iOS its
  /// `timeControlStatus`; buffering is not paused). A pause the SDK did not ask for is an
  /// external pause: the Play control shows and only the viewer resumes.
  public func reportPlaybackPaused(_ isPaused: Bool) { onEvent(.playerPaused(isPaused)) }

  /// Reports whether the video waits for data now (on iOS, `timeControlStatus` is
  /// `waitingToPlayAtSpecifiedRate`): a measurement session hears when buffering starts and
  /// ends. Buffering is not a pause, and changes nothing else.
  public func reportBuffering(_ isBuffering: Bool) { onEvent(.buffering(isBuffering)) }

  /// Reports that the viewer muted or unmuted the ad's sound (the presenter's Mute control): a
  /// measurement session hears the player's volume change, 0 muted and 1 not.
  public func reportMuted(_ isMuted: Bool) {
    captionSwitch.isMuted = isMuted
    onEvent(.muted(isMuted))
  }

  /// Reports that an audio interruption began (a call, another app's audio). `appWasSuspended`:
  /// it only reports that the app was suspended earlier, and has no end to wait for.
  public func reportAudioInterruptionBegan(appWasSuspended: Bool = false) {
    onEvent(.interruptionBegan(appWasSuspended: appWasSuspended))
  }

  /// Reports that the audio interruption ended, with the system's `shouldResume` option.
  public func reportAudioInterruptionEnded(shouldResume: Bool) {
    onEvent(.interruptionEnded(shouldResume: shouldResume))
  }

  /// Reports that the app took the ad's screen away itself (it dismissed its own stack): the
  /// ad ends `.failed`.
  public func reportTakenAwayByApp() { onEvent(.takenAwayByApp) }

  /// Reports that the audio route's device went away (headphones unplugged, AirPods gone):
  /// when whatever holds the video now lets go, it waits for the viewer's Play.
  public func reportAudioRouteLost() { onEvent(.audioRouteLost) }

  /// Reports whether the app's own screen covers the ad (something presented over it): the
  /// video pauses, and nothing counts, until it is uncovered.
  public func reportCovered(_ isCovered: Bool) { onEvent(.covered(isCovered)) }

  /// Reports a tap on the Play control of an externally paused video.
  public func viewerTappedPlay() { onEvent(.playTapped) }

  /// Reports that the viewer opened the ad's ⓘ sheet: the video pauses, and nothing counts,
  /// until it closes.
  public func viewerOpenedInfo() { onEvent(.openInfo) }

  /// Reports that the viewer closed the ⓘ sheet without reporting the ad: the video plays on.
  public func viewerClosedInfo() { onEvent(.closeInfo) }

  /// Reports that the viewer reported the ad from its ⓘ sheet: the report is delivered, the
  /// ad ends `.reported`, and its creative is not shown again while the app runs.
  public func viewerReported(_ reason: AdReport.Reason) { viewerReported(reason, announcing: nil) }

  /// Reports that the viewer reported the ad, with VoiceOver announcing `announcement` now
  /// (nil while VoiceOver is off): the ad's dismissal waits until VoiceOver finished speaking it
  /// (``announcementFinished(_:)``), or ``ReportAnnouncement/longestWait``.
  package func viewerReported(_ reason: AdReport.Reason, announcing announcement: String?) {
    if let announcement, reportAnnouncement == nil {
      reportAnnouncement = ReportAnnouncement(text: announcement)
    }
    onEvent(.report(reason))
  }

  /// Reports that VoiceOver finished speaking `announcement`.
  package func announcementFinished(_ announcement: String) {
    reportAnnouncement?.finished(speaking: announcement)
  }

  /// Runs `body`, the ad's dismissal, once VoiceOver's confirmation of a report is done; at
  /// once when there is none.
  package func afterAnnouncement(clock: any AdClock, _ body: @escaping @MainActor () -> Void) {
    guard let reportAnnouncement else { return body() }
    reportAnnouncement.whenDone(clock: clock, body)
  }

  /// What the player draws besides the video and the icons: ⓘ, the badge, Mute, Play (shown
  /// only with ``showsPlayControl``), Skip when the ad may be skipped (a rewarded ad's close
  /// control in its place, from the start), "Learn more" when it has a landing page, and the
  /// CC control when it has captions (``showsCaptionsControl``).
  package var chromeElements: [AdChromeElement] {
    [.info, .badge, .mute, .play] + (reward != nil ? [.close] : skipOffset != nil ? [.skip] : [])
      + (hasLandingPage ? [.learnMore] : []) + (showsCaptionsControl ? [.captions] : [])
  }

  /// The icons that show at the video's position now.
  package var shownIcons: [LinearAdIcon] {
    icons.filter { $0.isShown(at: progress) }
  }

  /// Reports a tap on a rewarded ad's close control: before the reward the SDK pauses the video
  /// and sets ``isAskingToClose``; after it, the ad ends.
  public func viewerTappedClose() { onEvent(.closeTapped) }

  /// Reports the viewer's answer to "Close the video? You won't get your reward": `closes`
  /// ends the ad unrewarded; otherwise the video plays on.
  public func viewerAnsweredClose(closes: Bool) { onEvent(.closeAnswered(closes: closes)) }

  /// Reports that the player drew the icon `index` (its image loaded and on screen): its view
  /// tracking fires, once.
  package func iconDidAppear(_ index: Int) { onEvent(.iconAppeared(index)) }

  /// Reports a tap on the icon `index`, and returns what the player does next: open its page
  /// in the app, or show its fallback images when it has no page or the page cannot open.
  /// Its click tracking fires; it is not a click on the ad. A tap on an icon with nothing to
  /// open (no page this device can open, no fallback images) is nothing: no click tracking
  /// for a page nobody saw, as for the ad's own clicks on Apple TV.
  @discardableResult
  package func viewerTappedIcon(_ index: Int) -> LinearAdIcon.Click? {
    guard let icon = icons.first(where: { $0.index == index }), icon.opensSomething else {
      return nil
    }
    onEvent(.iconTapped(index))
    return icon.click
  }

  /// The video's playback on the SDK's clock, for a creative with no media (``playsOnClock``);
  /// `nil` otherwise. The presenter starts it and pauses it as the SDK asks.
  package func simulatedPlayback() -> SimulatedLinearPlayback? {
    clock.map { SimulatedLinearPlayback(presentation: self, clock: $0) }
  }
}

/// What a presenter reports about a linear ad.
enum LinearPlaybackEvent: Sendable, Hashable {
  case progress(TimeInterval)
  case completed
  case skip
  case tap
  case failed(String)
  case playerPaused(Bool)
  case buffering(Bool)
  case muted(Bool)
  case interruptionBegan(appWasSuspended: Bool)
  case interruptionEnded(shouldResume: Bool)
  case covered(Bool)
  case coveredByAppWindow(Bool)
  case audioRouteLost
  case takenAwayByApp
  case playTapped
  case openInfo
  case closeInfo
  case report(AdReport.Reason)
  case iconAppeared(Int)
  case iconTapped(Int)
  case closeTapped
  case closeAnswered(closes: Bool)
}
