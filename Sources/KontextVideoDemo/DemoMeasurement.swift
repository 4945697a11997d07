import Foundation
import KontextVideoSDK

/// The demo's measurement provider (`--measure`): measures every ad and prints, on the
/// timeline, what it is asked and what each session hears, as a real Open Measurement adapter
/// would hand them to its SDK.
@MainActor
final class DemoMeasurement: AdMeasurementProvider {
  private let timeline: Timeline

  init(timeline: Timeline) {
    self.timeline = timeline
  }

  func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
    let scripts = ad.verifications.count
    timeline.note(
      .measure,
      "starts a session (\(scripts) verification script\(scripts == 1 ? "" : "s")"
        + (ad.container == nil ? ")" : ", in the container)"),
      format: ad.format, adID: ad.adID)
    for verification in ad.verifications {
      timeline.note(
        .measure,
        "verification \(verification.vendor ?? "without a vendor"): "
          + "\(verification.apiFramework ?? "no framework") \(verification.scriptURL.absoluteString)"
          + (verification.parameters.map { " with parameters \($0)" } ?? ""),
        format: ad.format, adID: ad.adID)
    }
    if let views = ad.views {
      let obstructions = views.obstructions.map {
        "\($0.element.rawValue) (\($0.purpose.rawValue))"
      }
      timeline.note(
        .measure, "friendly obstructions: " + obstructions.joined(separator: ", "),
        format: ad.format, adID: ad.adID)
    }
    return Session(timeline: timeline, format: ad.format, adID: ad.adID)
  }

  /// One ad's session: each event a line.
  final class Session: AdMeasurementSession {
    private let timeline: Timeline
    private let format: AdFormat
    private let adID: String

    init(timeline: Timeline, format: AdFormat, adID: String) {
      self.timeline = timeline
      self.format = format
      self.adID = adID
    }

    func record(_ event: AdMeasurementEvent) {
      timeline.note(.measure, Self.describe(event), format: format, adID: adID)
    }

    private static func describe(_ event: AdMeasurementEvent) -> String {
      switch event {
      case .loaded(let properties):
        let skip = properties.skipOffset.map { "skippable after \(Int($0)) s" } ?? "not skippable"
        return "loaded (\(properties.position.rawValue), \(skip))"
      case .start(let duration, let volume):
        return "start (\(Int(duration)) s, volume \(volume))"
      case .playerStateChange(let state): return "playerStateChange (\(state.rawValue))"
      case .impression: return "impression"
      case .firstQuartile: return "firstQuartile"
      case .midpoint: return "midpoint"
      case .thirdQuartile: return "thirdQuartile"
      case .complete: return "complete"
      case .pause: return "pause"
      case .resume: return "resume"
      case .volumeChange(let volume): return "volumeChange (\(volume))"
      case .bufferStart: return "bufferStart"
      case .bufferFinish: return "bufferFinish"
      case .skipped: return "skipped"
      case .click: return "click"
      case .finished: return "finished"
      }
    }
  }
}
