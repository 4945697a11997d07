import Foundation
import Testing

@testable import KontextVideoCore

struct NetworkFailureTests {
  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, VideoAdError.NetworkFailure.cannotConnect),
    (.cannotFindHost, .hostNotFound),
    (.dnsLookupFailed, .hostNotFound),
    (.secureConnectionFailed, .secureConnectionFailed),
    (.serverCertificateUntrusted, .secureConnectionFailed),
    (.notConnectedToInternet, .offline),
    (.networkConnectionLost, .connectionLost),
    (.cancelled, .cancelled),
    (.timedOut, .other(code: URLError.Code.timedOut.rawValue)),
  ])
  func urlErrorsMapToTheirKind(code: URLError.Code, expected: VideoAdError.NetworkFailure) {
    #expect(AdServerClient.networkFailure(URLError(code)) == expected)
  }

  @Test func cancellationIsCancelled() {
    #expect(AdServerClient.networkFailure(CancellationError()) == .cancelled)
  }

  @Test func everyFailureHasAClearMessage() {
    let failures: [VideoAdError.NetworkFailure] = [
      .cannotConnect, .hostNotFound, .secureConnectionFailed, .offline, .connectionLost, .cancelled,
      .other(code: -1001),
    ]
    let messages = failures.map { VideoAdError.requestFailed(.network($0)).description }
    #expect(Set(messages).count == failures.count)
    #expect(messages.allSatisfy { $0.hasPrefix("The ad request failed: network error: ") })
  }
}
