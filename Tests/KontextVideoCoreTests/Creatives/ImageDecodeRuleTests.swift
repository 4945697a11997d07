import Testing

@testable import KontextVideoCore

/// An image creative's pixel size, read from its header, decides whether and how big it is
/// decoded: a 2 MiB file may not become hundreds of megabytes.
struct ImageDecodeRuleTests {
  @Test func aTenThousandSquareImageIsRefusedBeforeDecoding() {
    let result = ImageDecodeRule.decodedLongSide(
      width: 10_000, height: 10_000, screenLongSide: 844, scale: 3)
    guard case .failure(let failure) = result else {
      Issue.record("a 100-megapixel image was accepted: \(result)")
      return
    }
    #expect(failure.message.contains("10000 × 10000 px"))
    #expect(failure.message.contains("16 megapixels"))
  }

  @Test func anImageIsDecodedAtTheScreensLongSideInPixels() {
    #expect(
      ImageDecodeRule.decodedLongSide(width: 4000, height: 3000, screenLongSide: 844, scale: 3)
        == .success(2532))
  }

  @Test func aSmallImageKeepsItsOwnSize() {
    #expect(
      ImageDecodeRule.decodedLongSide(width: 728, height: 90, screenLongSide: 844, scale: 3)
        == .success(728))
  }

  @Test func theLimitItselfIsAccepted() {
    #expect(
      ImageDecodeRule.decodedLongSide(width: 4096, height: 4096, screenLongSide: nil, scale: nil)
        == .success(ImageDecodeRule.fallbackLongSide))
    #expect(
      (try? ImageDecodeRule.decodedLongSide(
        width: 4097, height: 4096, screenLongSide: nil, scale: nil
      ).get()) == nil)
  }

  @Test(arguments: [(0, 10), (10, 0), (-1, 5), (Int.max, 2)])
  func nonsenseSizesAreRefused(width: Int, height: Int) {
    #expect(
      (try? ImageDecodeRule.decodedLongSide(
        width: width, height: height, screenLongSide: 844, scale: 3
      ).get()) == nil)
  }
}
