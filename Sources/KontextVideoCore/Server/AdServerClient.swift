import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Asks the ad server for ads: builds `POST /v1/ads`, sends it through a transport, and turns
/// every outcome into a decoded response or a typed error.
///
/// The install id, the consent a consent platform stored and the platform facts are read here,
/// off the main actor, just before sending.
package struct AdServerClient: Sendable {
  /// The largest response body accepted: 1 MiB.
  package static let maximumResponseBytes = 1 << 20

  package let baseURL: URL
  package let token: String
  package let transport: any HTTPTransport
  private let installIdentity: InstallIdentity
  private let consentStore: IABConsentStore?
  private let platform: @Sendable () -> PlatformInfo

  package init(
    baseURL: URL,
    token: String,
    transport: any HTTPTransport,
    installIdentity: InstallIdentity = InstallIdentity(directory: nil),
    consentStore: IABConsentStore? = nil,
    platform: @escaping @Sendable () -> PlatformInfo = PlatformInfo.current
  ) {
    self.baseURL = baseURL
    self.token = token
    self.transport = transport
    self.installIdentity = installIdentity
    self.consentStore = consentStore
    self.platform = platform
  }

  /// Builds the body of an ad request: what the main actor knew, and what is read here.
  package func body(for context: AdRequestContext) -> AdRequestBody {
    let consent = context.consent.merged(over: consentStore?.read() ?? ConsentSignals())
    return AdRequestBody(
      context: context, installID: installIdentity.value(), consent: consent,
      platform: platform())
  }

  /// Sends one ad request. The caller enforces the deadline and cancels on destroy.
  package func requestAd(_ context: AdRequestContext, sentAt: TimeInterval)
    async throws(VideoAdError)
    -> AdResponse
  {
    let request = makeRequest(context, sentAt: sentAt)
    let response: HTTPResponseData
    do {
      response = try await transport.send(request)
    } catch {
      throw Self.failure(sending: error)
    }
    return try interpret(response)
  }

  /// Starts one ad request from the main actor; `completion` gets its answer there. The
  /// caller enforces the deadline; the returned handle cancels the request.
  ///
  /// The request is built, and the answer read, off the main actor (the install id's first
  /// read touches a file; an answer may be a megabyte of JSON), one piece of work at a time in
  /// the order requests started, and the transport is called from the main actor: requests
  /// reach the transport, and answers their callers, in the order they started. A manual clock
  /// waits for that work (never for the transport), so runs on it are the same every time,
  /// whatever the threads do.
  @MainActor
  package func startRequest(
    _ context: AdRequestContext, sentAt: TimeInterval, clock: any AdClock,
    completion: @escaping @MainActor (Result<AdResponse, VideoAdError>) -> Void
  ) -> AdCancellable {
    var work = clock.wakeCaller()
    let task = Task { @MainActor in
      let request = await Self.offMainWork.run { [self] in makeRequest(context, sentAt: sentAt) }
      // An in-process transport (the sandbox) takes the request before this job ends.
      work.ran()
      let response: HTTPResponseData
      do {
        response = try await transport.send(request)
      } catch {
        return completion(.failure(Self.failure(sending: error)))
      }
      work = clock.wakeCaller()
      let result = await Self.offMainWork.run { [self] () -> Result<AdResponse, VideoAdError> in
        do throws(VideoAdError) {
          return .success(try interpret(response))
        } catch {
          return .failure(error)
        }
      }
      work.ran()
      completion(result)
    }
    return AdCancellable { task.cancel() }
  }

  /// The ad client's work off the main actor, one piece at a time in the order it was asked
  /// for (by callers of one priority, as the SDK's are).
  private static let offMainWork = OrderedWork()

  /// The `POST /v1/ads` request for `context`. Reads the stored install id: call it off the
  /// main actor.
  package func makeRequest(_ context: AdRequestContext, sentAt: TimeInterval) -> HTTPRequestData {
    HTTPRequestData(
      method: "POST",
      url: baseURL.appendingPathComponent("v1/ads"),
      headers: [
        "Authorization": "Bearer \(token)",
        "Content-Type": "application/json",
        "Accept": "application/json",
      ],
      body: body(for: context).encoded(),
      sentAt: sentAt,
      responseBody: .keep(limit: Self.maximumResponseBytes)
    )
  }

  /// The typed error for a transport's failure to send an ad request.
  private static func failure(sending error: any Error) -> VideoAdError {
    if let tooLarge = error as? ResponseTooLarge {
      return .requestFailed(.responseTooLarge(limitBytes: tooLarge.limitBytes))
    }
    return .requestFailed(.network(networkFailure(error)))
  }

  /// The ad response in a server's answer, or the typed error its status or body means.
  package func interpret(_ response: HTTPResponseData) throws(VideoAdError) -> AdResponse {
    guard response.body.count <= Self.maximumResponseBytes else {
      throw .requestFailed(.responseTooLarge(limitBytes: Self.maximumResponseBytes))
    }
    switch response.status {
    case 200..<300: return try AdResponse.decode(response.body)
    case 300..<400: throw .requestFailed(.redirected(status: response.status))
    case 400:
      throw .requestFailed(.badRequest(message: Self.message(in: response.body, redacting: token)))
    case 401: throw .requestFailed(.unauthorized)
    case 422:
      throw .requestFailed(
        .unprocessable(message: Self.message(in: response.body, redacting: token)))
    case 429: throw .requestFailed(.rateLimited)
    default: throw .requestFailed(.status(response.status))
    }
  }

  /// The server's `message` or `error` text, with every copy of `secret` (the publisher
  /// token, which a server may echo) replaced by `[redacted]`, then cut to 200 characters. The
  /// text becomes part of the error's description, which apps log.
  static func message(in body: Data, redacting secret: String) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    guard var text = (object["message"] as? String) ?? (object["error"] as? String) else {
      return nil
    }
    if !secret.isEmpty { text = text.replacingOccurrences(of: secret, with: "[redacted]") }
    return String(text.prefix(200))
  }

  /// The kind of network failure behind a transport error.
  package static func networkFailure(_ error: any Error) -> VideoAdError.NetworkFailure {
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else { return .other(code: 0) }
    switch urlError.code {
    case .cannotConnectToHost: return .cannotConnect
    case .cannotFindHost, .dnsLookupFailed: return .hostNotFound
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired:
      return .secureConnectionFailed
    case .notConnectedToInternet: return .offline
    case .networkConnectionLost: return .connectionLost
    case .cancelled: return .cancelled
    case .unknown where isTLSMessage(urlError.localizedDescription):
      // FoundationNetworking (curl) reports TLS handshake failures as unknown errors whose
      // message names SSL or TLS.
      return .secureConnectionFailed
    default: return .other(code: urlError.code.rawValue)
    }
  }

  private static func isTLSMessage(_ message: String) -> Bool {
    message.contains("SSL") || message.contains("TLS")
  }
}

/// Runs work off the main actor one piece at a time, in the order it was asked for.
private actor OrderedWork {
  func run<Value: Sendable>(_ work: @Sendable () -> Value) -> Value {
    work()
  }
}
