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

  @Test func anAdOfABreakOfSeveralShowsItsPlaceInTheBadge() {
    let chrome = LinearAdChrome(
      duration: 30, skipOffset: nil, progress: 5, placeInBreak: (position: 1, count: 2))
    #expect(chrome.badge == .adOfBreakEndsIn(position: 1, count: 2, seconds: 25))
    #expect(AdChromeStrings(language: "en").text(chrome.badge) == "Ad 1 of 2 · 0:25")
    #expect(AdChromeStrings(language: "ja").text(chrome.badge) == "広告 1/2 · 0:25")
    // A break of one ad reads as a single ad; a rewarded break counts down to its reward.
    let single = LinearAdChrome(
      duration: 30, skipOffset: nil, progress: 5, placeInBreak: (position: 1, count: 1))
    #expect(single.badge == .adEndsIn(seconds: 25))
    let rewarded = LinearAdChrome(
      duration: 30, skipOffset: nil, progress: 5, secondsToReward: 10,
      placeInBreak: (position: 2, count: 3))
    #expect(rewarded.badge == .rewardIn(seconds: 10))
  }

  @Test func aPlaceOutsideItsBreakReadsAsTheNearestOne() {
    let strings = AdChromeStrings(language: "en")
    #expect(
      strings.text(.adOfBreakEndsIn(position: 0, count: 2, seconds: -3)) == "Ad 1 of 2 · 0:00")
    #expect(
      strings.text(.adOfBreakEndsIn(position: 9, count: 3, seconds: 61)) == "Ad 3 of 3 · 1:01")
    #expect(strings.text(.adOfBreakEndsIn(position: 1, count: 0, seconds: 5)) == "Ad 1 of 1 · 0:05")
  }
}
