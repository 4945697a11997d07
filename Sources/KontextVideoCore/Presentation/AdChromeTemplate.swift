/// The entries of the strings tables as templates: text with printf-style placeholders, filled by
/// the SDK itself rather than by `String(format:)`, so a table (an app's override included) can
/// never make formatting read an argument of the wrong type.
///
/// Every text takes at most one argument: a count (`%d`) or a piece of text (`%@`), written
/// `%1$d` or `%1$@` where a translation wants the position spelled out. A percent sign is `%%`
/// in every entry, with or without a placeholder.
package enum AdChromeTemplate {
  /// The placeholders of `template`, in order, normalized: `%d` for a whole number (`d`, `i` or
  /// `u`, with `l`, `ll`, `q`, `z` or `h` before it), `%@` for text, either one with or without
  /// `1$`. Anything else after a `%` (another position, another conversion, a lone `%` at the
  /// end) is listed as written, so a check comparing a translation with English fails on it.
  /// `%%` is a percent sign, not a placeholder.
  package static func placeholders(in template: String) -> [String] {
    tokens(of: template).compactMap { token in
      switch token {
      case .text, .percent: nil
      case .placeholder(let kind, _): kind
      }
    }
  }

  /// `template` with each placeholder replaced by `argument` and each `%%` by `%`. A sequence
  /// that is not a placeholder of ``placeholders(in:)``'s two kinds stays as written.
  package static func fill(_ template: String, with argument: String) -> String {
    var result = ""
    for token in tokens(of: template) {
      switch token {
      case .text(let text): result += text
      case .percent: result += "%"
      case .placeholder(let kind, let written):
        result += kind == "%d" || kind == "%@" ? argument : written
      }
    }
    return result
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
      } else {
        kind = written
      }
      tokens.append(.placeholder(kind: kind, written: written))
    }
    tokens.append(.text(text + rest))
    return tokens
  }
}
