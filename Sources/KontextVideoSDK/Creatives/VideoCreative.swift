#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// A linear ad's video, buffered at `load()` so its first frame is ready when `show()` is
  /// called. The ad has its own `AVPlayer`: it never touches the app's player, nor the app's
  /// audio session.
  @MainActor
  final class VideoCreative: PlayableCreative {
    /// Seconds buffered ahead while playing: small, so an ad fetches little it may not show.
    static let forwardBuffer: TimeInterval = 4
    /// Seconds buffered ahead on a constrained network: only what playing on needs.
    static let constrainedForwardBuffer: TimeInterval = 1

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
      let loader = VideoLoader(
        url: url,
        forwardBuffer: constrained ? constrainedForwardBuffer : forwardBuffer,
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
    private var statusObservation: NSKeyValueObservation?
    private var keepAlive: VideoLoader?

    init(
      url: URL, forwardBuffer: TimeInterval,
      completion: @escaping @MainActor (Result<VideoCreative, CreativeFailure>) -> Void
    ) {
      let asset = AVURLAsset(url: url)
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
      statusObservation = item.observe(\.status, options: [.initial, .new]) {
        [weak self] item, _ in
        let status = item.status
        let message = item.error?.localizedDescription
        MainThread.run { self?.statusChanged(status, message: message) }
      }
    }

    private func statusChanged(_ status: AVPlayerItem.Status, message: String?) {
      switch status {
      case .readyToPlay:
        statusObservation = nil
        player.preroll(atRate: 1) { [weak self] _ in
          MainThread.run { self?.prerolled() }
        }
      case .failed:
        finish(.failure(message ?? "the media file could not be played"))
      default:
        return
      }
    }

    private func prerolled() {
      guard completion != nil else { return }
      finish(.success(VideoCreative(player: player)))
    }

    private enum Outcome {
      case success(VideoCreative)
      case failure(String)
    }

    private func finish(_ outcome: Outcome) {
      statusObservation = nil
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
      statusObservation = nil
      completion = nil
      player.cancelPendingPrerolls()
      player.replaceCurrentItem(with: nil)
      keepAlive = nil
    }
  }
#endif
