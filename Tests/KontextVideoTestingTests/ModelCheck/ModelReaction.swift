import KontextVideoSDK

/// What the integrator does from inside a delegate callback: show the next ad from `didEnd`,
/// destroy its ads on an impression, and so on. An armed reaction runs once, in the next
/// callback of its kind on any ad.
struct ModelReaction: Sendable, Hashable, CustomStringConvertible {
  enum Trigger: String, Sendable, Hashable, CaseIterable {
    case impression, click, failure, end

    init(_ heard: ModelAdRecord.Heard) {
      switch heard {
      case .impression: self = .impression
      case .click: self = .click
      case .failure: self = .failure
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
    case release
    case play
    case pause

    var description: String {
      switch self {
      case .show(let format): ".show(.\(format))"
      case .dismiss(let format): ".dismiss(.\(format))"
      case .reject(let format): ".reject(.\(format))"
      case .prepare(let format): ".prepare(.\(format))"
      case .destroy: ".destroy"
      case .release: ".release"
      case .play: ".play"
      case .pause: ".pause"
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
}
