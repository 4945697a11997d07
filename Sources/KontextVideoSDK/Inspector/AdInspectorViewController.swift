#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// One screen of the ad inspector, drawn from a snapshot of ``AdInspector`` in an inset
  /// grouped table: the overview (each ad, the beacons counted by state), one ad's detail, or
  /// a ledger of beacons (``InspectorScreen``). It only draws: the core records, and masks
  /// what an export shares.
  ///
  /// The overview takes a snapshot when it is made; Refresh takes one more and hands it to
  /// every screen of the navigation stack (`+Actions`). Nothing refreshes on its own, so a
  /// screen holds still while the tester reads it. A row with more behind it opens its screen;
  /// a long press (or VoiceOver's actions) copies its text or its URL (not on tvOS, which has no
  /// pasteboard).
  ///
  /// Main actor only, like all of UIKit. Its strings are English literals: a developer tool,
  /// never shown to viewers (see ``InspectorText``).
  @MainActor
  final class AdInspectorViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
  {
    let sdk: KontextVideo
    let screen: InspectorScreen
    /// What Done does; nil: the inspector's navigation controller is taken away from its
    /// presenter. The SwiftUI sheet sets it, to turn its binding off instead.
    var onDone: (@MainActor () -> Void)?
    private(set) var snapshot: AdInspectorSnapshot
    private var sections: [InspectorSection] = []
    #if !os(tvOS)
      private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    #else
      // tvOS has no inset grouped style (API_UNAVAILABLE(tvos)): the plain grouped one.
      private let tableView = UITableView(frame: .zero, style: .grouped)
    #endif

    /// A screen of `sdk`'s inspector showing `snapshot`, or a new snapshot when nil.
    init(sdk: KontextVideo, screen: InspectorScreen, snapshot: AdInspectorSnapshot? = nil) {
      self.sdk = sdk
      self.screen = screen
      self.snapshot = snapshot ?? sdk.inspector.snapshot()
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The overview in a navigation controller with its toolbar shown (Clear, Refresh,
    /// Export), ready to present; Done calls `onDone` when given.
    static func navigationController(
      sdk: KontextVideo, onDone: (@MainActor () -> Void)? = nil
    ) -> UINavigationController {
      let overview = AdInspectorViewController(sdk: sdk, screen: .overview)
      overview.onDone = onDone
      let navigation = UINavigationController(rootViewController: overview)
      // tvOS has no toolbar (`isToolbarHidden` is API_UNAVAILABLE(tvos)): the items are in the
      // navigation bar there (+Actions).
      #if !os(tvOS)
        navigation.isToolbarHidden = false
      #endif
      return navigation
    }

    /// The table is the view: it fills the sheet, and scrolls under the bars.
    override func loadView() {
      view = tableView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // Both weak in UIKit; this controller owns the table.
      tableView.dataSource = self
      tableView.delegate = self
      tableView.register(InspectorCell.self, forCellReuseIdentifier: InspectorCell.reuseIdentifier)
      tableView.accessibilityIdentifier = "kontext.inspector.table"
      installBarItems()
      show(snapshot)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // The labels take the new text size themselves; the rows are measured again.
      if traitCollection.hasDifferentTextSize(from: previousTraitCollection) {
        tableView.reloadData()
      }
    }

    /// VoiceOver's escape (the two-finger Z) on the overview closes the inspector, as Done
    /// does; on a pushed screen it goes on to the navigation controller, which goes back.
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        guard screen == .overview else { return false }
        done()
        return true
      }
    }

    /// Draws `snapshot`.
    func show(_ snapshot: AdInspectorSnapshot) {
      self.snapshot = snapshot
      title = screen.title(in: snapshot)
      sections = screen.sections(in: snapshot)
      tableView.reloadData()
    }

    private func row(at indexPath: IndexPath) -> InspectorSection.Row {
      sections[indexPath.section].rows[indexPath.row]
    }

    // MARK: The table's data source and delegate

    func numberOfSections(in tableView: UITableView) -> Int {
      sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      sections[section].footer
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: InspectorCell.reuseIdentifier, for: indexPath)
      (cell as? InspectorCell)?.show(row(at: indexPath))
      return cell
    }

    /// A row with a screen behind it pushes that screen, showing the same snapshot.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let destination = row(at: indexPath).destination else { return }
      let next = AdInspectorViewController(sdk: sdk, screen: destination, snapshot: snapshot)
      navigationController?.pushViewController(next, animated: true)
    }

    // Not on tvOS: there is no pasteboard to copy to (`UIPasteboard` is API_UNAVAILABLE(tvos)),
    // and table context menus only come with tvOS 17.
    #if !os(tvOS)
      /// A long press: copy the row's URL or id, or all of its text.
      func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        let actions = row(at: indexPath).copyChoices.map { choice in
          UIAction(title: choice.title, image: UIImage(systemName: "doc.on.doc")) { _ in
            InspectorPasteboard.copy(choice.text)
          }
        }
        let menu = UIMenu(children: actions)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
      }
    #endif
  }
#endif
