import Foundation
import KontextVideoTesting

@testable import KontextVideoCore

/// An ad server answering `/v1/ads` with one slot of `format` whose creative is `creative`,
/// serving `pages` (wrapped VAST documents) and recording every other request (pixels, events).
final class VASTStubServer: HTTPTransport {
  /// The slot, as JSON.
  let slot: Data
  let pages: [String: String]
  private let log = Locked<[String]>([])
  private let events = Locked<[String]>([])

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
  }

  /// The URLs requested besides `/v1/ads`, in order.
  var requested: [String] { log.withLock { $0 } }

  /// The ids of the events posted to `/v1/events`, in order.
  var deliveredEventIDs: [String] { events.withLock { $0 } }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    let url = request.url.absoluteString
    if request.url.path.hasSuffix("/v1/ads") { return HTTPResponseData(status: 200, body: slot) }
    log.withLock { $0.append(url) }
    if request.url.path.hasSuffix("/v1/events"),
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
      let posted = object["events"] as? [[String: Any]]
    {
      events.withLock { $0 += posted.compactMap { $0["event_id"] as? String } }
    }
    if let page = pages[url] { return HTTPResponseData(status: 200, body: Data(page.utf8)) }
    return HTTPResponseData(
      status: request.url.path.hasSuffix("/v1/events") ? 200 : 204, body: Data())
  }

  /// An isolated SDK that talks to this server, a `VideoAds` and a recorder of its events.
  @MainActor
  func makeSDK(clock: ManualClock) -> (KontextVideo, VideoAds, EventRecorder) {
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.transportOverride = self
    sdk.fullScreenPresenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.initialize(
      with: .init(
        publisherToken: "t", server: .url(URL(string: "https://ads.example")!), logLevel: .none))
    return (
      sdk, VideoAds(content: .init(id: "e", language: "en"), sdk: sdk), EventRecorder(sdk: sdk)
    )
  }
}
