// Only with WebKit, for the web creative's view: not on tvOS, which has none.
#if canImport(UIKit) && canImport(WebKit)
  import UIKit

  /// The view a web creative is drawn in: its `WKWebView`, filling it, and nothing else. It sees
  /// each touch go down on the creative where WebKit cannot defer it, at hit-testing, and reports
  /// it to `onTouchDown`; it changes nothing of where the touch goes.
  ///
  /// Why here. A gesture recogniser on the web view is deferred by WebKit until the page's
  /// touch handlers ran, and failed when the page calls `preventDefault()` (swipe carousels do),
  /// so a tap a recogniser reports may come late or never. Hit-testing comes first: UIKit finds
  /// the view a touch goes to by hit-testing, calling `hitTest(_:with:)` down the view hierarchy
  /// from the window ("Using responders and the responder chain to handle events", UIKit
  /// documentation: "UIKit uses view-based hit-testing to determine where touch events occur"),
  /// and only then delivers the touch to that view and to the gesture recognisers of it and its
  /// ancestors. No view, recogniser or page script runs before it for that touch.
  @MainActor
  final class WebCreativeTouchView: UIView {
    /// Called on the main thread (UIKit hit-tests there) as a touch goes down on the creative.
    var onTouchDown: (@MainActor () -> Void)?

    /// `UIView.hitTest(_:with:)`: "Returns the farthest descendant in the view hierarchy of the
    /// current view, including itself, that contains the specified point", or nil when the point
    /// lies outside it (UIKit documentation); it ignores hidden views, views that do not take
    /// user interaction, and nearly transparent ones. The web view's answer is returned as it
    /// is. A touch is reported when a view of the creative takes it and the event is a touch
    /// (`UIEvent.type` is `.touches`, "the event relates to touches on the screen"): UIKit also
    /// hit-tests for a pointer hovering on iPad (`.hover`) and with no event at all, when called
    /// outside event handling ("you can specify nil"), and those are no touch. UIKit may
    /// hit-test more than once for one touch: each call restarts the touch's click window in
    /// the core a moment later, before the page has seen the touch.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let view = super.hitTest(point, with: event)
      if view != nil, event?.type == .touches { onTouchDown?() }
      return view
    }
  }
#endif
