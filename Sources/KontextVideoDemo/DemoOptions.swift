import KontextVideoSDK

/// The demo's command line: `kontext-video [--json] [--scenario NAME]`.
struct DemoOptions: Equatable {
  var json = false
  var scenarioName = "standard"
  var help = false

  /// A command line the demo cannot run, with what to do instead.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static let usage = """
    kontext-video: a scripted viewing session on the embedded sandbox, offline.

    USAGE: swift run kontext-video [--json] [--scenario NAME]

      --json            print the timeline as JSON lines
      --scenario NAME   the sandbox scenario (default: standard):
                        \(SandboxScenario.named.keys.sorted().joined(separator: ", "))
      --help            print this help
    """

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--help", "-h": help = true
      case "--scenario":
        guard let name = remaining.popFirst() else {
          throw UsageError(description: "--scenario needs a name")
        }
        scenarioName = name
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    guard SandboxScenario.named[scenarioName] != nil else {
      throw UsageError(
        description:
          "unknown scenario '\(scenarioName)'; choose one of "
          + SandboxScenario.named.keys.sorted().joined(separator: ", "))
    }
  }

  var scenario: SandboxScenario { SandboxScenario.named[scenarioName] ?? .standard }
}
