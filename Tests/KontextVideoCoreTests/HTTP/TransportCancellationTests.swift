import Foundation
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ReferenceServerSuites {
  /// `URLSessionTransport` cancelled at every moment of a request's life, including as its
  /// response arrives: the moment when `URLSession`'s own `async` API deadlocks on Linux (the
  /// demo hung there on `destroy()`). Each call must end, either answered or cancelled.
  @Suite
  struct TransportCancellationTests {
    let server: ReferenceServer
    let transport = URLSessionTransport()

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingAtAnyMomentEndsTheCall() async throws {
      let request = HTTPRequestData(
        method: "GET", url: server.baseURL.appendingPathComponent("_debug/pixels"), headers: [:],
        body: Data(), sentAt: 0)
      var answered = 0
      var cancelled = 0
      for attempt in 0..<300 {
        let call = Task.detached { [transport] in try await transport.send(request) }
        // Moves the cancel across the request's life: before it starts, while it is on the
        // wire, and as its answer comes back.
        for _ in 0..<(attempt % 60) { await Task.yield() }
        call.cancel()
        switch await call.result {
        case .success(let response):
          #expect(response.status == 200)
          answered += 1
        case .failure(let error):
          #expect((error as? URLError)?.code == .cancelled, "\(error)")
          cancelled += 1
        }
      }
      // Every call ended (the loop finished within the time limit) with a 200 or a
      // cancellation, each checked above; and the cancels really landed on calls in flight.
      #expect(cancelled > 0)
      #expect(answered < 300)
    }
  }
}
