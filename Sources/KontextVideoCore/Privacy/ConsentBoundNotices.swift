/// Says once, in the log, that a consent string was over its ``ConsentStringBound`` and not
/// forwarded: a consent platform's IAB keys are read at every request, and one line is enough.
package final class ConsentBoundNotices: Sendable {
  private let said = Locked(Set<ConsentStringBound>())

  /// A notice keeper that has said nothing yet.
  package init() {}

  /// The notice for the strings of `consent` over their bounds the first time each is, nil
  /// after that and when none is.
  package func notice(for consent: ConsentSignals) -> String? {
    guard !consent.overBound.isEmpty else { return nil }
    let new = said.withLock { said in
      defer { said.formUnion(consent.overBound) }
      return !consent.overBound.isSubset(of: said)
    }
    return new ? consent.overBoundNotice : nil
  }
}
