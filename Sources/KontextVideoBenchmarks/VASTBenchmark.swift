import Foundation
import KontextVideoCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// VAST parsing of the IAB samples against a bare `XMLParser` pass over the same bytes.
enum VASTBenchmark {
  static func run(runs: Int) {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/test-data/iab-vast-samples")
    let files =
      (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "xml" }
    let documents = files.compactMap { try? Data(contentsOf: $0) }
    guard !documents.isEmpty else {
      say("VAST benchmark skipped: no samples at \(folder.path)")
      return
    }
    let bytes = documents.reduce(0) { $0 + $1.count }
    var bare: [Double] = []
    var vast: [Double] = []
    var tree: [Double] = []
    for _ in 0..<max(runs / 20, 20) {
      var start = Measure.now()
      for data in documents {
        let parser = XMLParser(data: data)
        parser.delegate = BareDelegate.shared
        _ = parser.parse()
      }
      bare.append(Double(Measure.now() - start) / 1000)
      start = Measure.now()
      for data in documents { _ = try? VASTParser.parse(data) }
      vast.append(Double(Measure.now() - start) / 1000)
      start = Measure.now()
      for data in documents { _ = try? XMLNode.parse(data) }
      tree.append(Double(Measure.now() - start) / 1000)
    }
    report("bare XMLParser, \(documents.count) IAB samples", bare, target: "-")
    report("VASTParser, same \(bytes / 1024) KiB", vast, target: "-")
    report("  of which the XML tree", tree, target: "-")
    say(
      "VAST parse / bare XMLParser, medians".padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%.2f   target <= 2", Measure.median(vast) / Measure.median(bare)))
  }
}

/// A delegate that receives the same callbacks the VAST reader needs (elements, text, CDATA)
/// and does nothing with them: the cost of the parse itself.
private final class BareDelegate: NSObject, XMLParserDelegate, @unchecked Sendable {
  static let shared = BareDelegate()
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {}
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {}
  func parser(_ parser: XMLParser, foundCharacters string: String) {}
  func parser(_ parser: XMLParser, foundCDATA block: Data) {}
}
