import KontextVideoSDK

/// What the model's server does, switched during a run with `initialize(with:)` (which the
/// SDK documents as replacing the configuration for later requests): every sandbox scenario,
/// plus short request and load deadlines so that slow answers and slow loads time out.
enum ModelServer {
  static let choices: [(name: String, configuration: KontextVideo.Configuration)] = [
    ("standard", sandbox(.standard)),
    ("fill", sandbox(.fill)),
    ("noFill", sandbox(.noFill(.noInventory))),
    ("noFill(capped)", sandbox(.noFill(.frequencyCapped))),
    ("noFill(other)", sandbox(.noFill(.other("brand_new_code")))),
    ("slow(3)", sandbox(.slowResponse(seconds: 3))),
    ("slow(12)", sandbox(.slowResponse(seconds: 12))),
    ("slow(3)+deadline(2)", sandbox(.slowResponse(seconds: 3), requestTimeout: 2)),
    ("error(500)", sandbox(.serverError(status: 500))),
    ("error(429)", sandbox(.serverError(status: 429))),
    // A 200 with an error body is a malformed ad response: no request id, no slots.
    ("malformed", sandbox(.serverError(status: 200))),
    ("loadFailure", sandbox(.loadFailure)),
    ("creativeFailure(2)", sandbox(.creativeFailure(afterSeconds: 2))),
    ("creativeFailure(0)", sandbox(.creativeFailure(afterSeconds: 0))),
    ("lifetime(5)", sandbox(.shortLifetime(seconds: 5))),
    ("lifetime(1)", sandbox(.shortLifetime(seconds: 1))),
    ("fullPlayerPause", sandbox(.fullPlayerPause)),
    ("slowLoad(2)", sandbox(.slowLoad(seconds: 2))),
    ("slowLoad(2)+deadline(1.5)", sandbox(.slowLoad(seconds: 2), loadTimeout: 1.5)),
    ("slowLoad(12)", sandbox(.slowLoad(seconds: 12))),
    ("vastLinear", sandbox(.vastLinear)),
    // Linear ads that are breaks of three ads, the second a stand-in from the buffet.
    ("pod", sandbox(.pod)),
    // A configuration the SDK refuses: format() throws invalidConfiguration.
    (
      "emptyToken",
      KontextVideo.Configuration(publisherToken: " ", server: .sandbox(.fill), logLevel: .none)
    ),
  ]

  /// The index of the choice named `name`.
  static func named(_ name: String) -> Int {
    choices.firstIndex { $0.name == name }!
  }

  /// The choices whose server fills.
  static let filling: [Int] = choices.indices.filter { index in
    [
      "standard", "fill", "fullPlayerPause", "vastLinear", "pod", "lifetime(5)",
      "creativeFailure(2)", "slowLoad(2)",
    ].contains(choices[index].name)
  }

  private static func sandbox(
    _ scenario: SandboxScenario,
    requestTimeout: Double = KontextVideo.Defaults.requestTimeout,
    loadTimeout: Double = KontextVideo.Defaults.loadTimeout
  ) -> KontextVideo.Configuration {
    KontextVideo.Configuration(
      publisherToken: "sandbox", server: .sandbox(scenario), logLevel: .none,
      requestTimeout: requestTimeout, loadTimeout: loadTimeout)
  }
}
