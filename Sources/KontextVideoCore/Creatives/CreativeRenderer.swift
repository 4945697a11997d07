/// Prepares creatives off screen: an image decoded, HTML loaded, a video's first frame buffered.
///
/// The Apple layer implements it with `UIImage`, `WKWebView` and `AVPlayer`; the core's
/// ``HeadlessCreativeRenderer`` serves Linux, tests and the demo.
@MainActor
package protocol CreativeRenderer: AnyObject {
  /// Starts preparing `creative` of the ad `slotID` (an HTML creative's bridge checks it);
  /// calls `completion` once on the main actor, unless cancelled.
  func load(
    _ creative: AdCreative,
    format: AdFormat,
    slotID: String,
    completion: @escaping @MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void
  ) -> AdCancellable
}

/// A creative ready to draw.
@MainActor
package protocol RenderedCreative: AnyObject {
  /// Where the creative reports clicks and failures once on screen.
  var eventHandler: (@MainActor (CreativeEvent) -> Void)? { get set }
  /// The creative is now on screen.
  func didAppear()
  /// The creative is being removed; release what it holds (web views, players).
  func release()
  /// Whether the creative shows its content now. False while it is being loaded again (an HTML
  /// creative whose web content process ended before `show()`, whose page is blank until the
  /// reload finished): an inline ad on screen then counts no impression and no viewable time,
  /// as when its exposure cannot be measured, and is not ended for it. True unless a creative
  /// says otherwise.
  var isShowingContent: Bool { get }
}

extension RenderedCreative {
  /// Images, videos and sandbox creatives always show their content once prepared.
  package var isShowingContent: Bool { true }
}

/// What a creative on screen reports.
package enum CreativeEvent: Sendable, Hashable {
  /// The viewer tapped a call to action, with the landing page when the creative gave one.
  case click(URLString: String?)
  /// The viewer tapped a creative that does not handle its own clicks, and it did not answer
  /// (an HTML creative that never used the bridge): a click to the ad's click-through URL when
  /// it has one, else nothing.
  case unansweredTap
  /// The viewer used the creative's own close control.
  case close
  /// The creative broke.
  case failed(String)
}

/// Why a creative could not be prepared or broke.
package struct CreativeFailure: Error, Sendable, Hashable {
  package var message: String
  package init(_ message: String) { self.message = message }
}
