import Foundation

/// A VAST icon the full-screen player draws over a linear ad's video (the AdChoices icon among
/// them): its image, size, place, when it shows, and what a tap on it does.
///
/// Only icons drawn from an https image (`<StaticResource>`) are drawn; an icon given as an
/// iframe or HTML is left out.
package struct LinearAdIcon: Sendable, Hashable {
  /// What a tap on the icon does: its page opens in the app; when it has none, or the page
  /// cannot open, its fallback images show instead; with neither, nothing opens (its click
  /// tracking fires all the same).
  package struct Click: Sendable, Hashable {
    /// The icon's click-through, https only.
    package var destination: URL?
    /// What to show when the destination cannot open (`<IconClickFallbackImages>`), https only.
    package var fallbackImages: [VASTIcon.FallbackImage]
  }

  /// The icon's place in the ad's icon list (its tracking is kept by it).
  package var index: Int
  /// The icon's program (`AdChoices`), or `icon` when it names none.
  package var program: String
  /// The image to draw.
  package var imageURL: URL
  /// The image's size in points (VAST's size, else a square of
  /// ``AdChromeMetrics/iconDefaultSide``: 20 on a phone, 30 on Apple TV).
  package var size: AdSize
  /// Where it sits across and down the video (VAST's `xPosition` and `yPosition`).
  package var x: VASTIcon.Position
  package var y: VASTIcon.Position
  /// When it shows and for how long, in seconds of the video.
  package var offset: TimeInterval
  package var duration: TimeInterval?
  /// What a tap does.
  package var click: Click

  /// The icon drawn for `icon`, the `index`th of the ad's icons, at `metrics`' size when VAST
  /// gives none; nil for one the player does not draw (no https image).
  /// The icon drawn from `icon`, or nil for one the player cannot draw (not a static image
  /// on `https`). Where the device cannot show web pages (Apple TV: `opensWebPages` false) the
  /// icon has no page to open; its fallback images are all a tap on it can show.
  package init?(
    _ icon: VASTIcon, index: Int, metrics: AdChromeMetrics = .current, opensWebPages: Bool = true
  ) {
    guard case .staticImage(let string, _) = icon.resource, let url = WebURL.secure(string)
    else { return nil }
    self.index = index
    program = icon.program ?? "icon"
    imageURL = url
    size = AdSize(
      width: icon.width.map { Double(max($0, 1)) } ?? metrics.iconDefaultSide,
      height: icon.height.map { Double(max($0, 1)) } ?? metrics.iconDefaultSide)
    x = icon.x
    y = icon.y
    offset = max(icon.offset ?? 0, 0)
    duration = icon.duration
    click = Click(
      destination: opensWebPages ? icon.clickThrough.flatMap(WebURL.secure) : nil,
      fallbackImages: icon.fallbackImages.filter { WebURL.secure($0.url) != nil })
  }

  /// Whether the icon shows at `progress` seconds of the video: from its offset, for its
  /// duration (to the end without one).
  package func isShown(at progress: TimeInterval) -> Bool {
    guard progress + 1e-9 >= offset else { return false }
    guard let duration else { return true }
    return progress < offset + duration
  }

  /// Whether a tap on the icon opens anything: its page, or its fallback images.
  package var opensSomething: Bool {
    click.destination != nil || !click.fallbackImages.isEmpty
  }

  /// Whether this is the AdChoices icon.
  package var isAdChoices: Bool { program.lowercased() == "adchoices" }
}
