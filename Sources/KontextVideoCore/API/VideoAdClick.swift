import Foundation

/// A tap on an ad, given to ``VideoAdDelegate/videoAd(_:didClick:)``.
public struct VideoAdClick: Sendable, Hashable {
  /// The landing page the tap opens, when the ad has one.
  public var destination: URL?

  /// Describes a click.
  public init(destination: URL?) {
    self.destination = destination
  }
}
