/// A view of the SDK's over an ad that a measurement provider must not count as hiding it (Open
/// Measurement's friendly obstruction): the view, why it is there, and a short reason.
@MainActor
public struct AdMeasurementObstruction {
  /// Why the view is over the ad, in Open Measurement's terms.
  public enum Purpose: String, Sendable, Hashable {
    /// It controls the media: play, mute, skip.
    case mediaControls
    /// It closes the ad.
    case closeAd
    /// It does not visibly cover the ad, though it may seem to.
    case notVisible
    /// Another purpose: the badge, the ⓘ control, "Learn more", an icon.
    case other
  }

  /// The view: on iOS a `UIView`.
  public let view: AnyObject
  /// Why it is there.
  public let purpose: Purpose
  /// A short reason, under 50 letters, digits and spaces, as Open Measurement takes it.
  public let detail: String
  /// What the view is.
  public let element: AdChromeElement

  /// The obstruction for `view`, drawn as `element`: its purpose and reason are the SDK's.
  public init(element: AdChromeElement, view: AnyObject) {
    self.view = view
    self.element = element
    purpose = Self.purpose(of: element)
    detail = Self.detail(of: element)
  }

  /// The purpose the SDK gives `element`: close and Resume close the ad; Skip, Play, Mute and
  /// the captions control control the media; the rest (the captions' text too) is other.
  package static func purpose(of element: AdChromeElement) -> Purpose {
    switch element {
    case .close, .resume: .closeAd
    case .skip, .play, .mute, .captions: .mediaControls
    case .info, .learnMore, .badge, .icon, .captionText: .other
    }
  }

  /// The reason the SDK gives `element`: its name in a few words.
  package static func detail(of element: AdChromeElement) -> String {
    switch element {
    case .close: "Close ad button"
    case .resume: "Resume video button"
    case .info: "Why this ad button"
    case .skip: "Skip ad button"
    case .play: "Play button"
    case .mute: "Mute button"
    case .learnMore: "Learn more button"
    case .badge: "Ad badge"
    case .icon: "Ad icon"
    case .captions: "Closed captions button"
    case .captionText: "Closed captions"
    }
  }
}
