import KontextVideoSDK
import KontextVideoTesting

/// One page of the model's feed: its player and player view, which last the world's life, and
/// what the integrator's code for the page holds: a `VideoAds`, an ad per format, its tasks.
@MainActor
final class ModelPage {
  let index: Int
  let player: SimulatedPlayer
  let container = HeadlessContainer(width: 390, height: 693)
  var ads: VideoAds?
  var held: [AdFormat: VideoAd] = [:]
  /// The integrator's tasks waiting on `format()` or `load()`, by a number in start order.
  var tasks: [Int: Task<Void, Never>] = [:]
  /// How many `VideoAds` the page made, for content ids.
  var opened = 0

  init(index: Int, clock: ManualClock) {
    self.index = index
    player = SimulatedPlayer(clock: clock)
  }
}
