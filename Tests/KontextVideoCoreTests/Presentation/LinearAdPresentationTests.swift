import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The linear presentation's own checks of what a presenter reports.
@MainActor
struct LinearAdPresentationTests {
  @Test func aNonFiniteProgressReportIsIgnored() {
    let presentation = LinearAdPresentation(
      duration: 15, skipOffset: 5, creative: ScriptedCreative()
    ) { _ in }
    presentation.reportProgress(6)
    presentation.reportProgress(.nan)
    #expect(presentation.progress == 6)
    #expect(presentation.canSkip)
  }
}
