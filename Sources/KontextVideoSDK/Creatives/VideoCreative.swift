#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// A linear ad's video, buffered at `load()` so its first frame is ready when `show()` is
  /// called. The ad has its own `AVPlayer`: it never touches the app's player, nor the app's
  /// audio session.
  @MainActor
  final class VideoCreative: PlayableCreative {
    var eventHandler: (@MainActor (CreativeEvent) -> Void)?
    private(set) var player: AVPlayer?

    fileprivate init(player: AVPlayer) {
      self.player = player
    }

    func didAppear() {}

    func release() {
      eventHandler = nil
      player?.pause()
      player?.replaceCurrentItem(with: nil)
      player = nil
    }

    /// Buffers `url` to its first frame; calls `completion` once on the main actor unless
    /// cancelled. Fails for a non-web URL, an item that fails, or one that cannot preroll.
    static func load(
      _ url: URL, constrained: Bool,
      completion: @escaping @MainActor (Result<VideoCreative, CreativeFailure>) -> Void
    ) -> AdCancellable {
      guard WebURL.isWeb(url) else {
        completion(.failure(CreativeFailure("the media file is not an http(s) URL")))
        return AdCancellable {}
      }
      // The app's cookies for the media file's host would go with the request (AVURLAsset
      // adds its own to them): such a file is not loaded (AdMediaAsset, AdMediaCookies).
      if let refusal = AdMediaAsset.refusal(for: url) {
        completion(.failure(refusal))
        return AdCancellable {}
      }
      let loader = VideoLoader(
        url: url,
        forwardBuffer: LinearBuffering.forwardSeconds(constrained: constrained),
        completion: completion)
      loader.start()
      return AdCancellable { [weak loader] in MainThread.run { loader?.cancel() } }
    }
  }

  /// Waits for a video item to be ready, then prerolls it; answers exactly once.
  @MainActor
  private final class VideoLoader {
    private let player: AVPlayer
    private var completion: (@MainActor (Result<VideoCreative, CreativeFailure>) -> Void)?
    private var observations: [NSKeyValueObservation] = []
    private var isPrerolling = false
    private var keepAlive: VideoLoader?

    init(
      url: URL, forwardBuffer: TimeInterval,
      completion: @escaping @MainActor (Result<VideoCreative, CreativeFailure>) -> Void
    ) {
      let asset = AdMediaAsset.make(url)
      let item = AVPlayerItem(asset: asset)
      item.preferredForwardBufferDuration = forwardBuffer
      player = AVPlayer(playerItem: item)
      player.allowsExternalPlayback = false
      player.automaticallyWaitsToMinimizeStalling = true
      self.completion = completion
    }

    func start() {
      keepAlive = self
      guard let item = player.currentItem else { return finish(.failure("no media item")) }
      // Preroll needs the player itself ready too (AVPlayer raises otherwise): both are
      // watched, and the first moment both are ready starts the preroll.
      let itemChanged: @Sendable () -> Void = { [weak self] in
        MainThread.run { self?.statusChanged() }
      }
      observations = [
        item.observe(\.status, options: [.initial, .new]) { _, _ in itemChanged() },
        player.observe(\.status, options: [.initial, .new]) { _, _ in itemChanged() },
      ]
    }

    private func statusChanged() {
      guard completion != nil, !isPrerolling, let item = player.currentItem else { return }
      if item.status == .failed || player.status == .failed {
        let message = (item.error ?? player.error)?.localizedDescription
        return finish(.failure(message ?? "the media file could not be played"))
      }
      guard item.status == .readyToPlay, player.status == .readyToPlay else { return }
      isPrerolling = true
      player.preroll(atRate: 1) { [weak self] finished in
        MainThread.run { self?.prerolled(finished) }
      }
    }

    private func prerolled(_ finished: Bool) {
      guard completion != nil else { return }
      // NO on an item ready to play is an interrupted or impossible preroll, not a failure
      // (PrerollAnswer decides).
      switch AdMediaAsset.prerolled(finished, player: player) {
      case .success: finish(.success(VideoCreative(player: player)))
      case .failure(let failure): finish(.failure(failure.message))
      }
    }

    private enum Outcome {
      case success(VideoCreative)
      case failure(String)
    }

    private func finish(_ outcome: Outcome) {
      observations = []
      guard let completion else { return }
      self.completion = nil
      keepAlive = nil
      switch outcome {
      case .success(let creative): completion(.success(creative))
      case .failure(let message): completion(.failure(CreativeFailure(message)))
      }
    }

    /// Drops the load: nothing is answered and the player lets go of its item.
    func cancel() {
      observations = []
      completion = nil
      player.cancelPendingPrerolls()
      player.replaceCurrentItem(with: nil)
      keepAlive = nil
    }
  }
#endif
