/// One ad's screen: the request (consent, identifiers and why the others were not sent), the
/// answer, the VAST chain with each hop's time, the media chosen and why, why its SKAdNetwork
/// attribution is not used (when it is not), the timeline, and the ad's beacons.
package struct InspectorAdDetail {
  package let sections: [InspectorSection]

  package init(_ ad: InspectedAd, beacons: [InspectedBeacon]) {
    sections =
      [
        InspectorSection(title: "Request", rows: Self.request(ad)),
        InspectorSection(title: "Response", rows: [Self.response(ad.request.response)]),
        InspectorSection(
          title: "VAST chain",
          rows: ad.vastChain.isEmpty
            ? [.init(title: "No VAST document read")]
            : ad.vastChain.enumerated().map { Self.hop($1, number: $0 + 1) }),
        InspectorSection(title: "Media", rows: [Self.media(ad.media)]),
      ]
      + (ad.reward.map { [InspectorSection(title: "Reward", rows: Self.reward($0))] } ?? [])
      + (ad.skAdNetworkUnusable.map {
        [InspectorSection(title: "SKAdNetwork", rows: [Self.attribution($0)])]
      } ?? []) + [
        InspectorSection(
          title: "Timeline",
          footer: InspectorText.count(ad.errors.count, "error")
            + ". Seconds after the request, on the SDK's clock.",
          rows: ad.timeline.isEmpty ? [.init(title: "No event yet")] : ad.timeline.map(Self.event)),
        InspectorSection(
          title: "Beacons",
          footer: "Attempt times are seconds on the SDK's clock.",
          rows: beacons.isEmpty
            ? [.init(title: "No beacon yet")] : beacons.map(InspectorBeaconRow.row)
        ),
      ]
  }

  private static func reward(_ reward: InspectedReward) -> [InspectorSection.Row] {
    let required = reward.requiredSeconds.map { "\(InspectorText.seconds($0)) watched" }
    var rows: [InspectorSection.Row] = [
      .init(
        title: "\(reward.amount) \(reward.type)",
        lines: [
          "earned by " + (required ?? "the whole video"),
          "watched \(InspectorText.seconds(reward.watchedSeconds))",
        ])
    ]
    if let transaction = reward.transactionID {
      rows.append(
        .init(
          title: "Earned",
          lines: [
            "transaction \(transaction)",
            reward.handedToApp == true
              ? "handed to the app (didEarn)" : "kept for deliverUnclaimedRewards",
            reward.eventID.map { "reward_earned event \($0): see its beacon below" }
              ?? "no event",
          ], copyable: ("Transaction ID", transaction)))
    } else {
      rows.append(.init(title: "Not earned"))
    }
    return rows
  }

  private static func request(_ ad: InspectedAd) -> [InspectorSection.Row] {
    var rows: [InspectorSection.Row] = [
      .init(title: "Request ID", lines: [ad.requestID], copyable: ("Request ID", ad.requestID)),
      .init(
        title: "Content", lines: [ad.request.contentID.isEmpty ? "none" : ad.request.contentID]),
      .init(title: "Ad ID", lines: [ad.adID ?? "not filled"]),
    ]
    rows.append(consent(ad.request.consent))
    rows.append(identifiers(ad.request.identifiers))
    return rows
  }

  private static func consent(_ consent: InspectedRequest.Consent?) -> InspectorSection.Row {
    guard let consent else { return .init(title: "Consent", lines: ["request not built yet"]) }
    let gdpr = consent.gdprApplies.map { $0 ? "applies" : "does not apply" } ?? "unknown"
    var lines = ["GDPR \(gdpr)"]
    lines.append(consent.tcStringLength.map { "TC string: \($0) characters" } ?? "no TC string")
    if let usPrivacy = consent.usPrivacy { lines.append("US privacy: \(usPrivacy)") }
    if let length = consent.gppLength {
      let sections = consent.gppSectionIDs.map(String.init).joined(separator: ", ")
      lines.append("GPP: \(length) characters, sections \(sections.isEmpty ? "none" : sections)")
    }
    lines.append("child-directed: \(consent.childDirected ? "yes" : "no")")
    lines.append("under the age of consent: \(consent.underAgeOfConsent ? "yes" : "no")")
    return .init(title: "Consent", lines: lines)
  }

  private static func identifiers(_ ids: InspectedRequest.Identifiers?) -> InspectorSection.Row {
    guard let ids else { return .init(title: "Identifiers", lines: ["request not built yet"]) }
    return .init(
      title: "Identifiers",
      lines: [
        ids.installIdentifierSent
          ? "install ID \(ids.installID)"
          : "install ID " + sent(false, ids.installIdentifierReasons)
            + "; session ID \(ids.installID) instead",
        "advertising ID " + sent(ids.advertisingIdentifierSent, ids.advertisingIdentifierReasons),
        "vendor ID " + sent(ids.vendorIdentifierSent, ids.vendorIdentifierReasons),
      ])
  }

  private static func sent(_ sent: Bool, _ reasons: [String]) -> String {
    sent
      ? "sent"
      : "not sent: " + (reasons.isEmpty ? "no reason given" : reasons.joined(separator: ", "))
  }

  private static func response(_ response: InspectedRequest.Response?) -> InspectorSection.Row {
    guard let response else { return .init(title: "No answer yet") }
    var lines = [
      response.status.map { "HTTP \($0)" } ?? "no HTTP answer",
      InspectorText.count(response.slots, "slot"),
    ]
    if let lifetime = response.lifetimeSeconds {
      lines.append("may wait \(InspectorText.seconds(lifetime)) to be shown")
    }
    return .init(title: response.outcome.isEmpty ? "answer read" : response.outcome, lines: lines)
  }

  private static func hop(_ hop: InspectedVASTHop, number: Int) -> InspectorSection.Row {
    var lines = [hop.url ?? "in the server's answer", InspectorText.count(hop.bytes, "byte")]
    if let error = hop.error { lines.append(error) }
    return .init(
      title: "\(number). \(hop.outcome) · \(hop.milliseconds) ms", lines: lines,
      copyable: hop.url.map { ("URL", $0) })
  }

  /// Why StoreKit is told nothing of the ad, with the `Info.plist` entry to copy when the
  /// network is not declared.
  private static func attribution(_ reason: SKAdNetworkUnusable) -> InspectorSection.Row {
    .init(
      title: "Not used: no install can be credited to this ad",
      lines: ["\(reason)"] + (reason.infoPlistEntry.map { ["Info.plist:", $0] } ?? []),
      copyable: reason.infoPlistEntry.map { ("Info.plist entry", $0) })
  }

  private static func media(_ media: InspectedMediaChoice?) -> InspectorSection.Row {
    guard let media else { return .init(title: "No media file chosen") }
    let size = media.width.flatMap { width in media.height.map { "\(width)×\($0)" } }
    return .init(
      title: "Chosen file",
      lines: [
        media.url, media.mimeType ?? "type unknown", size ?? "size unknown",
        media.bitrate.map { "\($0) kbit/s" } ?? "bitrate unknown",
        "\(media.playable) of \(media.listed) files playable", "why: \(media.reason)",
      ],
      copyable: ("URL", media.url))
  }

  private static func event(_ event: InspectedEvent) -> InspectorSection.Row {
    var lines: [String] = []
    if let reason = event.reason { lines.append(reason) }
    if let code = event.errorCode { lines.append("error code \(code)") }
    if let playhead = event.adPlayhead {
      lines.append("at \(InspectorText.seconds(playhead)) of the ad")
    }
    if let place = event.breakPosition { lines.append("ad \(place) of the break") }
    return .init(
      title: "+\(InspectorText.seconds(event.secondsAfterRequest)) \(event.name)", lines: lines)
  }
}
