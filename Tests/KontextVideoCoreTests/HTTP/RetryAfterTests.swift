import Foundation
import Testing

@testable import KontextVideoCore

/// `Retry-After` in both of its forms, and what is not one.
struct RetryAfterTests {
  let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

  @Test func secondsAreRead() {
    #expect(RetryAfter.seconds(in: "120", now: now) == 120)
    #expect(RetryAfter.seconds(in: " 5 ", now: now) == 5)
    #expect(RetryAfter.seconds(in: "0", now: now) == 0)
  }

  @Test func anHTTPDateIsReadRelativeToNow() {
    #expect(RetryAfter.seconds(in: "Sun, 06 Nov 1994 08:50:37 GMT", now: now) == 60)
    #expect(RetryAfter.seconds(in: "Sun, 06 Nov 1994 08:49:00 GMT", now: now) == 0)  // past
  }

  @Test(arguments: [nil, "", "soon", "-1", "1.5", "٣", "Sunday, 06-Nov-94 08:49:37 GMT"])
  func whatIsNotOneIsNil(value: String?) {
    #expect(RetryAfter.seconds(in: value, now: now) == nil)
  }

  @Test func anAbsurdNumberIsVeryLongNotACrash() {
    let seconds = RetryAfter.seconds(in: String(repeating: "9", count: 400), now: now)
    #expect((seconds ?? 0) > 1e300)
  }
}
