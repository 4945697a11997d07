/// The views a measurement provider measures an ad by: the ad's own view, and the SDK's views
/// over it.
///
/// The SDK's containers and presenters give them (``AdContainer/measurementViews(for:)``,
/// ``FullScreenAdPresenter/measurementViews(for:)``); on iOS they are `UIView`s.
@MainActor
public struct AdMeasurementViews {
  /// The view the creative is drawn in: for a linear ad, its video's view.
  public let adView: AnyObject
  /// The SDK's controls, badge and icons over the ad, each with its purpose, each view once.
  public let obstructions: [AdMeasurementObstruction]

  /// The views of an ad drawn in `adView`, with `obstructions` over it. A view is an
  /// obstruction once, with the first purpose given for it, and the ad's own view never is:
  /// Open Measurement registers each view once.
  public init(adView: AnyObject, obstructions: [AdMeasurementObstruction]) {
    self.adView = adView
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(adView)]
    self.obstructions = obstructions.filter { seen.insert(ObjectIdentifier($0.view)).inserted }
  }
}
