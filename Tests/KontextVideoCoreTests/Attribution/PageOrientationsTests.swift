import Testing

@testable import KontextVideoCore

/// A page whose orientations the app does not support would make UIKit throw when it is
/// presented full screen: it is not presented, and the click goes to the system instead.
struct PageOrientationsTests {
  @Test func aPortraitPageInALandscapeOnlyAppIsNotPresented() {
    let app: PageOrientations = [.landscapeLeft, .landscapeRight]
    #expect(!app.canPresent(page: .portrait, preferring: .portrait))
    #expect(!app.canPresent(page: [.portrait, .portraitUpsideDown], preferring: nil))
  }

  @Test func aPageSharingAnOrientationIsPresented() {
    let app: PageOrientations = [.portrait, .landscapeLeft, .landscapeRight]
    #expect(app.canPresent(page: .portrait, preferring: .portrait))
    #expect(app.canPresent(page: [.portrait, .landscapeLeft], preferring: nil))
    #expect(
      PageOrientations.landscapeRight.canPresent(
        page: [.portrait, .landscapeRight], preferring: nil))
  }

  @Test func aPreferredOrientationTheAppLacksIsRefused() {
    let app: PageOrientations = [.landscapeLeft, .landscapeRight]
    #expect(!app.canPresent(page: [.portrait, .landscapeLeft], preferring: .portrait))
    #expect(app.canPresent(page: [.portrait, .landscapeLeft], preferring: .landscapeLeft))
  }

  @Test func theBitsAreUIKits() {
    // UIInterfaceOrientationMask: portrait 2, upside down 4, landscapeRight 8, landscapeLeft 16.
    #expect(PageOrientations.portrait.rawValue == 2)
    #expect(PageOrientations.portraitUpsideDown.rawValue == 4)
    #expect(PageOrientations.landscapeRight.rawValue == 8)
    #expect(PageOrientations.landscapeLeft.rawValue == 16)
  }
}
