import Foundation

extension AdController {
  /// Fetches a linear ad's captions file beside its video, once its VAST document is read: the
  /// file that fits the viewer's languages, as the app's ``CaptionPolicy`` allows (none, and
  /// no request, with ``CaptionPolicy/off`` or an ad that lists no file).
  ///
  /// The ad's load does not wait for it: a file that arrives after the video is ready is shown
  /// when it arrives, before the ad is shown; one that arrives later, or cannot be used, leaves
  /// the ad without captions (the video's own subtitles may still show) and never fails it.
  /// `index` is the ad's place among the break's ads as read (``captionsByAd``).
  func loadCaptions(of linear: VASTLinear?, index: Int, transport: any HTTPTransport) {
    guard format.isFullScreen, let linear, !linear.closedCaptionFiles.isEmpty,
      captionsByAd.indices.contains(index)
    else { return }
    let policy = services.configuration?.captions ?? .automatic
    guard policy.allowsCaptions else { return }
    let loader = CaptionLoader(transport: transport, clock: services.clock)
    captionsByAd[index] = .loading
    // A job of the clock's: a manual clock runs it in order and waits for it, so a test's (and
    // the sandbox's) runs are the same every time.
    services.clock.startJob { [weak self] in
      let load = await loader.load(linear, policy: policy)
      await self?.captionsLoaded(load, index: index)
    }
  }

  private func captionsLoaded(_ load: CaptionLoad, index: Int) {
    guard captionsByAd.indices.contains(index), case .loading = captionsByAd[index] else { return }
    if let message = load.message {
      services.events.logger.log(.info, "ad \(slot.id): \(message)")
    }
    captionsByAd[index] = load.track.map(Captions.ready) ?? .none
  }

  /// The captions of the ad whose turn it is.
  var captions: Captions {
    captionsByAd.indices.contains(captionsIndex) ? captionsByAd[captionsIndex] : .none
  }

  /// Gives up the fetches still running (the ad was dropped, or shown without them): what they
  /// bring later is not used. (A fetch itself ends by its own deadline,
  /// ``CaptionLoader/timeout``.)
  func stopLoadingCaptions() {
    for index in captionsByAd.indices {
      if case .loading = captionsByAd[index] { captionsByAd[index] = .none }
    }
  }
}
