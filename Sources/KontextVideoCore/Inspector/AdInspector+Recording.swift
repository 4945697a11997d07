import Foundation

/// What the SDK tells the inspector as it works. Each call takes the inspector's lock briefly,
/// from whichever thread the work is on.
extension AdInspector {
  /// The server the SDK is configured with: its host, or `sandbox`.
  package func configured(server: String, token: String) {
    records.withLock { records in
      records.server = server
      if token.count >= InspectorMask.minimumLength { records.secrets[token] = .token }
    }
  }

  /// An event of the SDK's stream (every event kind: requests, loads, shows, impressions,
  /// viewability, quartiles, clicks, ends and errors).
  package func record(_ event: AdEvent) {
    records.withLock { $0.record(event) }
  }

  /// The request `context` was built with `consent` (merged), the identifier `decision`, and
  /// the identifier values sent (kept only to mask them in an export).
  package func requestBuilt(
    _ context: AdRequestContext, consent: ConsentSignals, decision: IdentifierDecision,
    installID: String, advertisingID: String?, vendorID: String?
  ) {
    records.withLock { records in
      for (value, label) in [
        (installID, InspectorMask.Label.installID), (advertisingID, .advertisingID),
        (vendorID, .vendorID), (consent.gdprConsent, .tcString), (consent.gpp, .gppString),
      ] {
        if let value, value.count >= InspectorMask.minimumLength { records.secrets[value] = label }
      }
      records.update(context.requestID, format: context.format) { entry in
        entry.ad.request.contentID = context.content.id
        entry.ad.request.consent = InspectedRequest.Consent(
          gdprApplies: consent.gdprApplies, tcStringLength: consent.gdprConsent?.count,
          usPrivacy: consent.usPrivacy, gppLength: consent.gpp?.count,
          gppSectionIDs: consent.gppSectionIDs, childDirected: consent.childDirected,
          underAgeOfConsent: consent.underAgeOfConsent)
        entry.ad.request.identifiers = InspectedRequest.Identifiers(
          advertisingIdentifierSent: decision.sendsAdvertisingIdentifier,
          advertisingIdentifierReasons: decision.advertisingIdentifierReasons.map(\.rawValue),
          vendorIdentifierSent: decision.sendsVendorIdentifier,
          vendorIdentifierReasons: decision.vendorIdentifierReasons.map(\.rawValue),
          installID: InspectorMask.lastFour(installID))
      }
    }
  }

  /// The server answered request `requestID` with `status` (nil: nothing answered) and
  /// `slots` ads.
  package func responseRead(
    requestID: String, format: AdFormat, status: Int?, slots: Int
  ) {
    records.withLock { records in
      records.update(requestID, format: format) { entry in
        var response =
          entry.ad.request.response
          ?? InspectedRequest.Response(status: nil, slots: 0, outcome: "", lifetimeSeconds: nil)
        response.status = status
        response.slots = slots
        entry.ad.request.response = response
      }
    }
  }

  /// The filled ad of `requestID` may wait `lifetime` seconds to be shown.
  package func filled(requestID: String, format: AdFormat, lifetime: TimeInterval) {
    records.withLock { records in
      records.update(requestID, format: format) { entry in
        var response =
          entry.ad.request.response
          ?? InspectedRequest.Response(status: nil, slots: 0, outcome: "", lifetimeSeconds: nil)
        response.lifetimeSeconds = lifetime
        entry.ad.request.response = response
      }
    }
  }

  /// One VAST document of the ad's chain was read (or failed), with its text.
  package func vastHop(
    requestID: String, format: AdFormat, _ hop: InspectedVASTHop, document: Data?
  ) {
    records.withLock { records in
      records.update(requestID, format: format) { entry in
        entry.ad.vastChain.append(hop)
        if let document { entry.documents.append(String(decoding: document, as: UTF8.self)) }
      }
    }
  }

  /// The media file chosen for the linear ad of `requestID`.
  package func mediaChosen(requestID: String, format: AdFormat, _ choice: InspectedMediaChoice) {
    records.withLock { records in
      records.update(requestID, format: format) { $0.ad.media = choice }
    }
  }

  // MARK: The ledger

  /// The tracking queue took `beacons`, going to `eventsURL` (events) or their own URLs
  /// (pixels); `fromEarlierLaunch` when read back from the file of an earlier launch.
  package func beaconsRecorded(_ beacons: [Beacon], eventsURL: URL, fromEarlierLaunch: Bool) {
    guard !beacons.isEmpty else { return }
    records.withLock { records in
      for beacon in beacons {
        let owner = records.owner(ofBeacon: beacon.id)
        let kind: InspectedBeacon.Kind
        let url: String
        var requestID = owner?.requestID
        var name = owner?.name
        switch beacon.payload {
        case .event(let event):
          kind = .event
          url = eventsURL.absoluteString
          requestID = event.requestID
          name = event.name
        case .report(let event):
          kind = .report
          url =
            eventsURL.deletingLastPathComponent().appendingPathComponent("reports")
            .absoluteString
          requestID = event.requestID
          name = event.name
        case .pixel(let pixel):
          kind = .pixel
          url = pixel
        }
        records.addBeacon(
          InspectedBeacon(
            id: beacon.id, kind: kind, eventName: name, requestID: requestID,
            method: kind == .pixel ? "GET" : "POST", url: url, recordedAt: beacon.createdAt,
            fromEarlierLaunch: fromEarlierLaunch, attempts: [], state: .pending))
      }
    }
  }

  /// One attempt at `ids` ended at `time` with `status` (nil: no answer) and `outcome`.
  package func attempted(_ ids: [String], time: TimeInterval, status: Int?, outcome: String) {
    records.withLock { records in
      for id in ids {
        records.updateBeacon(id) {
          $0.attempts.append(.init(time: time, status: status, outcome: outcome))
        }
      }
    }
  }

  /// `ids` are delivered.
  package func delivered(_ ids: [String]) {
    records.withLock { records in
      for id in ids { records.updateBeacon(id) { $0.state = .delivered } }
    }
  }

  /// `ids` are given up, for `reason`.
  package func givenUp(_ ids: [String], reason: String) {
    records.withLock { records in
      for id in ids { records.updateBeacon(id) { $0.state = .givenUp(reason: reason) } }
    }
  }
}
