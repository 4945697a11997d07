import Foundation

/// An `<Icon>` of a linear creative: a small mark the player draws over the video, such as the
/// AdChoices icon (`program="AdChoices"`), with where and when it shows, what it draws, and its
/// tracking.
package struct VASTIcon: Sendable, Hashable, Encodable {
  /// Where the icon sits along one axis: at an edge, or so many points from the leading or top
  /// edge.
  package enum Position: Sendable, Hashable, Encodable {
    case start
    case end
    case points(Double)
  }

  /// What the icon draws.
  package enum Resource: Sendable, Hashable, Encodable {
    case staticImage(url: String, mimeType: String?)
    case iframe(url: String)
    case html(String)
  }

  /// An image to show when the icon's click-through cannot open (`<IconClickFallbackImage>`).
  package struct FallbackImage: Sendable, Hashable, Encodable {
    package var url: String
    package var width: Int?
    package var height: Int?
    package var altText: String?
  }

  /// The icon's program, such as `AdChoices`.
  package var program: String?
  package var width: Int?
  package var height: Int?
  /// `xPosition`: `left` (start), `right` (end), or points from the left.
  package var x: Position
  /// `yPosition`: `top` (start), `bottom` (end), or points from the top.
  package var y: Position
  /// When it appears, in seconds of the video; nil from the start.
  package var offset: TimeInterval?
  /// How long it stays; nil until the video ends.
  package var duration: TimeInterval?
  package var resource: Resource
  package var clickThrough: String?
  package var clickTrackingURLs: [String]
  package var viewTrackingURLs: [String]
  package var fallbackImages: [FallbackImage]

  /// Whether this is the AdChoices icon (compared without case, as ad servers write it both
  /// ways).
  package var isAdChoices: Bool { program?.lowercased() == "adchoices" }

  /// An icon with every field given.
  package init(
    program: String?, width: Int?, height: Int?, x: Position, y: Position,
    offset: TimeInterval?, duration: TimeInterval?, resource: Resource, clickThrough: String?,
    clickTrackingURLs: [String], viewTrackingURLs: [String], fallbackImages: [FallbackImage]
  ) {
    self.program = program
    self.width = width
    self.height = height
    self.x = x
    self.y = y
    self.offset = offset
    self.duration = duration
    self.resource = resource
    self.clickThrough = clickThrough
    self.clickTrackingURLs = clickTrackingURLs
    self.viewTrackingURLs = viewTrackingURLs
    self.fallbackImages = fallbackImages
  }

  /// Reads one `<Icon>`, or nil when it has nothing to draw.
  init?(_ node: XMLNode) {
    guard let resource = Self.resource(in: node) else { return nil }
    self.resource = resource
    let attributes = node.attributes
    program = attributes["program"].flatMap(Self.nonEmpty)
    width = attributes["width"].flatMap { Int($0.trimmedWhitespace) }
    height = attributes["height"].flatMap { Int($0.trimmedWhitespace) }
    x = Self.position(attributes["xPosition"], start: "left", end: "right")
    y = Self.position(attributes["yPosition"], start: "top", end: "bottom")
    offset = attributes["offset"].flatMap(VASTTime.seconds)
    duration = attributes["duration"].flatMap(VASTTime.seconds)
    let clicks = node.child("IconClicks")
    clickThrough = clicks?.child("IconClickThrough").map(\.trimmedText).flatMap(Self.nonEmpty)
    clickTrackingURLs = (clicks?.children("IconClickTracking") ?? []).compactMap {
      Self.nonEmpty($0.trimmedText)
    }
    viewTrackingURLs = node.children("IconViewTracking").compactMap {
      Self.nonEmpty($0.trimmedText)
    }
    fallbackImages =
      (clicks?.child("IconClickFallbackImages")?.children("IconClickFallbackImage")
      ?? []).compactMap { image in
        guard let url = image.child("StaticResource").map(\.trimmedText).flatMap(Self.nonEmpty)
        else { return nil }
        return FallbackImage(
          url: url, width: image.attributes["width"].flatMap { Int($0.trimmedWhitespace) },
          height: image.attributes["height"].flatMap { Int($0.trimmedWhitespace) },
          altText: image.child("AltText").map(\.trimmedText).flatMap(Self.nonEmpty))
      }
  }

  /// The first resource the icon gives, in the order VAST lists them.
  private static func resource(in node: XMLNode) -> Resource? {
    for child in node.children {
      switch child.name {
      case "StaticResource":
        if let url = nonEmpty(child.trimmedText) {
          return .staticImage(url: url, mimeType: child.attributes["creativeType"])
        }
      case "IFrameResource":
        if let url = nonEmpty(child.trimmedText) { return .iframe(url: url) }
      case "HTMLResource":
        if let html = nonEmpty(child.trimmedText) { return .html(html) }
      default: continue
      }
    }
    return nil
  }

  /// An edge named `start` or `end`, or a number of points; an edge when absent or unreadable
  /// (VAST's default is the top left corner).
  private static func position(_ text: String?, start: String, end: String) -> Position {
    guard let value = text?.trimmedWhitespace.lowercased() else { return .start }
    if value == end { return .end }
    if let points = Double(value), points.isFinite, points >= 0 { return .points(points) }
    return .start
  }

  private static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmedWhitespace
    return trimmed.isEmpty ? nil : trimmed
  }
}
