/// The view an overlay or pause ad is drawn in: the view your content plays in.
///
/// On iOS the SDK adapts your `UIView` to this protocol. Elsewhere, and in unit tests, use
/// `HeadlessContainer` from `KontextVideoTesting`, or conform your own view abstraction.
///
/// ```swift
/// try ad.show(in: container, insets: AdInsets(bottom: 80))
/// ```
@MainActor
public protocol AdContainer: AnyObject {
  /// The container's size in points.
  var size: AdSize { get }

  /// The part of the container the system covers (the sensor housing, the home indicator), as
  /// insets from its edges. The ad and its controls keep clear of it as of your own insets, and
  /// are laid out again when it changes. The default is ``AdInsets/zero``.
  var safeArea: AdInsets { get }

  /// How much of `frame` (in the container's coordinates) the viewer can see now.
  ///
  /// The SDK samples this while an ad is up: for the impression, and to end an ad whose
  /// container left the screen (`.interrupted`). Return ``AdExposure/unknown`` when you cannot
  /// tell this time: the ad is then neither counted as seen nor taken for off screen.
  func exposure(of frame: AdRect) -> AdExposure

  /// Adds the ad's view at `placement.frame`, with its controls, above the content.
  func install(_ placement: AdPlacement)

  /// Removes what ``install(_:)`` added. Called once, when the ad ends.
  func remove(_ placement: AdPlacement)

  /// Moves the installed ad to its new ``AdPlacement/frame`` after the container changed size
  /// (a rotation, a split view). The default does nothing.
  func relayout(_ placement: AdPlacement)

  /// The installed ad's view and the SDK's views over it, for a measurement provider; `nil`
  /// when the container has no views to give (the default).
  func measurementViews(for placement: AdPlacement) -> AdMeasurementViews?
}

extension AdContainer {
  /// No area of the container is covered by the system.
  public var safeArea: AdInsets { .zero }

  /// Does nothing: the ad keeps the frame it was installed with.
  public func relayout(_ placement: AdPlacement) {}

  /// No views: a measurement provider measures the ad without them.
  public func measurementViews(for placement: AdPlacement) -> AdMeasurementViews? { nil }
}
