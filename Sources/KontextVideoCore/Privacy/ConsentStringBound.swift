/// The longest consent strings the SDK takes, from the app (``KontextVideo/Configuration``,
/// ``KontextVideo/updateConsent(_:)``) and from a consent platform's IAB keys alike.
///
/// A string over its bound is not forwarded (neither in ad requests nor in third-party pixels'
/// macros, nor kept for the inspector), and counts as no consent to send device identifiers
/// (``IdentifierDecision/Reason/consentStringTooLong``); the log says so once per SDK instance.
/// Real strings are far shorter: a TC string fits a 4 KB cookie, a GPP string holds one TC
/// string and a few short sections, a US Privacy string is 4 characters. Every pixel carries
/// the strings, so their size is paid by every request, the tracking queue and its file, and the
/// inspector's masking.
package enum ConsentStringBound: String, Sendable, Hashable, CaseIterable {
  /// ``ConsentSignals/gdprConsent``: at most 8 KiB.
  case tcString = "TC string"
  /// ``ConsentSignals/gpp``: at most 16 KiB, the bound the GPP reader already has.
  case gppString = "GPP string"
  /// ``ConsentSignals/usPrivacy``: at most 4 bytes (`1YNN`).
  case usPrivacy = "US Privacy string"

  /// The most UTF-8 bytes a string of this kind may have.
  package var maximumBytes: Int {
    switch self {
    case .tcString: 8 * 1024
    case .gppString: GPPString.maximumBytes
    case .usPrivacy: 4
    }
  }

  /// The field of `signals` this bound applies to.
  package func value(in signals: ConsentSignals) -> String? {
    switch self {
    case .tcString: signals.gdprConsent
    case .gppString: signals.gpp
    case .usPrivacy: signals.usPrivacy
    }
  }

  /// Clears the field of `signals` this bound applies to.
  fileprivate func clear(in signals: inout ConsentSignals) {
    switch self {
    case .tcString: signals.gdprConsent = nil
    case .gppString: signals.gpp = nil
    case .usPrivacy: signals.usPrivacy = nil
    }
  }
}

extension ConsentSignals {
  /// These signals with every consent string over its ``ConsentStringBound`` removed and named
  /// in ``overBound``; the same signals when none is.
  package func bounded() -> ConsentSignals {
    var signals = self
    for bound in ConsentStringBound.allCases {
      guard let value = bound.value(in: self), value.utf8.count > bound.maximumBytes else {
        continue
      }
      bound.clear(in: &signals)
      signals.overBound.insert(bound)
    }
    return signals
  }

  /// The log line for the strings in ``overBound``; nil when there are none.
  package var overBoundNotice: String? {
    guard !overBound.isEmpty else { return nil }
    let names = ConsentStringBound.allCases.filter(overBound.contains).map {
      "the \($0.rawValue) (over \($0.maximumBytes) bytes)"
    }
    return "Not forwarded, as longer than the SDK takes: \(names.joined(separator: ", ")). "
      + "No device identifier is sent while such a string is given."
  }
}
