import Foundation

/// What an ad draws, as the server described it.
package struct AdCreative: Sendable, Hashable {
  /// Where the creative comes from.
  package enum Source: Sendable, Hashable {
    /// An HTML document loaded in a sandboxed iframe (Kontext's `iframe_url`).
    case html(URL)
    /// An HTML document given inline (a VAST `<HTMLResource>`), loaded in a sandboxed iframe
    /// of its own.
    case htmlDocument(String)
    /// A static image.
    case image(URL)
    /// A VAST document, inline or by URL.
    case vast(xml: String?, url: URL?)
  }

  package var source: Source
  /// The creative's intrinsic size in points, when the server gave one.
  package var size: AdSize?
  /// A linear video's length in seconds.
  package var duration: TimeInterval?
  /// The video a linear ad plays, chosen from its VAST media files.
  package var mediaURL: URL?

  package init(source: Source, size: AdSize? = nil, duration: TimeInterval? = nil) {
    self.source = source
    self.size = size
    self.duration = duration
  }

  /// Width over height, when both are known and positive.
  package var aspectRatio: Double? {
    guard let size, size.width > 0, size.height > 0 else { return nil }
    return size.width / size.height
  }

  /// How a sandbox creative behaves (from its media file or its own URL); `nil` for any other.
  package var sandboxBehavior: SandboxCreativeBehavior? {
    SandboxCreativeBehavior(url: mediaURL) ?? SandboxCreativeBehavior(url: url)
  }

  /// Whether the creative is an HTML document (by URL or inline).
  package var isHTML: Bool {
    switch source {
    case .html, .htmlDocument: true
    case .image, .vast: false
    }
  }

  /// Why an HTML creative fails to load where the device draws no HTML.
  package static let htmlUnsupported =
    "an HTML creative cannot be shown on this device, which has no web view (Apple TV)"

  /// The URL the creative loads from, when it has one.
  package var url: URL? {
    switch source {
    case .html(let url), .image(let url): url
    case .vast(_, let url): url
    case .htmlDocument: nil
    }
  }
}
