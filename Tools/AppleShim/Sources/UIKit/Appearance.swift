// Stub of UIKit: colours, fonts, traits and images (thread-safe classes, not main-actor isolated).

open class UIColor: NSObject, @unchecked Sendable {
  open class var black: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var systemIndigo: UIColor { fatalError() }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  open var cgColor: CGColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError() }
}

extension UIFont {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

extension UIFont.TextStyle {
  public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
  public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
  public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
  public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  public init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

open class UIImage: NSObject, @unchecked Sendable {
  public init?(systemName name: String) { fatalError() }
  public init?(data: Data) { fatalError() }
  open func byPreparingForDisplay() async -> UIImage? { fatalError() }
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
