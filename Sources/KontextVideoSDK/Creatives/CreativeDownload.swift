#if canImport(UIKit)
  import Foundation
  import KontextVideoCore

  /// Downloads a creative's file through an ephemeral session (no cookies, no cache shared with
  /// the app), https only outside loopback, within a size limit.
  enum CreativeDownload {
    private static let session: URLSession = {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.httpCookieAcceptPolicy = .never
      configuration.httpShouldSetCookies = false
      configuration.urlCache = nil
      configuration.timeoutIntervalForResource = 30
      return URLSession(configuration: configuration)
    }()

    /// The file at `url`, or a failure saying why.
    static func data(from url: URL, limit: Int) async throws(CreativeFailure) -> Data {
      guard WebURL.isWeb(url) else {
        throw CreativeFailure("the creative URL is not an http(s) URL with a host")
      }
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch {
        throw CreativeFailure(
          "the creative could not be downloaded (\(error.localizedDescription))")
      }
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        throw CreativeFailure("the creative server answered HTTP \(http.statusCode)")
      }
      guard data.count <= limit else {
        throw CreativeFailure("the creative is over the \(limit / 1024) KiB limit")
      }
      return data
    }
  }
#endif
