#if canImport(UIKit)
  /// One section of an inspector screen: its title and rows, built from a snapshot. The table
  /// only draws it.
  struct InspectorSection {
    /// One row: a title and the lines under it.
    struct Row {
      /// The first line, in the body style.
      var title: String
      /// The lines under it, each a fact (`HTTP 200`, a URL), in a smaller style.
      var lines: [String] = []
      /// A value worth copying on its own (a URL, an id), and what it is: the row's context
      /// menu and its VoiceOver actions offer `Copy <name>` beside `Copy Text`.
      var copyable: (name: String, value: String)?
      /// The screen a tap opens; nil for a row that only shows.
      var destination: InspectorScreen?

      /// All of the row's text, one fact a line: what `Copy Text` copies.
      var text: String { ([title] + lines).joined(separator: "\n") }

      /// What VoiceOver reads for the row, which is one element.
      var accessibilityLabel: String { ([title] + lines).joined(separator: ", ") }

      /// What the row offers to copy, each with its menu title.
      var copyChoices: [(title: String, text: String)] {
        var choices: [(title: String, text: String)] = []
        if let copyable { choices.append(("Copy \(copyable.name)", copyable.value)) }
        choices.append(("Copy Text", text))
        return choices
      }
    }

    /// The section's header.
    var title: String
    /// Its footer, when it has one.
    var footer: String?
    /// Its rows, at least one (an empty section says so in a row).
    var rows: [Row]
  }
#endif
