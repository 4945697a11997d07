/// The entries of the strings tables as templates: text with printf-style placeholders, filled by
/// the SDK itself rather than by `String(format:)`, so a table (an app's override included) can
/// never make formatting read an argument of the wrong type.
///
/// Most texts take one argument: a count (`%d`) or a piece of text (`%@`), written `%1$d` or
/// `%1$@` where a translation wants the position spelled out. A text with more arguments spells
/// each position (`Ad %1$d of %2$d · %3$@`), so a translation may put them in its own order. A
/// percent sign is `%%` in every entry, with or without a placeholder.
package enum AdChromeTemplate {
  /// The placeholders of `template`, in order, normalized: `%d` for a whole number (`d`, `i` or
  /// `u`, with `l`, `ll`, `q`, `z` or `h` before it), `%@` for text, either one with or without
  /// `1$`; `%2$d`, `%3$@` and so on for a later argument. Anything else after a `%` (another
  /// conversion, a lone `%` at the end) is listed as written, so a check comparing a
  /// translation with English fails on it. `%%` is a percent sign, not a placeholder.
  package static func placeholders(in template: String) -> [String] {
    tokens(of: template).compactMap { token in
      switch token {
      case .text, .percent: nil
      case .placeholder(let kind, _): kind
      }
    }
  }

  /// Whether two templates take the same arguments: the same placeholders, in any order (a
  /// translation may put spelled-out positions in its own order).
  package static func sameArguments(_ template: String, as reference: String) -> Bool {
    placeholders(in: template).sorted() == placeholders(in: reference).sorted()
  }

  /// `template` with each placeholder replaced by `argument` and each `%%` by `%`. A sequence
  /// that is not a placeholder of ``placeholders(in:)``'s kinds stays as written.
  package static func fill(_ template: String, with argument: String) -> String {
    fill(template, with: [argument])
  }

  /// `template` with each placeholder replaced by its argument (`%d`, `%@` and `%1$…` by the
  /// first, `%2$…` by the second, and so on) and each `%%` by `%`. A placeholder with no
  /// argument, or not of ``placeholders(in:)``'s kinds, stays as written.
  package static func fill(_ template: String, with arguments: [String]) -> String {
    var result = ""
    for token in tokens(of: template) {
      switch token {
      case .text(let text): result += text
      case .percent: result += "%"
      case .placeholder(let kind, let written):
        let index = argumentIndex(of: kind)
        result += index.map { $0 < arguments.count ? arguments[$0] : written } ?? written
      }
    }
    return result
  }

  /// The argument a normalized placeholder takes (0 for the first), nil for one that takes none.
  private static func argumentIndex(of kind: String) -> Int? {
    if kind == "%d" || kind == "%@" { return 0 }
    guard kind.hasSuffix("$d") || kind.hasSuffix("$@"),
      let position = Int(kind.dropFirst().dropLast(2)), position > 1
    else { return nil }
    return position - 1
  }

  /// A piece of a template.
  private enum Token {
    /// Text as it is.
    case text(String)
    /// `%%`.
    case percent
    /// A placeholder: its normalized kind (`%d`, `%@`, or as written) and how it is written.
    case placeholder(kind: String, written: String)
  }

  /// `template` cut into text, `%%` and placeholders.
  private static func tokens(of template: String) -> [Token] {
    var tokens: [Token] = []
    var text = ""
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      text += rest[..<percent]
      tokens.append(.text(text))
      text = ""
      let spec = rest[rest.index(after: percent)...]
      if spec.first == "%" {
        tokens.append(.percent)
        rest = spec.dropFirst()
        continue
      }
      // %[position$][length]conversion
      let digits = spec.prefix(while: { ("0"..."9").contains($0) })
      let hasPosition = !digits.isEmpty && spec[digits.endIndex...].first == "$"
      let afterPosition = hasPosition ? spec[digits.endIndex...].dropFirst() : spec
      let length = afterPosition.prefix(while: { "lqzh".contains($0) })
      let end = afterPosition[length.endIndex...].prefix(1).endIndex
      let conversion = afterPosition[length.endIndex..<end].first
      rest = afterPosition[end...]
      let written = "%" + spec[..<end]
      let firstArgument = !hasPosition || digits == "1"
      let kind: String
      if firstArgument, let conversion, "diu".contains(conversion),
        ["", "l", "ll", "q", "z", "h"].contains(length)
      {
        kind = "%d"
      } else if firstArgument, conversion == "@", length.isEmpty {
        kind = "%@"
      } else if hasPosition, let position = Int(digits), (2...9).contains(position),
        let conversion,
        "diu".contains(conversion) && ["", "l", "ll", "q", "z", "h"].contains(length)
          || conversion == "@" && length.isEmpty
      {
        kind = "%\(position)$" + (conversion == "@" ? "@" : "d")
      } else {
        kind = written
      }
      tokens.append(.placeholder(kind: kind, written: written))
    }
    tokens.append(.text(text + rest))
    return tokens
  }
}
