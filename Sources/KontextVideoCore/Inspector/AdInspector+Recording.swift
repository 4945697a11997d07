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

  /// Notes a TC string and a GPP string as values an export masks: the SDK's pixels may carry
  /// them from the moment they are configured, before any request.
  package func noteConsentStrings(tcString: String?, gpp: String?) {
    records.withLock { records in
      for (value, label) in [(tcString, InspectorMask.Label.tcString), (gpp, .gppString)] {
        if let value, value.count >= InspectorMask.minimumLength { records.secrets[value] = label }
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
        entry.changeResponse { response in
          response.status = status
          response.slots = slots
        }
      }
    }
  }

  /// The filled ad of `requestID` may wait `lifetime` seconds to be shown.
  package func filled(requestID: String, format: AdFormat, lifetime: TimeInterval) {
    records.withLock { records in
      records.update(requestID, format: format) { entry in
        entry.changeResponse { $0.lifetimeSeconds = lifetime }
      }
    }
  }

  /// The linear ad of `requestID` is a break of several ads: `ads`, in order.
  package func breakPrepared(requestID: String, format: AdFormat, _ ads: [InspectedBreakAd]) {
    records.withLock { records in
      records.update(requestID, format: format) { $0.ad.breakAds = ads }
    }
  }

  /// The rewarded ad of `requestID` offers `reward`, earned by `requiredSeconds` watched (nil:
  /// the whole video).
  package func rewardOffered(
    requestID: String, type: String, amount: Int, requiredSeconds: TimeInterval?
  ) {
    records.withLock { records in
      records.update(requestID, format: .rewarded) { entry in
        entry.ad.reward = InspectedReward(
          type: type, amount: amount, requiredSeconds: requiredSeconds, watchedSeconds: 0)
      }
    }
  }

  /// The rewarded ad of `requestID` has been watched for `seconds`.
  package func rewardWatched(requestID: String, seconds: TimeInterval) {
    records.withLock { records in
      records.update(requestID, format: .rewarded) { $0.ad.reward?.watchedSeconds = seconds }
    }
  }

  /// The rewarded ad of `requestID` earned its reward: `transactionID`, recorded as the event
  /// `eventID`, and handed to the app or kept.
  package func rewardEarned(
    requestID: String, transactionID: String, eventID: String?, handedToApp: Bool
  ) {
    records.withLock { records in
      records.update(requestID, format: .rewarded) { entry in
        entry.ad.reward?.transactionID = transactionID
        entry.ad.reward?.eventID = eventID
        entry.ad.reward?.handedToApp = handedToApp
      }
    }
  }

  /// One VAST document of the ad's chain was read (or failed), with its text.
  package func vastHop(
    requestID: String, format: AdFormat, _ hop: InspectedVASTHop, document: Data?
  ) {
    // Shown without the passwords of the URLs in it, as every URL the inspector shows; the
    // document is read here, off the main actor, not under the lock.
    var hop = hop
    hop.url = hop.url.map { WebURL.withoutCredentials(inText: $0) }
    hop.error = hop.error.map { WebURL.withoutCredentials(inText: $0) }
    let text = document.map {
      WebURL.withoutCredentials(inText: String(decoding: $0, as: UTF8.self))
    }
    records.withLock { records in
      records.update(requestID, format: format) { entry in
        entry.ad.vastChain.append(hop)
        if let text { InspectorRecords.keep(text, in: &entry) }
      }
    }
  }

  /// The media file chosen for the linear ad of `requestID`.
  package func mediaChosen(requestID: String, format: AdFormat, _ choice: InspectedMediaChoice) {
    records.withLock { records in
      records.update(requestID, format: format) { $0.ad.media = choice }
    }
  }

  /// The ad's SKAdNetwork attribution is not used on this device, for `reason`.
  package func skAdNetworkUnusable(
    requestID: String, format: AdFormat, _ reason: SKAdNetworkUnusable
  ) {
    records.withLock { records in
      records.update(requestID, format: format) { $0.ad.skAdNetworkUnusable = reason }
    }
  }

  // MARK: The ledger

  /// One attempt at `ids` ended at `time` with `status` (nil: no answer) and `outcome`; `url`
  /// is where the request went, when one was sent (after a new configuration, the new
  /// server's; a pixel's without credentials).
  package func attempted(
    _ ids: [String], time: TimeInterval, status: Int?, outcome: String, url: String? = nil
  ) {
    records.withLock { records in
      for id in ids {
        records.updateBeacon(id) {
          if let url { $0.url = url }
          let attempt = InspectedBeacon.Attempt(time: time, status: status, outcome: outcome)
          if InspectorRecords.append(
            attempt, to: &$0.attempts, limit: AdInspector.maximumAttemptsKept)
          {
            $0.attemptsNotKept += 1
          }
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
