// Stub of MediaAccessibility: only what the SDK uses. Signatures as the iPhoneOS 17.4 SDK's
// headers import into Swift (`MACaptionAppearance.h`, not CF-audited: the `Copy` functions return
// `Unmanaged`). C functions and CF enums: not isolated. Bodies are never run.
@_exported import CoreGraphics
@_exported import Foundation

/// CoreFoundation's `CFIndex` (`signed long`), which Linux's Foundation does not export.
public typealias CFIndex = Int

public enum MACaptionAppearanceDomain: CFIndex, @unchecked Sendable {
  case `default` = 0
  case user = 1
}

public enum MACaptionAppearanceBehavior: CFIndex, @unchecked Sendable {
  case useValue = 0
  case useContentIfAvailable = 1
}

public func MACaptionAppearanceCopyForegroundColor(
  _ domain: MACaptionAppearanceDomain,
  _ behavior: UnsafeMutablePointer<MACaptionAppearanceBehavior>?
) -> Unmanaged<CGColor> { fatalError() }

public func MACaptionAppearanceCopyBackgroundColor(
  _ domain: MACaptionAppearanceDomain,
  _ behavior: UnsafeMutablePointer<MACaptionAppearanceBehavior>?
) -> Unmanaged<CGColor> { fatalError() }

public func MACaptionAppearanceGetForegroundOpacity(
  _ domain: MACaptionAppearanceDomain,
  _ behavior: UnsafeMutablePointer<MACaptionAppearanceBehavior>?
) -> CGFloat { fatalError() }

public func MACaptionAppearanceGetBackgroundOpacity(
  _ domain: MACaptionAppearanceDomain,
  _ behavior: UnsafeMutablePointer<MACaptionAppearanceBehavior>?
) -> CGFloat { fatalError() }

public func MACaptionAppearanceGetRelativeCharacterSize(
  _ domain: MACaptionAppearanceDomain,
  _ behavior: UnsafeMutablePointer<MACaptionAppearanceBehavior>?
) -> CGFloat { fatalError() }
