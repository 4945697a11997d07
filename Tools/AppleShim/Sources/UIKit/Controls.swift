// Stub of UIKit: controls, buttons and actions.

@preconcurrency @MainActor open class UIControl: UIView {
  open var isEnabled: Bool {
    get { fatalError() }
    set {}
  }
  open var isSelected: Bool {
    get { fatalError() }
    set {}
  }
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

extension UIControl {
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var primaryActionTriggered: UIControl.Event { .init(rawValue: 1 << 13) }
  }

  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var normal: UIControl.State { .init(rawValue: 0) }
  }
}

@preconcurrency @MainActor open class UIButton: UIControl {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
  open var titleLabel: UILabel? { fatalError() }
  open func setNeedsUpdateConfiguration() {}
}

extension UIButton {
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
  }
}

// UIKit's Swift overlay
extension UIButton {
  @preconcurrency @MainActor
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    fatalError()
  }
  @preconcurrency @MainActor
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  { fatalError() }
  @preconcurrency @MainActor public var configuration: UIButton.Configuration? {
    get { fatalError() }
    set {}
  }

  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { fatalError() }
    public static func gray() -> UIButton.Configuration { fatalError() }
    public static func filled() -> UIButton.Configuration { fatalError() }
    public var cornerStyle: UIButton.Configuration.CornerStyle {
      get { fatalError() }
      set {}
    }
    public var baseForegroundColor: UIColor? {
      get { fatalError() }
      set {}
    }
    public var baseBackgroundColor: UIColor? {
      get { fatalError() }
      set {}
    }
    public var image: UIImage? {
      get { fatalError() }
      set {}
    }
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? {
      get { fatalError() }
      set {}
    }
    public var imagePadding: CGFloat {
      get { fatalError() }
      set {}
    }
    public var title: String? {
      get { fatalError() }
      set {}
    }
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
      get { fatalError() }
      set {}
    }
    public var contentInsets: NSDirectionalEdgeInsets {
      get { fatalError() }
      set {}
    }
    public var titleLineBreakMode: NSLineBreakMode {
      get { fatalError() }
      set {}
    }
    public static func == (a: UIButton.Configuration, b: UIButton.Configuration) -> Bool {
      fatalError()
    }
    public func hash(into hasher: inout Hasher) {}

    public enum CornerStyle: Hashable {
      case fixed
      case dynamic
      case small
      case medium
      case large
      case capsule
    }
  }
}

public struct UIConfigurationTextAttributesTransformer {
  public let transform: (AttributeContainer) -> AttributeContainer
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { fatalError() }
}

// UIKit's attribute scope, so that `attributes.font = ...` works on an AttributeContainer.
extension AttributeScopes {
  public struct UIKitAttributes: AttributeScope {
    public let font: AttributeScopes.UIKitAttributes.FontAttribute
  }
}

extension AttributeScopes.UIKitAttributes {
  /// `CodableAttributedStringKey` on Apple platforms, with UIKit's own coding of UIFont.
  public enum FontAttribute: AttributedStringKey {
    public typealias Value = UIFont
    public static let name = "NSFont"
  }
}

extension AttributeDynamicLookup {
  @_disfavoredOverload
  public subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T
  where T: AttributedStringKey { fatalError() }
}

public typealias UIActionHandler = (UIAction) -> Void

@preconcurrency @MainActor open class UIMenuElement: NSObject {}

extension UIMenuElement {
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

@preconcurrency @MainActor open class UIAction: UIMenuElement {}

extension UIAction {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// UIKit's Swift overlay
extension UIAction {
  @preconcurrency @MainActor
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
}
