import Foundation
import Testing

@testable import KontextVideoCore

/// An animated GIF (or APNG) creative is bounded by its frame count and its frames' decoded
/// pixels together: it animates within the bounds, decoded smaller when that is enough, or is
/// refused with a typed error.
struct AnimatedImageBoundsTests {
  @Test func aBannerGIFAnimatesAtItsOwnSizeAndPace() throws {
    let plan = try AnimatedImageBounds.plan(
      width: 300, height: 250, decodedLongSide: 300, delays: [0.1, 0.1, 0.1]
    ).get()
    #expect(plan.decodedLongSide == 300)
    #expect(plan.sequence == [0, 1, 2])
    #expect(abs(plan.duration - 0.3) < 1e-9)
  }

  @Test func tooManyFramesAreRefusedBeforeAnythingIsDecoded() {
    #expect(AnimatedImageBounds.check(frameCount: 300) == nil)
    #expect(AnimatedImageBounds.check(frameCount: 301) == .tooManyFrames(count: 301, limit: 300))
    let delays = [TimeInterval?](repeating: 0.04, count: 1_000)
    let refused = AnimatedImageBounds.plan(
      width: 10, height: 10, decodedLongSide: 10, delays: delays)
    #expect(refused == .failure(.tooManyFrames(count: 1_000, limit: 300)))
  }

  @Test func framesOverThePixelBudgetAreDecodedSmallerOrRefused() throws {
    // 225 frames of 300 × 250 (15 s at 15 fps): 16.9 Mpx, a little over: decoded a little smaller.
    let banner = try AnimatedImageBounds.plan(
      width: 300, height: 250, decodedLongSide: 300,
      delays: .init(repeating: 1.0 / 15, count: 225)
    ).get()
    #expect(banner.decodedLongSide < 300 && banner.decodedLongSide >= 290)
    // 200 frames of 1000 × 1000: 200 Mpx, over even at half size.
    let huge = AnimatedImageBounds.plan(
      width: 1_000, height: 1_000, decodedLongSide: 1_000,
      delays: .init(repeating: 0.1, count: 200))
    #expect(
      huge
        == .failure(
          .tooManyPixels(total: 200_000_000, limit: AnimatedImageBounds.maximumTotalPixels)))
    #expect(
      AnimatedImageRefusal.tooManyFrames(count: 301, limit: 300).failure.message.contains("301"))
  }

  @Test func delaysFollowBrowsersAndLongFramesAreHeldLonger() throws {
    let plan = try AnimatedImageBounds.plan(
      width: 100, height: 100, decodedLongSide: 100, delays: [0, nil, 0.01, 0.3]
    ).get()
    #expect(plan.frameDelays == [0.1, 0.1, 0.1, 0.3])
    #expect(plan.sequence == [0, 1, 2, 3, 3, 3])
    #expect(abs(plan.entryDuration - 0.1) < 1e-9)
  }
}
