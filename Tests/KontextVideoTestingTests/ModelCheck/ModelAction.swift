import KontextVideoSDK

/// One thing that happens in the model's app: the integrator's calls, the viewer, the player,
/// the container, the app's state, the clock or the server.
///
/// Actions are drawn from the seed alone, never from the app's state, so a seed always gives
/// the same sequence of actions; an action that does not apply (showing an ad the page does
/// not hold) does nothing. A failing sequence can then be cut down and replayed as a list.
enum ModelAction: Sendable, Hashable, CustomStringConvertible {
  /// The page makes a `VideoAds` (when it has none, or a destroyed one) and tracks its player.
  case open(page: Int)
  /// `format()` in a task of the integrator's.
  case format(page: Int, AdFormat)
  /// `format()` then `load()` in one task, as an app prepares its next ad.
  case prepare(page: Int, AdFormat)
  /// `load()` of the page's ad of that format, in a task of the integrator's.
  case load(page: Int, AdFormat)
  /// `show(in:insets:)` (overlay, pause) or `show()` (full screen: linear, rewarded).
  case show(page: Int, AdFormat, insets: Double)
  /// The wrong `show` for the format: it must throw `wrongPresentation`.
  case showWrongly(page: Int, AdFormat)
  case reject(page: Int, AdFormat)
  case dismiss(page: Int, AdFormat)
  /// The integrator lets go of its reference to the ad.
  case forget(page: Int, AdFormat)
  /// The integrator cancels its tasks waiting on `format()` or `load()`.
  case cancelTasks(page: Int)
  case destroy(page: Int)
  /// The integrator lets go of its `VideoAds` (its tasks in flight may still hold it).
  case release(page: Int)
  /// The page's `VideoAds` follows another page's player (`track(_:)` again).
  case track(page: Int, player: Int)
  case play(page: Int)
  case pause(page: Int)
  case seek(page: Int, to: Double)
  case playElsewhere(page: Int, Bool)
  /// The app says its content went into Picture in Picture, or came back.
  case pictureInPicture(page: Int, Bool)
  case expose(page: Int, fraction: Double)
  case window(page: Int, visible: Bool)
  case resize(page: Int, width: Double, height: Double)
  case tapAd(page: Int)
  case tapClose(page: Int)
  case tapResume(page: Int)
  /// The viewer opens (or closes) the ⓘ sheet of the page's inline ad.
  case info(page: Int, open: Bool)
  /// The viewer reports the page's inline ad from its sheet.
  case report(page: Int, AdReport.Reason)
  /// The viewer opens (or closes) the full-screen ad's ⓘ sheet.
  case linearInfo(open: Bool)
  /// The viewer reports the full-screen ad from its sheet.
  case reportLinear(AdReport.Reason)
  case tapSkip
  case tapLinear
  /// The viewer taps the full-screen ad's close control (a rewarded ad's; a linear ad has
  /// none).
  case closeFullScreen
  /// The viewer answers the rewarded ad's question: close it (and lose the reward) or not.
  case answerClose(closes: Bool)
  /// The app's own screen covers the full-screen ad, or stops covering it.
  case coverFullScreen(Bool)
  /// The full-screen video's player pauses by itself (headphones out): the viewer's Play
  /// resumes it.
  case pauseFullScreenExternally
  /// The viewer taps the full-screen ad's Play control.
  case tapPlay
  /// The full-screen video waits for data, or has it.
  case buffering(Bool)
  /// The integrator sets the delegate of the rewarded ad on screen to nil (and keeps it).
  case dropDelegate
  /// The integrator calls `deliverUnclaimedRewards`.
  case deliverUnclaimedRewards
  /// The viewer comes back from the page on top that a click opened in the app.
  case closePage
  case failLinear
  case presenterFails(Bool)
  case background
  case foreground
  case advance(Double)
  /// The integrator arms a reaction to run inside the next delegate callback of its kind.
  case react(ModelReaction)
  /// The server switches to ``ModelServer/choices``[index].
  case server(Int)

  static let pageCount = 3
  private static let smallSteps: [Double] = [0.05, 0.1, 0.25, 0.3, 0.5, 0.9, 1, 1.1, 2, 3]
  private static let mediumSteps: [Double] = [5, 6, 8, 10, 12, 16]
  private static let largeSteps: [Double] = [30, 60, 3_700]

  /// The next action, from the seed's generator only.
  static func draw(_ random: inout ModelRandom) -> ModelAction {
    let page = random.below(pageCount)
    let format = random.pick(AdFormat.allCases)
    var roll = random.below(table.total)
    for (weight, make) in table.entries {
      if roll < weight { return make(&random, page, format) }
      roll -= weight
    }
    return .advance(0.1)
  }

  private typealias Make = @Sendable (inout ModelRandom, Int, AdFormat) -> ModelAction

  /// How likely each action is: the integrator's usual path (prepare, show) most of all, so
  /// ads reach the screen often enough for the viewer, the player and the app to act on them.
  private static let table: (entries: [(Int, Make)], total: Int) = {
    let entries: [(Int, Make)] = [
      (30, { _, page, _ in .open(page: page) }),
      (60, { _, page, format in .format(page: page, format) }),
      (120, { _, page, format in .prepare(page: page, format) }),
      (50, { _, page, format in .load(page: page, format) }),
      (
        200,
        { random, page, format in
          .show(page: page, format, insets: random.oneIn(4) ? random.pick([20, 200, 400]) : 0)
        }
      ),
      (5, { _, page, format in .showWrongly(page: page, format) }),
      (
        15,
        { random, page, format in
          .react(ModelReaction.draw(&random, page: page, format: format))
        }
      ),
      (
        8,
        { random, page, format in
          .react(ModelReaction.drawOnReward(&random, page: page, format: format))
        }
      ),
      (20, { _, page, format in .reject(page: page, format) }),
      (40, { _, page, format in .dismiss(page: page, format) }),
      (10, { _, page, format in .forget(page: page, format) }),
      (8, { _, page, _ in .cancelTasks(page: page) }),
      (12, { _, page, _ in .destroy(page: page) }),
      (12, { _, page, _ in .release(page: page) }),
      (6, { random, page, _ in .track(page: page, player: random.below(pageCount)) }),
      (50, { _, page, _ in .play(page: page) }),
      (35, { _, page, _ in .pause(page: page) }),
      (10, { random, page, _ in .seek(page: page, to: random.pick([0, 30, 89.5, 120])) }),
      (8, { random, page, _ in .playElsewhere(page: page, random.oneIn(3)) }),
      (6, { random, page, _ in .pictureInPicture(page: page, random.oneIn(3)) }),
      (30, { random, page, _ in .expose(page: page, fraction: random.pick([0, 0.3, 0.6, 1, 1])) }),
      (8, { random, page, _ in .window(page: page, visible: !random.oneIn(3)) }),
      (
        8,
        { random, page, _ in
          let size = random.pick([(390.0, 693.0), (390, 220), (844, 390), (200, 40), (260, 180)])
          return .resize(page: page, width: size.0, height: size.1)
        }
      ),
      (20, { _, page, _ in .tapAd(page: page) }),
      (20, { _, page, _ in .tapClose(page: page) }),
      (15, { _, page, _ in .tapResume(page: page) }),
      (8, { random, page, _ in .info(page: page, open: !random.oneIn(3)) }),
      (2, { random, page, _ in .report(page: page, random.pick(AdReport.Reason.allCases)) }),
      (6, { random, _, _ in .linearInfo(open: !random.oneIn(3)) }),
      (2, { random, _, _ in .reportLinear(random.pick(AdReport.Reason.allCases)) }),
      (25, { _, _, _ in .tapSkip }),
      (8, { _, _, _ in .tapLinear }),
      (12, { _, _, _ in .closeFullScreen }),
      (10, { random, _, _ in .answerClose(closes: random.oneIn(3)) }),
      (4, { random, _, _ in .coverFullScreen(!random.oneIn(2)) }),
      (3, { _, _, _ in .pauseFullScreenExternally }),
      (5, { _, _, _ in .tapPlay }),
      (5, { random, _, _ in .buffering(random.oneIn(2)) }),
      (6, { _, _, _ in .dropDelegate }),
      (3, { _, _, _ in .deliverUnclaimedRewards }),
      (20, { _, _, _ in .closePage }),
      (4, { _, _, _ in .failLinear }),
      (4, { random, _, _ in .presenterFails(random.oneIn(3)) }),
      (8, { _, _, _ in .background }),
      (12, { _, _, _ in .foreground }),
      (120, { random, _, _ in .advance(random.pick(smallSteps)) }),
      (25, { random, _, _ in .advance(random.pick(mediumSteps)) }),
      (5, { random, _, _ in .advance(random.pick(largeSteps)) }),
      (
        12,
        { random, _, _ in
          // Half the switches go to a server that fills, so runs are not mostly empty.
          .server(
            random.oneIn(2)
              ? random.pick(ModelServer.filling) : random.below(ModelServer.choices.count))
        }
      ),
    ]
    return (entries, entries.reduce(0) { $0 + $1.0 })
  }()

  /// The action as Swift source, so a failing trace can be pasted into a regression test.
  var description: String {
    switch self {
    case .open(let page): ".open(page: \(page))"
    case .format(let page, let format): ".format(page: \(page), .\(format))"
    case .prepare(let page, let format): ".prepare(page: \(page), .\(format))"
    case .load(let page, let format): ".load(page: \(page), .\(format))"
    case .show(let page, let format, let insets):
      ".show(page: \(page), .\(format), insets: \(insets))"
    case .showWrongly(let page, let format): ".showWrongly(page: \(page), .\(format))"
    case .reject(let page, let format): ".reject(page: \(page), .\(format))"
    case .dismiss(let page, let format): ".dismiss(page: \(page), .\(format))"
    case .forget(let page, let format): ".forget(page: \(page), .\(format))"
    case .cancelTasks(let page): ".cancelTasks(page: \(page))"
    case .destroy(let page): ".destroy(page: \(page))"
    case .release(let page): ".release(page: \(page))"
    case .track(let page, let player): ".track(page: \(page), player: \(player))"
    case .play(let page): ".play(page: \(page))"
    case .pause(let page): ".pause(page: \(page))"
    case .seek(let page, let seconds): ".seek(page: \(page), to: \(seconds))"
    case .playElsewhere(let page, let on): ".playElsewhere(page: \(page), \(on))"
    case .pictureInPicture(let page, let on): ".pictureInPicture(page: \(page), \(on))"
    case .expose(let page, let fraction): ".expose(page: \(page), fraction: \(fraction))"
    case .window(let page, let visible): ".window(page: \(page), visible: \(visible))"
    case .resize(let page, let width, let height):
      ".resize(page: \(page), width: \(width), height: \(height))"
    case .tapAd(let page): ".tapAd(page: \(page))"
    case .tapClose(let page): ".tapClose(page: \(page))"
    case .tapResume(let page): ".tapResume(page: \(page))"
    case .info(let page, let open): ".info(page: \(page), open: \(open))"
    case .report(let page, let reason): ".report(page: \(page), .\(reason))"
    case .linearInfo(let open): ".linearInfo(open: \(open))"
    case .reportLinear(let reason): ".reportLinear(.\(reason))"
    case .react(let reaction): ".react(\(reaction))"
    case .tapSkip: ".tapSkip"
    case .tapLinear: ".tapLinear"
    case .closeFullScreen: ".closeFullScreen"
    case .answerClose(let closes): ".answerClose(closes: \(closes))"
    case .coverFullScreen(let covered): ".coverFullScreen(\(covered))"
    case .pauseFullScreenExternally: ".pauseFullScreenExternally"
    case .tapPlay: ".tapPlay"
    case .buffering(let waits): ".buffering(\(waits))"
    case .dropDelegate: ".dropDelegate"
    case .deliverUnclaimedRewards: ".deliverUnclaimedRewards"
    case .closePage: ".closePage"
    case .failLinear: ".failLinear"
    case .presenterFails(let fails): ".presenterFails(\(fails))"
    case .background: ".background"
    case .foreground: ".foreground"
    case .advance(let seconds): ".advance(\(seconds))"
    case .server(let index): ".server(\(index)) /* \(ModelServer.choices[index].name) */"
    }
  }
}
