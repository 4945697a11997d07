import Foundation

@testable import KontextVideoCore

/// A creative with nothing to draw.
@MainActor
final class NothingRendered: RenderedCreative {
  var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  func didAppear() {}
  func release() {}
}
