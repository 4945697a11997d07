// Stub of CoreMedia: only what the SDK and the examples use. Signatures as in the iPhoneOS SDK.
@_exported import Foundation
@_exported import FoundationShim

public typealias CMTimeScale = Int32

/// A C struct in CoreMedia, so implicitly Sendable there.
public struct CMTime: Sendable {}

extension CMTime {
  public init(seconds: Double, preferredTimescale: CMTimeScale) { fatalError() }
}

extension CMTime: Equatable, Comparable, Hashable {
  public static func == (time1: CMTime, time2: CMTime) -> Bool { fatalError() }
  public static func < (time1: CMTime, time2: CMTime) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) {}
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { fatalError() }
