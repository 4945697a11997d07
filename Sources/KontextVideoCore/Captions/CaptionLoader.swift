import Foundation

/// Downloads and reads the captions of an ad's choice (``CaptionFileChoice``): the first
/// candidate that arrives and reads, trying at most ``maximumAttempts`` of them, all within
/// ``timeout`` on the SDK's clock.
///
/// Every download follows the rules of the SDK's other downloads of what an ad shows (VAST
/// documents, creatives): through the SDK's ``HTTPTransport`` (its own ephemeral session, only
/// `identity` encoding), at most ``RedirectRule/maximumHops`` redirects to `https` without
/// credentials (``RedirectRule/secureHops``), and the body cut off the moment it crosses
/// ``CaptionFile/maximumBytes`` (``ResponseBodyRule/keep(limit:)``).
///
/// The ad's load calls it once, and shows the ad with or without captions: a failure never
/// fails the ad, it is a line in the log (``CaptionLoad/message``).
package struct CaptionLoader: Sendable {
  /// How long the captions may take, every attempt together: 4 s, within the ad's load
  /// deadline.
  package static let timeout: TimeInterval = 4
  /// The most files downloaded for one ad: 3.
  package static let maximumAttempts = 3

  private let transport: any HTTPTransport
  private let clock: any AdClock

  package init(transport: any HTTPTransport, clock: any AdClock) {
    self.transport = transport
    self.clock = clock
  }

  /// The captions of `files` for a viewer reading `preferredLanguages`.
  package func load(_ files: [VASTClosedCaptionFile], preferredLanguages: [CaptionLanguageTag])
    async -> CaptionLoad
  {
    await load(CaptionFileChoice(files: files, preferredLanguages: preferredLanguages))
  }

  /// The captions of a linear ad (the ad's load calls it once the VAST chain is resolved):
  /// none, and no request, when the app's `policy` is ``CaptionPolicy/off`` or the ad lists no
  /// files; otherwise its files for the languages of this app's viewer
  /// (``CaptionLanguageTag/ofThisApp()``, or `preferredLanguages` when given).
  package func load(
    _ linear: VASTLinear?, policy: CaptionPolicy,
    preferredLanguages: [CaptionLanguageTag]? = nil
  ) async -> CaptionLoad {
    guard policy.allowsCaptions, let files = linear?.closedCaptionFiles, !files.isEmpty else {
      return CaptionLoad(track: nil, refusals: [])
    }
    return await load(
      files, preferredLanguages: preferredLanguages ?? CaptionLanguageTag.ofThisApp())
  }

  /// The first of `choice`'s candidates that arrives and reads, with why each before it was
  /// not used.
  package func load(_ choice: CaptionFileChoice) async -> CaptionLoad {
    var refusals = choice.refusals
    let deadline = clock.now + Self.timeout
    for (attempt, candidate) in choice.candidates.enumerated() {
      guard attempt < Self.maximumAttempts else {
        refusals.append(.init(file: candidate.file, reason: .notTried))
        continue
      }
      guard clock.now < deadline else {
        refusals.append(.init(file: candidate.file, reason: .timedOut))
        continue
      }
      switch await fetch(candidate, until: deadline) {
      case .success(let track):
        return CaptionLoad(track: track, refusals: refusals)
      case .failure(let reason):
        refusals.append(.init(file: candidate.file, reason: reason))
      }
    }
    return CaptionLoad(track: nil, refusals: refusals)
  }

  /// One candidate: its track, or why not.
  private func fetch(_ candidate: CaptionFileChoice.Candidate, until deadline: TimeInterval)
    async -> Result<CaptionTrack, CaptionRefusal>
  {
    let request = HTTPRequestData(
      method: "GET", url: candidate.url, headers: [:], body: Data(), sentAt: clock.now,
      redirects: .secureHops, responseBody: .keep(limit: CaptionFile.maximumBytes))
    let transport = self.transport
    return await clock.race(until: deadline) { () -> Result<CaptionTrack, CaptionRefusal> in
      let response: HTTPResponseData
      do {
        response = try await transport.send(request)
      } catch let tooLarge as ResponseTooLarge {
        return .failure(.tooLarge(limitBytes: tooLarge.limitBytes))
      } catch {
        return .failure(.unavailable("no answer from \(candidate.url.host ?? "?")"))
      }
      guard (200..<300).contains(response.status) else {
        return .failure(.unavailable("HTTP \(response.status)"))
      }
      do throws(CaptionFileError) {
        return .success(
          try CaptionFile.parse(
            response.body, format: candidate.format, language: candidate.file.language))
      } catch {
        return .failure(.unusable(error))
      }
    } late: {
      .failure(.timedOut)
    }
  }
}

/// What ``CaptionLoader`` found: the track to show, or none, and why each file before it (or
/// every file) was not used.
package struct CaptionLoad: Sendable, Hashable {
  /// The captions to show; nil when no file could be used.
  package var track: CaptionTrack?
  /// Each file not used, and why, in the order they were met.
  package var refusals: [CaptionFileChoice.Refusal]

  package init(track: CaptionTrack?, refusals: [CaptionFileChoice.Refusal]) {
    self.track = track
    self.refusals = refusals
  }

  /// The line the ad's load logs: the files not used and why; nil when there are none.
  package var message: String? {
    guard !refusals.isEmpty else { return nil }
    let outcome =
      track.map { "captions in \($0.language ?? "an unknown language")" } ?? "no captions"
    return "\(outcome); captions files not used: "
      + refusals.map(\.description).joined(separator: "; ")
  }
}
