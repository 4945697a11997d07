#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// Plays a linear ad's video and reports it to its ``LinearAdPresentation``: progress every
  /// quarter second, completion once for the ad's own item, a failure if the item fails. A
  /// sandbox video has no player and plays on a timer. Pauses for the app (background, audio
  /// interruptions) are kept apart from the viewer's, and only they are resumed.
  @MainActor
  final class LinearAdPlayback {
    /// How often progress is reported.
    static let interval: TimeInterval = 0.25

    private let presentation: LinearAdPresentation
    private let player: AVPlayer?
    private var timeObserver: PeriodicTimeObserver?
    private var tokens: [NSObjectProtocol] = []
    private var timer: Timer?
    private var simulatedProgress: TimeInterval = 0
    private var pausedFor: Set<PauseCause> = []
    private var finished = false
    /// Called after each progress report, so the chrome can follow.
    var onProgress: (@MainActor () -> Void)?

    /// Why the video is paused by the SDK.
    enum PauseCause: Hashable {
      case appInBackground
      case audioInterruption
    }

    init(presentation: LinearAdPresentation, player: AVPlayer?) {
      self.presentation = presentation
      self.player = player
    }

    func start() {
      if let player, let item = player.currentItem {
        let observer = PeriodicTimeObserver(player: player, interval: Self.interval)
        observer.onTime = { [weak self] seconds in self?.report(seconds) }
        timeObserver = observer
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
        tokens.append(
          center.addObserver(
            forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
          ) { [weak self] note in
            // A call or another app's audio pauses the ad until the interruption ends. A
            // "began" that only reports the app was suspended earlier has no end to wait
            // for: it is ignored, so the ad cannot be left paused with no way on.
            let info = note.userInfo ?? [:]
            let began =
              (info[AVAudioSessionInterruptionTypeKey] as? UInt)
              == AVAudioSession.InterruptionType.began.rawValue
            let reason = (info[AVAudioSessionInterruptionReasonKey] as? UInt)
              .flatMap(AVAudioSession.InterruptionReason.init(rawValue:))
            if began, reason == .appWasSuspended { return }
            MainActor.assumeIsolated { self?.setPaused(began, for: .audioInterruption) }
          })
        player.play()
      } else {
        timer = Timer.scheduledTimer(withTimeInterval: Self.interval, repeats: true) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.tick() }
        }
        report(0)
      }
    }

    /// The app is back in front: whatever paused the video for the app (the background, an
    /// interruption whose end never came) no longer holds it.
    func appReturned() {
      pausedFor.removeAll()
      guard !finished else { return }
      player?.play()
    }

    /// Pauses or resumes for `cause`; the video plays only when no cause holds it.
    func setPaused(_ paused: Bool, for cause: PauseCause) {
      if paused { pausedFor.insert(cause) } else { pausedFor.remove(cause) }
      guard !finished else { return }
      if pausedFor.isEmpty { player?.play() } else { player?.pause() }
    }

    var isMuted: Bool {
      get { player?.isMuted ?? false }
      set { player?.isMuted = newValue }
    }

    func stop() {
      finished = true
      timer?.invalidate()
      timer = nil
      timeObserver = nil
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
      player?.pause()
    }

    private func tick() {
      guard pausedFor.isEmpty, !finished else { return }
      simulatedProgress += Self.interval
      if simulatedProgress >= presentation.duration {
        complete()
      } else {
        report(simulatedProgress)
      }
    }

    private func report(_ seconds: TimeInterval) {
      guard !finished else { return }
      presentation.reportProgress(seconds)
      onProgress?()
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
#endif
