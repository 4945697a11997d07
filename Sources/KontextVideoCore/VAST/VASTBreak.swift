import Foundation

/// A linear ad break read from one VAST response: the ads to play, in order, and every chain
/// that failed on the way, each for the caller to report to its `<Error>` URLs.
///
/// A response with a pod (ads with a `sequence`) plays the pod in order; its stand-alone ads are
/// the buffet, which stand in, in their order, for a pod ad that fails, unless the failure is a
/// wrapper's empty answer and the wrapper says `fallbackOnNoAd="false"` (then the pod moves on
/// to its next ad). A response without a pod plays its first stand-alone ad that can be played.
package struct VASTBreak: Sendable, Hashable {
  /// The ads to play, in order, each followed to its inline ad with its wrappers' tracking.
  package var ads: [VASTAd]
  /// Each chain that failed, in the order met.
  package var failures: [VASTResolver.Failure]
  /// How many of ``ads`` came from the buffet, standing in for a pod ad that failed.
  package var stoodIn: Int
  /// The buffet's inline ads left over, in order: each may stand in for an ad of the break
  /// that cannot be used or prepared after all (no playable media, a creative that fails to
  /// load). Wrappers are left out: standing in then must not wait for the network.
  package var spares: [VASTAd]

  package init(
    ads: [VASTAd] = [], failures: [VASTResolver.Failure] = [], stoodIn: Int = 0,
    spares: [VASTAd] = []
  ) {
    self.ads = ads
    self.failures = failures
    self.stoodIn = stoodIn
    self.spares = spares
  }
}

extension VASTResolver {
  /// The most ads a break plays: 5 (a break between two episodes is two or three).
  package static let maximumBreakAds = 5
  /// The most documents a break fetches in all, its ads' wrappers and stand-ins together: 16.
  package static let maximumBreakDocuments = 16

  /// The break that the VAST document `data` (the server's answer) describes.
  package func resolveBreak(_ data: Data) async -> VASTBreak {
    await resolveBreak(data, from: nil, milliseconds: 0)
  }

  /// The break that the VAST tag `url` answers with.
  package func resolveBreak(url: URL) async -> VASTBreak {
    switch await document(at: url) {
    case .success(let (data, milliseconds)):
      return await resolveBreak(data, from: url.absoluteString, milliseconds: milliseconds)
    case .failure(let error):
      return VASTBreak(failures: [Failure(error: error, errorURLs: [])])
    }
  }

  private func resolveBreak(_ data: Data, from source: String?, milliseconds: Int) async
    -> VASTBreak
  {
    let document: VASTDocument
    switch read(data, from: source, milliseconds: milliseconds) {
    case .success(let parsed): document = parsed
    case .failure(let failure): return VASTBreak(failures: [failure])
    }
    var hops = Self.maximumBreakDocuments
    var buffet = document.ads.filter { !$0.isPodAd }[...]
    var result = VASTBreak()
    let pod = document.ads.filter(\.isPodAd)
    guard !pod.isEmpty else {
      // No pod: the first stand-alone ad that can be played, the others standing in. A wrapper
      // that allows multiple ads may lead to a pod, which plays whole.
      await standIn(
        from: &buffet, into: &result, hops: &hops, room: Self.maximumBreakAds, counted: false)
      result.spares = await spares(from: buffet, hops: &hops)
      return result
    }
    for podAd in pod {
      let room = Self.maximumBreakAds - result.ads.count
      guard room > 0 else { break }
      let walk = await follow(podAd, Chain(), hops: &hops, room: room)
      result.ads += walk.ads.prefix(room)
      result.failures += walk.failures.map(\.failure)
      // A pod ad that gave nothing is stood in for from the buffet, where VAST allows it.
      if walk.ads.isEmpty, walk.failures.allSatisfy(\.mayStandIn) {
        await standIn(from: &buffet, into: &result, hops: &hops, room: 1, counted: true)
      }
    }
    result.spares = await spares(from: buffet, hops: &hops)
    return result
  }

  /// The buffet's inline ads not taken, at most ``maximumBreakAds``: read without fetching.
  private func spares(from buffet: ArraySlice<VASTAd>, hops: inout Int) async -> [VASTAd] {
    var spares: [VASTAd] = []
    for candidate in buffet where candidate.kind == .inline {
      guard spares.count < Self.maximumBreakAds else { break }
      spares += await follow(candidate, Chain(), hops: &hops, room: 1).ads
    }
    return spares
  }

  /// Takes the buffet's ads in order until one can be played (up to `room` ads, when its
  /// wrapper leads to a pod), which joins the break.
  private func standIn(
    from buffet: inout ArraySlice<VASTAd>, into result: inout VASTBreak, hops: inout Int,
    room: Int, counted: Bool
  ) async {
    while result.ads.count < Self.maximumBreakAds, let candidate = buffet.popFirst() {
      let walk = await follow(candidate, Chain(), hops: &hops, room: room)
      result.failures += walk.failures.map(\.failure)
      guard !walk.ads.isEmpty else { continue }
      result.ads += walk.ads.prefix(Self.maximumBreakAds - result.ads.count)
      if counted { result.stoodIn += 1 }
      return
    }
  }
}
