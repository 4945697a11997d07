/// Where a US section of a GPP string keeps its opt-outs: the bit offsets, in its core
/// sub-section (the 6-bit version first), of the 2-bit opt-out of sale, of sharing and of
/// targeted advertising, for each version of the section the SDK knows.
///
/// Offsets follow the field lists of the IAB's GPP specification for each section, checked
/// against the IAB's reference encoder. A version the SDK does not know, and the sections whose
/// layout the specification and the reference encoder disagree on (ids 24 to 27, Maryland,
/// Indiana, Kentucky and Rhode Island, published for comment in 2025), cannot be read: they
/// count against sending identifiers.
struct GPPUSSection {
  /// The opt-outs a section can carry.
  enum Field { case sale, sharing, targetedAdvertising }

  /// The GPP section id of the US Privacy string (`uspv1`), which carries `1YNN` as is.
  static let usPrivacySectionID = 6

  /// The fields' offsets, by the section's version.
  let offsetsByVersion: [Int: [(Int, Field)]]

  /// The offsets of version `version`; nil for a version this table does not know.
  func offsets(version: Int) -> [(Int, Field)]? { offsetsByVersion[version] }

  /// The layout of US section `id`; nil for a section that is not a US one.
  static func layout(for id: Int) -> GPPUSSection? { layouts[id] }

  /// The national section (7): its version, six notices, then the three opt-outs; the same
  /// offsets in versions 1 and 2 (which differ after them).
  private static let national = GPPUSSection(offsetsByVersion: [
    1: [(18, .sale), (20, .sharing), (22, .targetedAdvertising)],
    2: [(18, .sale), (20, .sharing), (22, .targetedAdvertising)],
  ])
  /// California (8): its version, three notices, the sale and sharing opt-outs.
  private static let california = GPPUSSection(offsetsByVersion: [
    1: [(12, .sale), (14, .sharing)]
  ])
  /// Most states: their version, three notices, the sale and targeted advertising opt-outs.
  private static let threeNotices = GPPUSSection(offsetsByVersion: [
    1: [(12, .sale), (14, .targetedAdvertising)]
  ])
  /// Utah (11) and Iowa (18): their version, four notices, then the same two opt-outs.
  private static let fourNotices = GPPUSSection(offsetsByVersion: [
    1: [(14, .sale), (16, .targetedAdvertising)]
  ])
  /// A US section whose layout is not settled: no version of it can be read.
  private static let unsettled = GPPUSSection(offsetsByVersion: [:])

  private static let layouts: [Int: GPPUSSection] = [
    7: national, 8: california, 9: threeNotices, 10: threeNotices, 11: fourNotices,
    12: threeNotices, 13: threeNotices, 14: threeNotices, 15: threeNotices, 16: threeNotices,
    17: threeNotices, 18: fourNotices, 19: threeNotices, 20: threeNotices, 21: threeNotices,
    22: threeNotices, 23: threeNotices, 24: unsettled, 25: unsettled, 26: unsettled,
    27: unsettled,
  ]
}
