/// How many icons, verifications and caption files a VAST ad keeps, and how many it dropped
/// for that.
///
/// A linear ad keeps its first ``maximumIcons`` icons (the inline ad's, then each wrapper's, in
/// the order of the chain) and its first ``maximumVerifications`` verifications; the rest are
/// dropped as the document is read, in one pass, and the ad's load logs one line saying so. A
/// player draws a few icons (the AdChoices mark, perhaps a logo) and an ad carries a few
/// verification vendors: thousands of either, which fit under the parser's element cap, cost the
/// main actor seconds when the ad is shown.
package struct VASTListCap: Sendable, Hashable, Encodable {
  /// The most icons an ad keeps: 16.
  package static let maximumIcons = 16
  /// The most verifications an ad keeps, and the most verification scripts handed to a
  /// measurement provider: 16.
  package static let maximumVerifications = 16
  /// The most `<ClosedCaptionFile>` elements a linear creative keeps: 16. An ad carries one file
  /// per language and format, a few dozen at the most; the SDK downloads one.
  package static let maximumCaptionFiles = 16

  /// How many `<Icon>` elements were dropped past ``maximumIcons``.
  package var droppedIcons = 0
  /// How many `<Verification>` elements were dropped past ``maximumVerifications``.
  package var droppedVerifications = 0
  /// How many `<ClosedCaptionFile>` elements were dropped past ``maximumCaptionFiles``.
  package var droppedCaptionFiles = 0

  /// Nothing dropped yet.
  package init() {}

  private enum CodingKeys: String, CodingKey {
    case droppedIcons, droppedVerifications, droppedCaptionFiles
  }

  /// The counts, `droppedCaptionFiles` only when some were dropped (so the `vast` command's
  /// JSON of every earlier ad is unchanged).
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(droppedIcons, forKey: .droppedIcons)
    try container.encode(droppedVerifications, forKey: .droppedVerifications)
    if droppedCaptionFiles > 0 {
      try container.encode(droppedCaptionFiles, forKey: .droppedCaptionFiles)
    }
  }

  /// The line the ad's load logs, or nil when nothing was dropped.
  package var message: String? {
    guard droppedIcons > 0 || droppedVerifications > 0 || droppedCaptionFiles > 0 else {
      return nil
    }
    let lists =
      "the VAST ad's \(droppedIcons) icon(s) and \(droppedVerifications) verification(s) "
      + "past the first \(Self.maximumIcons) icons and \(Self.maximumVerifications) "
      + "verifications were dropped"
    guard droppedCaptionFiles > 0 else { return lists }
    return lists + ", and \(droppedCaptionFiles) caption file(s) past the first "
      + "\(Self.maximumCaptionFiles)"
  }

  /// What `read` makes of the first `nodes` until `limit` are kept, and how many nodes were
  /// left unread after that. Nodes `read` makes nothing of do not count towards `limit`.
  static func first<Element>(
    _ limit: Int, of nodes: [XMLNode], _ read: (XMLNode) -> Element?
  ) -> (kept: [Element], dropped: Int) {
    var kept: [Element] = []
    for (index, node) in nodes.enumerated() {
      guard kept.count < limit else { return (kept, nodes.count - index) }
      if let element = read(node) { kept.append(element) }
    }
    return (kept, 0)
  }

  /// `list` cut to `limit`, the count of what was cut added to `dropped`.
  static func cut<Element>(_ list: inout [Element], to limit: Int, counting dropped: inout Int) {
    guard list.count > limit else { return }
    dropped += list.count - limit
    list.removeSubrange(limit...)
  }
}

extension VASTAd {
  /// The ad with a chain's icons and verifications merged in, cut again to the caps (the
  /// wrappers' cuts added to its own).
  mutating func capMergedLists(adding wrappers: [VASTAd]) {
    // A wrapper's caption files are never read, so it dropped none.
    for wrapper in wrappers {
      listCap.droppedIcons += wrapper.listCap.droppedIcons
      listCap.droppedVerifications += wrapper.listCap.droppedVerifications
    }
    if var capped = linear {
      VASTListCap.cut(
        &capped.icons, to: VASTListCap.maximumIcons, counting: &listCap.droppedIcons)
      linear = capped
    }
    VASTListCap.cut(
      &verifications, to: VASTListCap.maximumVerifications,
      counting: &listCap.droppedVerifications)
  }
}
