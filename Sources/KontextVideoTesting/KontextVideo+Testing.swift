import KontextVideoCore

extension KontextVideo {
  /// An SDK instance for a unit test: a manual clock, the embedded sandbox with `scenario`,
  /// and a headless presenter installed for linear ads. It shares nothing with
  /// ``KontextVideo/shared`` or with other tests, keeps its install id in memory and reads no
  /// stored consent.
  ///
  /// ```swift
  /// let (sdk, clock, presenter) = KontextVideo.testing(.fill)
  /// let ads = VideoAds(content: content, sdk: sdk)
  /// ```
  public static func testing(
    _ scenario: SandboxScenario = .fill,
    logLevel: LogLevel = .none
  ) -> (sdk: KontextVideo, clock: ManualClock, presenter: HeadlessFullScreenPresenter) {
    let clock = ManualClock()
    let sdk = KontextVideo(clock: clock)
    sdk.installIdentity = InstallIdentity(directory: nil)
    sdk.consentStore = nil
    sdk.initialize(with: .sandbox(scenario, logLevel: logLevel))
    let presenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.fullScreenPresenter = presenter
    return (sdk, clock, presenter)
  }
}
