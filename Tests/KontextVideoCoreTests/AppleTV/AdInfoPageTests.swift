import Testing

@testable import KontextVideoCore

/// The ⓘ sheet on Apple TV: "About this ad" and "Report this ad" as full-screen pages, every
/// action a focusable control, focus never starting on a report, and Menu going back before it
/// closes.
struct AdInfoPageTests {
  @Test func everyActionIsAFocusableControlOnItsPage() {
    #expect(AdInfoPage.about.controls == [.report, .done])
    #expect(
      AdInfoPage.report.controls
        == AdReport.Reason.allCases.map(AdInfoPage.Control.reason) + [.done])
    let everyAction =
      Set([AdInfoPage.Control.report, .done]).union(AdReport.Reason.allCases.map { .reason($0) })
    #expect(Set(AdInfoPage.allCases.flatMap(\.controls)) == everyAction)
  }

  @Test func focusStartsOnDoneAndNeverOnAReport() {
    #expect(AdInfoPage.about.initialFocus(comingFrom: nil) == .done)
    #expect(AdInfoPage.report.initialFocus(comingFrom: .about) == .done)
    #expect(AdInfoPage.about.initialFocus(comingFrom: .report) == .report, "back where it was")
    for page in AdInfoPage.allCases {
      for previous in [nil] + AdInfoPage.allCases {
        let focus = page.initialFocus(comingFrom: previous)
        #expect(page.controls.contains(focus))
        if case .reason = focus { Issue.record("focus starts on a report reason on \(page)") }
      }
    }
  }

  @Test func menuGoesBackFromReportAndClosesFromAbout() {
    #expect(AdInfoPage.report.menu == .show(.about))
    #expect(AdInfoPage.about.menu == .closeSheet)
  }
}
