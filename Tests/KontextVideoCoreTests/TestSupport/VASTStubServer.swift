import Foundation
import KontextVideoTesting

@testable import KontextVideoCore

/// An ad server answering `/v1/ads` with one slot of `format` whose creative is `creative`,
/// serving `pages` (wrapped VAST documents) and recording every other request (pixels, events):
/// the tests' ``ScriptedTransport`` with those answers.
final class VASTStubServer: HTTPTransport {
  /// The slot, as JSON.
  let slot: Data
  let pages: [String: String]
  private let transport = ScriptedTransport()

  init(
    format: AdFormat = .linear, creative: [String: String], pages: [String: String] = [:],
    slotFields: [String: Any] = [:]
  ) {
    var slot: [String: Any] = [
      "slot_id": "\(format.rawValue)-1", "format": format.rawValue, "creative": creative,
    ]
    if format == .linear { slot["skip_after_seconds"] = 9 }
    slot.merge(slotFields) { _, new in new }
    self.slot = (try? JSONSerialization.data(withJSONObject: ["slots": [slot]])) ?? Data()
    self.pages = pages
    transport.answer({ _ in true }, with: { _ in .status(204) })  // pixels
    transport.answer(pathSuffix: "/v1/events", with: .status(200))
    transport.answer(pathSuffix: "/v1/reports", with: .status(200))
    for (url, page) in pages {
      transport.answer(url: url, with: .status(200, body: Data(page.utf8)))
    }
    transport.answer(pathSuffix: "/v1/ads", with: .status(200, body: self.slot))
  }

  /// The URLs requested besides `/v1/ads`, in order.
  var requested: [String] {
    transport.sent.filter { !$0.url.path.hasSuffix("/v1/ads") }.map(\.url.absoluteString)
  }

  /// The ids of the events posted to `/v1/events`, in order.
  var deliveredEventIDs: [String] { transport.sentEventIDs }

  /// The reports posted to `/v1/reports`, in order.
  var deliveredReports: [(id: String, name: String, reason: String)] { transport.sentReports }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    try await transport.send(request)
  }

  /// An isolated SDK that talks to this server, a `VideoAds` and a recorder of its events.
  @MainActor
  func makeSDK(clock: ManualClock) -> (KontextVideo, VideoAds, EventRecorder) {
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.transportOverride = self
    sdk.fullScreenPresenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.initialize(
      with: .init(
        publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
        logLevel: .none))
    return (
      sdk, VideoAds(content: .init(id: "e", language: "en"), sdk: sdk), EventRecorder(sdk: sdk)
    )
  }
}
