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
    page.ads = ads
    madeAds.append(WeakBox(ads))
    return "opened"
  }

  /// `format()` in a task, as an app calls it; the ad it returns is held by the page.
  func format(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    nextTaskNumber += 1
    let number = nextTaskNumber
    page.tasks[number] = Task { @MainActor [weak self] in
      var outcome: String
      do {
        let ad = try await ads.format(format)
        self?.ledger.adopt(ad, owner: ads)
        page.held[format] = ad
        outcome = ad.id
      } catch {
        outcome = self?.expected(error, from: "format()") ?? "\(error)"
      }
      page.tasks[number] = nil
      self?.notes.append("  ↳ task \(number) p\(page.index) format(.\(format)) → \(outcome)")
    }
    return "task \(number)"
  }

  /// `format()` then `load()` in one task, as an app prepares its next ad.
  func prepare(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    nextTaskNumber += 1
    let number = nextTaskNumber
    page.tasks[number] = Task { @MainActor [weak self] in
      var outcome = ""
      do {
        let ad = try await ads.format(format)
        self?.ledger.adopt(ad, owner: ads)
        page.held[format] = ad
        outcome = "\(ad.id) "
        try await ad.load()
        outcome += "loaded"
      } catch {
        outcome += self?.expected(error, from: "prepare") ?? "\(error)"
      }
      page.tasks[number] = nil
      self?.notes.append("  ↳ task \(number) p\(page.index) prepare(.\(format)) → \(outcome)")
    }
    return "task \(number)"
  }

  /// `load()` of the page's ad, in a task.
  func load(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format] else { return "no ad" }
    nextTaskNumber += 1
    let number = nextTaskNumber
    page.tasks[number] = Task { @MainActor [weak self] in
      var outcome = "loaded"
      do {
        try await ad.load()
      } catch {
        outcome = self?.expected(error, from: "load()") ?? "\(error)"
      }
      page.tasks[number] = nil
      self?.notes.append("  ↳ task \(number) p\(page.index) load(\(ad.id)) → \(outcome)")
    }
    return "task \(number) \(ad.id)"
  }

  /// A typed error or the caller's own cancellation: anything else breaks a promise.
  private func expected(_ error: any Error, from call: String) -> String {
    if !(error is CancellationError || error is VideoAdError) {
      ledger.fail("\(call) threw an untyped error: \(error)")
    }
    return ModelErrorLabel.of(error)
  }

  func show(_ page: ModelPage, _ format: AdFormat, insets: Double) -> String {
    guard let ad = page.held[format], let record = ledger.records[ad.id] else { return "no ad" }
    let heardBefore = record.heard.count
    let wasShown = record.shownEvent
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
      if record.heard.count != heardBefore || record.shownEvent != wasShown {
        ledger.fail("show() threw \(ModelErrorLabel.of(error)) but \(ad.id) went on screen")
      }
      return ModelErrorLabel.of(error)
    }
    ledger.showSucceeded(record)
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

  /// `dismiss()`: an overlay's or pause ad's `didEnd(.dismissed)` comes before it returns.
  func dismiss(_ page: ModelPage, _ format: AdFormat) -> String {
    guard let ad = page.held[format], let record = ledger.records[ad.id] else { return "no ad" }
    do {
      try ad.dismiss()
    } catch {
      return ModelErrorLabel.of(error)
    }
    if format == .linear { ledger.fail("dismiss() of a linear ad returned: \(ad.id)") }
    if record.heard.last != .end(.dismissed) {
      ledger.fail("dismiss() returned before didEnd(.dismissed): \(ad.id), \(record.heard)")
    }
    return "dismissed"
  }

  /// `destroy()`: held ads are reported not used and an overlay or pause ad of these ads on
  /// screen hears `didEnd(.destroyed)` before it returns.
  func destroy(_ page: ModelPage) -> String {
    guard let ads = page.ads else { return "no VideoAds" }
    let owner = ads.content.id
    ads.destroy()
    if !ads.isDestroyed { ledger.fail("isDestroyed is false after destroy()") }
    for record in ledger.order where record.owner == owner && !record.shownEvent {
      if record.terminal == nil { ledger.fail("destroy() left \(record.id) unreported") }
    }
    for record in ledger.order where record.owner == owner && record.shown {
      if record.format.isInline && record.endsHeard == 0 {
        ledger.fail("destroy() returned before \(record.id) heard didEnd")
      }
    }
    return "destroyed"
  }

  func cancelTasks(_ page: ModelPage) -> String {
    for number in page.tasks.keys.sorted() { page.tasks[number]?.cancel() }
    return "\(page.tasks.count) cancelled"
  }
}
