import Foundation

/// An HTTP request, independent of `URLRequest`.
package struct HTTPRequestData: Sendable, Hashable {
  package var method: String
  package var url: URL
  package var headers: [String: String]
  package var body: Data
  /// When it was sent, on the SDK's clock; a simulated server times its answer from here.
  package var sentAt: TimeInterval
  /// Which redirects the transport may follow for it.
  package var redirects: RedirectRule
  /// What the transport does with the response's body: by default, keeps up to 1 MiB.
  package var responseBody: ResponseBodyRule

  package init(
    method: String, url: URL, headers: [String: String], body: Data, sentAt: TimeInterval,
    redirects: RedirectRule = .sameOrigin,
    responseBody: ResponseBodyRule = .keep(limit: ResponseBodyRule.defaultLimit)
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.sentAt = sentAt
    self.redirects = redirects
    self.responseBody = responseBody
  }
}
