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
    await first(of: data, from: nil, milliseconds: 0)
  }

  /// The inline ad at the end of the chain that starts at the VAST tag `url`.
  package func resolve(url: URL) async -> Result<VASTAd, Failure> {
    switch await document(at: url) {
    case .success(let (data, milliseconds)):
      return await first(of: data, from: url.absoluteString, milliseconds: milliseconds)
    case .failure(let error):
      return .failure(Failure(error: error, errorURLs: []))
    }
  }

  /// The first ad of the document `data`, which came from `source` (nil: the server's answer)
  /// in `milliseconds`, followed to its inline ad.
  private func first(of data: Data, from source: String?, milliseconds: Int) async -> Result<
    VASTAd, Failure
  > {
    let parsed: VASTDocument
    switch read(data, from: source, milliseconds: milliseconds) {
    case .success(let document): parsed = document
    case .failure(let failure): return .failure(failure)
    }
    var hops = Self.maximumWrappers + 1
    let walk = await follow(parsed.ads[0], Chain(), hops: &hops, room: 1)
    if let ad = walk.ads.first { return .success(ad) }
    return .failure(
      walk.failures.first?.failure ?? Failure(error: VASTError(303, "no ad"), errorURLs: []))
  }

  /// The document at `url` and how long it took, its failure recorded as the chain's first hop.
  func document(at url: URL) async -> Result<(Data, Int), VASTError> {
    let started = clock.now
    let fetched = await fetch(url)
    let milliseconds = Self.milliseconds(since: started, clock)
    switch fetched {
    case .success(let data):
      return .success((data, milliseconds))
    case .failure(let error):
      record(
        InspectedVASTHop(
          url: url.absoluteString, milliseconds: milliseconds, outcome: "", error: nil, bytes: 0),
        nil, error: error)
      return .failure(error)
    }
  }

  /// The chain's first document read, recorded as its first hop: its ads (at least one), or
  /// why there are none.
  func read(_ data: Data, from source: String?, milliseconds: Int) -> Result<
    VASTDocument, Failure
  > {
    let hop = InspectedVASTHop(
      url: source, milliseconds: milliseconds, outcome: "", error: nil, bytes: data.count)
    let parsed: VASTDocument
    do {
      parsed = try VASTParser.parse(data)
    } catch {
      record(hop, data, error: error)
      return .failure(Failure(error: error, errorURLs: []))
    }
    guard let ad = parsed.ads.first else {
      record(hop, data, error: VASTError(303, "the VAST document has no ad"))
      return .failure(
        Failure(error: VASTError(303, "the VAST document has no ad"), errorURLs: parsed.errorURLs))
    }
    var read = hop
    read.outcome = ad.kind == .inline ? "inline" : "wrapper"
    recordHop?(read, data)
    return .success(parsed)
  }

  // MARK: Following one ad's chain

  /// Where a walk down one ad's wrapper chain stands.
  struct Chain: Sendable {
    /// The wrappers followed so far, outermost first.
    var wrappers: [VASTAd] = []
    /// Every `<Error>` URL of the chain so far.
    var errorURLs: [String] = []
    /// The tags fetched so far: a chain that comes back to one loops.
    var visited: Set<String> = []
  }

  /// A chain that did not end in an inline ad, and whether VAST lets a stand-alone ad of the
  /// response stand in for it (all but a wrapper's empty answer whose `fallbackOnNoAd` is
  /// false).
  struct ChainFailure: Sendable, Hashable {
    var failure: Failure
    var mayStandIn: Bool
  }

  /// What following one ad gave: its inline ad, or the ads of the pod its wrapper led to (each
  /// followed in turn), and each chain that failed on the way.
  struct Walk: Sendable {
    var ads: [VASTAd] = []
    var failures: [ChainFailure] = []
  }

  /// Follows `start` (an inline ad or a wrapper) to its inline ad, fetching at most `hops`
  /// documents. A wrapper that allows multiple ads and leads to a pod expands into up to `room`
  /// of the pod's ads.
  func follow(_ start: VASTAd, _ chain: Chain, hops: inout Int, room: Int) async -> Walk {
    var ad = start
    var chain = chain
    while true {
      chain.errorURLs += ad.errorURLs
      if ad.kind == .inline { return Walk(ads: [Self.merge(ad, wrappers: chain.wrappers)]) }
      chain.wrappers.append(ad)
      func fails(_ error: VASTError, at uri: String?, mayStandIn: Bool = true) -> Walk {
        Walk(failures: [
          ChainFailure(
            failure: chainEnds(error, at: uri, errorURLs: chain.errorURLs), mayStandIn: mayStandIn)
        ])
      }
      guard chain.wrappers.count <= Self.maximumWrappers else {
        return fails(VASTError(302, "more than \(Self.maximumWrappers) wrappers"), at: ad.adTagURI)
      }
      guard let uri = ad.adTagURI, let url = WebURL.secure(uri) else {
        return fails(
          VASTError(101, "a wrapper without a usable (https) VASTAdTagURI"), at: ad.adTagURI)
      }
      guard chain.visited.insert(uri).inserted else {
        return fails(VASTError(302, "the wrapper chain loops back to \(uri)"), at: uri)
      }
      guard hops > 0 else {
        return fails(VASTError(302, "the break has read all the documents it may"), at: uri)
      }
      hops -= 1
      let started = clock.now
      let fetched = await fetch(url)
      var hop = InspectedVASTHop(
        url: uri, milliseconds: Self.milliseconds(since: started, clock), outcome: "",
        error: nil, bytes: 0)
      let body: Data
      switch fetched {
      case .success(let data):
        body = data
        hop.bytes = data.count
      case .failure(let error):
        record(hop, nil, error: error)
        return Walk(failures: [
          ChainFailure(failure: Failure(error: error, errorURLs: chain.errorURLs), mayStandIn: true)
        ])
      }
      let parsed: VASTDocument
      do {
        parsed = try VASTParser.parse(body)
      } catch {
        record(hop, body, error: error)
        return Walk(failures: [
          ChainFailure(failure: Failure(error: error, errorURLs: chain.errorURLs), mayStandIn: true)
        ])
      }
      let rules = ad.wrapperRules
      let pod = parsed.ads.filter(\.isPodAd)
      // Only one ad of a response whose wrapper allows no more: the first stand-alone one (VAST
      // 4), or the first of all where there is none.
      let next =
        rules.allowsMultipleAds
        ? parsed.ads.first : (parsed.ads.first { !$0.isPodAd } ?? parsed.ads.first)
      guard let next else {
        record(hop, body, error: VASTError(303, "the VAST document has no ad"))
        let error = VASTError(303, "no ad after \(chain.wrappers.count) wrapper(s)")
        return Walk(failures: [
          ChainFailure(
            failure: Failure(error: error, errorURLs: chain.errorURLs + parsed.errorURLs),
            mayStandIn: rules.fallsBackOnNoAd)
        ])
      }
      hop.outcome = next.kind == .inline ? "inline" : "wrapper"
      recordHop?(hop, body)
      if rules.allowsMultipleAds, pod.count > 1, room > 1 {
        // The pod the wrapper led to plays in its place, each of its ads with the chain's
        // tracking.
        var walk = Walk()
        for podAd in pod.prefix(room) {
          let member = await follow(podAd, chain, hops: &hops, room: 1)
          walk.ads += member.ads
          walk.failures += member.failures
        }
        return walk
      }
      if next.kind == .wrapper, !rules.followsAdditionalWrappers {
        return fails(
          VASTError(302, "the wrapper allows no further wrapper (followAdditionalWrappers)"),
          at: next.adTagURI)
      }
      ad = next
    }
  }

  /// The chain ends with `error` before fetching the next hop, `uri`: recorded as that hop's
  /// failure, so the inspector shows why the chain stopped.
  private func chainEnds(_ error: VASTError, at uri: String?, errorURLs: [String]) -> Failure {
    record(
      InspectedVASTHop(url: uri, milliseconds: 0, outcome: "", error: nil, bytes: 0), nil,
      error: error)
    return Failure(error: error, errorURLs: errorURLs)
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
