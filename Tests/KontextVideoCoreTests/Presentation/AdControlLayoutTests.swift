import Testing

@testable import KontextVideoCore

struct AdControlLayoutTests {
  private let phone = AdSize(width: 390, height: 844)
  private let overlay = AdRect(x: 45, y: 700, width: 300, height: 60)

  private func isInside(_ rect: AdRect, _ container: AdSize) -> Bool {
    rect.x >= 0 && rect.y >= 0 && rect.maxX <= container.width && rect.maxY <= container.height
  }

  @Test func closeSitsOnTheTopRightCornerLeftToRight() {
    let target = AdControlLayout.target(
      for: .close, adFrame: overlay, container: phone, rightToLeft: false)
    #expect(target == AdRect(x: 301, y: 700, width: 44, height: 44))
    #expect(target.maxX == overlay.maxX && target.y == overlay.y)
  }

  @Test func closeSitsOnTheTopLeftCornerRightToLeft() {
    let target = AdControlLayout.target(
      for: .close, adFrame: overlay, container: phone, rightToLeft: true)
    #expect(target == AdRect(x: 45, y: 700, width: 44, height: 44))
    #expect(target.x == overlay.x && target.y == overlay.y)
  }

  @Test(arguments: [false, true])
  func closeCoversTheAdsTrailingCorner(rightToLeft: Bool) {
    let target = AdControlLayout.target(
      for: .close, adFrame: overlay, container: phone, rightToLeft: rightToLeft)
    let corner = AdRect(
      x: rightToLeft ? overlay.x : overlay.maxX - 1, y: overlay.y, width: 1, height: 1)
    #expect(target.intersection(corner) == corner)
    #expect(target.width >= AdControlLayout.minimumTarget)
    #expect(target.height >= AdControlLayout.minimumTarget)
  }

  @Test(arguments: [false, true])
  func closeIsClampedInsideASmallContainer(rightToLeft: Bool) {
    // The ad hangs over every edge of a container barely bigger than the target.
    let container = AdSize(width: 60, height: 50)
    let ad = AdRect(x: -30, y: -20, width: 120, height: 90)
    let target = AdControlLayout.target(
      for: .close, adFrame: ad, container: container, rightToLeft: rightToLeft)
    #expect(isInside(target, container))
    #expect(target.width == 44 && target.height == 44)
    #expect(target.x == (rightToLeft ? 0 : 16))
    #expect(target.y == 0)
  }

  @Test func aContainerSmallerThanTheMinimumShrinksTheTargetToItself() {
    let container = AdSize(width: 30, height: 20)
    let target = AdControlLayout.target(
      for: .close, adFrame: AdRect(x: 0, y: 0, width: 30, height: 20), container: container,
      rightToLeft: false)
    #expect(target == AdRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test(arguments: [false, true])
  func resumeIsCentredAtTheBottomOfAFullPlayerAd(rightToLeft: Bool) {
    let ad = AdRect(x: 0, y: 100, width: 390, height: 219)
    let target = AdControlLayout.target(
      for: .resume, adFrame: ad, container: phone, rightToLeft: rightToLeft)
    #expect(target == AdRect(x: 135, y: 259, width: 120, height: 44))
    #expect(target.x + target.width / 2 == ad.x + ad.width / 2)
    #expect(ad.maxY - target.maxY == 16)
  }

  @Test(arguments: [
    AdRect(x: 0, y: 0, width: 390, height: 219), AdRect(x: 10, y: 10, width: 240, height: 240),
    AdRect(x: 10, y: 10, width: 100, height: 50), AdRect(x: 10, y: 10, width: 80, height: 44),
    AdRect(x: 100, y: 100, width: 30, height: 30),
  ])
  func resumeIsAtLeastTheMinimumAndCentred(ad: AdRect) {
    let target = AdControlLayout.target(
      for: .resume, adFrame: ad, container: phone, rightToLeft: false)
    #expect(target.width >= 44 && target.height >= 44)
    #expect(target.width == max(min(ad.width, 120), 44))
    #expect(abs((target.x + target.width / 2) - (ad.x + ad.width / 2)) < 1e-9)
    #expect(target.maxY <= ad.maxY)
    if ad.height >= 44 {
      #expect(target.y >= ad.y, "inside the ad whenever the ad is tall enough")
    }
    #expect(isInside(target, phone))
  }

  @Test func resumeInAShortAdStaysInsideIt() {
    // 50 pt high leaves 6 pt under a 44 pt target, not 16.
    let ad = AdRect(x: 0, y: 200, width: 240, height: 50)
    let target = AdControlLayout.target(
      for: .resume, adFrame: ad, container: phone, rightToLeft: false)
    #expect(target.y == ad.y && target.maxY == ad.maxY - 6)
  }

  @Test(arguments: [AdControl.close, .resume])
  func nonFiniteInputsGiveAFiniteTargetInsideTheContainer(control: AdControl) {
    let target = AdControlLayout.target(
      for: control, adFrame: AdRect(x: .nan, y: .infinity, width: .nan, height: -.infinity),
      container: phone, rightToLeft: false)
    #expect(target.x.isFinite && target.y.isFinite)
    #expect(target.width == 44 && target.height == 44)
    #expect(isInside(target, phone))
  }
}
