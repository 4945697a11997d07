/// One section of an inspector screen: its title and rows, built from a snapshot. The table
/// only draws it.
package struct InspectorSection {
  /// One row: a title and the lines under it.
  package struct Row {
    /// The first line, in the body style.
    package var title: String
    /// The lines under it, each a fact (`HTTP 200`, a URL), in a smaller style.
    package var lines: [String] = []
    /// A value worth copying on its own (a URL, an id), and what it is: the row's context
    /// menu and its VoiceOver actions offer `Copy <name>` beside `Copy Text`.
    package var copyable: (name: String, value: String)?
    /// The screen a tap opens; nil for a row that only shows.
    package var destination: InspectorScreen?

    /// All of the row's text, one fact a line: what `Copy Text` copies.
    package var text: String { ([title] + lines).joined(separator: "\n") }

    /// What VoiceOver reads for the row, which is one element.
    package var accessibilityLabel: String { ([title] + lines).joined(separator: ", ") }

    /// What the row offers to copy, each with its menu title.
    package var copyChoices: [(title: String, text: String)] {
      var choices: [(title: String, text: String)] = []
      if let copyable { choices.append(("Copy \(copyable.name)", copyable.value)) }
      choices.append(("Copy Text", text))
      return choices
    }
  }

  /// The section's header.
  package var title: String
  /// Its footer, when it has one.
  package var footer: String?
  /// Its rows, at least one (an empty section says so in a row).
  package var rows: [Row]
}
