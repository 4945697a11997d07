// Stub of CoreGraphics: only what Linux's Foundation does not already have. CGFloat, CGRect,
// CGSize and CGPoint are Foundation's on Linux, so this module adds the CF types the SDK uses.
@_exported import Foundation
@_exported import FoundationShim

/// A Core Foundation type, imported as a class.
public class CGColor: Hashable {
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) {}
  public var alpha: CGFloat { fatalError() }
}

extension CGColor: @unchecked Sendable {}

/// A Core Foundation type, imported as a class.
public final class CGImage: @unchecked Sendable {}

// Core Foundation's types, used by ImageIO: Linux's Foundation has no CFData, CFDictionary or
// CFString; on Apple platforms they are toll-free bridged to these Foundation classes.
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary
public typealias CFString = NSString

/// A Core Foundation type, imported as a class.
public class CGPath {}
