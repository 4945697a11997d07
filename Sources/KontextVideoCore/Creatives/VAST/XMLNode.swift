import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document: a small tree the VAST reader walks.
package struct XMLNode: Sendable, Hashable, Encodable {
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
    if declaresDTD(data) {
      throw VASTError(100, "the document declares a DTD, which VAST never needs")
    }
    if !isReadableEncoding(data) {
      throw VASTError(100, "the document is not UTF-8 and declares no other encoding")
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

/// Whether `data` declares a DTD: a `<!` markup declaration in the prolog, before the root
/// element. That is the only place XML allows one, and entities can only be declared inside
/// it; comments and processing instructions there are skipped, and nothing after the root
/// element's start is read (so CDATA such as an HTML creative's `<!DOCTYPE html>` is text).
private func declaresDTD(_ data: Data) -> Bool {
  data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
    let bytes = buffer.bindMemory(to: UInt8.self)
    var index = 0
    /// The index just past the next `terminator` from `index`, or the end.
    func skip(past terminator: [UInt8]) -> Int {
      var cursor = index
      while cursor + terminator.count <= bytes.count {
        if bytes[cursor] == terminator[0],
          terminator.indices.allSatisfy({ bytes[cursor + $0] == terminator[$0] })
        {
          return cursor + terminator.count
        }
        cursor += 1
      }
      return bytes.count
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if next == UInt8(ascii: "?") {
        index = skip(past: Array("?>".utf8))
      } else if next == UInt8(ascii: "!") {
        let isComment =
          index + 3 < bytes.count && bytes[index + 2] == UInt8(ascii: "-")
          && bytes[index + 3] == UInt8(ascii: "-")
        guard isComment else { return true }
        index = skip(past: Array("-->".utf8))
      } else {
        return false  // the root element: the prolog is over
      }
    }
    return false
  }
}

/// Whether `data` is valid UTF-8, or says it is in another encoding (a byte-order mark, or an
/// `encoding` in its XML declaration), which libxml2 converts to UTF-8 before handing it over.
///
/// Undeclared bytes that are not UTF-8 reach the parser's callbacks as they are, and on Linux
/// swift-corelibs-foundation's `XMLParser` force-unwraps the UTF-8 decoding of an element's
/// name: the 5 bytes `<`, `0xFF`, `/Ad` crashed the process (found by fuzzing, see `Fuzz/`).
/// Such a document is now refused with error 100 on every platform.
private func isReadableEncoding(_ data: Data) -> Bool {
  data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
    let bytes = buffer.bindMemory(to: UInt8.self)
    // Plain ASCII, the common case, needs no decoding.
    guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
    if declaresOtherEncoding(bytes) { return true }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}

/// Whether `bytes` start with a UTF-16 or UTF-32 byte-order mark, or with an XML declaration
/// naming an encoding other than UTF-8.
private func declaresOtherEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  let start = Array(bytes.prefix(4))
  if start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE])
    || start.starts(with: [0x00, 0x00, 0xFE, 0xFF])
  {
    return true
  }
  let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
  let prolog = bytes.prefix(256).dropFirst(start.starts(with: utf8BOM) ? 3 : 0)
  guard prolog.starts(with: Array("<?xml".utf8)) else { return false }
  let declaration = String(decoding: prolog, as: UTF8.self).prefix { $0 != ">" }
  guard let key = declaration.range(of: "encoding") else { return false }
  let value = declaration[key.upperBound...].drop {
    $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'"
  }
  .prefix { $0 != "\"" && $0 != "'" && $0 != "?" && $0 != " " }
  return !["utf-8", "utf8"].contains(value.lowercased())
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
    // A prefixed name (`vast:Ad`) is read without its prefix; a byte search keeps the common,
    // unprefixed case cheap.
    let utf8 = elementName.utf8
    let name =
      utf8.lastIndex(of: UInt8(ascii: ":")).map { String(elementName[utf8.index(after: $0)...]) }
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
