import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests with `URLSession`. Deadlines are enforced by the caller on the SDK's clock,
/// since per-request timeouts are not honoured everywhere.
package struct URLSessionTransport: AdTransport {
  package init() {}

  package func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    if !request.body.isEmpty { urlRequest.httpBody = request.body }
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let (data, response) = try await URLSession.shared.data(for: urlRequest)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    return HTTPResponseData(status: status, body: data)
  }
}
