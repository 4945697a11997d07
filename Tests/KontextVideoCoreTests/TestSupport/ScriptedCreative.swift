import Foundation

@testable import KontextVideoCore

/// A creative with nothing to draw, whose behaviour the test sets: whether it shows its content
/// now (`showsContent`, as a web creative's session says while its page reloads), a failure it
/// reports the moment it appears (`failsOnAppear`, as a web creative whose page is gone for
/// good), and what runs once when it is released (`onRelease`). By default it shows its content,
/// reports nothing and holds nothing.
@MainActor
final class ScriptedCreative: RenderedCreative {
  var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  /// The failure reported as the creative appears; nil: none.
  let failsOnAppear: String?
  /// Whether the creative shows its content now.
  let showsContent: @MainActor () -> Bool
  /// Runs at the first release (a renderer counts its creatives with it).
  var onRelease: (@MainActor () -> Void)?

  init(
    failsOnAppear: String? = nil, showsContent: @escaping @MainActor () -> Bool = { true },
    onRelease: (@MainActor () -> Void)? = nil
  ) {
    self.failsOnAppear = failsOnAppear
    self.showsContent = showsContent
    self.onRelease = onRelease
  }

  var isShowingContent: Bool { showsContent() }

  func didAppear() {
    if let failsOnAppear { eventHandler?(.failed(failsOnAppear)) }
  }

  func release() {
    let action = onRelease
    onRelease = nil
    action?()
  }
}
