/// The views a measurement provider measures an ad by: the ad's own view, and the SDK's views
/// over it.
///
/// The SDK's containers and presenters give them (``AdContainer/measurementViews(for:)``,
/// ``FullScreenAdPresenter/measurementViews(for:)``); on iOS they are `UIView`s.
@MainActor
public struct AdMeasurementViews {
  /// The view the creative is drawn in: for a linear ad, its video's view.
  public let adView: AnyObject
  /// The SDK's controls, badge and icons over the ad, each with its purpose.
  public let obstructions: [AdMeasurementObstruction]

  /// The views of an ad drawn in `adView`, with `obstructions` over it.
  public init(adView: AnyObject, obstructions: [AdMeasurementObstruction]) {
    self.adView = adView
    self.obstructions = obstructions
  }
}
