#if canImport(UIKit)
  import Foundation
  import Network

  /// Whether the network is constrained (Low Data Mode) or expensive (cellular, a personal
  /// hotspot), so a linear ad plays its lightest media file and buffers no more than it needs.
  ///
  /// Read from any thread: the path monitor writes it on its own queue, under a lock.
  final class NetworkConditions: @unchecked Sendable {
    private let monitor = NWPathMonitor()
    private let lock = NSLock()
    private var constrained = false

    init() {
      monitor.pathUpdateHandler = { [weak self] path in
        self?.update(path.isConstrained || path.isExpensive)
      }
      monitor.start(queue: DispatchQueue(label: "so.kontext.video.network", qos: .utility))
    }

    deinit { monitor.cancel() }

    /// Whether the current path is constrained or expensive.
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
