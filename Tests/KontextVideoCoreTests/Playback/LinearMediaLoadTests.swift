import Foundation
import Testing

@testable import KontextVideoCore

/// A linear video's load: a preroll that answers NO on a playable item does not fail it, and a
/// media file the app holds cookies for is not requested (the media player would send them).
struct LinearMediaLoadTests {
  @Test func aPrerollAnsweringNoOnAPlayableItemLoadsTheAd() {
    #expect((try? PrerollAnswer.outcome(finished: false, item: .readyToPlay).get()) != nil)
    #expect((try? PrerollAnswer.outcome(finished: true, item: .readyToPlay).get()) != nil)
  }

  @Test func onlyAnItemThatFailedOrWentFailsTheLoad() {
    let failed = PrerollAnswer.outcome(finished: false, item: .failed("decoder error"))
    #expect(failed.failureMessage == "decoder error")
    let unnamed = PrerollAnswer.outcome(finished: true, item: .failed(nil))
    #expect(unnamed.failureMessage == "the media file could not be played")
    let gone = PrerollAnswer.outcome(finished: false, item: .notReady)
    #expect(gone.failureMessage == "the video could not be buffered")
  }

  @Test func aMediaFileTheAppHoldsCookiesForIsNotLoaded() throws {
    #expect(AdMediaCookies.refusal(appCookies: 0) == nil)
    let refusal = try #require(AdMediaCookies.refusal(appCookies: 2))
    #expect(refusal.message.contains("2 cookies"))
    #expect(AdMediaCookies.refusal(appCookies: 1)?.message.contains("1 cookie for") == true)
  }
}

extension Result where Failure == CreativeFailure {
  /// The failure's message; nil on success.
  fileprivate var failureMessage: String? {
    if case .failure(let failure) = self { failure.message } else { nil }
  }
}
