import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The handle owns its controller, which holds the handle weakly: a shown ad lives, handle and
/// controller, until its delegate heard its end, and nothing keeps either alive after.
@MainActor
struct AdControllerOwnershipTests {
  @Test func anAdTheAppLetGoOfEndsByItselfTellsItsDelegateThenGoes() async throws {
    let fixture = Fixture()
    weak var weakAd: VideoAd?
    weak var weakController: AdController?
    var adID = ""
    do {
      let ad = try await fixture.shownAd(.overlay)
      (weakAd, weakController, adID) = (ad, ad.controller, ad.id)
    }
    #expect(weakAd != nil && weakController != nil, "the screen holds the ad it shows")
    #expect(weakController?.handle === weakAd)
    // The overlay's display time ends it from a timer, which holds only the controller.
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayDisplaySeconds + 1)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.recorder.callbacks.last == .end(adID: adID, reason: .completed))
    #expect(weakAd == nil && weakController == nil)
  }

  @Test func anUnshownAdGoesWithTheAppsLastReference() async throws {
    let fixture = Fixture()
    weak var weakAd: VideoAd?
    weak var weakController: AdController?
    do {
      let ad = try await fixture.readyAd(.pause)
      try ad.reject()
      (weakAd, weakController) = (ad, ad.controller)
    }
    #expect(weakAd == nil && weakController == nil)
  }
}
