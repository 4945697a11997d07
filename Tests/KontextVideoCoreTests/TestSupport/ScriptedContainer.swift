import Foundation

@testable import KontextVideoCore

/// A container whose exposure the test sets, ``AdExposure/unknown`` included (what the UIKit
/// adapter reports when its walk of a large view tree runs out of budget), and that gives a
/// measurement provider no views. It records the ad placed in it.
@MainActor
final class ScriptedContainer: AdContainer {
  var size = AdSize(width: 390, height: 693)
  /// What every exposure reading says now.
  var exposure: AdExposure
  /// The ad placed in the container now, if any.
  private(set) var placement: AdPlacement?

  init(exposure: AdExposure = .fullyVisible) {
    self.exposure = exposure
  }

  func exposure(of frame: AdRect) -> AdExposure { exposure }
  func install(_ placement: AdPlacement) { self.placement = placement }
  func remove(_ placement: AdPlacement) {
    if self.placement === placement { self.placement = nil }
  }
}
