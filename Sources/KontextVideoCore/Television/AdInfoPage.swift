/// The ad's ⓘ sheet on Apple TV, where it is two full-screen pages the Siri Remote moves
/// between: "About this ad" (the advertiser, why the ad was shown, the ad's link as a QR code,
/// "Report this ad" and Done) and "Report this ad" (the reasons, and Done). Every action is a
/// focusable control; this says which controls each page has, where focus starts, and what
/// Menu does. The Apple layer follows it.
package enum AdInfoPage: Sendable, Hashable, CaseIterable {
  /// "About this ad", the page the sheet opens on.
  case about
  /// "Report this ad": the reasons.
  case report

  /// A focusable control of the pages.
  package enum Control: Sendable, Hashable {
    /// Done: the sheet closes, and nothing is reported.
    case done
    /// "Report this ad", on About: the Report page shows.
    case report
    /// A reason, on Report: the ad is reported for it, and ends.
    case reason(AdReport.Reason)
  }

  /// What Menu (Back on the newer remote) does on a page.
  package enum MenuAction: Sendable, Hashable {
    /// The sheet closes, as Done closes it: its owner hears one close.
    case closeSheet
    /// The page shows instead, and nothing is reported.
    case show(AdInfoPage)
  }

  /// The page's controls, top to bottom: About's "Report this ad" and Done; every reason, in
  /// ``AdReport/Reason``'s order, then Done on Report.
  package var controls: [Control] {
    switch self {
    case .about: [.report, .done]
    case .report: AdReport.Reason.allCases.map(Control.reason) + [.done]
    }
  }

  /// Where focus goes as the page shows, coming from `previous` (nil as the sheet opens): Done,
  /// on either page, never a control that reports the ad (a report ends the ad and keeps its
  /// creative off screen for 90 days, so it takes a move and a press made on purpose, and two
  /// quick presses on "Report this ad" report nothing); back on About from Report, "Report this
  /// ad", where the viewer was.
  package func initialFocus(comingFrom previous: AdInfoPage?) -> Control {
    self == .about && previous == .report ? .report : .done
  }

  /// Menu: on Report, back to About, reporting nothing; on About, the sheet closes. It never
  /// reaches the screen under the sheet (a linear ad's player would take it as Skip).
  package var menu: MenuAction {
    switch self {
    case .about: .closeSheet
    case .report: .show(.about)
    }
  }
}
