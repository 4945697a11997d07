import Testing

@testable import KontextVideoCore

struct LinearAdChromeTests {
  @Test func atTheStartSkipCountsDownTheWholeOffset() {
    let chrome = LinearAdChrome(duration: 30, skipOffset: 5, progress: 0)
    #expect(chrome.skip == .countingDown(seconds: 5))
    #expect(chrome.remainingSeconds == 30)
  }

  @Test(arguments: [4.0, 4.5, 4.999])
  func justBeforeTheOffsetOneSecondIsLeft(progress: Double) {
    let chrome = LinearAdChrome(duration: 30, skipOffset: 5, progress: progress)
    #expect(chrome.skip == .countingDown(seconds: 1))
  }

  @Test func theCountdownRoundsUp() {
    #expect(
      LinearAdChrome(duration: 30, skipOffset: 5, progress: 0.1).skip == .countingDown(seconds: 5))
    #expect(
      LinearAdChrome(duration: 30, skipOffset: 5, progress: 3.9).skip == .countingDown(seconds: 2))
  }

  @Test(arguments: [5.0, 5.001, 12, 30, 45])
  func atAndAfterTheOffsetSkipIsAvailable(progress: Double) {
    #expect(LinearAdChrome(duration: 30, skipOffset: 5, progress: progress).skip == .available)
  }

  @Test(arguments: [0.0, 4.999, 5, 30])
  func aNonSkippableAdNeverOffersSkip(progress: Double) {
    let chrome = LinearAdChrome(duration: 30, skipOffset: nil, progress: progress)
    #expect(chrome.skip == .unavailable)
  }

  @Test func aZeroOffsetIsAvailableAtOnce() {
    #expect(LinearAdChrome(duration: 30, skipOffset: 0, progress: 0).skip == .available)
  }

  @Test(arguments: [
    (0.0, 30), (0.1, 30), (0.999, 30), (1, 29), (29.01, 1), (29.999, 1), (30, 0), (31, 0),
  ])
  func remainingSecondsRoundUpAndNeverGoNegative(progress: Double, remaining: Int) {
    let chrome = LinearAdChrome(duration: 30, skipOffset: 5, progress: progress)
    #expect(chrome.remainingSeconds == remaining)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -3])
  func unusableProgressCountsAsTheStart(progress: Double) {
    let chrome = LinearAdChrome(duration: 30, skipOffset: 5, progress: progress)
    #expect(chrome == LinearAdChrome(duration: 30, skipOffset: 5, progress: 0))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -30])
  func unusableDurationLeavesNoTime(duration: Double) {
    #expect(LinearAdChrome(duration: duration, skipOffset: nil, progress: 2).remainingSeconds == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteOffsetMeansTheAdCannotBeSkipped(offset: Double) {
    #expect(LinearAdChrome(duration: 30, skipOffset: offset, progress: 10).skip == .unavailable)
  }

  @Test func aNegativeOffsetCountsAsZero() {
    #expect(LinearAdChrome(duration: 30, skipOffset: -2, progress: 0).skip == .available)
  }

  @Test func hugeNumbersDoNotOverflow() {
    let chrome = LinearAdChrome(duration: 1e300, skipOffset: 1e300, progress: 0)
    #expect(chrome.remainingSeconds == 999_999_999)
    #expect(chrome.skip == .countingDown(seconds: 999_999_999))
  }

  @MainActor @Test func thePresentationsChromeFollowsReportedProgressAndAgreesWithCanSkip() {
    let presentation = LinearAdPresentation(
      duration: 15, skipOffset: 5, creative: ScriptedCreative(), onEvent: { _ in })
    #expect(presentation.chrome.skip == .countingDown(seconds: 5))
    #expect(presentation.chrome.remainingSeconds == 15)
    for progress in [0.25, 2, 4.75, 4.999, 5, 7.5, 15] {
      presentation.reportProgress(progress)
      #expect((presentation.chrome.skip == .available) == presentation.canSkip)
    }
    #expect(presentation.chrome == LinearAdChrome(duration: 15, skipOffset: 5, progress: 15))
    #expect(presentation.chrome.remainingSeconds == 0)
  }

  @MainActor @Test func aNonSkippablePresentationNeverShowsSkip() {
    let presentation = LinearAdPresentation(
      duration: 15, skipOffset: nil, creative: ScriptedCreative(), onEvent: { _ in })
    presentation.reportProgress(10)
    #expect(presentation.chrome.skip == .unavailable)
    #expect(presentation.chrome.remainingSeconds == 5)
  }
}
