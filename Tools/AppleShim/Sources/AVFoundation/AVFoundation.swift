// Stub of AVFoundation: only what the SDK and the examples use. Signatures as in the iPhoneOS
// 17.4 SDK for an iOS 15 deployment target (where `play()`, `pause()` and `rate` are still
// main-actor isolated), availability stripped. Bodies are never run.
@_exported import CoreMedia
@_exported import Foundation
@_exported import FoundationShim
@_exported import QuartzCore

open class AVAsset: NSObject {
  open func loadMediaSelectionGroup(
    for mediaCharacteristic: AVMediaCharacteristic,
    completionHandler: @escaping @Sendable (AVMediaSelectionGroup?, (any Error)?) -> Void
  ) {}
}

open class AVURLAsset: AVAsset {
  public init(url URL: URL, options: [String: Any]? = nil) { fatalError() }
}

open class AVPlayer: NSObject {
  public init(url URL: URL) { fatalError() }
  public init(playerItem item: AVPlayerItem?) { fatalError() }
  open var timeControlStatus: AVPlayer.TimeControlStatus { fatalError() }
  open var status: AVPlayer.Status { fatalError() }
  open var error: (any Error)? { fatalError() }

  public enum Status: Int, @unchecked Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  // Main-actor isolated below iOS 16 (AVF_DEPLOYING_TO_2022_RELEASES_AND_LATER unset).
  @preconcurrency @MainActor open var rate: Float {
    get { fatalError() }
    set {}
  }
  @preconcurrency @MainActor open func play() {}
  @preconcurrency @MainActor open func pause() {}
  @preconcurrency @MainActor open var automaticallyWaitsToMinimizeStalling: Bool {
    get { fatalError() }
    set {}
  }

  open var currentItem: AVPlayerItem? { fatalError() }
  open func replaceCurrentItem(with item: AVPlayerItem?) {}
  open func currentTime() -> CMTime { fatalError() }
  open func preroll(atRate rate: Float, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}
  open func cancelPendingPrerolls() {}
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { fatalError() }
  open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
  ) -> Any { fatalError() }
  open func removeTimeObserver(_ observer: Any) {}
  open var isMuted: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsExternalPlayback: Bool {
    get { fatalError() }
    set {}
  }
  open var isExternalPlaybackActive: Bool { fatalError() }
}

extension AVPlayer {
  // `class let` constant imported from a C global.
  public static let rateDidChangeNotification = NSNotification.Name(
    "AVPlayerRateDidChangeNotification")

  public enum TimeControlStatus: Int, @unchecked Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }
}

open class AVPlayerItem: NSObject {
  public convenience init(asset: AVAsset) { fatalError() }
  open var asset: AVAsset { fatalError() }
  // Main-actor isolated below iOS 16 (AVF_DEPLOYING_TO_2022_RELEASES_AND_LATER unset).
  @preconcurrency @MainActor open func select(
    _ mediaSelectionOption: AVMediaSelectionOption?, in mediaSelectionGroup: AVMediaSelectionGroup
  ) {}
  open var status: AVPlayerItem.Status { fatalError() }
  open var error: (any Error)? { fatalError() }
  open var preferredForwardBufferDuration: TimeInterval {
    get { fatalError() }
    set {}
  }
}

extension AVPlayerItem {
  public enum Status: Int, @unchecked Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  // `class let` constants imported from C globals.
  public static let didPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
  public static let failedToPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
}

open class AVPlayerLayer: CALayer {
  public init(player: AVPlayer?) { fatalError() }
  open var player: AVPlayer? {
    get { fatalError() }
    set {}
  }
  open var videoGravity: AVLayerVideoGravity {
    get { fatalError() }
    set {}
  }
}

public struct AVLayerVideoGravity: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
}

// AVFoundation's NSValue category (AVTime.h).
extension NSValue {
  public convenience init(time: CMTime) { fatalError() }
}
