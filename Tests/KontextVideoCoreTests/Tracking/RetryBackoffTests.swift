import Foundation
import Testing

@testable import KontextVideoCore

/// The delivery lanes' one backoff: doubling from the first delay, capped, jittered within the
/// policy's share.
struct RetryBackoffTests {
  @Test func delaysDoubleUpToTheMaximum() {
    let policy = BeaconQueue.Policy()
    var backoff = RetryBackoff()
    let delays = (0..<12).map { _ in backoff.failed(at: 100, policy: policy, jitter: 0) - 100 }
    #expect(delays.prefix(5) == [1, 2, 4, 8, 16])
    #expect(delays.last == policy.maximumRetryDelay)
    #expect(backoff.failures == 12)
  }

  @Test(arguments: [-1.0, 1.0, 7.0])
  func jitterStaysWithinThePolicysShare(jitter: Double) {
    let policy = BeaconQueue.Policy()
    var backoff = RetryBackoff()
    let due = backoff.failed(at: 0, policy: policy, jitter: jitter)
    #expect(due >= 1 - policy.jitter && due <= 1 + policy.jitter)
  }

  @Test func retryNowMakesItDueWithoutForgettingTheFailures() {
    var backoff = RetryBackoff()
    backoff.failed(at: 50, policy: BeaconQueue.Policy(), jitter: 0)
    backoff.retryNow()
    #expect(backoff.retryAt == 0)
    #expect(backoff.failures == 1)
  }

  @Test func aServersDelayIsWaitedOutEvenByRetryNow() {
    var backoff = RetryBackoff()
    backoff.failed(at: 100, policy: BeaconQueue.Policy(), jitter: 0, serverDelay: 600)
    #expect(backoff.retryAt == 700)
    backoff.retryNow()
    #expect(backoff.retryAt == 700)
  }

  @Test func aServersDelayIsCappedAtAnHour() {
    var backoff = RetryBackoff()
    backoff.failed(at: 0, policy: BeaconQueue.Policy(), jitter: 0, serverDelay: 1e12)
    #expect(backoff.retryAt == RetryBackoff.maximumServerDelay)
    #expect(RetryBackoff.maximumServerDelay == 3600)
  }

  @Test func aShortServerDelayDoesNotShortenTheBackoff() {
    var backoff = RetryBackoff()
    var policy = BeaconQueue.Policy()
    policy.firstRetryDelay = 30
    backoff.failed(at: 0, policy: policy, jitter: 0, serverDelay: 1)
    #expect(backoff.retryAt == 30)
    backoff.retryNow()
    #expect(backoff.retryAt == 1)  // a flush may go after the server's second
  }
}
