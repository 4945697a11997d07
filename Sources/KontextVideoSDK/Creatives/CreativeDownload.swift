#if canImport(UIKit)
  import Foundation
  import KontextVideoCore

  /// Downloads a creative's file through the SDK's own ephemeral session (no cookies, no cache
  /// shared with the app), https only outside loopback, following at most a few https
  /// redirects, within a size limit enforced while the bytes arrive.
  enum CreativeDownload {
    /// The file at `url`, or a failure saying why.
    static func data(from url: URL, limit: Int) async throws(CreativeFailure) -> Data {
      guard WebURL.isWeb(url) else {
        throw CreativeFailure("the creative URL is not an http(s) URL with a host")
      }
      let request = HTTPRequestData(
        method: "GET", url: url, headers: [:], body: Data(), sentAt: 0,
        redirects: .secureHops, responseBody: .keep(limit: limit))
      let response: HTTPResponseData
      do {
        response = try await URLSessionTransport().send(request)
      } catch let tooLarge as ResponseTooLarge {
        throw CreativeFailure("the creative is over the \(tooLarge.limitBytes / 1024) KiB limit")
      } catch {
        throw CreativeFailure(
          "the creative could not be downloaded (\(error.localizedDescription))")
      }
      guard (200..<300).contains(response.status) else {
        throw CreativeFailure("the creative server answered HTTP \(response.status)")
      }
      return response.body
    }
  }
#endif
