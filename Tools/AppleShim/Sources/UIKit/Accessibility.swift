// Stub of UIKit: accessibility. On Apple platforms most of these are NSObject categories
// (informal protocols), not main-actor isolated; only `accessibilityElements` is.

public struct UIAccessibility {}

extension UIAccessibility {
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
  public static var isReduceTransparencyEnabled: Bool { fatalError() }
  public static var isReduceMotionEnabled: Bool { fatalError() }
  public static var isDarkerSystemColorsEnabled: Bool { fatalError() }
  /// `UIAccessibilityIsClosedCaptioningEnabled()`, a C function.
  public static var isClosedCaptioningEnabled: Bool { fatalError() }

  public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }
}

// Imported from mutable C globals (`UIKIT_EXTERN UIAccessibilityNotifications ...`), so in Swift 6
// code every use is "not concurrency-safe because it involves shared mutable state", as with the
// real SDK. (This module is compiled in Swift 5 mode, where declaring them is allowed.)
extension UIAccessibility.Notification {
  public static var screenChanged = UIAccessibility.Notification(rawValue: 1000)
  public static var layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  public static var announcement = UIAccessibility.Notification(rawValue: 1008)
}

public struct UIAccessibilityTraits: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits: OptionSet {}

// A mutable C global too: UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitUpdatesFrequently.
extension UIAccessibilityTraits {
  public static var updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 11)
  public static var header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static var image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static var button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static var staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}

// UIAccessibilityConstants.h: an `NSAttributedStringKey const`, imported as a constant.
extension NSAttributedString.Key {
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

// `open` on Apple platforms; a Swift extension of Linux's NSObject cannot declare overridable
// members, so these are `public`.
extension NSObject {
  public var isAccessibilityElement: Bool {
    get { fatalError() }
    set {}
  }
  public var accessibilityLabel: String? {
    get { fatalError() }
    set {}
  }
  public var accessibilityHint: String? {
    get { fatalError() }
    set {}
  }
  public var accessibilityValue: String? {
    get { fatalError() }
    set {}
  }
  public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set {}
  }
  public var accessibilityViewIsModal: Bool {
    get { fatalError() }
    set {}
  }
  public var shouldGroupAccessibilityChildren: Bool {
    get { fatalError() }
    set {}
  }
  @preconcurrency @MainActor public var accessibilityElements: [Any]? {
    get { fatalError() }
    set {}
  }
  public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set {}
  }
}

/// Neither main-actor isolated nor Sendable in the SDK.
open class UIAccessibilityCustomAction: NSObject {
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    fatalError()
  }
}

@available(*, unavailable)
extension UIAccessibilityCustomAction: @unchecked Sendable {}

extension UIAccessibilityCustomAction {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
}

// UIAccessibilityConstants.h: UIAccessibilityAnnouncementDidFinishNotification and its userInfo
// keys, C constants imported as class constants, not isolated.
extension UIAccessibility {
  /// `UIAccessibilityClosedCaptioningStatusDidChangeNotification`, an `NSNotificationName const`.
  nonisolated public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
  nonisolated public static let announcementDidFinishNotification = NSNotification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")
  nonisolated public static let announcementStringValueUserInfoKey =
    "UIAccessibilityAnnouncementKeyStringValue"
  nonisolated public static let announcementWasSuccessfulUserInfoKey =
    "UIAccessibilityAnnouncementKeyWasSuccessful"
}
