// Stub of UIKit: value types. Only what the SDK and the examples use; signatures as in the
// iPhoneOS 17.4 SDK for an iOS 15 deployment target, availability stripped. Bodies are never run.
// UIKit re-exports Foundation, CoreGraphics (CGFloat, CGRect, CGSize and CGPoint are Foundation's
// on Linux) and QuartzCore. Compiled in Swift 5 mode, like Apple's overlays (see Package.swift).
@_exported import CoreGraphics
@_exported import Foundation
@_exported import FoundationShim
@_exported import QuartzCore

public struct UIEdgeInsets: @unchecked Sendable {
  public init() { fatalError() }
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

extension UIEdgeInsets {
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Equatable {
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool { fatalError() }
}

public struct NSDirectionalEdgeInsets: @unchecked Sendable {
  public init() { fatalError() }
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

extension NSDirectionalEdgeInsets {
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
}

extension NSDirectionalEdgeInsets: Equatable {
  public static func == (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> Bool {
    fatalError()
  }
}

public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

public enum UIInterfaceOrientation: Int, @unchecked Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3
}

public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIContentSizeCategory {
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
}
