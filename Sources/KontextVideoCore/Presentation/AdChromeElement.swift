/// Something the SDK draws with an ad besides the creative: a control, the "Ad" badge, a VAST
/// icon. A measurement provider hears of each as a friendly obstruction
/// (``AdMeasurementObstruction``), with the purpose the SDK gives it.
///
/// A minor release may add an element (the CHANGELOG's compatibility policy): switch over it
/// with `@unknown default`.
public enum AdChromeElement: String, Sendable, Hashable, CaseIterable {
  /// The close control of an overlay or a pause card.
  case close
  /// The Resume control of a full-player pause ad.
  case resume
  /// The ⓘ control, which opens the ad's "Why this ad" sheet.
  case info
  /// A linear ad's Skip control.
  case skip
  /// A linear ad's Play control, shown when its video was paused from outside.
  case play
  /// A linear ad's Mute control.
  case mute
  /// A linear ad's "Learn more" control.
  case learnMore
  /// The "Ad" badge (with a linear ad's time left).
  case badge
  /// An icon from the ad's VAST document, such as the AdChoices icon.
  case icon
  /// A linear ad's closed captions control (CC), shown when the ad has captions in the
  /// viewer's language.
  case captions
  /// A linear ad's closed captions, drawn over its video while they show.
  case captionText
}
