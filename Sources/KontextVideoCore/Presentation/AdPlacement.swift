/// An inline ad placed in an ``AdContainer``: where it goes, which controls it has, and the
/// entry points for the viewer's taps.
///
/// A container receives one in ``AdContainer/install(_:)`` and reports the viewer's taps on it.
@MainActor
public final class AdPlacement {
  /// How the ad is drawn.
  public let style: AdPlacementStyle
  /// Where the ad goes, in the container's coordinates. The SDK lays the ad out again when the
  /// container changes size, and then calls ``AdContainer/relayout(_:)``.
  public package(set) var frame: AdRect
  /// The ad's format.
  public let format: AdFormat
  /// The prepared creative to draw.
  package let creative: any RenderedCreative
  /// Who the advertiser is and why the ad was shown, for the ⓘ sheet.
  public let disclosure: AdDisclosure
  private let onInput: @MainActor (AdInput) -> Void
  /// Runs when the container reports a new size (the ad's run lays it out again).
  package var onResize: (@MainActor () -> Void)?
  /// Runs when the SDK asks the ad's view to open its ⓘ sheet as the viewer's ⓘ would (the ad
  /// selected on Apple TV, whose link the sheet shows as a QR code: ``TelevisionClick``). The
  /// view opens the sheet and reports ``viewerOpenedInfo()`` as for ⓘ; a view that does not set
  /// it opens nothing.
  package var onInfoRequested: (@MainActor () -> Void)?

  init(
    style: AdPlacementStyle,
    frame: AdRect,
    format: AdFormat,
    creative: any RenderedCreative,
    disclosure: AdDisclosure = .none,
    onInput: @escaping @MainActor (AdInput) -> Void
  ) {
    self.disclosure = disclosure
    self.style = style
    self.frame = frame
    self.format = format
    self.creative = creative
    self.onInput = onInput
  }

  /// The viewer's controls drawn with the ad.
  public var controls: [AdControl] { style.controls }

  /// Reports a tap on the ad itself (a click).
  public func viewerTappedAd() { onInput(.tap) }

  /// Reports a tap on the close control; ignored where the style has none.
  public func viewerTappedClose() {
    if controls.contains(.close) { onInput(.close) }
  }

  /// Reports that the container changed size, so the ad is laid out again at once rather
  /// than at the next sample (within 0.1 s). An ad that no longer fits ends `.interrupted`.
  public func containerDidResize() { onResize?() }

  /// Reports that the viewer asked for the content back from a pause ad, whatever its style
  /// (the Siri Remote's Play/Pause): the ad ends `.resumed`. Ignored for an overlay.
  package func viewerAskedToResume() {
    if format == .pause { onInput(.resume) }
  }

  /// Reports a tap on the Resume control; ignored where the style has none.
  public func viewerTappedResume() {
    if controls.contains(.resume) { onInput(.resume) }
  }

  /// Reports that the viewer opened the ad's ⓘ sheet: until it closes, an overlay's time
  /// stops and the ad is not counted as viewable, nor ended for being covered by the sheet.
  public func viewerOpenedInfo() { onInput(.openInfo) }

  /// Reports that the viewer closed the ⓘ sheet without reporting the ad: the ad goes on.
  public func viewerClosedInfo() { onInput(.closeInfo) }

  /// Reports that the viewer reported the ad from its ⓘ sheet: the report is delivered, the
  /// ad ends `.reported`, and its creative is not shown again while the app runs.
  public func viewerReported(_ reason: AdReport.Reason) { onInput(.report(reason)) }
}

/// A viewer's input on a placed ad.
enum AdInput: Sendable, Hashable {
  case tap
  case close
  case resume
  case openInfo
  case closeInfo
  case report(AdReport.Reason)
}
