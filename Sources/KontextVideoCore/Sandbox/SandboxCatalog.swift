import Foundation

/// The sandbox's test ads, as wire-format slots.
enum SandboxCatalog {
  /// A sandbox linear ad's length: 15 s, skippable after 5 s.
  static let linearDuration: TimeInterval = 15
  static let linearSkipOffset: TimeInterval = 5

  static func slot(for format: AdFormat, scenario: SandboxScenario, requestID: String) -> [String:
    Any]
  {
    var behavior = SandboxCreativeBehavior()
    if case .loadFailure = scenario { behavior.failsToLoad = true }
    if case .creativeFailure(let seconds) = scenario { behavior.failsAfterSeconds = seconds }
    var ttl = KontextVideo.Defaults.adLifetime
    if case .shortLifetime(let seconds) = scenario { ttl = seconds }

    let creativeURL = behavior.url(for: format).absoluteString
    var slot: [String: Any] = [
      "slot_id": "sandbox-\(format.rawValue)-\(requestID)",
      "format": format.rawValue,
      "ttl_seconds": ttl,
      "click_url": "https://kontext.so/?utm_source=sandbox",
      "sandbox": true,
    ]
    switch format {
    case .overlay:
      slot["iframe_url"] = creativeURL
      slot["creative"] = ["type": "html", "width": 320, "height": 50]
      slot["display_seconds"] = KontextVideo.Defaults.overlayDisplaySeconds
    case .pause:
      slot["iframe_url"] = creativeURL
      slot["creative"] = ["type": "image", "url": creativeURL, "width": 300, "height": 250]
      slot["layout"] = "card"
    case .linear:
      slot["creative"] = [
        "type": "vast", "url": creativeURL, "duration_seconds": linearDuration,
        "width": 1280, "height": 720,
      ]
      slot["skip_after_seconds"] = linearSkipOffset
    }
    return slot
  }
}
