import KontextVideoSDK

/// What the integrator does from inside a delegate callback: show the next ad from `didEnd`,
/// destroy its ads on an impression, close the rewarded ad or leave the app from `didEarn`,
/// and so on. An armed reaction runs once, in the next callback of its kind on any ad.
struct ModelReaction: Sendable, Hashable, CustomStringConvertible {
  enum Trigger: String, Sendable, Hashable, CaseIterable {
    case impression, click, failure, reward, end

    init(_ heard: ModelAdRecord.Heard) {
      switch heard {
      case .impression: self = .impression
      case .click: self = .click
      case .failure: self = .failure
      case .reward: self = .reward
      case .end: self = .end
      }
    }
  }

  enum Call: Sendable, Hashable, CustomStringConvertible {
    case show(AdFormat)
    case dismiss(AdFormat)
    case reject(AdFormat)
    case prepare(AdFormat)
    case destroy
    /// `destroy()` of the `VideoAds` whose ad heard the callback.
    case destroyItsAds
    case release
    case play
    case pause
    /// The viewer taps the full-screen ad's close control.
    case closeFullScreen
    /// The app goes to the background.
    case background

    var description: String {
      switch self {
      case .show(let format): ".show(.\(format))"
      case .dismiss(let format): ".dismiss(.\(format))"
      case .reject(let format): ".reject(.\(format))"
      case .prepare(let format): ".prepare(.\(format))"
      case .destroy: ".destroy"
      case .destroyItsAds: ".destroyItsAds"
      case .release: ".release"
      case .play: ".play"
      case .pause: ".pause"
      case .closeFullScreen: ".closeFullScreen"
      case .background: ".background"
      }
    }
  }

  var trigger: Trigger
  var page: Int
  var call: Call

  var description: String {
    "ModelReaction(trigger: .\(trigger), page: \(page), call: \(call))"
  }

  static func draw(_ random: inout ModelRandom, page: Int, format: AdFormat) -> ModelReaction {
    let trigger = random.pick([.end, .end, .end, .impression, .click, .failure] as [Trigger])
    let call = random.pick(
      [
        .show(format), .show(format), .prepare(format), .dismiss(format), .reject(format),
        .destroy, .release, .play, .pause,
      ] as [Call])
    return ModelReaction(trigger: trigger, page: page, call: call)
  }

  /// A reaction to the next `didEarn`: mostly what ends or holds the ad that earned (the
  /// reward must still arrive once, and before the end).
  static func drawOnReward(_ random: inout ModelRandom, page: Int, format: AdFormat)
    -> ModelReaction
  {
    let call = random.pick(
      [
        .destroyItsAds, .destroyItsAds, .closeFullScreen, .closeFullScreen, .background,
        .background, .destroy, .release, .show(format),
      ] as [Call])
    return ModelReaction(trigger: .reward, page: page, call: call)
  }
}
