import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The one deadline race: the work's answer when it comes first, the late value otherwise.
struct ClockRaceTests {
  @Test func workThatAnswersInTimeWins() async {
    let clock = ManualClock()
    let answer = await clock.race(until: 5) {
      "answered"
    } late: {
      "late"
    }
    #expect(answer == "answered")
  }

  @Test func theDeadlineWinsOverWorkThatNeverAnswers() async {
    let clock = ManualClock()
    let race = Task {
      await clock.race(until: 5) {
        try? await clock.sleep(until: 1_000)
        return "answered"
      } late: {
        "late"
      }
    }
    await clock.advance(by: 5)
    #expect(await race.value == "late")
  }
}
