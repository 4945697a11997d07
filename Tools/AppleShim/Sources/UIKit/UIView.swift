// Stub of UIKit: responders and views.

@preconcurrency @MainActor open class UIResponder: NSObject {
  /// On Apple platforms this is an NSObject category method (UIAccessibilityAction), not
  /// main-actor isolated, so an override is not isolated either. Declared here so that UIKit
  /// subclasses can override it: a Swift extension of Linux's NSObject cannot declare an
  /// overridable member. Using main-actor state in an override is a warning with the real SDK
  /// (the method comes from Objective-C) and an error here.
  nonisolated open func accessibilityPerformEscape() -> Bool { fatalError() }
  open var next: UIResponder? { fatalError() }
}

@preconcurrency @MainActor open class UIEvent: NSObject {
  open var type: UIEvent.EventType { fatalError() }
}

extension UIEvent {
  public enum EventType: Int, @unchecked Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }
}

@preconcurrency @MainActor open class UIView: UIResponder {
  open class var layerClass: AnyClass { fatalError() }
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public override convenience init() { self.init(frame: .zero) }
  open var layer: CALayer { fatalError() }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

  // UIViewGeometry
  open var frame: CGRect {
    get { fatalError() }
    set {}
  }
  open var bounds: CGRect {
    get { fatalError() }
    set {}
  }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set {}
  }

  // UIViewHierarchy
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func removeFromSuperview() {}
  open func addSubview(_ view: UIView) {}
  open func didMoveToWindow() {}
  open func setNeedsLayout() {}
  open func layoutSubviews() {}
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  open func safeAreaInsetsDidChange() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set {}
  }

  // UITraitEnvironment (deprecated in iOS 17, available from iOS 8)
  open var traitCollection: UITraitCollection { fatalError() }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open var layoutMarginsGuide: UILayoutGuide { fatalError() }
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  // UIViewRendering
  open var clipsToBounds: Bool {
    get { fatalError() }
    set {}
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
  open var alpha: CGFloat {
    get { fatalError() }
    set {}
  }
  open var isOpaque: Bool {
    get { fatalError() }
    set {}
  }
  open var isHidden: Bool {
    get { fatalError() }
    set {}
  }
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set {}
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set {}
  }

  // UIConstraintBasedCompatibility
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set {}
  }

  // UIViewLayoutConstraintCreation
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }

  // Dynamic Type (iOS 15)
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { fatalError() }
    set {}
  }

  // UIAccessibilityIdentification (a protocol UIView conforms to on Apple platforms)
  open var accessibilityIdentifier: String? {
    get { fatalError() }
    set {}
  }
}

extension UIView {
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var flexibleWidth: UIView.AutoresizingMask { .init(rawValue: 1 << 1) }
    public static var flexibleHeight: UIView.AutoresizingMask { .init(rawValue: 1 << 4) }
  }

  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
  }
}

@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

@preconcurrency @MainActor open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var windowScene: UIWindowScene? {
    get { fatalError() }
    set {}
  }
  open var windowLevel: UIWindow.Level {
    get { fatalError() }
    set {}
  }
  open var isKeyWindow: Bool { fatalError() }
  open func makeKeyAndVisible() {}
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set {}
  }
}

extension UIWindow {
  public struct Level: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
  }
}

extension UIWindow.Level {
  public static let normal = UIWindow.Level(0)
}

@preconcurrency @MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  open var text: String? {
    get { fatalError() }
    set {}
  }
  open var font: UIFont! {
    get { fatalError() }
    set {}
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set {}
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set {}
  }
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set {}
  }
  open var adjustsFontSizeToFitWidth: Bool {
    get { fatalError() }
    set {}
  }
  open var minimumScaleFactor: CGFloat {
    get { fatalError() }
    set {}
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set {}
  }
}

@preconcurrency @MainActor open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set {}
  }
}

@preconcurrency @MainActor open class UIScrollView: UIView {
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set {}
  }
  open var bounces: Bool {
    get { fatalError() }
    set {}
  }
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set {}
  }
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
}

extension UIScrollView {
  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }
}

@preconcurrency @MainActor open class UIStackView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  open func addArrangedSubview(_ view: UIView) {}
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set {}
  }
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set {}
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set {}
  }
}

extension UIStackView {
  public enum Alignment: Int, @unchecked Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
  }
}
