import Foundation

extension AdController {
  /// Fires the third-party pixels `urls` listed for `event`, as many as the ad's
  /// ``PixelBudget`` lets through (counted under `key`); nothing when there are none, or
  /// nothing delivers them.
  func firePixels(
    _ urls: [String]?, for event: AdEvent, budgetedAs key: String, reason: Int? = nil
  ) {
    guard let urls, !urls.isEmpty, let deliver = services.events.deliver else { return }
    deliver(thirdPartyPixels(budgeted(urls, for: key), for: event, slot: slot, reason: reason))
  }

  /// The pixels of `event` this ad's ``PixelBudget`` lets through; a cut is logged.
  func budgeted(_ urls: [String], for event: String) -> [String] {
    let kept = pixelBudget.take(urls)
    if kept.count < urls.count {
      services.events.logger.log(
        .warning,
        "ad \(id): fired \(kept.count) of the \(urls.count) tracking pixels listed for "
          + "\(event) (at most \(PixelBudget.perEvent) an event, \(PixelBudget.perAd) an ad)")
    }
    return kept
  }

  /// The third-party pixels of `event` for an ad whose server listed `urls` for it;
  /// `errorCode` overrides the event's own for `[ERRORCODE]`, and `reason` is `[REASON]`.
  func thirdPartyPixels(
    _ urls: [String], for event: AdEvent, slot: AdSlot, errorCode: Int? = nil, reason: Int? = nil
  ) -> [Outgoing] {
    guard !urls.isEmpty else { return [] }
    let consent = services.configuration?.consent ?? ConsentSignals()
    // What the pixels carry, the inspector's export masks.
    services.inspector.noteConsentStrings(tcString: consent.gdprConsent, gpp: consent.gpp)
    let platform = environment.platformInfo()
    var regulations: [String] = []
    if consent.gdprApplies == true { regulations.append("gdpr") }
    if consent.childDirected { regulations.append("coppa") }
    if consent.usPrivacy != nil { regulations.append("ccpa") }
    let context = MacroContext(
      timestamp: event.timestamp,
      errorCode: errorCode ?? event.name.errorCode,
      contentPlayhead: event.contentPlayhead,
      adPlayhead: event.adPlayhead,
      isLinear: slot.format.isFullScreen,
      breakPosition: slot.format.isFullScreen ? 2 : 4,
      appBundle: platform.bundleID,
      limitAdTracking: !IdentifierDecision(
        policy: services.configuration?.identifiers ?? IdentifierPolicy(),
        trackingAuthorized: platform.trackingAuthorization == .authorized, consent: consent
      ).sendsAdvertisingIdentifier,
      gdprConsent: consent.gdprConsent,
      gpp: consent.gpp,
      regulations: regulations,
      reason: reason,
      universalAdID: slot.universalAdID?.macroValue
    )
    return urls.enumerated().map { index, url in
      .pixel(template: url, context: context, eventID: event.id, index: index)
    }
  }
}
