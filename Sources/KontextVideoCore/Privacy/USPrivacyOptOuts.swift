/// The US opt-outs a viewer made, read from the US Privacy string (`1YYN`: its third character
/// is the opt-out of sale) and from the US sections of the GPP string (the national one and each
/// state's): the opt-outs of sale, of sharing and of targeted advertising.
///
/// A GPP string that cannot be read, or whose US section cannot be, counts against sending
/// identifiers: nothing shows the viewer did not opt out.
struct USPrivacyOptOuts: Equatable {
  /// The viewer opted out of the sale of their personal information.
  var sale = false
  /// The viewer opted out of its sharing (cross-context behavioural advertising).
  var sharing = false
  /// The viewer opted out of targeted advertising.
  var targetedAdvertising = false
  /// The GPP string, or a US section of it, could not be read.
  var unreadable = false

  /// The opt-outs in `usPrivacy` and `gpp`.
  init(usPrivacy: String?, gpp: String?) {
    if let usPrivacy { read(usPrivacy: Substring(usPrivacy)) }
    guard let gpp, !gpp.isEmpty else { return }
    guard let string = GPPString(gpp) else {
      unreadable = true
      return
    }
    for (id, text) in string.sections {
      if id == GPPUSSection.usPrivacySectionID {
        read(usPrivacy: text)
      } else if let layout = GPPUSSection.layout(for: id) {
        read(text, layout: layout)
      }
    }
  }

  /// The reasons these opt-outs give against sending identifiers.
  var reasons: [IdentifierDecision.Reason] {
    var reasons: [IdentifierDecision.Reason] = []
    if sale { reasons.append(.usSaleOptOut) }
    if sharing { reasons.append(.usSharingOptOut) }
    if targetedAdvertising { reasons.append(.usTargetedAdvertisingOptOut) }
    if unreadable { reasons.append(.gppUnreadable) }
    return reasons
  }

  /// A US Privacy string: version 1, then notice, opt-out of sale and LSPA, each `Y`, `N` or
  /// `-` (not applicable).
  private mutating func read(usPrivacy: Substring) {
    let characters = Array(usPrivacy.utf8)
    guard characters.count == 4, characters[0] == UInt8(ascii: "1") else {
      // A malformed US Privacy string is forwarded as given; only a GPP one is required to be
      // read, since the US sections' opt-outs live only there.
      return
    }
    if characters[2] == UInt8(ascii: "Y") || characters[2] == UInt8(ascii: "y") { sale = true }
  }

  /// One US section: its core sub-section (before the first `.`), and a Global Privacy Control
  /// sub-section (type 1, then one bit) if one follows: a browser's or device's GPC signal is an
  /// opt-out of sale and sharing under the US state laws that recognise it.
  private mutating func read(_ text: Substring, layout: GPPUSSection) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    for subsection in parts.dropFirst() {
      guard let bits = GPPBits(subsection) else {
        unreadable = true
        return
      }
      if bits.integer(at: 0, width: 2) == 1, bits.integer(at: 2, width: 1) == 1 {
        sale = true
        sharing = true
      }
    }
    guard let bits = GPPBits(parts[0]), let version = bits.integer(at: 0, width: 6),
      let offsets = layout.offsets(version: version)
    else {
      unreadable = true
      return
    }
    for (offset, field) in offsets {
      // Each opt-out is 2 bits: 0 not applicable, 1 opted out, 2 did not opt out.
      guard let value = bits.integer(at: offset, width: 2) else {
        unreadable = true
        return
      }
      guard value == 1 else { continue }
      switch field {
      case .sale: sale = true
      case .sharing: sharing = true
      case .targetedAdvertising: targetedAdvertising = true
      }
    }
  }
}
