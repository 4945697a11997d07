import KontextVideoSDK
import KontextVideoTesting

/// The integrator's calls: each checks, as it returns, what its call promises.
extension ModelWorld {
  func open(_ page: ModelPage) -> String {
    if let ads = page.ads, !ads.isDestroyed { return "has one" }
    page.opened += 1
    let ads = VideoAds(
      content: .init(id: "p\(page.index)-\(page.opened)", language: "en"), sdk: sdk)
    ads.track(page.player)
    trackedPlayer[ads.content.id] = page.index
    page.ads = ads
    madeAds.append(WeakBox(ads))
    return "opened"
  }

  /// `format()` in a task, as an app calls it; the ad it returns is held by the page.
  func format(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    return spawn(page, for: ads.content.id, "format(.\(format))") { [weak self] in
      let ad = try await ads.format(format)
      self?.ledger.adopt(ad, owner: ads)
      page.held[format] = ad
      return ad.id
    }
  }

  /// `format()` then `load()` in one task, as an app prepares its next ad.
  func prepare(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    return spawn(page, for: ads.content.id, "prepare(.\(format))") { [weak self] in
      let ad = try await ads.format(format)
      self?.ledger.adopt(ad, owner: ads)
      page.held[format] = ad
      self?.notes.append("  ↳ p\(page.index) prepare(.\(format)) got \(ad.id)")
      try await ad.load()
      return "\(ad.id) loaded"
    }
  }

  /// `load()` of the page's ad, in a task.
  func load(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format] else { return "no ad" }
    let owner = ledger.records[ad.id]?.owner
    return spawn(page, for: owner, "load(\(ad.id))") {
      try await ad.load()
      return "loaded"
    }
  }

  /// Runs `body` in a task of the page's, as an app's code awaits the SDK. A task in flight
  /// when its `VideoAds` was destroyed or released must end with `destroyed` (or its own
  /// cancellation); any error must be a typed one.
  private func spawn(
    _ page: ModelPage, for owner: String?, _ label: String,
    _ body: @escaping @MainActor @Sendable () async throws -> String
  ) -> String {
    nextTaskNumber += 1
    let number = nextTaskNumber
    taskOwners[number] = owner
    page.tasks[number] = Task { @MainActor [weak self] in
      var outcome: String
      var ending: (any Error)?
      do {
        outcome = try await body()
      } catch {
        outcome = ModelErrorLabel.of(error)
        ending = error
      }
      page.tasks[number] = nil
      self?.taskEnded(number, label: label, with: ending)
      self?.notes.append("  ↳ task \(number) p\(page.index) \(label) → \(outcome)")
    }
    return "task \(number)"
  }

  private func taskEnded(_ number: Int, label: String, with error: (any Error)?) {
    taskOwners[number] = nil
    let wasDoomed = doomed.remove(number) != nil
    guard let error else {
      if wasDoomed { ledger.fail("task \(number) \(label) succeeded after its VideoAds went") }
      return
    }
    // Every error of the public API is a VideoAdError, a cancelled wait included.
    guard let error = error as? VideoAdError else {
      return ledger.fail("\(label) threw an untyped error: \(error)")
    }
    if wasDoomed && error != .cancelled && error != .destroyed {
      ledger.fail(
        "task \(number) \(label) threw \(ModelErrorLabel.of(error)) after its VideoAds went, "
          + "not destroyed")
    }
  }

  /// The `VideoAds` with this content id went: its tasks in flight must throw `destroyed`.
  func doom(tasksOf owner: String) {
    for (number, taskOwner) in taskOwners where taskOwner == owner { doomed.insert(number) }
  }

  func show(_ page: ModelPage, _ format: AdFormat, insets: Double) -> String {
    guard let ad = page.held[format], let record = ledger.records[ad.id] else { return "no ad" }
    let heardBefore = record.heard.count
    let wasShown = record.shownEvent
    let installs = page.container.installCount
    let presents = presenter.presentCount
    let shows = ledger.showsSucceeded
    let outer = ledger.showing
    ledger.showing = ad.id
    defer { ledger.showing = outer }
    do {
      if format.isInline {
        try ad.show(in: page.container, insets: AdInsets(bottom: insets))
      } else {
        try ad.show()
      }
    } catch {
      // `show` may end an overlay whose content stopped (so that the screen is free), and that
      // overlay's didEnd may show an ad, another or this very one: then that nested show drew
      // it, rightly, and this one throws (`alreadyShown` when it showed this ad).
      let nestedShow = ledger.showsSucceeded != shows
      let drew =
        record.heard.count != heardBefore || record.shownEvent != wasShown
        || page.container.installCount != installs || presenter.presentCount != presents
      if drew && !nestedShow {
        ledger.fail(
          "show() threw \(ModelErrorLabel.of(error)) but something went on screen: \(ad.id)")
      }
      return ModelErrorLabel.of(error)
    }
    ledger.showSucceeded(record)
    record.player = record.owner.flatMap { trackedPlayer[$0] }
    record.shownAt = clock.now
    record.video.wasShownInBackground = format.isFullScreen && !sdk.isAppActive
    record.container = page.index
    let drawn = format.isInline ? page.container.placement != nil : presenter.presentation != nil
    if !drawn && record.endsHeard == 0 {
      ledger.fail("show() of \(ad.id) returned but nothing is drawn")
    }
    return "shown \(ad.id)"
  }

  /// The other `show`: it must throw, and show nothing.
  func showWrongly(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format] else { return "no ad" }
    do {
      if format.isInline { try ad.show() } else { try ad.show(in: page.container) }
    } catch {
      return ModelErrorLabel.of(error)
    }
    ledger.fail("the wrong show() of a .\(format) ad succeeded: \(ad.id)")
    return "shown"
  }

  func reject(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format] else { return "no ad" }
    do {
      try ad.reject()
    } catch {
      return ModelErrorLabel.of(error)
    }
    if ledger.records[ad.id]?.terminal != .notUsed(.rejected) {
      ledger.fail("reject() returned but \(ad.id) was not reported notUsed(rejected)")
    }
    return "rejected"
  }

  /// `dismiss()`: an overlay's or pause ad's `didEnd(.dismissed)` comes before it returns; a
  /// full-screen ad on screen (linear, rewarded) throws `notDismissible`.
  func dismiss(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format], let record = ledger.records[ad.id] else { return "no ad" }
    let playing = record.shownEvent && record.terminal == nil && !presenter.isDismissing
    do {
      try ad.dismiss()
    } catch {
      if format.isFullScreen && playing && error != .notDismissible {
        ledger.fail(
          "dismiss() of a full-screen ad on screen did not throw notDismissible: \(ad.id) threw "
            + ModelErrorLabel.of(error))
      }
      return ModelErrorLabel.of(error)
    }
    if format.isFullScreen { ledger.fail("dismiss() of a full-screen ad returned: \(ad.id)") }
    if record.heard.last != .end(.dismissed) {
      ledger.fail("dismiss() returned before didEnd(.dismissed): \(ad.id), \(record.heard)")
    }
    return "dismissed"
  }

  /// `destroy()`: held ads are reported not used and an overlay or pause ad of these ads on
  /// screen hears `didEnd(.destroyed)` before it returns.
  ///
  /// Its tasks in flight must then throw `destroyed`; that is checked only between steps
  /// (`inCallback` false), when every caller the SDK woke has run: inside a callback, a
  /// `format()` that was answered a moment before may still be on its way to its caller.
  func destroy(_ page: ModelPage, inCallback: Bool = false) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    let owner = ads.content.id
    let up = ledger.onScreen.flatMap { ledger.records[$0] }
    ads.destroy()
    if !inCallback { doom(tasksOf: owner) }
    if let up, up.owner == owner, up.format.isInline, up.heard.last != .end(.destroyed) {
      ledger.fail("destroy() left \(up.id), on screen, with \(up.heard), not end(destroyed)")
    }
    if !ads.isDestroyed { ledger.fail("isDestroyed is false after destroy()") }
    for record in ledger.order where record.owner == owner && !record.shownEvent {
      if record.terminal == nil { ledger.fail("destroy() left \(record.id) unreported") }
    }
    return "destroyed"
  }

  /// The integrator lets go of its `VideoAds`; when nothing else holds it, it is released.
  func release(_ page: ModelPage, inCallback: Bool = false) -> String {
    guard let ads = page.ads.take() else { return "no VideoAds" }
    let owner = ads.content.id
    let box = WeakBox(ads)
    _ = consume ads
    if box.object == nil {
      if !inCallback { doom(tasksOf: owner) }
      return "released"
    }
    return "let go (a task still holds it)"
  }

  func cancelTasks(_ page: ModelPage) -> String {
    for number in page.tasks.keys.sorted() { page.tasks[number]?.cancel() }
    return "\(page.tasks.count) cancelled"
  }
}
