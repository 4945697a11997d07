import Foundation

/// What a `<Wrapper>` says about the response it points to (VAST 4's attributes of the element),
/// with VAST's defaults where it says nothing.
package struct VASTWrapperRules: Sendable, Hashable, Encodable {
  /// `allowMultipleAds`: whether the response may be a pod (and stand-alone ads). When false,
  /// only one ad of it is played. VAST's default: false.
  package var allowsMultipleAds = false
  /// `fallbackOnNoAd`: whether a response with no ad may be stood in for by a stand-alone ad of
  /// the break (the buffet). When false and the wrapper is an ad of a pod, the pod moves on to
  /// its next ad. VAST's default leaves it to the player: the SDK stands in.
  package var fallsBackOnNoAd = true
  /// `followAdditionalWrappers`: whether the response may itself be a wrapper. VAST's default:
  /// true.
  package var followsAdditionalWrappers = true

  package init(
    allowsMultipleAds: Bool = false, fallsBackOnNoAd: Bool = true,
    followsAdditionalWrappers: Bool = true
  ) {
    self.allowsMultipleAds = allowsMultipleAds
    self.fallsBackOnNoAd = fallsBackOnNoAd
    self.followsAdditionalWrappers = followsAdditionalWrappers
  }

  /// The rules of a `<Wrapper>` element's attributes; a value VAST does not spell (`true`,
  /// `false`, `1`, `0`) keeps the default.
  init(attributes: [String: String]) {
    func flag(_ name: String) -> Bool? {
      switch attributes[name]?.trimmingCharacters(in: .whitespaces).lowercased() {
      case "true", "1": true
      case "false", "0": false
      default: nil
      }
    }
    self.init(
      allowsMultipleAds: flag("allowMultipleAds") ?? false,
      fallsBackOnNoAd: flag("fallbackOnNoAd") ?? true,
      followsAdditionalWrappers: flag("followAdditionalWrappers") ?? true)
  }
}
