import Foundation

extension AdController {
  /// Fetches a linear ad's captions file beside its video, once its VAST document is read: the
  /// file that fits the viewer's languages, as the app's ``CaptionPolicy`` allows (none, and
  /// no request, with ``CaptionPolicy/off`` or an ad that lists no file).
  ///
  /// The ad's load does not wait for it: a file that arrives after the video is ready is shown
  /// when it arrives, before the ad is shown; one that arrives later, or cannot be used, leaves
  /// the ad without captions (the video's own subtitles may still show) and never fails it.
  func loadCaptions(of linear: VASTLinear?, transport: any HTTPTransport) {
    guard format.isFullScreen, let linear, !linear.closedCaptionFiles.isEmpty else { return }
    let policy = services.configuration?.captions ?? .automatic
    let loader = CaptionLoader(transport: transport, clock: services.clock)
    captions = .loading
    // A job of the clock's: a manual clock runs it in order and waits for it, so a test's (and
    // the sandbox's) runs are the same every time.
    services.clock.startJob { [weak self] in
      let load = await loader.load(linear, policy: policy)
      await self?.captionsLoaded(load)
    }
  }

  private func captionsLoaded(_ load: CaptionLoad) {
    guard case .loading = captions else { return }
    if let message = load.message {
      services.events.logger.log(.info, "ad \(slot.id): \(message)")
    }
    captions = load.track.map(Captions.ready) ?? .none
  }

  /// Gives up a fetch still running (the ad was dropped, or shown without it): what it brings
  /// later is not used. (The fetch itself ends by its own deadline, ``CaptionLoader/timeout``.)
  func stopLoadingCaptions() {
    if case .loading = captions { captions = .none }
  }
}
