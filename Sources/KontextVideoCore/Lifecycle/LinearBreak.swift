import Foundation

/// A linear or rewarded ad's break: its shape, the place of the ad on screen, and the ads
/// still to play, each prepared during the load.
///
/// The controller's `slot` and `rendered` are always the ad whose turn it is; the break holds
/// the others until theirs comes.
@MainActor
struct LinearBreak {
  /// An ad of the break waiting its turn: its own slot (its tracking, icons, verifications,
  /// skip offset, landing page), its prepared creative, and where its captions are kept
  /// (``AdController/captionsByAd``).
  struct Waiting {
    var slot: AdSlot
    var rendered: any RenderedCreative
    var captionsIndex: Int
  }

  /// What the app sees of the break: each ad's length, in order.
  let shape: AdBreak
  /// The place (from 1) of the ad whose turn it is.
  private(set) var position = 1
  /// The ads after it, in order.
  private(set) var upNext: [Waiting]

  init(shape: AdBreak, upNext: [Waiting]) {
    self.shape = shape
    self.upNext = upNext
  }

  /// The place of the ad whose turn it is, in a break of several; `nil` for a break of one,
  /// whose events say nothing of a break.
  var eventPosition: Int? { shape.adCount > 1 ? position : nil }

  /// The ad's place and the break's count, for the badge ("Ad 1 of 2"), in a break of several.
  var placeInBreak: (position: Int, count: Int)? {
    shape.adCount > 1 ? (position, shape.adCount) : nil
  }

  /// The seconds of the break played before the ad whose turn it is.
  var secondsBefore: TimeInterval { shape.secondsBefore(position: position) }

  /// Takes the next ad off the list and makes it the one whose turn it is; `nil` at the end.
  mutating func takeNext() -> Waiting? {
    guard !upNext.isEmpty else { return nil }
    position += 1
    return upNext.removeFirst()
  }

  /// Lets every waiting creative go; the break has nothing left to play.
  mutating func releaseWaiting() {
    for ad in upNext { ad.rendered.release() }
    upNext.removeAll()
  }
}
