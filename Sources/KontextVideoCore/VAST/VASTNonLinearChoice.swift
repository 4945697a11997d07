import Foundation

/// The non-linear creative an overlay or pause ad draws, and the resource it draws it from.
///
/// Among the ad's `<NonLinear>` elements, in document order, the first with a resource the SDK
/// can draw wins; within one, a static image (PNG, JPEG, GIF or WebP over https) comes
/// first, then an `<IFrameResource>` URL, then inline `<HTMLResource>`; on a device that
/// draws no HTML (Apple TV), only a static image.
struct VASTNonLinearChoice: Sendable, Hashable {
  package var nonLinear: VASTNonLinear
  package var source: AdCreative.Source

  /// The image types an overlay can show.
  static let imageTypes: Set<String> = [
    "image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp",
  ]

  package init?(_ nonLinears: [VASTNonLinear], rendersHTML: Bool = true) {
    for nonLinear in nonLinears {
      if let source = Self.source(of: nonLinear, rendersHTML: rendersHTML) {
        self.nonLinear = nonLinear
        self.source = source
        return
      }
    }
    return nil
  }

  /// The creative's size, when the element gives a positive one.
  package var size: AdSize? {
    guard let width = nonLinear.width, let height = nonLinear.height, width > 0, height > 0 else {
      return nil
    }
    return AdSize(width: Double(width), height: Double(height))
  }

  private static func source(of nonLinear: VASTNonLinear, rendersHTML: Bool) -> AdCreative.Source? {
    var iframe: URL?
    var html: String?
    for resource in nonLinear.resources {
      switch resource {
      case .staticImage(let string, let type):
        let isImage = type.map { imageTypes.contains($0.lowercased()) } ?? false
        if isImage, let url = WebURL.secure(string) { return .image(url) }
      case .iframe(let string):
        if iframe == nil { iframe = WebURL.secure(string) }
      case .html(let document):
        if html == nil { html = document }
      }
    }
    guard rendersHTML else { return nil }
    if let iframe { return .html(iframe) }
    if let html { return .htmlDocument(html) }
    return nil
  }
}
