import Foundation
import KontextVideoCore
import KontextVideoSDK
import KontextVideoTesting

/// `--transparency`: a measured session on the sandbox's VAST scenario in which the viewer
/// opens an overlay's "About this ad" sheet and closes it (the overlay's time stops meanwhile),
/// taps the AdChoices icon of a linear VAST ad, then reports that ad from its sheet: the report
/// is delivered, the ad ends `.reported`, and the next linear ask finds its creative refused.
/// On a manual clock, so the timeline is the same every run.
@MainActor
struct DemoTransparencySession {
  let options: DemoOptions

  func run() async -> DemoSession.Summary {
    let world = DemoWorld(
      configuration: .sandbox(.vastLinear, logLevel: .none), json: options.json, measure: true,
      deterministicIDs: true)
    defer { world.close() }
    let (clock, sdk, presenter, timeline) = (
      world.clock, world.sdk, world.presenter, world.timeline
    )
    func at(_ time: TimeInterval) async { await clock.advance(by: time - clock.now) }

    timeline.heading("About this ad, AdChoices and Report this ad (sandbox scenario 'vast-linear')")
    let page = EpisodePage(
      content: .init(id: "episode-3", language: "en", title: "Episode 3", duration: 60),
      sdk: sdk, clock: clock, timeline: timeline)
    timeline.note(.app, "opens Episode 3 and measures its ads")
    page.player.play()
    page.startPreparing(.overlay)
    page.startPreparing(.linear)

    await at(5)
    timeline.note(.app, "shows the overlay")
    page.showOverlay()
    await at(7)
    timeline.note(.viewer, "taps ⓘ on the overlay")
    page.container.openInfo()
    if let placement = page.container.placement { describeSheet(placement.disclosure, timeline) }
    await at(20)
    timeline.note(.viewer, "closes the sheet: the overlay's 6 s left run from here")
    page.container.closeInfo()
    await at(60)
    timeline.note(.app, "Episode 3 ends: shows the linear ad")
    page.player.seek(to: 60)
    page.showLinear()
    await at(62)
    timeline.note(.viewer, "taps the AdChoices icon")
    let icon = presenter.iconsOnScreen.first.flatMap { presenter.tapIcon($0) }
    timeline.note(
      .app, "the player opens \(icon?.absoluteString ?? "nothing") in the app", format: .linear)
    await at(64)
    timeline.note(.viewer, "taps ⓘ on the linear ad")
    presenter.openInfo()
    if let presentation = presenter.presentation {
      describeSheet(presentation.disclosure, timeline)
    }
    await at(66)
    timeline.note(.viewer, "reports the ad: misleading")
    presenter.report(.misleading)
    // The page asks for its next linear ad once this one ends: the sandbox offers the same
    // creative, which the SDK now refuses.
    await at(70)
    page.leave()
    await at(71)
    await sdk.deliverPendingEvents()
    let stats = await sdk.beaconQueue?.currentStats()
    timeline.note(
      .app,
      "delivery: \(stats?.delivered ?? 0) events and reports delivered (the report to "
        + "/v1/reports), \(stats?.pending ?? 0) pending")
    return DemoSession.summarize(sdk.recentEvents)
  }

  /// What the sheet shows, a line.
  private func describeSheet(_ disclosure: AdDisclosure, _ timeline: Timeline) {
    let sheet = AdInfoSheetContent(disclosure: disclosure, strings: AdChromeStrings(language: "en"))
    let parts =
      [sheet.title, sheet.advertiser].compactMap { $0 } + [sheet.reasons.joined(separator: " ")]
      + [sheet.moreInformation.map { "\($0.title): \($0.url.absoluteString)" }].compactMap { $0 }
    timeline.note(.app, "the SDK shows the sheet: " + parts.joined(separator: " · "))
  }
}
