import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A page that hands the viewer to another app (a redirect to the App Store, a universal link)
/// closes itself when the viewer comes back; a page the viewer left on their own stays up.
@MainActor
struct LandingPageHandOffTests {
  let clock = ManualClock()

  private func visit() -> (LandingPageVisit, () -> Int) {
    var closed = 0
    let visit = LandingPageVisit(now: { [clock] in clock.now }, onClose: { closed += 1 })
    return (visit, { closed })
  }

  @Test func aPageThatSentTheViewerAwayClosesOnTheirReturn() async {
    let (visit, closed) = visit()
    await clock.advance(by: 0.8)
    visit.pageNavigated()  // the tracker redirected…
    await clock.advance(by: 0.3)
    visit.appLeft()  // …to the App Store app
    await clock.advance(by: 40)
    #expect(visit.appReturned())
    visit.close()
    #expect(closed() == 1)
    #expect(!visit.appReturned(), "a closed visit asks nothing more")
  }

  @Test func aViewerWhoLeftOnTheirOwnFindsThePageStillUp() async {
    let (visit, closed) = visit()
    visit.pageNavigated()
    await clock.advance(by: LandingPageHandOff.window + 0.5)  // they read the page
    visit.appLeft()  // then left with the Home gesture
    await clock.advance(by: 10)
    #expect(!visit.appReturned())
    #expect(visit.isOpen && closed() == 0)
  }

  @Test(arguments: [0.0, 1.0, 2.0, 2.01, 5.0])
  func theWindowStartsAtTheLastNavigation(after seconds: Double) {
    var handOff = LandingPageHandOff(openedAt: 10)
    handOff.navigated(at: 12)
    handOff.navigated(at: 11)  // an older report does not move it back
    handOff.appLeft(at: 12 + seconds)
    let first = handOff.appReturned()
    let second = handOff.appReturned()
    #expect(first == (seconds <= LandingPageHandOff.window))
    #expect(!second, "spent once asked")
  }
}
