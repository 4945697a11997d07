import Foundation

/// Asks the ad server for ads: builds `POST /v1/ads`, sends it through a transport, and turns
/// every outcome into a decoded response or a typed error.
package struct AdServerClient: Sendable {
  package let baseURL: URL
  private let token: String
  private let transport: any AdTransport

  package init(baseURL: URL, token: String, transport: any AdTransport) {
    self.baseURL = baseURL
    self.token = token
    self.transport = transport
  }

  /// Sends one ad request. The caller enforces the deadline.
  package func requestAd(_ body: AdRequestBody, sentAt: TimeInterval) async throws(VideoAdError)
    -> AdResponse
  {
    let payload: Data
    do { payload = try body.encoded() } catch {
      throw .requestFailed(.invalidResponse("the request could not be encoded"))
    }
    let request = HTTPRequestData(
      method: "POST",
      url: baseURL.appendingPathComponent("v1/ads"),
      headers: [
        "Authorization": "Bearer \(token)",
        "Content-Type": "application/json",
        "Accept": "application/json",
      ],
      body: payload,
      sentAt: sentAt
    )
    let response: HTTPResponseData
    do {
      response = try await transport.send(request)
    } catch {
      throw .requestFailed(.network(Self.describe(error)))
    }
    switch response.status {
    case 200..<300: return try AdResponse.decode(response.body)
    case 400: throw .requestFailed(.badRequest(message: Self.message(in: response.body)))
    case 401: throw .requestFailed(.unauthorized)
    case 422: throw .requestFailed(.unprocessable(message: Self.message(in: response.body)))
    case 429: throw .requestFailed(.rateLimited)
    default: throw .requestFailed(.status(response.status))
    }
  }

  /// The server's `message` or `error` text, cut to 200 characters.
  static func message(in body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    let text = (object["message"] as? String) ?? (object["error"] as? String)
    return text.map { String($0.prefix(200)) }
  }

  static func describe(_ error: any Error) -> String {
    if let urlError = error as? URLError {
      return "URLError \(urlError.code.rawValue)"
    }
    if error is CancellationError { return "cancelled" }
    return String(describing: type(of: error))
  }
}
