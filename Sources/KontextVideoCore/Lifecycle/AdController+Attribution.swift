import Foundation

/// An ad's view-through impression (SKAdNetwork fidelity 0): started when the ad renders on
/// screen, ended exactly once when it ends, never for an ad that was not on screen. The rules
/// are ``ViewThrough``'s; this carries them out.
extension AdController {
  /// The impression counted: the view-through impression starts, when the server signed one.
  func startViewThrough() {
    guard viewThrough.canStart,
      let impression = ViewThroughImpression(adID: id, parameters: usableSKAdNetwork),
      let attribution = environment.viewThroughAttribution,
      viewThrough.start(impression, at: services.clock.now)
    else { return }
    emit(.viewThroughStarted)
    attribution.start(impression)
  }

  /// The ad ended: its view-through impression ends, once, saying whether it was displayed for
  /// StoreKit's minimum.
  func endViewThrough() {
    guard let ended = viewThrough.end(at: services.clock.now) else { return }
    emit(.viewThroughEnded(longEnough: ended.longEnough))
    environment.viewThroughAttribution?.end(ended.impression)
  }
}
