#if canImport(UIKit)
  import Foundation
  import KontextVideoCore

  /// Prepares creatives for UIKit at `load()`: images decoded off the main thread, HTML in a
  /// web view (where WebKit exists: on tvOS an HTML creative fails to load), linear video
  /// buffered to its first frame, sandbox creatives drawn natively.
  @MainActor
  final class AppleCreativeRenderer: CreativeRenderer {
    private let sandbox: HeadlessCreativeRenderer
    private let clock: any AdClock
    /// Whether the network is constrained now (Low Data Mode).
    private let isConstrained: @Sendable () -> Bool
    /// The screen of the app's foreground scene, as last read.
    private let screen: @Sendable () -> PlatformScreen?

    init(
      clock: any AdClock, isConstrained: @escaping @Sendable () -> Bool,
      screen: @escaping @Sendable () -> PlatformScreen?
    ) {
      sandbox = HeadlessCreativeRenderer(clock: clock)
      self.clock = clock
      self.isConstrained = isConstrained
      self.screen = screen
    }

    func load(
      _ creative: AdCreative,
      format: AdFormat,
      slotID: String,
      completion: @escaping @MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void
    ) -> AdCancellable {
      if creative.sandboxBehavior != nil {
        return sandbox.load(creative, format: format, slotID: slotID) { result in
          completion(result.map { SandboxCreative(wrapping: $0, format: format) })
        }
      }
      if format.isFullScreen {
        guard let url = creative.mediaURL else {
          completion(.failure(CreativeFailure("the linear ad has no media file")))
          return AdCancellable {}
        }
        return VideoCreative.load(url, constrained: isConstrained()) { completion($0.map { $0 }) }
      }
      switch creative.source {
      case .image(let url):
        return ImageCreative.load(url, screen: screen()) { completion($0.map { $0 }) }
      case .html, .htmlDocument:
        #if canImport(WebKit)
          let size = CreativeViewSize.atLoad(
            format: format, creative: creative, screen: screen()?.size)
          return WebCreative.load(creative.source, slotID: slotID, size: size, clock: clock) {
            completion($0.map { $0 })
          }
        #else
          // tvOS has no WebKit (the AppleTVOS SDK ships no WebKit.framework): nothing can draw
          // an HTML creative, so none is tried.
          completion(.failure(CreativeFailure("an HTML creative cannot render on Apple TV")))
          return AdCancellable {}
        #endif
      case .vast:
        completion(.failure(CreativeFailure("the VAST document gave nothing to draw")))
        return AdCancellable {}
      }
    }
  }
#endif
