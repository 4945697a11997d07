import Foundation

/// An ad's view-through impression (SKAdNetwork fidelity 0): started when the ad renders on
/// screen, ended exactly once when it ends, never for an ad that was not on screen.
extension VideoAd {
  /// The impression counted: the view-through impression starts, when the server signed one.
  func startViewThrough() {
    guard viewThrough == nil, !viewThroughEnded,
      let impression = ViewThroughImpression(
        adID: id, parameters: usableSKAdNetwork),
      let attribution = sdk.viewThroughAttribution
    else { return }
    viewThrough = (impression, sdk.clock.now)
    emit(.viewThroughStarted)
    attribution.start(impression)
  }

  /// The ad ended: its view-through impression ends, once, saying whether it was displayed for
  /// StoreKit's minimum.
  func endViewThrough() {
    guard let (impression, startedAt) = viewThrough else { return }
    viewThrough = nil
    viewThroughEnded = true
    let displayed = sdk.clock.now - startedAt
    emit(
      .viewThroughEnded(
        longEnough: displayed + 1e-9 >= ViewThroughImpression.minimumDisplaySeconds))
    sdk.viewThroughAttribution?.end(impression)
  }
}
