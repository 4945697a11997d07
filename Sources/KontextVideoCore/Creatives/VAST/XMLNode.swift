import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document: a small tree the VAST reader walks.
package struct XMLNode: Sendable, Hashable {
  package var name: String
  package var attributes: [String: String]
  package var text: String
  package var children: [XMLNode]

  /// The first child named `name`.
  package func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }

  /// The children named `name`.
  package func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// The text with surrounding white space removed.
  package var trimmedText: String { text.trimmedWhitespace }

  /// Parses `data` into a tree, refusing what a VAST document never needs: a DTD (and with it
  /// every entity trick), more than `maximumBytes`, nesting deeper than `maximumDepth`, more
  /// than `maximumElements` elements.
  package static func parse(
    _ data: Data, maximumBytes: Int = 1 << 20, maximumDepth: Int = 64,
    maximumElements: Int = 20_000
  ) throws(VASTError) -> XMLNode {
    guard !data.isEmpty else { throw VASTError(100, "the document is empty") }
    guard data.count <= maximumBytes else {
      throw VASTError(100, "the document is over the \(maximumBytes / 1024) KiB limit")
    }
    if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil
    {
      throw VASTError(100, "the document declares a DTD or entities, which VAST never needs")
    }
    let builder = TreeBuilder(maximumDepth: maximumDepth, maximumElements: maximumElements)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    let finished = parser.parse()
    if let failure = builder.failure { throw failure }
    guard finished, parser.parserError == nil, builder.isBalanced, let root = builder.root else {
      let reason = parser.parserError.map { " (\($0.localizedDescription))" } ?? ""
      throw VASTError(100, "the document is not well-formed XML\(reason)")
    }
    return root
  }
}

/// Whether `data` has a `<!DOCTYPE` or `<!ENTITY` declaration (one pass over the bytes;
/// `<![CDATA[` sections also start with `<!` and are fine).
private func declaresDTD(_ data: Data) -> Bool {
  data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
    let open = UInt8(ascii: "<")
    let bang = UInt8(ascii: "!")
    var index = 0
    let end = bytes.count - 2
    while index < end {
      if bytes[index] == open, bytes[index + 1] == bang {
        let next = bytes[index + 2]
        if next == UInt8(ascii: "D") || next == UInt8(ascii: "E") || next == UInt8(ascii: "d")
          || next == UInt8(ascii: "e")
        {
          return true
        }
      }
      index += 1
    }
    return false
  }
}

/// Builds the tree from parser callbacks, enforcing the limits.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  let maximumElements: Int
  var stack: [XMLNode] = []
  var root: XMLNode?
  var elements = 0
  var failure: VASTError?
  var isBalanced: Bool { stack.isEmpty && root != nil }

  init(maximumDepth: Int, maximumElements: Int) {
    self.maximumDepth = maximumDepth
    self.maximumElements = maximumElements
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements += 1
    guard root == nil else { return fail(parser, VASTError(100, "content after the root element")) }
    guard stack.count < maximumDepth else {
      return fail(parser, VASTError(100, "elements nested deeper than \(maximumDepth)"))
    }
    guard elements <= maximumElements else {
      return fail(parser, VASTError(100, "more than \(maximumElements) elements"))
    }
    let name =
      elementName.lastIndex(of: ":").map { String(elementName[elementName.index(after: $0)...]) }
      ?? elementName
    stack.append(XMLNode(name: name, attributes: attributes, text: "", children: []))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let node = stack.popLast() else { return fail(parser, VASTError(100, "unbalanced")) }
    if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    // White space before any text is dropped (text is trimmed anyway); this skips the
    // indentation between elements, most of what a document's character callbacks carry.
    if stack[stack.count - 1].text.isEmpty, string.utf8.allSatisfy(\.isWhitespace) { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if failure == nil {
      failure = VASTError(
        100, "the document is not well-formed XML (\(parseError.localizedDescription))")
    }
  }

  private func fail(_ parser: XMLParser, _ error: VASTError) {
    if failure == nil { failure = error }
    parser.abortParsing()
  }
}

extension UInt8 {
  /// Space, tab, line feed or carriage return.
  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
  }
}

extension String {
  /// The string without leading and trailing ASCII white space; cheaper than `CharacterSet`.
  package var trimmedWhitespace: String {
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { !$0.isWhitespace }),
      let last = bytes.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return self }
    return String(self[first...last])
  }
}
