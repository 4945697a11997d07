// Stub of UIKit: colours, fonts, traits and images (thread-safe classes, not main-actor isolated).

open class UIColor: NSObject, @unchecked Sendable {
  open class var black: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var systemIndigo: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  public init(cgColor: CGColor) { fatalError() }
  open var cgColor: CGColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  open var pointSize: CGFloat { fatalError() }
  open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
}

extension UIFont {
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let semibold = UIFont.Weight(0.3)
    public static let bold = UIFont.Weight(0.4)
  }
}

/// NS_SWIFT_SENDABLE in the SDK.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { fatalError() }
}

/// NSParagraphStyle.h (UIKit's part of the text system on iOS).
public enum NSLineBreakMode: Int, @unchecked Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

extension UIFont {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

extension UIFont.TextStyle {
  public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
  public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
  public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
  public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
  public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
  public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
  public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  public init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
  open var displayScale: CGFloat { fatalError() }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}

public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

open class UIImage: NSObject, @unchecked Sendable {
  public init?(systemName name: String) { fatalError() }
  public init?(data: Data) { fatalError() }
  open func byPreparingForDisplay() async -> UIImage? { fatalError() }
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { fatalError() }
}

extension UIImage {
  public enum Orientation: Int, @unchecked Sendable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }
}

extension UIImage {
  open class Configuration: NSObject, @unchecked Sendable {}

  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init()
    }
  }

  public enum SymbolScale: Int, @unchecked Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
