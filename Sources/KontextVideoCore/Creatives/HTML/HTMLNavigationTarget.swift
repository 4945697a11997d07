/// Where a navigation the web view asks about would happen.
package enum HTMLNavigationTarget: Sendable, Hashable {
  /// The web view's main frame, the host page's.
  case hostPage
  /// A frame inside the host page (the creative's, or one of the creative's own frames), loading
  /// for any reason but a followed link: a frame's first load, a script's `location`, a reload.
  case frame
  /// A link followed in a frame inside the host page, without a `target`: the frame itself would
  /// go to the link (WebKit's `WKNavigationType.linkActivated` for a frame that is not the main
  /// frame).
  case frameLink
  /// A new window: `window.open`, a `target="_blank"` link (WebKit's `createWebViewWith`, or a
  /// navigation action without a target frame).
  case newWindow
}

/// What the web view does with a navigation it asked about.
package enum HTMLNavigationDecision: Sendable, Hashable {
  /// Load it.
  case allow
  /// Do not load it.
  case cancel
}
