import Foundation

/// Follows a VAST wrapper chain to its inline ad, at most 5 wrappers deep, each hop under its
/// own deadline on the SDK's clock, and merges what every wrapper asks to be told (impressions,
/// errors, tracking, click tracking) into the final ad.
///
/// A failure carries its VAST error code and every `<Error>` URL seen along the chain, so the
/// caller can report it with `[ERRORCODE]`.
package struct VASTResolver: Sendable {
  /// The most wrappers followed (VAST's recommended limit).
  package static let maximumWrappers = 5
  /// The largest VAST document a hop downloads: 1 MiB, the parser's own limit. A larger one is
  /// cut off as it arrives (VAST error 100).
  package static let maximumDocumentBytes = 1 << 20
  /// Each hop's deadline: 5 s.
  package static let hopTimeout: TimeInterval = 5

  /// A chain that did not end in an inline ad.
  package struct Failure: Error, Sendable, Hashable {
    package var error: VASTError
    /// Every `<Error>` URL of the documents read before the failure.
    package var errorURLs: [String]
  }

  /// Hears each document of the chain as it is read (or fails), with its text: the ad
  /// inspector's record.
  package typealias HopRecorder = @Sendable (InspectedVASTHop, Data?) -> Void

  private let transport: any HTTPTransport
  private let clock: any AdClock
  private let recordHop: HopRecorder?

  package init(transport: any HTTPTransport, clock: any AdClock, recordHop: HopRecorder? = nil) {
    self.transport = transport
    self.clock = clock
    self.recordHop = recordHop
  }

  /// The inline ad at the end of the chain that starts with `data`, with every wrapper's
  /// impressions, errors and tracking merged in.
  package func resolve(_ data: Data) async -> Result<VASTAd, Failure> {
    await resolve(data, from: nil, milliseconds: 0)
  }

  /// The chain from `data`, which came from `source` (nil: the server's answer) in
  /// `milliseconds`.
  private func resolve(_ data: Data, from source: String?, milliseconds: Int) async -> Result<
    VASTAd, Failure
  > {
    var document = data
    var wrappers: [VASTAd] = []
    var errorURLs: [String] = []
    var visited: Set<String> = []
    var hop = InspectedVASTHop(
      url: source, milliseconds: milliseconds, outcome: "", error: nil, bytes: data.count)
    while true {
      let parsed: VASTDocument
      do {
        parsed = try VASTParser.parse(document)
      } catch {
        record(hop, document, error: error)
        return .failure(Failure(error: error, errorURLs: errorURLs))
      }
      if let ad = parsed.ads.first {
        hop.outcome = ad.kind == .inline ? "inline" : "wrapper"
        recordHop?(hop, document)
      } else {
        record(hop, document, error: VASTError(303, "the VAST document has no ad"))
      }
      guard let ad = parsed.ads.first else {
        let error =
          wrappers.isEmpty
          ? VASTError(303, "the VAST document has no ad")
          : VASTError(303, "no ad after \(wrappers.count) wrapper(s)")
        return .failure(Failure(error: error, errorURLs: errorURLs + parsed.errorURLs))
      }
      errorURLs += ad.errorURLs
      if ad.kind == .inline { return .success(Self.merge(ad, wrappers: wrappers)) }
      wrappers.append(ad)
      guard wrappers.count <= Self.maximumWrappers else {
        return chainEnds(
          VASTError(302, "more than \(Self.maximumWrappers) wrappers"), at: ad.adTagURI,
          errorURLs: errorURLs)
      }
      guard let uri = ad.adTagURI, let url = WebURL.secure(uri) else {
        return chainEnds(
          VASTError(101, "a wrapper without a usable (https) VASTAdTagURI"), at: ad.adTagURI,
          errorURLs: errorURLs)
      }
      guard visited.insert(uri).inserted else {
        return chainEnds(
          VASTError(302, "the wrapper chain loops back to \(uri)"), at: uri, errorURLs: errorURLs)
      }
      let started = clock.now
      let fetched = await fetch(url)
      hop = InspectedVASTHop(
        url: uri, milliseconds: Self.milliseconds(since: started, clock), outcome: "",
        error: nil, bytes: 0)
      switch fetched {
      case .success(let body):
        document = body
        hop.bytes = body.count
      case .failure(let error):
        record(hop, nil, error: error)
        return .failure(Failure(error: error, errorURLs: errorURLs))
      }
    }
  }

  /// The inline ad at the end of the chain that starts at the VAST tag `url`.
  package func resolve(url: URL) async -> Result<VASTAd, Failure> {
    let started = clock.now
    let fetched = await fetch(url)
    let milliseconds = Self.milliseconds(since: started, clock)
    switch fetched {
    case .success(let data):
      return await resolve(data, from: url.absoluteString, milliseconds: milliseconds)
    case .failure(let error):
      record(
        InspectedVASTHop(
          url: url.absoluteString, milliseconds: milliseconds, outcome: "", error: nil, bytes: 0),
        nil, error: error)
      return .failure(Failure(error: error, errorURLs: []))
    }
  }

  /// The chain ends with `error` before fetching the next hop, `uri`: recorded as that hop's
  /// failure, so the inspector shows why the chain stopped.
  private func chainEnds(_ error: VASTError, at uri: String?, errorURLs: [String]) -> Result<
    VASTAd, Failure
  > {
    record(
      InspectedVASTHop(url: uri, milliseconds: 0, outcome: "", error: nil, bytes: 0), nil,
      error: error)
    return .failure(Failure(error: error, errorURLs: errorURLs))
  }

  /// Records a hop that ended the chain with `error`.
  private func record(_ hop: InspectedVASTHop, _ document: Data?, error: any Error) {
    guard let recordHop else { return }
    var hop = hop
    hop.outcome = "failed"
    hop.error = "\(error)"
    recordHop(hop, document)
  }

  private static func milliseconds(since start: TimeInterval, _ clock: any AdClock) -> Int {
    Int(((clock.now - start) * 1000).rounded())
  }

  /// One hop: the wrapped document, or 301 when it is unavailable or late.
  private func fetch(_ url: URL) async -> Result<Data, VASTError> {
    let deadline = clock.now + Self.hopTimeout
    let request = HTTPRequestData(
      method: "GET", url: url, headers: [:], body: Data(), sentAt: clock.now,
      redirects: .secureHops, responseBody: .keep(limit: Self.maximumDocumentBytes))
    let transport = self.transport
    return await clock.race(until: deadline) { () -> Result<Data, VASTError> in
      let response: HTTPResponseData
      do {
        response = try await transport.send(request)
      } catch let tooLarge as ResponseTooLarge {
        return .failure(
          VASTError(100, "the wrapped VAST is over the \(tooLarge.limitBytes / 1024) KiB limit"))
      } catch {
        return .failure(VASTError(301, "the wrapped VAST at \(url.host ?? "?") is unavailable"))
      }
      guard (200..<300).contains(response.status) else {
        return .failure(VASTError(301, "the wrapped VAST answered \(response.status)"))
      }
      return .success(response.body)
    } late: {
      Result<Data, VASTError>.failure(
        VASTError(301, "the wrapped VAST took longer than \(Self.hopTimeout) s"))
    }
  }

  /// The inline ad with the wrappers' impressions, errors and tracking added.
  static func merge(_ inline: VASTAd, wrappers: [VASTAd]) -> VASTAd {
    var merged = inline
    for wrapper in wrappers {
      merged.impressionURLs += wrapper.impressionURLs
      merged.errorURLs += wrapper.errorURLs
      merged.nonLinearTracking += wrapper.nonLinearTracking
      merged.verifications += wrapper.verifications
      let wrapperNonLinearClicks = wrapper.nonLinears.flatMap(\.clickTrackingURLs)
      for index in merged.nonLinears.indices {
        merged.nonLinears[index].clickTrackingURLs += wrapperNonLinearClicks
      }
      if let wrapperLinear = wrapper.linear, merged.linear != nil {
        merged.linear?.tracking += wrapperLinear.tracking
        merged.linear?.clickTrackingURLs += wrapperLinear.clickTrackingURLs
        merged.linear?.icons += wrapperLinear.icons
      }
    }
    merged.capMergedLists(adding: wrappers)
    return merged
  }
}
