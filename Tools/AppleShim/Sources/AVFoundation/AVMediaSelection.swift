// Stub of AVFoundation's media selection (AVMediaSelectionGroup.h, AVAsset.h, AVPlayerItem.h,
// AVMediaFormat.h), as the iPhoneOS 17.4 SDK imports it for an iOS 15 deployment target: the
// groups and options are plain (non-Sendable) classes; `select(_:in:)` is main-actor isolated
// below iOS 16 (AVF_DEPLOYING_TO_2022_RELEASES_AND_LATER unset). Bodies are never run.

open class AVMediaSelectionGroup: NSObject, NSCopying {
  open var options: [AVMediaSelectionOption] { fatalError() }
  open var allowsEmptySelection: Bool { fatalError() }
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
  // In the AVMediaSelectionOptionFiltering category on Apple platforms.
  open class func playableMediaSelectionOptions(
    from mediaSelectionOptions: [AVMediaSelectionOption]
  ) -> [AVMediaSelectionOption] { fatalError() }
}

open class AVMediaSelectionOption: NSObject, NSCopying {
  open var extendedLanguageTag: String? { fatalError() }
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

public struct AVMediaCharacteristic: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let legible = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicLegible")
}
