/// What a linear video's load makes of the player's preroll answer (on iOS, the `finished` of
/// `AVPlayer.preroll(atRate:completionHandler:)`).
///
/// `AVPlayer.h`: the answer is NO when the preroll is interrupted by a time change or an
/// incompatible rate change, "or if preroll is not possible for some other reason" (some
/// streams cannot preroll). It only primes the render pipeline so that playback starts with
/// minimal latency; the item, ready to play, still plays (the player buffers when asked to).
/// So NO on a playable item loads the ad all the same; only an item that failed, or that is no
/// longer ready, fails the load.
package enum PrerollAnswer {
  /// The player's item when the preroll answered.
  package enum Item: Sendable, Hashable {
    /// Ready to play (on iOS, `AVPlayerItem.Status.readyToPlay`).
    case readyToPlay
    /// It failed, with the player's message when there is one.
    case failed(String?)
    /// Neither: no item any more, or its status went back to unknown.
    case notReady
  }

  /// Whether the load succeeds after the preroll answered `finished` with the item `item`, or
  /// why it fails.
  package static func outcome(finished: Bool, item: Item) -> Result<Void, CreativeFailure> {
    switch item {
    case .readyToPlay:
      return .success(())  // finished or not: a playable item plays
    case .failed(let message):
      return .failure(CreativeFailure(message ?? "the media file could not be played"))
    case .notReady:
      return .failure(
        CreativeFailure(finished ? "the media item went away" : "the video could not be buffered"))
    }
  }
}
