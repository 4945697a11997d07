import KontextVideoCore

extension KontextVideo {
  /// App Tracking Transparency's status as this test instance's later requests and pixels see
  /// it (a test instance starts `notDetermined`, as an app that has not asked). Set it to test
  /// what your app sends before and after the viewer answers the prompt; the identifier
  /// decision, in `inspector.snapshot()`, says what went and why. For a test instance only:
  /// the app's instance reads the real status.
  ///
  /// ```swift
  /// sdk.simulatedTrackingAuthorization = .denied
  /// ```
  public var simulatedTrackingAuthorization: SimulatedTrackingAuthorization {
    get { SimulatedTrackingAuthorization(platformInfo().trackingAuthorization) }
    set {
      let base = platformInfo
      let status = newValue.platformValue
      platformInfo = {
        var info = base()
        info.trackingAuthorization = status
        return info
      }
    }
  }
}
