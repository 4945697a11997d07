#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The inspector's buttons: Done in the navigation bar of the overview; Refresh and Export in
  /// the toolbar of every screen, and Clear in the overview's. tvOS has no toolbar and no share
  /// sheet: Clear, Refresh and Export go in the navigation bar there, and Export writes to the
  /// log.
  extension AdInspectorViewController {
    func installBarItems() {
      if screen == .overview {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.done() })
      }
      let refresh = UIBarButtonItem(
        systemItem: .refresh, primaryAction: UIAction { [weak self] _ in self?.refresh() })
      #if !os(tvOS)
        // Made first, then given its action: the share sheet's popover points at this button.
        let export = UIBarButtonItem(systemItem: .action)
        export.primaryAction = UIAction(title: "Export") { [weak self, weak export] _ in
          self?.export(from: export)
        }
        export.accessibilityLabel = "Export as JSON"
        var items = [refresh, .flexibleSpace(), export]
      #else
        // Export to the log: tvOS has no share sheet (UIActivityViewController is
        // __TVOS_PROHIBITED) and no pasteboard (UIPasteboard is API_UNAVAILABLE(tvos)).
        let export = UIBarButtonItem(
          primaryAction: UIAction(title: "Export to Log") { [weak self] _ in self?.exportToLog() })
        export.accessibilityLabel = "Export to the log as JSON"
        var items = [refresh, export]
      #endif
      if screen == .overview {
        // A menu, not an action: clearing takes a second tap, on the destructive choice.
        let confirm = UIAction(
          title: "Clear Everything Recorded", image: UIImage(systemName: "trash"),
          attributes: .destructive
        ) { [weak self] _ in self?.clear() }
        let clear = UIBarButtonItem(title: "Clear", menu: UIMenu(children: [confirm]))
        #if !os(tvOS)
          items = [clear, .flexibleSpace()] + items
        #else
          items = [clear] + items
        #endif
      }
      #if !os(tvOS)
        toolbarItems = items
      #else
        // tvOS has no toolbar (`toolbarItems` is API_UNAVAILABLE(tvos)): the items go on the
        // navigation bar's leading side, Done staying on its trailing side.
        navigationItem.leftBarButtonItems = items
      #endif
    }

    /// Done: calls `onDone` when set; otherwise takes the inspector away from its presenter,
    /// which also takes away a share sheet it presents.
    func done() {
      if let onDone {
        onDone()
        return
      }
      (navigationController ?? self).presentingViewController?.dismiss(animated: true)
    }

    /// Refresh: one new snapshot, drawn by every inspector screen of the navigation stack, so
    /// going back shows the same moment.
    func refresh() {
      let snapshot = sdk.inspector.snapshot()
      let screens =
        navigationController?.viewControllers.compactMap { $0 as? AdInspectorViewController }
        ?? [self]
      for screen in screens { screen.show(snapshot) }
    }

    /// Clear: the inspector forgets everything it recorded, and the screens show it.
    func clear() {
      sdk.inspector.clear()
      refresh()
    }

    #if os(tvOS)
      /// Export on Apple TV: writes the masked export to the log in numbered parts
      /// (``KontextVideo/logInspectorExport()``), then says where to read it.
      func exportToLog() {
        let export = sdk.writeInspectorExportToLog()
        let note = UIAlertController(
          title: "Export Written to the Log", message: export.summary, preferredStyle: .alert)
        note.addAction(UIAlertAction(title: "OK", style: .default))
        if !presentIfPossible(note) {
          sdk.log(.warning, "The ad inspector wrote its export to the log: \(export.summary)")
        }
      }
    #else
      // Not on tvOS: no share sheet there (UIActivityViewController is __TVOS_PROHIBITED).
      /// Export: shares the masked JSON export as a file, `kontext-inspector-<date>.json`; as
      /// text when the file cannot be written.
      func export(from item: UIBarButtonItem?) {
        let json = sdk.inspector.exportJSON()
        let shared: Any
        do {
          shared = try InspectorExportFile.write(json)
        } catch {
          sdk.log(.warning, "The ad inspector's export file could not be written (\(error)).")
          shared = String(decoding: json, as: UTF8.self)
        }
        let sheet = UIActivityViewController(activityItems: [shared], applicationActivities: nil)
        // On iPad the share sheet is a popover, and UIKit raises an exception when one without
        // an anchor (a bar button item, or a source view) is presented; on iPhone there is no
        // popover and this sets nothing.
        sheet.popoverPresentationController?.barButtonItem = item
        if !presentIfPossible(sheet) {
          sdk.log(.warning, "The ad inspector could not present the share sheet now.")
        }
      }
    #endif
  }
#endif
