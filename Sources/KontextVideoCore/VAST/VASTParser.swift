import Foundation

/// Reads a VAST document (versions 2 to 4.x; one that says version 1 or none is read by the
/// same rules, one above 4 is refused with error 102) into a ``VASTDocument``.
///
/// Tolerant where VAST allows it (unknown elements ignored, ads that are neither inline nor
/// wrapper skipped), strict where safety needs it (see ``XMLNode/parse(_:maximumBytes:maximumDepth:maximumElements:)``).
package enum VASTParser {
  /// The newest major VAST version the SDK reads.
  package static let newestMajorVersion = 4

  package static func parse(_ data: Data) throws(VASTError) -> VASTDocument {
    let root = try XMLNode.parse(data)
    if root.name == "VideoAdServingTemplate" {
      throw VASTError(102, "VAST 1 (VideoAdServingTemplate) is not supported")
    }
    guard root.name == "VAST" else {
      throw VASTError(101, "the root element is <\(root.name)>, not <VAST>")
    }
    let version = root.attributes["version"] ?? ""
    if let major = Int(version.split(separator: ".").first ?? ""), major > newestMajorVersion {
      throw VASTError(102, "VAST version \(version) is not supported")
    }
    var ads: [VASTAd] = []
    for node in root.children("Ad") {
      if let ad = try ad(node) { ads.append(ad) }
    }
    let sequenced = ads.filter { $0.sequence != nil }.sorted {
      ($0.sequence ?? 0) < ($1.sequence ?? 0)
    }
    return VASTDocument(
      version: version,
      ads: sequenced + ads.filter { $0.sequence == nil },
      errorURLs: urls(root.children("Error")))
  }

  private static func ad(_ node: XMLNode) throws(VASTError) -> VASTAd? {
    let body: XMLNode
    let kind: VASTAd.Kind
    if let inline = node.child("InLine") {
      body = inline
      kind = .inline
    } else if let wrapper = node.child("Wrapper") {
      body = wrapper
      kind = .wrapper
    } else {
      return nil
    }
    let creatives = body.child("Creatives")?.children("Creative") ?? []
    var linear: VASTLinear?
    var listCap = VASTListCap()
    if let creative = creatives.first(where: { $0.child("Linear") != nil }),
      let node = creative.child("Linear")
    {
      linear = try linearCreative(node, droppingIcons: &listCap.droppedIcons)
      linear?.universalAdID = universalAdID(of: creative)
      if kind == .inline {
        let captions = VASTListCap.first(
          VASTListCap.maximumCaptionFiles,
          of: node.child("MediaFiles")?.child("ClosedCaptionFiles")?.children("ClosedCaptionFile")
            ?? [], VASTClosedCaptionFile.init)
        linear?.closedCaptionFiles = captions.kept
        listCap.droppedCaptionFiles = captions.dropped
      }
    }
    let verifications = VASTListCap.first(
      VASTListCap.maximumVerifications, of: verificationNodes(body), VASTVerification.init)
    listCap.droppedVerifications = verifications.dropped
    let nonLinearAds = creatives.compactMap { $0.child("NonLinearAds") }
    let extensions = body.child("Extensions")?.children("Extension") ?? []
    return VASTAd(
      id: node.attributes["id"],
      sequence: node.attributes["sequence"].flatMap { Int($0) },
      kind: kind,
      adSystem: body.child("AdSystem")?.trimmedText,
      adTitle: body.child("AdTitle")?.trimmedText,
      adTagURI: kind == .wrapper ? body.child("VASTAdTagURI")?.trimmedText : nil,
      impressionURLs: urls(body.children("Impression")),
      errorURLs: urls(body.children("Error")),
      linear: linear,
      nonLinears: nonLinearAds.flatMap { $0.children("NonLinear") }.map(nonLinear),
      nonLinearTracking: nonLinearAds.flatMap { tracking($0.child("TrackingEvents")) },
      expiresSeconds: body.child("Expires").flatMap { Double($0.trimmedText) }
        .flatMap { $0.isFinite && $0 >= 0 ? $0 : nil },
      verifications: verifications.kept,
      extensions: extensions.map(VASTExtension.init),
      nonLinearUniversalAdID: creatives.first { $0.child("NonLinearAds") != nil }
        .flatMap(universalAdID(of:)),
      advertiser: body.child("Advertiser").map(\.trimmedText).flatMap(nonEmpty),
      listCap: listCap,
      wrapperRules: kind == .wrapper ? VASTWrapperRules(attributes: body.attributes) : .init())
  }

  /// `<UniversalAdId idRegistry="...">value</UniversalAdId>` (VAST 4.0 may put the value in
  /// `idValue`), or VAST 3's `AdID` attribute, with the registry `unknown`.
  private static func universalAdID(of creative: XMLNode) -> UniversalAdID? {
    for node in creative.children("UniversalAdId") {
      guard let value = nonEmpty(node.trimmedText) ?? node.attributes["idValue"].flatMap(nonEmpty)
      else { continue }
      let registry = node.attributes["idRegistry"].flatMap(nonEmpty) ?? "unknown"
      return UniversalAdID(registry: registry, value: value)
    }
    return creative.attributes["AdID"].flatMap(nonEmpty).map {
      UniversalAdID(registry: "unknown", value: $0)
    }
  }

  /// The `<Verification>` elements of `<AdVerifications>` (VAST 4), and of the same inside an
  /// `AdVerifications` extension (VAST 3).
  private static func verificationNodes(_ body: XMLNode) -> [XMLNode] {
    let extensions = body.child("Extensions")?.children("Extension") ?? []
    let holders =
      [body.child("AdVerifications")].compactMap { $0 }
      + extensions.filter { $0.attributes["type"] == "AdVerifications" }
      .compactMap { $0.child("AdVerifications") }
    return holders.flatMap { $0.children("Verification") }
  }

  /// The `<Linear>` creative, with its first ``VASTListCap/maximumIcons`` icons; how many
  /// `<Icon>` elements were left past them is added to `droppedIcons`.
  private static func linearCreative(_ node: XMLNode, droppingIcons droppedIcons: inout Int)
    throws(VASTError) -> VASTLinear
  {
    let clicks = node.child("VideoClicks")
    var duration: TimeInterval?
    if let text = node.child("Duration")?.trimmedText {
      guard let seconds = VASTTime.seconds(text), seconds <= VASTTime.longestLinear else {
        throw VASTError(
          101, "the linear ad's <Duration> '\(text.prefix(40))' is not a time of at most 1 hour")
      }
      duration = seconds
    }
    let icons = VASTListCap.first(
      VASTListCap.maximumIcons, of: node.child("Icons")?.children("Icon") ?? [], VASTIcon.init)
    droppedIcons += icons.dropped
    return VASTLinear(
      duration: duration,
      skipOffset: node.attributes["skipoffset"].flatMap(VASTOffset.init),
      mediaFiles: (node.child("MediaFiles")?.children("MediaFile") ?? []).compactMap { file in
        let url = file.trimmedText
        guard !url.isEmpty else { return nil }
        return VASTMediaFile(
          url: url, delivery: file.attributes["delivery"], mimeType: file.attributes["type"],
          width: file.attributes["width"].flatMap { Int($0) },
          height: file.attributes["height"].flatMap { Int($0) },
          bitrate: file.attributes["bitrate"].flatMap { Int($0) })
      },
      tracking: tracking(node.child("TrackingEvents")),
      clickThrough: clicks?.child("ClickThrough").map(\.trimmedText).flatMap(nonEmpty),
      clickTrackingURLs: urls(clicks?.children("ClickTracking") ?? []),
      icons: icons.kept)
  }

  private static func nonLinear(_ node: XMLNode) -> VASTNonLinear {
    var resources: [VASTNonLinear.Resource] = []
    for child in node.children {
      switch child.name {
      case "StaticResource":
        if let url = nonEmpty(child.trimmedText) {
          resources.append(.staticImage(url: url, mimeType: child.attributes["creativeType"]))
        }
      case "HTMLResource":
        if let html = nonEmpty(child.trimmedText) { resources.append(.html(html)) }
      case "IFrameResource":
        if let url = nonEmpty(child.trimmedText) { resources.append(.iframe(url: url)) }
      default: continue
      }
    }
    return VASTNonLinear(
      width: node.attributes["width"].flatMap { Int($0) },
      height: node.attributes["height"].flatMap { Int($0) },
      minimumSuggestedDuration: node.attributes["minSuggestedDuration"].flatMap(VASTTime.seconds),
      resources: resources,
      clickThrough: node.child("NonLinearClickThrough").map(\.trimmedText).flatMap(nonEmpty),
      clickTrackingURLs: urls(node.children("NonLinearClickTracking")))
  }

  private static func tracking(_ node: XMLNode?) -> [VASTTracking] {
    (node?.children("Tracking") ?? []).compactMap { item in
      guard let event = item.attributes["event"], let url = nonEmpty(item.trimmedText) else {
        return nil
      }
      return VASTTracking(
        event: event, url: url, offset: item.attributes["offset"].flatMap(VASTOffset.init))
    }
  }

  private static func urls(_ nodes: [XMLNode]) -> [String] {
    nodes.compactMap { nonEmpty($0.trimmedText) }
  }

  private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
