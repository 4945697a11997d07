// Stub of UIKit: menus and context menus. Signatures as in the iPhoneOS 17.4 SDK for an iOS 15
// deployment target, availability stripped.

@preconcurrency @MainActor open class UIMenu: UIMenuElement {}

extension UIMenu {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

// UIKit's Swift overlay
extension UIMenu {
  @preconcurrency @MainActor
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) { fatalError() }
}

extension UIMenuElement.Attributes {
  public static var destructive: UIMenuElement.Attributes { .init(rawValue: 1 << 1) }
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {}

// UIKit's Swift overlay
extension UIContextMenuConfiguration {
  @preconcurrency @MainActor
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) { fatalError() }
}
