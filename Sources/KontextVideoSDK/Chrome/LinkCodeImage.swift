// Only on tvOS: the core gives a link code only where the device cannot show web pages.
#if canImport(UIKit) && os(tvOS)
  import CoreImage
  import KontextVideoCore
  import UIKit

  /// Draws the core's ``LinkCode`` as an image: Core Image's `CIQRCodeGenerator` at the core's
  /// correction level, each module scaled to the whole points the core chose with
  /// nearest-neighbour sampling (so its edges stay sharp), on the light quiet zone the standard
  /// asks for.
  ///
  /// Core Image's filter reference: the filter takes `inputMessage`, the data to encode (a
  /// string as ISO Latin 1: the core's message is ASCII, the same bytes), and
  /// `inputCorrectionLevel`, one letter of L, M, Q and H; its output has one pixel a module.
  /// Apple's documentation lists its typed form, `CIFilter.qrCodeGenerator()`, from tvOS 13; it
  /// is made here by name, and `CIFilter(name:)` gives nil for a filter the system lacks: then
  /// there is no image, and the caller shows no code. A filter is made for each image (a
  /// CIFilter is not to be shared across threads), on the main actor, where the sheet asks; the
  /// image is small, and rendered once for a screen.
  @MainActor
  enum LinkCodeImage {
    /// The image of `code` for a screen `screenHeight` points high at `scale` pixels a point;
    /// nil when Core Image gave none.
    static func image(of code: LinkCode, screenHeight: CGFloat, scale: CGFloat) -> UIImage? {
      guard let filter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
      filter.setValue(code.message, forKey: "inputMessage")
      filter.setValue(LinkCode.correctionLevel, forKey: "inputCorrectionLevel")
      guard let symbol = filter.outputImage, !symbol.extent.isInfinite, !symbol.extent.isEmpty
      else { return nil }
      let modules = Int(symbol.extent.width.rounded())
      let points = LinkCode.modulePoints(modules: modules, screenHeight: Double(screenHeight))
      // Whole pixels a module: at 1× and 2× the core's whole points are.
      let pixels = max(1, (CGFloat(points) * max(scale, 1)).rounded())
      let scaled = symbol.samplingNearest().transformed(
        by: CGAffineTransform(scaleX: pixels, y: pixels))
      let margin = CGFloat(LinkCode.quietZoneModules) * pixels
      let area = scaled.extent.insetBy(dx: -margin, dy: -margin)
      let coded = scaled.composited(over: CIImage(color: .white).cropped(to: area))
      guard let drawn = CIContext().createCGImage(coded, from: area) else { return nil }
      return UIImage(cgImage: drawn, scale: max(scale, 1), orientation: .up)
    }
  }
#endif
