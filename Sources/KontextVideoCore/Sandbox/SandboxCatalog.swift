import Foundation

/// The sandbox's test ads, as wire-format slots.
enum SandboxCatalog {
  /// A sandbox linear ad's length: 15 s, skippable after 5 s.
  static let linearDuration: TimeInterval = 15
  static let linearSkipOffset: TimeInterval = 5
  /// A sandbox rewarded ad: a 30 s video that earns 5 coins after 15 s watched.
  static let rewardedDuration: TimeInterval = 30
  static let rewardedRequirement: TimeInterval = 15

  /// The slot of `format` for `requestID`; an overlay is an image where the device does not
  /// draw HTML (`drawsHTML` false: Apple TV).
  static func slot(
    for format: AdFormat, scenario: SandboxScenario, requestID: String, drawsHTML: Bool = true
  ) -> [String: Any] {
    var behavior = SandboxCreativeBehavior()
    if case .loadFailure = scenario { behavior.failsToLoad = true }
    if case .creativeFailure(let seconds) = scenario { behavior.failsAfterSeconds = seconds }
    if case .slowLoad(let seconds) = scenario { behavior.loadSeconds = seconds }
    var ttl = KontextVideo.Defaults.adLifetime
    if case .shortLifetime(let seconds) = scenario { ttl = seconds }

    let creativeURL = behavior.url(for: format).absoluteString
    var slot: [String: Any] = [
      "slot_id": slotID(format: format, requestID: requestID),
      "format": format.rawValue,
      "ttl_seconds": ttl,
      "click_url": "https://kontext.so/?utm_source=sandbox",
      "sandbox": true,
      "advertiser": "Kontext sandbox",
      "why_this_ad": [
        "reasons": ["This is a test ad from the SDK's embedded sandbox."],
        "url": "https://kontext.so/?utm_source=sandbox-why-this-ad",
      ],
    ]
    if scenario == .appInstall {
      slot["click_url"] = appStorePage
      slot["skadn"] = skAdNetwork(for: format, requestID: requestID)
    }
    switch format {
    case .overlay where !drawsHTML:
      slot["creative"] = ["type": "image", "url": creativeURL, "width": 320, "height": 50]
      slot["display_seconds"] = KontextVideo.Defaults.overlayDisplaySeconds
    case .overlay:
      slot["iframe_url"] = creativeURL
      slot["creative"] = ["type": "html", "width": 320, "height": 50]
      slot["display_seconds"] = KontextVideo.Defaults.overlayDisplaySeconds
    case .pause:
      slot["iframe_url"] = creativeURL
      slot["creative"] = ["type": "image", "url": creativeURL, "width": 300, "height": 250]
      slot["layout"] = scenario == .fullPlayerPause ? "full_player" : "card"
    case .linear where scenario == .vastLinear:
      slot["creative"] = ["type": "vast", "xml": vastLinear(mediaURL: creativeURL)]
    case .linear where scenario == .pod:
      slot["creative"] = ["type": "vast", "xml": SandboxPod.vast(mediaURL: creativeURL)]
    case .linear:
      slot["creative"] = [
        "type": "vast", "url": creativeURL, "duration_seconds": linearDuration,
        "width": 1280, "height": 720,
      ]
      slot["skip_after_seconds"] = linearSkipOffset
    case .rewarded:
      slot["creative"] = [
        "type": "vast", "url": creativeURL, "duration_seconds": rewardedDuration,
        "width": 1280, "height": 720,
      ]
      slot["reward"] = ["type": "coins", "amount": 5, "required_seconds": rewardedRequirement]
    }
    return slot
  }

  /// The id of the sandbox's slot of `format` for `requestID`.
  static func slotID(format: AdFormat, requestID: String) -> String {
    "sandbox-\(format.rawValue)-\(requestID)"
  }

  /// The App Store page the sandbox's app-install ads lead to.
  static let appStorePage = "https://apps.apple.com/app/id\(appStoreItem)"
  /// The App Store id of the app the sandbox's app-install ads advertise.
  static let appStoreItem = 1_234_567_890

  /// The sandbox's SKAdNetwork 4.0 parameters for an ad of `format` filled for `requestID`: a
  /// StoreKit-rendered and a view-through impression, with nonces of their own made from the
  /// request id (so a manual clock's runs, whose ids are a fixed sequence, are the same) and
  /// placeholder signatures.
  static func skAdNetwork(for format: AdFormat, requestID: String) -> [String: Any] {
    let index = AdFormat.allCases.firstIndex(of: format) ?? 0
    func nonce(_ fidelity: Int) -> String {
      // FNV-1a over the request id and the fidelity, as the 12 hex digits of a UUID's node.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in Array("\(requestID)#\(fidelity)".utf8) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      let node = String(hash & 0xffff_ffff_ffff, radix: 16, uppercase: true)
      return "5A4D0B1E-0000-4000-8000-" + String(repeating: "0", count: 12 - node.count) + node
    }
    return [
      "version": "4.0", "network": KontextVideo.adNetworkIdentifier, "itunesItem": appStoreItem,
      "sourceApp": 0, "sourceIdentifier": 100 + index,
      "fidelities": [0, 1].map { fidelity in
        [
          "fidelity": fidelity, "nonce": nonce(fidelity), "timestamp": 1_800_000_000_000,
          "signature": "sandbox-placeholder-signature-\(fidelity)",
        ] as [String: Any]
      },
    ]
  }

  /// An inline VAST 4 linear ad of the sandbox: 15 s, skippable after 5 s, with quartile and
  /// progress tracking (to the sandbox's own never-contacted host), an AdChoices icon from its
  /// first second with its view and click tracking, and two `<AdVerifications>`: one a
  /// measurement provider is handed (an https OMID script with its parameters), and one it
  /// cannot be (its script is plain http), whose `verificationNotExecuted` pixel then fires
  /// with `[REASON]` 1 (with no provider, both fire with 2); and closed captions in English and
  /// Spanish (WebVTT, ``SandboxCaptions``).
  static func vastLinear(mediaURL: String) -> String {
    let pixel = SandboxServer.baseURL.absoluteString + "/pixel"
    let captions = SandboxServer.baseURL.absoluteString + "/captions"
    return """
      <VAST version="4.1"><Ad id="sandbox-vast"><InLine><AdSystem>Kontext sandbox</AdSystem>
      <AdTitle>Sandbox VAST linear</AdTitle><Impression>\(pixel)/impression</Impression>
      <Creatives><Creative><Linear skipoffset="00:00:05"><Duration>00:00:15</Duration>
      <TrackingEvents><Tracking event="start">\(pixel)/start</Tracking>
      <Tracking event="firstQuartile">\(pixel)/q1</Tracking>
      <Tracking event="midpoint">\(pixel)/mid</Tracking>
      <Tracking event="thirdQuartile">\(pixel)/q3</Tracking>
      <Tracking event="complete">\(pixel)/complete</Tracking>
      <Tracking event="progress" offset="00:00:10">\(pixel)/10s</Tracking>
      </TrackingEvents><Icons><Icon program="AdChoices" width="20" height="20"
      xPosition="right" yPosition="top" offset="00:00:01"><StaticResource
      creativeType="image/png">\(pixel)/adchoices.png</StaticResource><IconClicks>
      <IconClickThrough>https://kontext.so/?utm_source=sandbox-adchoices</IconClickThrough>
      <IconClickTracking>\(pixel)/adchoices-click</IconClickTracking></IconClicks>
      <IconViewTracking>\(pixel)/adchoices-view</IconViewTracking></Icon></Icons><VideoClicks><ClickThrough>https://kontext.so/?utm_source=sandbox-vast\
      </ClickThrough></VideoClicks><MediaFiles><MediaFile delivery="progressive"
      type="video/mp4" width="1280" height="720">\(mediaURL)</MediaFile><ClosedCaptionFiles>
      <ClosedCaptionFile type="text/vtt" language="en">\(captions)/sandbox-en.vtt\
      </ClosedCaptionFile><ClosedCaptionFile type="text/vtt" language="es">\
      \(captions)/sandbox-es.vtt</ClosedCaptionFile></ClosedCaptionFiles></MediaFiles></Linear>
      </Creative></Creatives><AdVerifications><Verification vendor="sandbox.kontext-omid">
      <JavaScriptResource apiFramework="omid" browserOptional="true">\
      \(SandboxServer.baseURL.absoluteString)/verification/omid-validator.js</JavaScriptResource>
      <VerificationParameters><![CDATA[{"sandbox":true}]]></VerificationParameters>
      <TrackingEvents><Tracking event="verificationNotExecuted">\
      \(pixel)/verification-not-executed?vendor=omid&amp;reason=[REASON]</Tracking>
      </TrackingEvents></Verification><Verification vendor="sandbox.kontext-legacy">
      <JavaScriptResource apiFramework="omid" browserOptional="true">\
      http://sandbox.kontext.invalid/verification/legacy.js</JavaScriptResource>
      <TrackingEvents><Tracking event="verificationNotExecuted">\
      \(pixel)/verification-not-executed?vendor=legacy&amp;reason=[REASON]</Tracking>
      </TrackingEvents></Verification></AdVerifications></InLine></Ad></VAST>
      """
  }
}
