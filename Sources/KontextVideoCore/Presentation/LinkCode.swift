import Foundation

/// A link the "About this ad" screen shows as a QR code, for the viewer to open on their phone
/// where the device cannot show web pages (Apple TV, which has no browser), with the caption
/// under it; and how the code is drawn, so that it can be scanned from a sofa.
///
/// - Error correction level M: 15 % of the symbol's codewords can be restored (ISO/IEC 18004),
///   enough for the glare of a screen or a moiré seen through a camera, at a smaller symbol
///   than Q or H.
/// - At most a version 10 symbol, 57 modules a side (17 + 4 × version): a link is refused when
///   it is longer than such a symbol holds at level M (``maximumBytes``), since a denser code
///   has smaller modules, harder to read across a room.
/// - A light margin of 4 modules around it, the standard's quiet zone.
/// - Half the screen's height, margin included, in whole points a module. By the 10:1 rule of
///   thumb of QR codes (a code is read from up to ten times its width away), half the height of
///   a 55-inch screen (34 cm) is read from about 3.4 m.
package struct LinkCode: Sendable, Hashable {
  /// The link the code says.
  package let url: URL
  /// What the screen says with the code: "Scan to open on your phone".
  package let caption: String

  /// The error correction level, as Core Image's `CIQRCodeGenerator` takes it in
  /// `inputCorrectionLevel` (L, M, Q or H): M.
  package static let correctionLevel = "M"
  /// The largest symbol drawn: version 10.
  package static let largestVersion = 10
  /// The most bytes a code holds: 213, what a version 10 symbol holds in byte mode at level M
  /// (ISO/IEC 18004, Table 7: 216 data codewords, less the 4-bit mode indicator and the 16-bit
  /// character count of versions 10 to 26).
  package static let maximumBytes = 213
  /// The light margin around the code, in modules: ISO/IEC 18004's quiet zone of 4.
  package static let quietZoneModules = 4
  /// The share of the screen's height the code takes, its margin included.
  package static let screenHeightShare = 0.5

  /// The code of `url` with `caption`; nil when `url` does not fit in one (``fits(_:)``).
  package init?(url: URL, caption: String) {
    guard Self.fits(url) else { return nil }
    self.url = url
    self.caption = caption
  }

  /// The bytes the code holds: the link's text. It is ASCII (``fits(_:)``), so its bytes read the
  /// same in ISO Latin 1, which Core Image's filter reference asks a string to be given in.
  package var message: Data { Data(url.absoluteString.utf8) }

  /// Whether `url` fits in a code: its text is ASCII (a byte above it could read as another
  /// character on the phone) and at most ``maximumBytes`` long.
  package static func fits(_ url: URL) -> Bool {
    let text = url.absoluteString.utf8
    return !text.isEmpty && text.count <= maximumBytes && text.allSatisfy { $0 < 0x80 }
  }

  /// The side of one module, in points, of a code `modules` wide (as the generator drew it)
  /// on a screen `screenHeight` points high: the code and its quiet zone take
  /// ``screenHeightShare`` of the height, in whole points a module (so each module is whole
  /// pixels, and the code stays sharp), and at least 1.
  package static func modulePoints(modules: Int, screenHeight: Double) -> Double {
    let side = Double(max(modules, 1) + 2 * quietZoneModules)
    return max(1, (screenHeight * screenHeightShare / side).rounded(.down))
  }
}
