import Foundation
import KontextVideoCore

/// Records what the SDK said: every event of an SDK instance, and every delegate callback of
/// the ads it is the delegate of. Made with an `sdk`, it hears every ad's end from the event
/// stream, so ``endReasons`` needs it to be no ad's delegate (the ad may have `VideoAdHost`'s,
/// `HeadlessVideoAdHost`'s or your app's).
///
/// ```swift
/// let recorder = EventRecorder(sdk: sdk)
/// ad.delegate = recorder
/// ...
/// #expect(recorder.endReasons == [.completed])
/// ```
@MainActor
public final class EventRecorder: VideoAdDelegate {
  /// A delegate callback.
  public enum Callback: Sendable, Hashable, CustomStringConvertible {
    /// `videoAdDidRecordImpression`.
    case impression(adID: String)
    /// `videoAd(_:didClick:)`.
    case click(adID: String, destination: URL?)
    /// `videoAd(_:didFailWith:)`.
    case failure(adID: String, error: VideoAdError)
    /// `videoAd(_:didEnd:)`.
    case end(adID: String, reason: VideoAd.EndReason)
    /// `videoAd(_:didReport:)`.
    case report(adID: String, reason: AdReport.Reason)
    /// `videoAd(_:didEarn:)`.
    case reward(adID: String, reward: EarnedReward)

    /// A short label.
    public var description: String {
      switch self {
      case .impression: "didRecordImpression"
      case .click: "didClick"
      case .failure(_, let error): "didFail(\(error))"
      case .end(_, let reason): "didEnd(\(reason.rawValue))"
      case .report(_, let reason): "didReport(\(reason.rawValue))"
      case .reward(_, let earned): "didEarn(\(earned.reward.amount) \(earned.reward.type))"
      }
    }
  }

  /// Every event, oldest first.
  public private(set) var events: [AdEvent] = []
  /// Every delegate callback, oldest first.
  public private(set) var callbacks: [Callback] = []
  private var observation: EventObservation?
  /// Whether the recorder hears an SDK instance's events (it was made with one).
  private let observesEvents: Bool

  /// Creates a recorder; with `sdk`, it also records that instance's events.
  public init(sdk: KontextVideo? = nil) {
    observesEvents = sdk != nil
    observation = sdk?.addEventObserver { [weak self] event in self?.events.append(event) }
  }

  /// The names of the recorded events, for exact sequence checks.
  public var eventNames: [AdEvent.Name] { events.map(\.name) }

  /// The names of the events of one ad.
  public func eventNames(ofAd adID: String) -> [AdEvent.Name] {
    events.filter { $0.adID == adID }.map(\.name)
  }

  /// Why each ad ended, in order: from the instance's event stream (every ad of the SDK, its
  /// delegate whoever it is) when the recorder was made with an `sdk`; else from the `didEnd`
  /// callbacks of the ads it is the delegate of.
  public var endReasons: [VideoAd.EndReason] {
    guard observesEvents else {
      return callbacks.compactMap { if case .end(_, let reason) = $0 { reason } else { nil } }
    }
    return events.compactMap { if case .ended(let reason) = $0.name { reason } else { nil } }
  }

  /// Every reward the delegate was given, in order.
  public var earnedRewards: [EarnedReward] {
    callbacks.compactMap { if case .reward(_, let earned) = $0 { earned } else { nil } }
  }

  /// Forgets what was recorded.
  public func reset() {
    events.removeAll()
    callbacks.removeAll()
  }

  /// Records the impression.
  public func videoAdDidRecordImpression(_ ad: VideoAd) {
    callbacks.append(.impression(adID: ad.id))
  }

  /// Records the click.
  public func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    callbacks.append(.click(adID: ad.id, destination: click.destination))
  }

  /// Records the failure.
  public func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError) {
    callbacks.append(.failure(adID: ad.id, error: error))
  }

  /// Records the report.
  public func videoAd(_ ad: VideoAd, didReport report: AdReport) {
    callbacks.append(.report(adID: ad.id, reason: report.reason))
  }

  /// Records the reward.
  public func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    callbacks.append(.reward(adID: ad.id, reward: reward))
  }

  /// Records the end.
  public func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    callbacks.append(.end(adID: ad.id, reason: reason))
  }
}
