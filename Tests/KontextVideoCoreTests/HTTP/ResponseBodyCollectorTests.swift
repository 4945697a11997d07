import Foundation
import Testing

@testable import KontextVideoCore

/// The collector decides after the headers and after each piece: it never holds more than the
/// limit, and answers exactly once.
struct ResponseBodyCollectorTests {
  @Test func aDeclaredLengthOverTheLimitFailsBeforeAnyBody() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(
      collector.begin(status: 200, declaredLength: 101)
        == .fail(ResponseTooLarge(limitBytes: 100, declared: true)))
    #expect(collector.append(Data(count: 10)) == .stop)
    #expect(collector.finish() == nil)
  }

  @Test func aRunningCountOverTheLimitFailsOnThePieceThatCrossesIt() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(collector.begin(status: 200, declaredLength: -1) == .proceed)
    #expect(collector.append(Data(count: 60)) == .proceed)
    #expect(collector.append(Data(count: 40)) == .proceed)  // exactly the limit is fine
    #expect(
      collector.append(Data(count: 1)) == .fail(ResponseTooLarge(limitBytes: 100, declared: false)))
    #expect(collector.receivedBytes == 101)
    #expect(collector.finish() == nil)  // answered once, by the failure
  }

  @Test(arguments: ["gzip", "br", "deflate", "identity, gzip", "x-gzip"])
  func aCompressedBodyIsRefusedAtItsHeadersWhenKept(encoding: String) {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(
      collector.begin(status: 200, declaredLength: 10, contentEncoding: encoding)
        == .refuse(encoding: encoding))
    #expect(collector.append(Data(count: 10)) == .stop)
    #expect(collector.finish() == nil)
  }

  @Test(arguments: [nil, "", "identity", "Identity", " identity "] as [String?])
  func anUncompressedBodyIsKept(encoding: String?) {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(collector.begin(status: 200, declaredLength: 1, contentEncoding: encoding) == .proceed)
    #expect(collector.append(Data([7])) == .proceed)
    #expect(collector.finish() == HTTPResponseData(status: 200, body: Data([7])))
  }

  @Test func anIgnoredBodyMayBeCompressedSinceNothingOfItIsKept() {
    var collector = ResponseBodyCollector(rule: .ignore)
    #expect(
      collector.begin(status: 204, declaredLength: 20, contentEncoding: "gzip")
        == .answer(HTTPResponseData(status: 204, body: Data())))
  }

  @Test func aBodyWithinTheLimitIsAnsweredWhole() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(collector.begin(status: 201, declaredLength: 100) == .proceed)
    #expect(collector.append(Data([1, 2])) == .proceed)
    #expect(collector.append(Data([3])) == .proceed)
    #expect(collector.finish() == HTTPResponseData(status: 201, body: Data([1, 2, 3])))
    #expect(collector.finish() == nil)
  }

  @Test func anIgnoredBodyIsAnsweredAtTheHeadersAndCutOffPastItsAllowance() {
    var collector = ResponseBodyCollector(rule: .ignore)
    #expect(
      collector.begin(status: 204, declaredLength: Int64(1) << 40)
        == .answer(HTTPResponseData(status: 204, body: Data())))
    #expect(collector.append(Data(count: ResponseBodyRule.ignoredLimit)) == .stop)
    #expect(collector.finish() == nil)
  }

  @Test func anIgnoredBodyThatArrivesWholeIsLetEnd() {
    var collector = ResponseBodyCollector(rule: .ignore)
    #expect(
      collector.begin(status: 200, declaredLength: 43)
        == .answer(HTTPResponseData(status: 200, body: Data())))
    #expect(collector.append(Data(count: 43)) == .proceed)  // a GIF pixel: the connection stays
  }

  @Test(arguments: [Int64(100), -1])
  func anIgnoredBodyStillComingIsCutAtItsFirstPiece(declared: Int64) {
    var collector = ResponseBodyCollector(rule: .ignore)
    _ = collector.begin(status: 200, declaredLength: declared)
    #expect(collector.append(Data(count: 1)) == .stop)  // a byte a second holds no connection
  }

  /// A redirect that is not followed reaches the caller as its status alone: nobody reads a
  /// 3xx's body, so a large or compressed one is neither kept, nor refused as too large, nor
  /// waited for.
  @Test(arguments: [300, 301, 302, 303, 304, 307, 308])
  func aRedirectIsAnsweredAtItsHeadersWithoutItsBody(status: Int) {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(
      collector.begin(status: status, declaredLength: 32 << 20, contentEncoding: "gzip")
        == .answer(HTTPResponseData(status: status, body: Data())))
    #expect(collector.append(Data(count: 16 << 10)) == .stop)
    #expect(collector.finish() == nil)
  }

  @Test func aSmallRedirectBodyThatArrivesWholeIsLetEnd() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(
      collector.begin(status: 302, declaredLength: 20)
        == .answer(HTTPResponseData(status: 302, body: Data())))
    #expect(collector.append(Data(count: 20)) == .proceed)  // the connection stays
  }

  @Test func aTransferThatEndsWithoutAResponseIsNoAnswer() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(collector.finish() == nil)  // the call answers with badServerResponse instead
  }

  @Test func anAbandonedCollectorKeepsNothing() {
    var collector = ResponseBodyCollector(rule: .keep(limit: 100))
    #expect(collector.begin(status: 200, declaredLength: -1) == .proceed)
    #expect(collector.append(Data(count: 50)) == .proceed)
    collector.abandon()
    #expect(collector.append(Data(count: 10)) == .stop)
    #expect(collector.finish() == nil)
  }
}
