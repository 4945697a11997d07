/// A GPP string (IAB Global Privacy Platform) read as far as the SDK needs it: the section ids
/// its header lists, and each section's text.
///
/// The header is `~`-separated from the sections and lists their ids in order: a 6-bit type
/// (3), a 6-bit version (1), then the ids as a Fibonacci range (a 12-bit count of entries, each
/// a bit saying whether it is a range, then Fibonacci-coded offsets from the previous id).
struct GPPString {
  /// The section ids, in the order of the sections.
  let sectionIDs: [Int]
  /// Each section's text (its sub-sections still joined by `.`), by section id.
  let sections: [Int: Substring]

  /// The most sections read: a GPP string has some 20 kinds, each at most once.
  static let maximumSections = 64
  /// The longest string read, in bytes: real ones are a few hundred. A longer one cannot be
  /// read (and counts against sending identifiers), so the decision, made for every request
  /// and every third-party pixel, stays cheap whatever an app or consent platform stores.
  static let maximumBytes = 16 * 1024

  /// The string's parts; nil when the header cannot be read or lists other than as many
  /// sections as follow it.
  init?(_ text: String) {
    guard text.utf8.count <= Self.maximumBytes else { return nil }
    let parts = text.split(separator: "~", omittingEmptySubsequences: false)
    guard parts.count >= 1, parts.count <= Self.maximumSections + 1,
      var header = GPPBits(parts[0]), header.read(6) == 3, header.read(6) == 1,
      let entries = header.read(12), entries <= Self.maximumSections
    else { return nil }
    var ids: [Int] = []
    var last = 0
    for _ in 0..<entries {
      guard let isRange = header.read(1), let start = header.readFibonacci() else { return nil }
      let first = last + start
      if isRange == 1 {
        guard let length = header.readFibonacci(), length <= Self.maximumSections else {
          return nil
        }
        ids += first...(first + length)
        last = first + length
      } else {
        ids.append(first)
        last = first
      }
      guard ids.count <= Self.maximumSections else { return nil }
    }
    guard ids.count == parts.count - 1, Set(ids).count == ids.count else { return nil }
    sectionIDs = ids
    sections = Dictionary(uniqueKeysWithValues: zip(ids, parts.dropFirst()))
  }
}
