#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// Plays a linear ad's video and reports what happens to its ``LinearAdPresentation``:
  /// progress every quarter second, completion once for the ad's own item, a failure if the
  /// item fails, whether the player is paused (its own `timeControlStatus`), and audio
  /// interruptions. It decides nothing: the core's ``LinearPlaybackControl`` says when to
  /// pause and play (through ``setPaused(_:)``), and whether a pause is the viewer's to end.
  ///
  /// A creative with no media (``LinearAdPresentation/playsOnClock``, a sandbox ad) plays on
  /// the SDK's clock instead, through the core's ``SimulatedLinearPlayback``.
  @MainActor
  final class LinearAdPlayback {
    /// How often progress is reported.
    static let interval = LinearAdPresentation.progressInterval

    private let presentation: LinearAdPresentation
    private let player: AVPlayer?
    private let simulated: SimulatedLinearPlayback?
    private var timeObserver: PeriodicTimeObserver?
    private var statusObservation: NSKeyValueObservation?
    private var tokens: [NSObjectProtocol] = []
    private var finished = false

    init(presentation: LinearAdPresentation, player: AVPlayer?) {
      self.presentation = presentation
      simulated = presentation.simulatedPlayback()
      self.player = simulated == nil ? player : nil
    }

    func start() {
      if let simulated {
        simulated.start()
        return
      }
      guard let player, let item = player.currentItem else {
        return fail("the linear ad has no video to play")
      }
      let observer = PeriodicTimeObserver(player: player, interval: Self.interval)
      observer.onTime = { [weak self] seconds in self?.report(seconds) }
      timeObserver = observer
      // Block KVO is delivered on the thread that changed the value; the state is read again
      // on the main actor when the report is handled, so a late report never says "paused"
      // for a player that plays again.
      statusObservation = player.observe(\.timeControlStatus, options: [.new]) {
        [weak self] _, _ in
        MainThread.run { self?.reportPlayerState() }
      }
      let center = NotificationCenter.default
      tokens.append(
        center.addObserver(
          forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: .main
        ) { [weak self] _ in MainActor.assumeIsolated { self?.complete() } })
      tokens.append(
        center.addObserver(
          forName: AVPlayerItem.failedToPlayToEndTimeNotification, object: item, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.fail("the ad's video stopped playing") }
        })
      // Posted on the main thread (AVAudioSession's documentation, iOS 10 and later); the
      // queue makes sure of it.
      tokens.append(
        center.addObserver(
          forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
        ) { [weak self] note in
          let interruption = Interruption(note.userInfo ?? [:])
          MainActor.assumeIsolated { self?.report(interruption) }
        })
      // Posted on a secondary thread (AVAudioSession's documentation): the main queue given
      // here gets the block, so it runs on the main thread all the same. The player pauses by
      // itself when the route's device goes away, but not while it is already paused for the
      // app: the core needs to know either way.
      tokens.append(
        center.addObserver(
          forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main
        ) { [weak self] note in
          let reason = (note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt)
            .flatMap(AVAudioSession.RouteChangeReason.init(rawValue:))
          guard reason == .oldDeviceUnavailable else { return }
          MainActor.assumeIsolated { self?.reportRouteLost() }
        })
      player.play()
    }

    private func reportRouteLost() {
      guard !finished else { return }
      presentation.reportAudioRouteLost()
    }

    /// Pauses or plays the video, as the core decided.
    func setPaused(_ paused: Bool) {
      guard !finished else { return }
      if let simulated { return simulated.setPaused(paused) }
      if paused { player?.pause() } else { player?.play() }
    }

    var isMuted: Bool {
      get { player?.isMuted ?? false }
      set { player?.isMuted = newValue }
    }

    func stop() {
      finished = true
      simulated?.stop()
      timeObserver = nil
      statusObservation = nil
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
      player?.pause()
    }

    private func reportPlayerState() {
      guard !finished, let player else { return }
      presentation.reportPlaybackPaused(player.timeControlStatus == .paused)
      // Apple documents `waitingToPlayAtSpecifiedRate` for an empty buffer that stalls
      // playback, a rate set with too little media to start, and no current item: each is a
      // wait for data here (the item is the ad's own, set before the observation starts).
      presentation.reportBuffering(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
    }

    private func report(_ interruption: Interruption) {
      guard !finished else { return }
      switch interruption {
      case .began(let appWasSuspended):
        presentation.reportAudioInterruptionBegan(appWasSuspended: appWasSuspended)
      case .ended(let shouldResume):
        presentation.reportAudioInterruptionEnded(shouldResume: shouldResume)
      case .unknown:
        break
      }
    }

    private func report(_ seconds: TimeInterval) {
      guard !finished else { return }
      presentation.reportProgress(seconds)
    }

    private func complete() {
      guard !finished else { return }  // the notification can arrive twice
      finished = true
      presentation.reportCompleted()
    }

    private func fail(_ message: String) {
      guard !finished else { return }
      finished = true
      presentation.reportFailure(message)
    }
  }

  /// An audio session interruption as its notification's `userInfo` tells it.
  private enum Interruption: Sendable {
    case began(appWasSuspended: Bool)
    case ended(shouldResume: Bool)
    case unknown

    init(_ info: [AnyHashable: Any]) {
      let type = (info[AVAudioSessionInterruptionTypeKey] as? UInt)
        .flatMap(AVAudioSession.InterruptionType.init(rawValue:))
      switch type {
      case .began?:
        #if !os(tvOS)
          // iOS 14.5 and later say why; a "began" that only reports an earlier suspension has
          // no end to wait for.
          let reason = (info[AVAudioSessionInterruptionReasonKey] as? UInt)
            .flatMap(AVAudioSession.InterruptionReason.init(rawValue:))
          self = .began(appWasSuspended: reason == .appWasSuspended)
        #else
          // tvOS says no reason (AVAudioSessionInterruptionReasonKey is API_UNAVAILABLE(tvos)):
          // every "began" is an interruption whose end is waited for.
          self = .began(appWasSuspended: false)
        #endif
      case .ended?:
        let options = AVAudioSession.InterruptionOptions(
          rawValue: info[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
        self = .ended(shouldResume: options.contains(.shouldResume))
      default:
        self = .unknown
      }
    }
  }
#endif
