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
  private let identifiers: IdentifierPolicy
  /// Where each request's consent, identifiers and answer are recorded for the ad inspector.
  package var inspector: AdInspector?
  /// Where the log hears, once, that the app's configuration keeps every device identifier
  /// back; nil says nothing (the sandbox, whose requests reach nobody).
  package var identifierNotices: IdentifierNotices?
  /// The log for those notices.
  var logger = Logger(level: .warning)
  /// Where the log hears, once per SDK instance, of a consent string over its bound.
  package var consentNotices = ConsentBoundNotices()

  package init(
    baseURL: URL,
    token: String,
    transport: any HTTPTransport,
    installIdentity: InstallIdentity = InstallIdentity(directory: nil),
    consentStore: IABConsentStore? = nil,
    platform: @escaping @Sendable () -> PlatformInfo = PlatformInfo.current,
    identifiers: IdentifierPolicy = IdentifierPolicy()
  ) {
    self.identifiers = identifiers
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
    let platform = platform()
    let body = AdRequestBody(
      context: context, installID: installIdentity.value(),
      sessionID: installIdentity.sessionID, consent: consent, platform: platform,
      identifiers: identifiers)
    if let notice = identifierNotices?.notice(for: body.decision) {
      logger.log(.warning, notice)
    }
    if let notice = consentNotices.notice(for: consent) { logger.log(.warning, notice) }
    inspector?.requestBuilt(
      context, consent: consent, decision: body.decision,
      installID: body.user.installId ?? body.user.sessionId ?? "",
      advertisingID: body.user.advertisingId, vendorID: body.user.vendorId)
    return body
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
  /// The request is built off the main actor (the install id's first read touches a file; one
  /// request at a time, in the order requests started), handed to the transport from the main
  /// actor in that order, and its answer read off the main actor (it may be a megabyte of JSON)
  /// in the order answers came. So an in-process server (the sandbox) sees requests in the
  /// order the SDK sent them; a network transport's `send` runs off the main actor whatever
  /// calls it, and costs the main actor only the hand-over. A manual clock waits for the
  /// building and the reading (never for the transport), so runs on it are the same every
  /// time.
  @MainActor
  package func startRequest(
    _ context: AdRequestContext, sentAt: TimeInterval, clock: any AdClock,
    completion: @escaping @MainActor (Result<AdResponse, VideoAdError>) -> Void
  ) -> AdCancellable {
    let building = clock.wakeCaller()
    let task = Task { @MainActor in
      let (result, reading) = await exchange(
        context, sentAt: sentAt, building: building, clock: clock)
      reading?.ran()
      completion(result)
    }
    return AdCancellable { task.cancel() }
  }

  /// Builds the request off the main actor, sends it from the main actor and reads the answer
  /// off it, in the order answers came. The returned caller is the reading, counted by a manual
  /// clock until the result is back on the main actor.
  @MainActor
  private func exchange(
    _ context: AdRequestContext, sentAt: TimeInterval, building: WokenCaller, clock: any AdClock
  ) async -> (Result<AdResponse, VideoAdError>, WokenCaller?) {
    let request = await Self.orderedWork.run { [self] in makeRequest(context, sentAt: sentAt) }
    // An in-process server takes the request before this job of the main actor ends.
    building.ran()
    let response: HTTPResponseData
    do {
      response = try await transport.send(request)
    } catch {
      // Only the transport throws: reading gives its verdict as a value.
      noteAnswer(context, nil, .failure(Self.failure(sending: error)))
      return (.failure(Self.failure(sending: error)), nil)
    }
    let reading = clock.wakeCaller()
    let result = await Self.orderedWork.run { [self] in read(response) }
    noteAnswer(context, response.status, result)
    return (result, reading)
  }

  /// Tells the inspector what the server answered `context`'s request (nil: nothing answered).
  private func noteAnswer(
    _ context: AdRequestContext, _ status: Int?, _ result: Result<AdResponse, VideoAdError>
  ) {
    inspector?.responseRead(
      requestID: context.requestID, format: context.format, status: status,
      slots: (try? result.get())?.slots.count ?? 0)
  }

  /// ``interpret(_:)`` as a value.
  private func read(_ response: HTTPResponseData) -> Result<AdResponse, VideoAdError> {
    do throws(VideoAdError) {
      return .success(try interpret(response))
    } catch {
      return .failure(error)
    }
  }

  /// The ad client's work off the main actor, one piece at a time in the order it was asked
  /// for (by callers of one priority, as the SDK's are).
  private static let orderedWork = OrderedWork()

  /// The `POST /v1/ads` request for `context`. Reads the stored install id: call it off the
  /// main actor.
  ///
  /// A request that carries the advertising identifier goes to
  /// ``IdentifierPolicy/advertisingIdentifierServer`` (the host the app lists as a tracking
  /// domain); every other one to the main server.
  package func makeRequest(_ context: AdRequestContext, sentAt: TimeInterval) -> HTTPRequestData {
    let body = body(for: context)
    let server =
      body.user.advertisingId != nil
      ? identifiers.advertisingIdentifierServer ?? baseURL : baseURL
    return HTTPRequestData(
      method: "POST",
      url: server.appendingPathComponent("v1/ads"),
      headers: [
        "Authorization": "Bearer \(token)",
        "Content-Type": "application/json",
        "Accept": "application/json",
      ],
      body: body.encoded(),
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
