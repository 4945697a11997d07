#if canImport(UIKit)
  import AVFoundation
  import KontextVideoCore

  /// The subtitles of a linear ad's video itself (an HLS stream's legible renditions), used
  /// when its VAST document gives no captions file: the rendition in the viewer's language
  /// (``CaptionLanguageTag/bestMatch(among:preferred:)`` decides), selected while the core says
  /// captions are on (``LinearAdPresentation/captionsAreOn``); the video layer draws it.
  @MainActor
  final class MediaCaptions {
    private let presentation: LinearAdPresentation
    private weak var item: AVPlayerItem?
    private var group: AVMediaSelectionGroup?
    private var option: AVMediaSelectionOption?
    private var selected: Bool?
    /// Set by ``stop()``: nothing is reported or selected after it.
    private var isStopped = false

    init(presentation: LinearAdPresentation, item: AVPlayerItem?) {
      self.presentation = presentation
      self.item = item
    }

    /// Looks for the video's legible renditions; reports to the core whether one suits the
    /// viewer.
    func start() {
      guard let item, presentation.captions == nil, presentation.captionSwitch.offersControl
      else { return }
      // AVAsset.h: loading is asynchronous; the completion's queue is not documented, so the
      // result is taken to the main actor (MainThread), where AVPlayerItem's
      // `selectMediaOption:inMediaSelectionGroup:` must be called before iOS 16 (AVPlayerItem.h).
      // The group and its options are immutable once vended (AVMediaSelectionGroup.h), so
      // handing them across is safe.
      item.asset.loadMediaSelectionGroup(for: .legible) { [weak self] group, _ in
        let found = UncheckedGroup(group: group)
        MainThread.run { self?.found(found.group) }
      }
    }

    /// Stops: a look still under way reports nothing, and the selection is left as it is (the
    /// ad's video is over, or is another's now).
    func stop() {
      isStopped = true
    }

    private func found(_ group: AVMediaSelectionGroup?) {
      guard let group, !isStopped else { return }
      let options = AVMediaSelectionGroup.playableMediaSelectionOptions(from: group.options)
      guard
        let index = CaptionLanguageTag.bestMatch(
          among: options.map(\.extendedLanguageTag), preferred: CaptionLanguageTag.ofThisApp())
      else { return presentation.reportMediaCaptions(available: false) }
      self.group = group
      option = options[index]
      presentation.reportMediaCaptions(available: true)
      update()
    }

    /// Selects the rendition while captions are on, and none while they are off (when the
    /// stream allows no selection; otherwise its own default stays).
    func update() {
      guard let item, let group, let option, !isStopped, presentation.usesMediaCaptions else {
        return
      }
      let on = presentation.captionsAreOn
      guard on != selected else { return }
      selected = on
      if on {
        item.select(option, in: group)
      } else if group.allowsEmptySelection {
        item.select(nil, in: group)
      }
    }
  }

  /// A media selection group handed from AVFoundation's completion queue to the main actor.
  private struct UncheckedGroup: @unchecked Sendable {
    let group: AVMediaSelectionGroup?
  }
#endif
