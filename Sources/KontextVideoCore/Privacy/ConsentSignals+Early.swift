extension ConsentSignals {
  /// These signals, given with `updateConsent(_:)` before `initialize(with:)`, applied over the
  /// configuration's `configured`: a field set here wins, a field left unknown (`nil`, or no
  /// GPP sections) keeps the configuration's, and a child-directed or under-age flag set in
  /// either stays set (no signal given early turns a protection off).
  package func givenEarly(over configured: ConsentSignals) -> ConsentSignals {
    var applied = merged(over: configured)
    applied.childDirected = childDirected || configured.childDirected
    applied.underAgeOfConsent = underAgeOfConsent || configured.underAgeOfConsent
    return applied
  }
}
