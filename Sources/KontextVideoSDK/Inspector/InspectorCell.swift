#if canImport(UIKit)
  // `@preconcurrency`: UIKit's accessibility traits are mutable C globals
  // (UIAccessibilityTraitButton), which Swift 6 calls not concurrency-safe; read here on the
  // main actor only, as UIKit does.
  @preconcurrency import UIKit

  /// A row of the inspector: its title in the body style, and its lines under it in the
  /// footnote style, secondary colour. Both follow Dynamic Type and wrap onto as many lines as
  /// they need (a long URL breaks where it must); the table sizes the row to them (its row
  /// height is automatic by default). VoiceOver reads the row as one element, and offers its
  /// copy actions (where there is a pasteboard: not on tvOS).
  @MainActor
  final class InspectorCell: UITableViewCell {
    static let reuseIdentifier = "kontext.inspector.row"

    private let titleLabel = InspectorCell.label(style: .body)
    private let linesLabel = InspectorCell.label(style: .footnote)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      linesLabel.textColor = .secondaryLabel
      let stack = UIStackView(arrangedSubviews: [titleLabel, linesLabel])
      stack.axis = .vertical
      stack.spacing = 4
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
      isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `row`.
    func show(_ row: InspectorSection.Row) {
      titleLabel.text = row.title
      linesLabel.text = row.lines.joined(separator: "\n")
      linesLabel.isHidden = row.lines.isEmpty
      let opens = row.destination != nil
      accessoryType = opens ? .disclosureIndicator : .none
      selectionStyle = opens ? .default : .none
      accessibilityLabel = row.accessibilityLabel
      accessibilityTraits = opens ? .button : .staticText
      // The context menu's copy actions, for VoiceOver (its actions rotor). The general
      // pasteboard is thread-safe in UIKit (Sendable), so the handler needs no actor. None on
      // tvOS, which has no pasteboard (UIPasteboard is API_UNAVAILABLE(tvos)).
      #if !os(tvOS)
        accessibilityCustomActions = row.copyChoices.map { choice in
          UIAccessibilityCustomAction(name: choice.title) { _ in
            InspectorPasteboard.copy(choice.text)
            return true
          }
        }
      #endif
    }

    private static func label(style: UIFont.TextStyle) -> UILabel {
      let label = UILabel()
      label.font = UIFont.preferredFont(forTextStyle: style)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      return label
    }
  }
#endif
