import Foundation
import KontextVideoSDK
import KontextVideoTesting

/// The scripted session: two episodes of a short drama on the sandbox, with every format, a
/// feed swipe, a no-fill and `destroy()` on leave. Time comes from a manual clock, so the
/// session runs in a moment and prints the same timeline every time.
@MainActor
struct DemoSession {
  let options: DemoOptions

  /// What the session ended with, for its closing check.
  struct Summary {
    var shown = 0
    var ended = 0
    var notUsed = 0
    var adsEndedOtherThanOnce: [String] = []
  }

  func run() async -> Summary {
    // On the sandbox the session is the same every run, ids included.
    let world = DemoWorld(
      configuration: options.configuration, json: options.json, measure: options.measure,
      deterministicIDs: options.server == nil)
    defer { world.close() }
    let (clock, sdk, timeline) = (world.clock, world.sdk, world.timeline)
    var pages: [EpisodePage] = []
    let usesServer = options.server != nil
    func at(_ time: TimeInterval) async {
      if usesServer {
        for page in pages { await page.finishPreparing() }
      }
      await clock.advance(by: time - clock.now)
    }

    timeline.heading("Episode 1 of My Marionette Lover, \(options.backendDescription)")
    let first = EpisodePage(
      content: .init(
        id: "episode-1", language: "en", title: "Episode 1", duration: 90, genre: "romance",
        series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 6)),
      sdk: sdk, clock: clock, timeline: timeline)
    pages.append(first)
    timeline.note(.app, "opens Episode 1: VideoAds(content:), track(player), play")
    first.player.play()
    // A rewarded ad is the viewer's choice: this session asks for none (see --scenario
    // rewarded).
    for format in [AdFormat.overlay, .pause, .linear] {
      first.startPreparing(format)
    }

    await at(10)
    timeline.note(.app, "a calm moment: shows the overlay")
    first.showOverlay()
    await at(25)
    timeline.note(.viewer, "pauses")
    first.viewerPaused()
    await at(31)
    timeline.note(.viewer, "resumes")
    first.viewerResumed()
    await at(40)
    timeline.note(.app, "shows the next overlay")
    first.showOverlay()
    await at(43)
    timeline.note(.viewer, "pauses while the overlay is up")
    first.viewerPaused()
    await at(46)
    timeline.note(.viewer, "taps the pause ad")
    first.container.tapAd()
    await at(46.5)
    timeline.note(.viewer, "comes back from the ad's page")
    world.clicks.closePage()
    await at(47)
    timeline.note(.viewer, "closes the pause card")
    first.container.tapClose()
    await at(48)
    timeline.note(.viewer, "plays")
    first.player.play()
    await at(90)
    timeline.note(.app, "Episode 1 ends: shows the linear ad between episodes")
    first.player.seek(to: 90)
    // The pod scenario's break of three ads: Episode 2 waits for its end.
    let adBreak = first.linearAdBreak.flatMap { $0.adCount > 1 ? $0 : nil }
    if let adBreak {
      let lengths = adBreak.adDurations.map { "\(Int($0)) s" }.joined(separator: " + ")
      timeline.note(
        .app,
        "the ad is a break of \(adBreak.adCount) ads: \(lengths) = "
          + "\(Int(adBreak.totalDuration)) s", format: .linear)
    }
    first.showLinear()
    var later: TimeInterval = 0
    if let adBreak { later = await watchBreak(adBreak, in: world, at: at) }
    if let presentation = world.presenter.presentation, presentation.hasCaptions {
      // The vast-linear scenario's ad carries captions: shown as a viewer with closed captions
      // on in Settings sees them, at their cues.
      timeline.note(.viewer, "has closed captions on in Settings")
      presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: false)
      for time in [92.0, 98.0] {
        await at(time)
        let text = presentation.captionText ?? "none"
        timeline.note(.sdk, "captions: \"\(text)\"", format: .linear)
      }
    }
    await at(later + 106)

    timeline.heading("Episode 2, in a swipeable feed")
    first.leave()
    await first.finishPreparing()  // what was in flight fails at once: destroyed
    let second = EpisodePage(
      content: .init(id: "episode-2", language: "en", title: "Episode 2", duration: 95),
      sdk: sdk, clock: clock, timeline: timeline)
    pages.append(second)
    timeline.note(.app, "opens Episode 2")
    second.player.play()
    second.startPreparing(.linear)
    second.startPreparing(.overlay)
    await at(later + 116)
    timeline.note(.app, "shows an overlay")
    second.showOverlay()
    await at(later + 118)
    timeline.note(.viewer, "swipes to the next page of the feed")
    second.container.scrollOffScreen()
    await at(later + 121)
    second.leave()
    await at(later + 122)
    await sdk.deliverPendingEvents()
    if options.debugTimeline {
      print(String(decoding: sdk.debugTimelineJSON(), as: UTF8.self))
    }
    if options.inspect {
      // With every attempt and its time: on the sandbox and a manual clock, the same every run.
      print(sdk.inspector.ledger(), terminator: "")
    }
    return Self.summarize(sdk.recentEvents)
  }

  /// Watches the pod scenario's break as a viewer who skips its first ad at once: the badge of each ad as it starts, and the skip of one ad, not of the break.
  /// Returns how much later than a single ad's the break ends.
  private func watchBreak(
    _ adBreak: AdBreak, in world: DemoWorld, at: (TimeInterval) async -> Void
  ) async -> TimeInterval {
    let (clock, timeline) = (world.clock, world.timeline)
    let start = clock.now
    let strings = AdChromeStrings(language: "en")
    func badge() {
      guard let chrome = world.presenter.presentation?.chrome else { return }
      timeline.note(.viewer, "sees \"\(strings.text(chrome.badge))\"", format: .linear)
    }
    await at(start + 1)
    badge()
    await at(start + 5.25)
    timeline.note(.viewer, "taps Skip on the first ad")
    world.presenter.tapSkip()
    await at(start + 6.25)
    badge()
    await at(start + 16.25)
    badge()
    // The second ad (10 s) and the third (6 s) play whole after the skip at 5.25 s.
    let end = start + 5.25 + adBreak.adDurations.dropFirst().reduce(0, +)
    return max(end + 1 - 106, 0).rounded(.up)
  }

  /// What `events` show: ads shown, ended and not used, and any shown ad not ended once.
  static func summarize(_ events: [AdEvent]) -> Summary {
    var summary = Summary()
    var ends: [String: Int] = [:]
    for event in events {
      switch event.name {
      case .shown:
        summary.shown += 1
        ends[event.adID ?? "", default: 0] += 0
      case .ended:
        summary.ended += 1
        ends[event.adID ?? "", default: 0] += 1
      case .notUsed: summary.notUsed += 1
      default: continue
      }
    }
    summary.adsEndedOtherThanOnce = ends.filter { $0.value != 1 }.map(\.key).sorted()
    return summary
  }
}
