import Foundation

/// What the embedded sandbox server does, for development, demos and unit tests.
///
/// The sandbox answers ad requests in process and offline, with responses that go through the
/// same decoding as the network's.
///
/// ```swift
/// KontextVideo.shared.initialize(with: .sandbox(.noFill(.frequencyCapped)))
/// ```
///
/// A minor release may add a scenario (the CHANGELOG's compatibility policy): switch over it
/// with `@unknown default`.
public enum SandboxScenario: Sendable, Hashable {
  /// Like a real server: fills overlay and pause ads every time, and the first linear ad of a
  /// session; later linear requests get no fill, `frequency_capped`.
  case standard
  /// Fills every request, every format.
  case fill
  /// Never fills, with this reason.
  case noFill(NoFillReason)
  /// Fills after a delay in seconds on the SDK's clock (over 8 s, the request times out).
  case slowResponse(seconds: TimeInterval)
  /// Answers every request with this HTTP status and an error body.
  case serverError(status: Int)
  /// Fills, but every creative fails to load.
  case loadFailure
  /// Fills, and every creative breaks a number of seconds after it goes on screen.
  case creativeFailure(afterSeconds: TimeInterval)
  /// Fills with ads whose lifetime is this many seconds.
  case shortLifetime(seconds: TimeInterval)
  /// Fills every request; pause ads take the whole player, with a Resume control, so the
  /// viewer's Resume (`.resumed`) can be tested.
  case fullPlayerPause
  /// Fills every request; every creative takes this many seconds to load, so races with
  /// `destroy()`, a swipe or a second `show` can be tested.
  case slowLoad(seconds: TimeInterval)
  /// Fills every request; linear ads come as inline VAST 4, read at `load()`, with quartile
  /// and progress tracking, and closed captions in English and Spanish (a cue from 1 s to 4 s,
  /// another from 7.5 s to 10 s). (Every sandbox linear ad is 15 s long and skippable after
  /// 5 s.)
  case vastLinear
  /// Fills every request with app-install ads: a click goes to an app's App Store page, and
  /// each ad carries SKAdNetwork 4.0 parameters for a StoreKit-rendered page and a
  /// view-through impression. The signatures are placeholders, which StoreKit refuses on a
  /// device; they show the calls a real ad makes.
  case appInstall
  /// Fills every request; a rewarded ad earns 5 coins after 15 s of its 30 s video, and the
  /// sandbox's ad server calls the app's server, signed, for each reward: the simulated app
  /// server fails twice, then verifies and grants.
  case rewarded
  /// Fills every request; a linear ad is a VAST 4 ad pod, a break of three ads played as one
  /// ``VideoAd`` (``AdBreak``): 15 s skippable after 5 s, then 10 s skippable after 5 s (the
  /// response's stand-alone ad, standing in for the pod's second ad, whose wrapper's server has
  /// no ad), then 6 s not skippable.
  case pod

  /// The scenarios by the names the demo's `--scenario` takes.
  public static let named: [String: SandboxScenario] = [
    "standard": .standard,
    "fill": .fill,
    "no-fill": .noFill(.noInventory),
    "slow": .slowResponse(seconds: 3),
    "timeout": .slowResponse(seconds: 12),
    "server-error": .serverError(status: 500),
    "load-failure": .loadFailure,
    "creative-failure": .creativeFailure(afterSeconds: 2),
    "short-lifetime": .shortLifetime(seconds: 5),
    "full-player-pause": .fullPlayerPause,
    "slow-load": .slowLoad(seconds: 2),
    "vast-linear": .vastLinear,
    "app-install": .appInstall,
    "rewarded": .rewarded,
    "pod": .pod,
  ]
}
