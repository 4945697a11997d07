#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import Network

  /// Whether the network is constrained: the viewer turned on Low Data Mode (`isConstrained`),
  /// so a linear ad plays its lightest media file and buffers no more than it needs.
  ///
  /// Cellular alone (`isExpensive`) is not constrained: most mobile viewers are on it, and
  /// they get the rendition that fits their screen.
  ///
  /// Read from any thread: the path monitor writes it on its own queue, under a lock.
  final class NetworkConditions: @unchecked Sendable {
    private let monitor = NWPathMonitor()
    private let lock = NSLock()
    private var constrained = false

    init() {
      monitor.pathUpdateHandler = { [weak self] path in
        self?.update(
          NetworkPath(isLowDataMode: path.isConstrained, isExpensive: path.isExpensive)
            .isConstrained)
      }
      monitor.start(queue: DispatchQueue(label: "so.kontext.video.network", qos: .utility))
    }

    deinit { monitor.cancel() }

    /// Whether the current path is constrained (Low Data Mode).
    var isConstrained: Bool {
      lock.lock()
      defer { lock.unlock() }
      return constrained
    }

    private func update(_ value: Bool) {
      lock.lock()
      constrained = value
      lock.unlock()
    }
  }
#endif
