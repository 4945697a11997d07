import KontextVideoSDK
import KontextVideoTesting

/// Runs one action: the integrator's calls (in `ModelWorld+Integrator`), the full-screen
/// video's viewer and player (in `ModelWorld+FullScreen`), and the content player, the player
/// view, the viewer, the app, the clock and the server.
extension ModelWorld {
  func apply(_ action: ModelAction) async -> String {
    switch action {
    case .open(let page): return open(pages[page])
    case .format(let page, let format): return self.format(pages[page], format)
    case .prepare(let page, let format): return prepare(pages[page], format)
    case .load(let page, let format): return load(pages[page], format)
    case .show(let page, let format, let insets): return show(pages[page], format, insets: insets)
    case .showWrongly(let page, let format): return showWrongly(pages[page], format)
    case .reject(let page, let format): return reject(pages[page], format)
    case .dismiss(let page, let format): return dismiss(pages[page], format)
    case .forget(let page, let format):
      return pages[page].held.removeValue(forKey: format) == nil ? "no ad" : "forgotten"
    case .cancelTasks(let page): return cancelTasks(pages[page])
    case .destroy(let page): return destroy(pages[page])
    case .release(let page): return release(pages[page])
    case .track(let page, let player):
      guard let ads = pages[page].ads else { return "no VideoAds" }
      ads.track(pages[player].player)
      trackedPlayer[ads.content.id] = player
    case .play(let page): playOrPause(pages[page], play: true)
    case .pause(let page): playOrPause(pages[page], play: false)
    case .seek(let page, let seconds): pages[page].player.seek(to: seconds)
    case .playElsewhere(let page, let on): pages[page].player.isPlayingElsewhere = on
    case .pictureInPicture(let page, let on):
      guard let ads = pages[page].ads else { return "no VideoAds" }
      ads.isContentInPictureInPicture = on
    case .expose(let page, let fraction): pages[page].container.visibleFraction = fraction
    case .window(let page, let visible): pages[page].container.isInVisibleWindow = visible
    case .resize(let page, let width, let height):
      pages[page].container.resize(width: width, height: height)
    case .tapAd(let page): clicking { pages[page].container.tapAd() }
    case .tapClose(let page): pages[page].container.tapClose()
    case .tapResume(let page): pages[page].container.tapResume()
    case .info(let page, let open):
      if open { pages[page].container.openInfo() } else { pages[page].container.closeInfo() }
      // The container's sheet is an inline ad's (a full-screen ad's is the presenter's).
      if let id = ledger.onScreen, let record = ledger.records[id], record.format.isInline,
        record.container == page
      {
        record.heldBySheet = open
      }
    case .report(let page, let reason): pages[page].container.report(reason)
    case .linearInfo(let open):
      if open { presenter.openInfo() } else { presenter.closeInfo() }
      if let id = ledger.onScreen, ledger.records[id]?.format.isFullScreen == true {
        ledger.records[id]?.heldBySheet = open
      }
    case .reportLinear(let reason): presenter.report(reason)
    case .react(let reaction):
      if reaction.trigger == .reward { armedOnReward = reaction } else { armed = reaction }
    case .tapSkip: return tapSkip()
    case .tapLinear: clicking { presenter.tapAd() }
    case .closeFullScreen: return closeFullScreen()
    case .answerClose(let closes): return answerClose(closes: closes)
    case .coverFullScreen(let covered): return cover(covered)
    case .pauseFullScreenExternally: return pauseExternally()
    case .tapPlay: return tapPlay()
    case .buffering(let waits): return buffering(waits)
    case .dropDelegate: return dropDelegate()
    case .deliverUnclaimedRewards: return deliverUnclaimedRewards()
    case .closePage:
      guard clicks.isPageOpen else { return "no page" }
      clicks.closePage()
      // The viewer is back from a page opened for this ad: its video plays on.
      if let id = pagesHolding.removeLast(), let record = ledger.records[id],
        record.format.isFullScreen
      {
        record.video.isHeldByPage = false
      }
    case .failLinear: presenter.failPlayback()
    case .presenterFails(let fails): presenter.failsToPresent = fails
    case .background: goToBackground()
    case .foreground:
      sdk.appWillEnterForeground()
      fullScreenAd?.video.wasShownInBackground = false
    case .advance(let seconds):
      // With an ad on screen, its sampler fires every 0.1 s, and the manual clock settles
      // after each firing (about 0.2 ms in a debug build): an hour would take seconds of real
      // time. Such a jump is cut to a minute; an hour passes only with the screen free.
      if seconds > 600 && ledger.onScreen != nil {
        await clock.advance(by: 60)
        return "advanced 60 s only: an ad is on screen"
      }
      await clock.advance(by: seconds)
    case .server(let index): sdk.initialize(with: ModelServer.choices[index].configuration)
    }
    return "ok"
  }

  /// The ad on screen, if any, before an action: the state table says how it must end.
  private var adOnScreen: ModelAdRecord? {
    ledger.onScreen.flatMap { ledger.records[$0] }
  }

  /// Its tracked player pausing ends an overlay `.contentPaused`, and playing ends a pause ad
  /// `.contentResumed`, at once.
  /// Runs a tap; when it opened a page in the app, notes the ad on screen then (the one the
  /// page holds).
  private func clicking(_ tap: () -> Void) {
    let onScreen = ledger.onScreen
    let open = clicks.openPages
    tap()
    guard clicks.openPages > open else { return }
    pagesHolding.append(onScreen)
    if let record = onScreen.flatMap({ ledger.records[$0] }), record.format.isFullScreen {
      record.video.isHeldByPage = true
    }
  }

  private func playOrPause(_ page: ModelPage, play: Bool) {
    let wasPlaying = page.player.isPlaying
    let ad = adOnScreen
    if play { page.player.play() } else { page.player.pause() }
    guard let ad, ad.player == page.index, wasPlaying != page.player.isPlaying else { return }
    let expected: VideoAd.EndReason? =
      switch ad.format {
      case .overlay where !play: .contentPaused
      case .pause where play: .contentResumed
      default: nil
      }
    guard let expected,
      ad.heard.first(where: { if case .end = $0 { true } else { false } })
        != .end(expected)
    else { return }
    ledger.fail("\(play ? "play" : "pause") of its player left \(ad.id) with \(ad.heard)")
  }

  /// The app going to the background ends an overlay `.interrupted` at once; a pause or
  /// full-screen ad stays.
  func goToBackground() {
    let wasActive = sdk.isAppActive
    let ad = adOnScreen
    sdk.appDidEnterBackground()
    guard wasActive, let ad else { return }
    let ended = ad.endsHeard > 0
    if ad.format == .overlay && ad.heard.last != .end(.interrupted) {
      ledger.fail("the background left overlay \(ad.id) with \(ad.heard)")
    } else if ad.format != .overlay && ended {
      ledger.fail("the background ended \(ad.format) ad \(ad.id): \(ad.heard)")
    }
  }
}
