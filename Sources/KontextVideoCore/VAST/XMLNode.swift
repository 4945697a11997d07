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
    switch scanBytes(data) {
    case .unreadableEncoding:
      throw VASTError(100, "the document is neither UTF-8 nor declared ISO-8859-1")
    case .processingInstruction:
      throw VASTError(100, "the document has a processing instruction, which VAST never needs")
    case .fine: break
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

// Two checks keep from `XMLParser` what crashes swift-corelibs-foundation's (Linux), found by
// fuzzing (see `Fuzz/`): bytes that are not UTF-8 in an element's name, whose decoding it
// force-unwraps (`<` 0xFF `/Ad`), and a processing instruction without data, whose data it
// passes to `strlen` (`<?x?>`). Neither is anything VAST needs; both are refused with error
// 100 on every platform.

/// What one pass over a document's bytes found, the first problem in the order they are
/// reported.
private enum ByteScan {
  case fine
  /// Not valid UTF-8 and not declared ISO-8859-1 (where every byte is a character, which the
  /// parser converts to UTF-8 itself), or holding a NUL byte: other encodings, UTF-16 included,
  /// are refused, since a declaration the parser does not take as written leaves the bytes
  /// unconverted, and a NUL means UTF-16 or UTF-32, which the parser detects without a
  /// declaration (`00 00 00 3C`, `<` in UTF-32, crashed it: found by fuzzing).
  case unreadableEncoding
  /// `<?` anywhere but in the XML declaration at the start: a processing instruction, or text
  /// the parser may read as one. Comments and CDATA sections count too: the parser's idea of
  /// where a malformed comment, tag or section ends need not be this scan's (a fuzzer found
  /// `<?x?>` in a CDATA section after a broken comment crash it).
  case processingInstruction
}

/// Both checks of every byte of `data`, as the C library and the word size allow (they once
/// took three byte-by-byte passes, a quarter of the reader's time): NUL bytes and bytes past
/// ASCII 32 at a time, then `<?` outside the declaration, each `<` found by `memchr`. Only a document with
/// bytes past ASCII is decoded as UTF-8, unless it declares ISO-8859-1.
private func scanBytes(_ data: Data) -> ByteScan {
  data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> ByteScan in
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return .fine }
    let count = buffer.count
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lowBits: UInt64 = 0x0101_0101_0101_0101
    var pastASCII = false
    var index = 0
    // Four words a step, their tests gathered into one (a test each word took 16 instructions
    // for eight bytes, 1.4% of a VAST parse); the last words one by one, then the last bytes.
    while index + 32 <= count {
      var zeroBytes: UInt64 = 0
      var allBits: UInt64 = 0
      for offset in stride(from: index, to: index + 32, by: 8) {
        let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        // Its high bits are nonzero exactly when one of the eight bytes is zero.
        zeroBytes |= (word &- lowBits) & ~word
        allBits |= word
      }
      if zeroBytes & highBits != 0 { return .unreadableEncoding }
      if allBits & highBits != 0 { pastASCII = true }
      index += 32
    }
    while index + 8 <= count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // Nonzero exactly when one of the eight bytes is zero.
      if (word &- lowBits) & ~word & highBits != 0 { return .unreadableEncoding }
      if word & highBits != 0 { pastASCII = true }
      index += 8
    }
    while index < count {
      let byte = buffer[index]
      if byte == 0 { return .unreadableEncoding }
      if byte >= 0x80 { pastASCII = true }
      index += 1
    }
    let bytes = buffer.bindMemory(to: UInt8.self)
    if pastASCII, !declaresLatin1(bytes) {
      var iterator = bytes.makeIterator()
      var decoder = UTF8()
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: break decoding
        case .error: return .unreadableEncoding
        }
      }
    }
    // A byte order mark, then `<?xml` and white space, opens the declaration: it runs to its
    // first `>`, which no declaration holds before its end (the parser reads on after a
    // broken one, `<?xml ><?p?>`, and so must this scan).
    let bom = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    var from = 0
    while from < count {
      guard let found = memchr(base + from, Int32(UInt8(ascii: "<")), count - from) else {
        return .fine
      }
      let at = base.distance(to: UnsafeRawPointer(found))
      from = at + 1
      guard at + 1 < count, bytes[at + 1] == UInt8(ascii: "?") else { continue }
      let isDeclaration =
        at == bom && at + 5 < count && bytes[at + 2] == UInt8(ascii: "x")
        && bytes[at + 3] == UInt8(ascii: "m") && bytes[at + 4] == UInt8(ascii: "l")
        && bytes[at + 5].isWhitespace
      guard isDeclaration else { return .processingInstruction }
      guard let close = memchr(base + at + 2, Int32(UInt8(ascii: ">")), count - at - 2) else {
        return .fine
      }
      from = base.distance(to: UnsafeRawPointer(close)) + 1
    }
    return .fine
  }
}

/// Whether `bytes` start with an XML declaration whose encoding is ISO-8859-1, written as
/// XML has it: `<?xml version="1.x" encoding="ISO-8859-1"` (any case, either quote).
private func declaresLatin1(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  var cursor = 0
  func spaces() -> Bool {
    let start = cursor
    while cursor < bytes.count, bytes[cursor].isWhitespace { cursor += 1 }
    return cursor > start
  }
  func literal(_ text: String) -> Bool {
    for byte in text.utf8 {
      guard cursor < bytes.count, bytes[cursor] == byte else { return false }
      cursor += 1
    }
    return true
  }
  func equals() -> Bool {
    _ = spaces()
    guard literal("=") else { return false }
    _ = spaces()
    return true
  }
  func quoted() -> String? {
    guard cursor < bytes.count, bytes[cursor] == 0x22 || bytes[cursor] == 0x27 else { return nil }
    let quote = bytes[cursor]
    cursor += 1
    let start = cursor
    while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] < 0x80, cursor - start < 64 {
      cursor += 1
    }
    guard cursor < bytes.count, bytes[cursor] == quote else { return nil }
    defer { cursor += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
  }
  guard literal("<?xml"), spaces(), literal("version"), equals(),
    let version = quoted(), version.hasPrefix("1."), spaces(), literal("encoding"), equals(),
    let encoding = quoted()
  else { return false }
  return encoding.lowercased() == "iso-8859-1"
}

/// Builds the tree from parser callbacks, enforcing the limits.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  let maximumElements: Int
  // What the callbacks change is exempt from the run-time exclusivity check: the parser calls
  // them one at a time, on the thread that called `parse()`, and none of them calls out while
  // it accesses these, so the check (about 110 instructions an access, 1 to 2 accesses a
  // callback: 5% of a VAST parse) could only ever pass. The compiler's static check still
  // applies to them.
  /// The open elements, the innermost last.
  @exclusivity(unchecked) var stack: [XMLNode] = []
  /// The document element, once closed.
  @exclusivity(unchecked) var root: XMLNode?
  /// How many elements have started.
  @exclusivity(unchecked) var elements = 0
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
    // A prefixed name (`vast:Ad`) is read without its prefix. Whether there is a colon is
    // asked of the bytes in place (`lastIndex` over `String.utf8` cost 330 instructions a
    // name, 2% of a VAST parse); a name that has one is cut as before.
    let utf8 = elementName.utf8
    let hasColon = utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ":")) } ?? true
    let name =
      hasColon
      ? utf8.lastIndex(of: UInt8(ascii: ":")).map { String(elementName[utf8.index(after: $0)...]) }
        ?? elementName
      : elementName
    stack.append(XMLNode(name: name, attributes: attributes, text: "", children: []))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let node = stack.popLast() else { return fail(parser, VASTError(100, "unbalanced")) }
    guard !stack.isEmpty else {
      root = node
      return
    }
    // Room for four children at the first: most parents have one to four, and growing an array
    // one, two, four at a time took 1,650 allocations for the 75 IAB samples instead of 1,029.
    let parent = stack.count - 1
    if stack[parent].children.isEmpty { stack[parent].children.reserveCapacity(4) }
    stack[parent].children.append(node)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    // White space before any text is dropped (text is trimmed anyway); this skips the
    // indentation between elements, most of what a document's character callbacks carry.
    if stack[stack.count - 1].text.isEmpty, string.isAllWhitespace { return }
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
    // Not `abortParsing()` here, though the first error refuses the document: on Linux that
    // halts libxml2 inside its own error report, and it then crashed reading the input it had
    // just freed (while switching encodings; found by fuzzing).
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
  /// Whether every byte is ASCII white space (true for the empty string). Reads the UTF-8 in
  /// place where the string has it contiguous, as native strings do: `allSatisfy` over
  /// `String.utf8` took about 35 instructions a byte, 4.5% of a VAST parse in the indentation
  /// between elements.
  fileprivate var isAllWhitespace: Bool {
    utf8.withContiguousStorageIfAvailable { $0.allSatisfy(\.isWhitespace) }
      ?? utf8.allSatisfy(\.isWhitespace)
  }

  /// The string without leading and trailing ASCII white space; cheaper than `CharacterSet`.
  package var trimmedWhitespace: String {
    let bytes = utf8
    // How much white space leads and trails, counted in place where the UTF-8 is contiguous,
    // as a native string's is (the index searches over `String.utf8` below cost about 1,700
    // instructions for a media file's URL); the cut is the same either way.
    let counted = bytes.withContiguousStorageIfAvailable { buffer -> (Int, Int) in
      let leading = buffer.prefix(while: \.isWhitespace).count
      guard leading < buffer.count else { return (leading, 0) }
      return (leading, buffer.reversed().prefix(while: \.isWhitespace).count)
    }
    guard let (leading, trailing) = counted else {
      guard let first = bytes.firstIndex(where: { !$0.isWhitespace }),
        let last = bytes.lastIndex(where: { !$0.isWhitespace })
      else { return "" }
      if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return self }
      return String(self[first...last])
    }
    guard leading < bytes.count else { return "" }
    if leading == 0, trailing == 0 { return self }
    let first = bytes.index(bytes.startIndex, offsetBy: leading)
    let last = bytes.index(bytes.endIndex, offsetBy: -trailing - 1)
    return String(self[first...last])
  }
}
