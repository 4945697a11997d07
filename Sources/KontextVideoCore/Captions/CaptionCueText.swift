/// A cue's text made plain, for a label: WebVTT's and SRT's markup removed, HTML entities
/// decoded, at most ``maximumCharacters`` characters.
///
/// - Tags are removed and their text kept: `<b>`, `<i>`, `<u>`, `<c.class>`, `<lang en>`,
///   `<ruby>`, SRT's `<font color=…>`, and timestamps inside a cue (`<00:00:01.500>`).
/// - A ruby's annotation (`<rt>…</rt>`) is dropped: the base text stays, as a plain label has
///   no room above it.
/// - A voice (`<v Anna>`, `<v.loud Anna>`) becomes its name and a colon, `Anna: `, so the viewer
///   knows who speaks; a voice without a name is removed.
/// - SRT's override blocks (`{\an8}`) are removed.
/// - The entities `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` (a no-break space) `&lrm;`
///   `&rlm;` (the direction marks) and numeric ones (`&#233;`, `&#xE9;`) are decoded; any other
///   `&` stays as written.
/// - A `<` with no `>` after it on its line stays as written.
/// - Lines left empty are dropped; white space at the ends of a line is trimmed.
package enum CaptionCueText {
  /// The most characters a cue keeps: 500 (an ad's caption is a line or two). A longer text is
  /// cut.
  package static let maximumCharacters = 500
  /// The most lines a cue keeps: 8.
  package static let maximumLines = 8

  /// The plain text of a cue's `lines`, or nil when nothing is left.
  package static func plain<Lines: Sequence>(_ lines: Lines) -> String?
  where Lines.Element == Substring {
    var kept: [String] = []
    var characters = 0
    var inAnnotation = false
    for line in lines {
      guard kept.count < maximumLines, characters < maximumCharacters else { break }
      var text = plain(line, inAnnotation: &inAnnotation)
      text = String(
        text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      guard !text.isEmpty else { continue }
      if characters + text.count > maximumCharacters {
        text = String(text.prefix(maximumCharacters - characters))
      }
      characters += text.count
      kept.append(text)
    }
    return kept.isEmpty ? nil : kept.joined(separator: "\n")
  }

  /// One line made plain; `inAnnotation` carries a ruby annotation open across lines.
  ///
  /// One pass, whatever the line holds: a `<` (or `{\`) with no `>` (or `}`) after it means
  /// none after any later one either, so each is searched for at most once past the last.
  private static func plain(_ line: Substring, inAnnotation: inout Bool) -> String {
    var output = ""
    var count = 0
    var noTagEnd = false
    var noBlockEnd = false
    var index = line.startIndex
    func keep(_ character: Character, _ inAnnotation: Bool) {
      guard !inAnnotation else { return }
      output.append(character)
      count += 1
    }
    while index < line.endIndex, count < maximumCharacters {
      let character = line[index]
      switch character {
      case "<" where !noTagEnd:
        guard let close = line[index...].firstIndex(of: ">") else {
          noTagEnd = true
          keep(character, inAnnotation)
          index = line.index(after: index)
          continue
        }
        let tag = line[line.index(after: index)..<close]
        if tag == "rt" || tag.hasPrefix("rt.") || tag.hasPrefix("rt ") {
          inAnnotation = true
        } else if tag == "/rt" || tag == "/ruby" {
          inAnnotation = false
        } else if !inAnnotation, let speaker = speaker(tag) {
          output += speaker + ": "
          count += speaker.count + 2
        }
        index = line.index(after: close)
      case "{" where !noBlockEnd && line[index...].hasPrefix("{\\"):
        guard let close = line[index...].firstIndex(of: "}") else {
          noBlockEnd = true
          keep(character, inAnnotation)
          index = line.index(after: index)
          continue
        }
        index = line.index(after: close)
      case "&":
        if let (decoded, next) = entity(in: line, at: index) {
          keep(Character(decoded), inAnnotation)
          index = next
        } else {
          keep(character, inAnnotation)
          index = line.index(after: index)
        }
      default:
        keep(character, inAnnotation)
        index = line.index(after: index)
      }
    }
    return output
  }

  /// The speaker's name of a voice tag (`v Anna`, `v.loud Anna Smith`), or nil for any other
  /// tag or a voice without a name.
  private static func speaker(_ tag: Substring) -> String? {
    guard tag.first == "v", let second = tag.dropFirst().first,
      second == "." || second == " " || second == "\t"
    else { return nil }
    guard let space = tag.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
    let name = tag[tag.index(after: space)...].trimmingWhitespace
    guard !name.isEmpty else { return nil }
    var decoded = ""
    var ignored = false
    decoded = plain(Substring(name), inAnnotation: &ignored)
    return decoded.isEmpty ? nil : decoded
  }

  /// The character of the entity starting at `index` (`&amp;`), and where the text goes on;
  /// nil when it is not one the SDK decodes.
  private static func entity(in line: Substring, at index: Substring.Index) -> (
    Unicode.Scalar, Substring.Index
  )? {
    // The longest entity read: "&#x10FFFF;" (10 characters).
    let window = line[index...].prefix(12)
    guard let semicolon = window.firstIndex(of: ";") else { return nil }
    let name = line[line.index(after: index)..<semicolon]
    let next = line.index(after: semicolon)
    switch name {
    case "amp": return ("&", next)
    case "lt": return ("<", next)
    case "gt": return (">", next)
    case "quot": return ("\"", next)
    case "apos": return ("'", next)
    case "nbsp": return ("\u{00A0}", next)
    case "lrm": return ("\u{200E}", next)
    case "rlm": return ("\u{200F}", next)
    default: break
    }
    guard name.first == "#" else { return nil }
    let digits = name.dropFirst()
    let value: UInt32?
    if digits.first == "x" || digits.first == "X" {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    // No NUL or other control character but tab: a label draws none.
    guard let value, value >= 0x20 || value == 0x09, let scalar = Unicode.Scalar(value) else {
      return nil
    }
    return (scalar, next)
  }
}

extension Substring {
  /// The text without spaces and tabs at its ends.
  fileprivate var trimmingWhitespace: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}
