// Only with WebKit, for the web creative: not on tvOS, which has none.
#if canImport(UIKit) && canImport(WebKit)
  import Foundation
  import WebKit

  /// The bridge's script message handler. `WKUserContentController` retains its handlers, so
  /// this one holds nothing strongly but a closure that captures the creative weakly; the
  /// creative removes it by name when released.
  @MainActor
  final class WeakScriptMessageHandler: NSObject, @preconcurrency WKScriptMessageHandler {
    private let onMessage: @MainActor (Any, Bool) -> Void

    init(onMessage: @escaping @MainActor (_ body: Any, _ isMainFrame: Bool) -> Void) {
      self.onMessage = onMessage
    }

    func userContentController(
      _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    ) {
      onMessage(message.body, message.frameInfo.isMainFrame)
    }
  }
#endif
