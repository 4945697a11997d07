import Foundation

/// The inspector's snapshot as plain text, one fact per line.
struct InspectorLedgerText {
  private(set) var text = ""
  private let attemptHistory: Bool

  init(_ snapshot: AdInspectorSnapshot, attemptHistory: Bool = true) {
    self.attemptHistory = attemptHistory
    line(
      "Ad inspector · SDK \(snapshot.sdkVersion) · server \(snapshot.server) · "
        + "\(snapshot.ads.count) ad(s), \(snapshot.beacons.count) beacon(s)")
    for ad in snapshot.ads { describe(ad) }
    line("")
    line("Beacons")
    for beacon in snapshot.beacons { describe(beacon) }
  }

  private mutating func line(_ text: String, indent: Int = 0) {
    self.text += String(repeating: "  ", count: indent) + text + "\n"
  }

  private mutating func describe(_ ad: InspectedAd) {
    line("")
    let content = ad.request.contentID.isEmpty ? "" : " · content \(ad.request.contentID)"
    line("request \(ad.requestID) · \(ad.format.rawValue)\(content) · ad \(ad.adID ?? "none")")
    if let consent = ad.request.consent {
      var parts = [
        "gdpr \(consent.gdprApplies.map { $0 ? "applies" : "does not apply" } ?? "unknown")"
      ]
      if let length = consent.tcStringLength { parts.append("tc string (\(length) chars)") }
      if let usPrivacy = consent.usPrivacy { parts.append("us privacy \(usPrivacy)") }
      if let length = consent.gppLength {
        parts.append("gpp (\(length) chars, sections \(consent.gppSectionIDs))")
      }
      if consent.childDirected { parts.append("child-directed") }
      if consent.underAgeOfConsent { parts.append("under the age of consent") }
      line("consent: " + parts.joined(separator: ", "), indent: 1)
    }
    if let ids = ad.request.identifiers {
      line(
        "identifiers: "
          + (ids.installIdentifierSent
            ? "install id \(ids.installID)"
            : "install id " + Self.sent(false, ids.installIdentifierReasons)
              + ", session id \(ids.installID) instead")
          + "; advertising id "
          + Self.sent(ids.advertisingIdentifierSent, ids.advertisingIdentifierReasons)
          + "; vendor id " + Self.sent(ids.vendorIdentifierSent, ids.vendorIdentifierReasons),
        indent: 1)
    }
    if let response = ad.request.response {
      var text = "response: \(response.status.map(String.init) ?? "no answer"), "
      text += "\(response.slots) slot(s), \(response.outcome.isEmpty ? "-" : response.outcome)"
      if let lifetime = response.lifetimeSeconds {
        text += ", may wait \(Self.seconds(lifetime)) to be shown"
      }
      line(text, indent: 1)
    }
    for (index, hop) in ad.vastChain.enumerated() {
      var text = "vast \(index + 1): \(hop.url ?? "in the server's answer") · \(hop.outcome)"
      text += " · \(hop.bytes) bytes · \(hop.milliseconds) ms"
      if let error = hop.error { text += " · \(error)" }
      line(text, indent: 1)
    }
    if let reward = ad.reward {
      var text = "reward: \(reward.amount) \(reward.type) for "
      text += reward.requiredSeconds.map { "\(Self.seconds($0)) watched" } ?? "the whole video"
      text += " · watched \(Self.seconds(reward.watchedSeconds))"
      if let transaction = reward.transactionID {
        text += " · earned, transaction \(transaction), "
        text += reward.handedToApp == true ? "handed to the app" : "kept for the app"
        if let event = reward.eventID { text += " · event \(event)" }
      } else {
        text += " · not earned"
      }
      line(text, indent: 1)
    }
    for item in ad.breakAds {
      var text = "break ad \(item.position): \(Self.seconds(item.durationSeconds))"
      if let id = item.universalAdID { text += " · \(id)" }
      text += " · \(item.mediaURL ?? "no media")"
      line(text, indent: 1)
    }
    if let media = ad.media {
      let size = media.width.flatMap { w in media.height.map { "\(w)×\($0)" } } ?? "size unknown"
      let bitrate = media.bitrate.map { "\($0) kbit/s" } ?? "bitrate unknown"
      line(
        "media: \(media.url) · \(media.mimeType ?? "type unknown") · \(size) · \(bitrate) · "
          + "\(media.playable) of \(media.listed) playable · \(media.reason)", indent: 1)
    }
    if ad.eventsNotKept > 0 {
      line("(\(ad.eventsNotKept) event(s) in the middle of the timeline not kept)", indent: 1)
    }
    for event in ad.timeline {
      var text = "+\(Self.seconds(event.secondsAfterRequest)) \(event.name)"
      if let reason = event.reason { text += " (\(reason))" }
      if let code = event.errorCode { text += " code \(code)" }
      if let playhead = event.adPlayhead { text += " at \(Self.seconds(playhead)) of the ad" }
      if let place = event.breakPosition { text += " · ad \(place) of the break" }
      line(text, indent: 1)
    }
  }

  private mutating func describe(_ beacon: InspectedBeacon) {
    var text = "\(beacon.id) · \(beacon.kind.rawValue)"
    if let name = beacon.eventName { text += " \(name)" }
    if let request = beacon.requestID { text += " · request \(request)" }
    text += " · recorded \(RFC3339.string(from: beacon.recordedAt))"
    if beacon.fromEarlierLaunch { text += " (earlier launch)" }
    line(text, indent: 1)
    line("\(beacon.method) \(beacon.url)", indent: 2)
    let shown = attemptHistory ? beacon.attempts : beacon.attempts.suffix(1)
    let attempts = shown.map { attempt in
      "\(attempt.status.map(String.init) ?? "-") \(attempt.outcome)"
        + (attemptHistory ? " at \(Self.seconds(attempt.time))" : "")
    }
    let state: String
    switch beacon.state {
    case .pending: state = "pending"
    case .delivered: state = "delivered"
    case .givenUp(let reason): state = "given up: \(reason)"
    }
    let omitted =
      attemptHistory && beacon.attemptsNotKept > 0
      ? " (\(beacon.attemptsNotKept) attempt(s) between not kept)" : ""
    line(
      (attempts.isEmpty ? "no attempt yet" : attempts.joined(separator: "; ")) + omitted + " → "
        + state,
      indent: 2)
  }

  private static func sent(_ sent: Bool, _ reasons: [String]) -> String {
    sent ? "sent" : "not sent (\(reasons.joined(separator: ", ")))"
  }

  /// Seconds with three decimals: `1.250 s`.
  private static func seconds(_ value: TimeInterval) -> String {
    let millis = Int((value * 1000).rounded())
    let sign = millis < 0 ? "-" : ""
    let magnitude = abs(millis)
    let fraction = String(magnitude % 1000)
    return
      "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }
}
