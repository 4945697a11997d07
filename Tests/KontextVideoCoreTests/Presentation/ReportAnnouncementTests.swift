import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// VoiceOver's "Thanks for telling us" after a report is not cut off by the ad's dismissal: the
/// dismissal waits until VoiceOver says it finished speaking it, or at most
/// `ReportAnnouncement.longestWait`, on the SDK's clock.
@MainActor
struct ReportAnnouncementTests {
  private static let thanks = "Thanks for telling us. You won't see this ad again."

  /// A shown linear ad whose ⓘ sheet is open.
  private static func reportingFixture() async throws -> (Fixture, LinearAdPresentation) {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.openInfo()
    return (fixture, try #require(fixture.presenter.presentation))
  }

  @Test func theDismissalWaitsForVoiceOverToFinishTheThanks() async throws {
    let (fixture, presentation) = try await Self.reportingFixture()
    presentation.viewerReported(.misleading, announcing: Self.thanks)
    await fixture.clock.advance(by: 3)
    #expect(!fixture.presenter.isDismissing)  // the thanks are being spoken
    #expect(fixture.recorder.endReasons.isEmpty)
    presentation.announcementFinished("Skip ad")  // another announcement ends: not ours
    #expect(!fixture.presenter.isDismissing)
    presentation.announcementFinished(Self.thanks)
    #expect(fixture.presenter.isDismissing)
    await fixture.clock.advance(by: fixture.presenter.dismissalDuration)
    #expect(fixture.recorder.endReasons == [.reported])
  }

  @Test func theDismissalWaitsNoLongerThanTheLongestWait() async throws {
    let (fixture, presentation) = try await Self.reportingFixture()
    presentation.viewerReported(.misleading, announcing: Self.thanks)
    await fixture.clock.advance(by: ReportAnnouncement.longestWait - 0.1)
    #expect(!fixture.presenter.isDismissing)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.1)  // VoiceOver never said it finished
    #expect(fixture.presenter.isDismissing)
    presentation.announcementFinished(Self.thanks)  // late: changes nothing
    await fixture.clock.advance(by: fixture.presenter.dismissalDuration)
    #expect(fixture.recorder.endReasons == [.reported])
    #expect(fixture.presenter.dismissCount == 1)
  }

  @Test func withoutVoiceOverTheAdIsDismissedAtOnce() async throws {
    let (fixture, presentation) = try await Self.reportingFixture()
    presentation.viewerReported(.misleading, announcing: nil)
    #expect(fixture.presenter.isDismissing)
  }

  @Test func theReportItselfIsNotHeldBack() async throws {
    let (fixture, presentation) = try await Self.reportingFixture()
    presentation.viewerReported(.repetitive, announcing: Self.thanks)
    let reported = fixture.recorder.callbacks.contains {
      if case .report(_, .repetitive) = $0 { true } else { false }
    }
    #expect(reported)
  }
}
