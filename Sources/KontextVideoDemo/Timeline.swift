import Foundation
import KontextVideoSDK

/// Prints the session as it happens: time, who acted (viewer, app, SDK event, delegate
/// callback), and what. As text columns, or as JSON lines.
@MainActor
final class Timeline {
  enum Actor: String {
    case viewer, app, sdk, delegate
    /// A measurement provider (`--measure`).
    case measure
    /// What an iPhone would do for the SDK: open a page, StoreKit's calls.
    case device
    /// The ad server, beyond the device: its calls to the app's server.
    case server
  }

  private let json: Bool
  private let clock: any AdClock
  private(set) var lineCount = 0

  init(json: Bool, clock: any AdClock) {
    self.json = json
    self.clock = clock
    if !json {
      print("  time  who       format    what")
      print("------  --------  --------  ----------------------------------------")
    }
  }

  func note(_ actor: Actor, _ what: String, format: AdFormat? = nil, adID: String? = nil) {
    lineCount += 1
    if json {
      var object: [String: Any] = [
        "time": (clock.now * 1000).rounded() / 1000, "who": actor.rawValue, "what": what,
      ]
      if let format { object["format"] = format.rawValue }
      if let adID { object["ad_id"] = adID }
      let data =
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
      print(String(decoding: data, as: UTF8.self))
    } else {
      let time = String(format: "%6.2f", clock.now)
      let who = actor.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
      let formatColumn = (format?.rawValue ?? "").padding(toLength: 8, withPad: " ", startingAt: 0)
      print("\(time)  \(who)  \(formatColumn)  \(what)")
    }
  }

  func heading(_ text: String) {
    if json {
      note(.app, text)
    } else {
      print("\n== \(text)")
    }
  }
}
