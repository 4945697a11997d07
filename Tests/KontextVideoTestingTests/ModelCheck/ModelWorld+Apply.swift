import KontextVideoSDK
import KontextVideoTesting

/// Runs one action: the integrator's calls (in `ModelWorld+Integrator`), and the player, the
/// player view, the viewer, the app, the clock and the server.
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
    case .play(let page): pages[page].player.play()
    case .pause(let page): pages[page].player.pause()
    case .seek(let page, let seconds): pages[page].player.seek(to: seconds)
    case .playElsewhere(let page, let on): pages[page].player.isPlayingElsewhere = on
    case .expose(let page, let fraction): pages[page].container.visibleFraction = fraction
    case .window(let page, let visible): pages[page].container.isInVisibleWindow = visible
    case .resize(let page, let width, let height):
      pages[page].container.resize(width: width, height: height)
    case .tapAd(let page): pages[page].container.tapAd()
    case .tapClose(let page): pages[page].container.tapClose()
    case .tapResume(let page): pages[page].container.tapResume()
    case .react(let reaction): armed = reaction
    case .tapSkip: presenter.tapSkip()
    case .tapLinear: presenter.tapAd()
    case .failLinear: presenter.failPlayback()
    case .presenterFails(let fails): presenter.failsToPresent = fails
    case .background: sdk.appDidEnterBackground()
    case .foreground: sdk.appWillEnterForeground()
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
}
