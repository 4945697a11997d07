// Not on tvOS: its StoreKit has no view-through attribution (SKAdNetwork and SKAdImpression are
// __TVOS_PROHIBITED in the headers), so AppleIntegration installs none there.
#if canImport(UIKit) && !os(tvOS)
  import Foundation
  import KontextVideoCore
  import StoreKit

  /// Tells StoreKit when an ad with a signed view-through impression (SKAdNetwork fidelity 0)
  /// begins and stops being displayed: `SKAdNetwork.startImpression(_:completionHandler:)` and
  /// `endImpression(_:completionHandler:)` (iOS 14.5, below the SDK's iOS 15 minimum).
  ///
  /// What StoreKit documents, and what this relies on:
  /// - `endImpression` takes the very `SKAdImpression` instance `startImpression` took: it is
  ///   kept here by ad id between the two.
  /// - StoreKit records the impression only when the ad was displayed for at least 3 s, and
  ///   supports one view-through ad at a time. The core keeps one ad on screen, starts an
  ///   impression as the ad renders and ends it exactly once, whenever the ad ends (a shorter
  ///   one is ended all the same; StoreKit then records nothing).
  /// - The methods are not tied to a thread; their completion handlers (`@Sendable`) may run
  ///   on any. They report only failures (a missing or invalid value, an impression too
  ///   short), which the SDK cannot act on: each is logged, on the main actor, as a warning.
  ///
  /// Installed by ``AppleIntegration``: it needs no `UIApplication`.
  @MainActor
  final class AppleViewThroughAttribution: ViewThroughAttribution {
    /// The impressions started and not yet ended, by ad id.
    private var started: [String: SKAdImpression] = [:]
    /// Where StoreKit's refusals are logged: the instance, once it is built.
    private weak var sdk: KontextVideo?

    /// Logs StoreKit's refusals through `sdk` (``AppleIntegration`` attaches it once the
    /// instance is built; none is logged before, when no ad can have run).
    func logsTo(_ sdk: KontextVideo) {
      self.sdk = sdk
    }

    /// The ad began to display: StoreKit hears the impression start.
    func start(_ impression: ViewThroughImpression) {
      let made = StoreKitParameters.impression(impression)
      started[impression.adID] = made
      SKAdNetwork.startImpression(made, completionHandler: report("start", impression))
    }

    /// The ad is no longer displayed: StoreKit hears the same impression end.
    func end(_ impression: ViewThroughImpression) {
      guard let made = started.removeValue(forKey: impression.adID) else { return }
      SKAdNetwork.endImpression(made, completionHandler: report("end", impression))
    }

    /// A completion handler that logs a failure of `call` (on whatever thread StoreKit calls
    /// it, logged on the main actor).
    private func report(_ call: String, _ impression: ViewThroughImpression)
      -> @Sendable ((any Error)?) -> Void
    {
      let adID = impression.adID
      return { [weak sdk = self.sdk] error in
        guard let error else { return }
        let message = "ad \(adID): StoreKit refused the view-through impression's \(call): \(error)"
        Task { @MainActor in sdk?.log(.warning, message) }
      }
    }
  }
#endif
