import Foundation
import KontextVideoSDK

/// The demo's command line: `kontext-video [--json] [--scenario NAME]`.
struct DemoOptions: Equatable {
  var json = false
  var scenarioName = "standard"
  var help = false
  /// Print the sandbox scenarios' names, one a line, and stop.
  var listScenarios = false
  /// Print the SDK's debug timeline export at the end.
  var debugTimeline = false
  /// Install a measurement provider that prints what each ad's session hears.
  var measure = false
  /// Run the transparency session instead: the ⓘ sheet, the AdChoices icon, a report, all
  /// measured.
  var transparency = false
  /// Print the ad inspector's ledger at the end: each ad's request, answer, VAST chain, media
  /// and timeline, and every beacon with its attempts.
  var inspect = false
  /// An ad server to use instead of the sandbox.
  var server: URL?
  /// The publisher token for `server`.
  var token: String?

  /// A command line the demo cannot run, with what to do instead.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static let usage = """
    kontext-video: a scripted viewing session on the embedded sandbox, offline.

    USAGE: swift run kontext-video [--json] [--debug-timeline] [--measure] [--inspect]
                                   [--scenario NAME | --server URL --token TOKEN]
           swift run kontext-video --transparency [--json]

      --json            print the timeline as JSON lines
      --debug-timeline  print the SDK's own debug timeline (JSON) at the end
      --measure         install a measurement provider and print what each ad's session hears
      --inspect         print the ad inspector's ledger at the end: each ad's request, answer,
                        VAST chain, media and timeline, and every beacon with its attempts
      --scenario NAME   the sandbox scenario (default: standard):
                        \(SandboxScenario.named.keys.sorted().joined(separator: ", "))
      --server URL      run the same session against an ad server (https, or http on loopback)
      --token TOKEN     the publisher token for --server
      --transparency    another session, measured: the viewer opens an ad's "About this ad"
                        sheet, taps the AdChoices icon of a VAST ad and reports it
      --list-scenarios  print the scenario names, one a line
      --help            print this help

    USAGE: swift run kontext-video vast FILE

      prints a JSON summary of a VAST document, or its typed error and VAST error code
    """

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--debug-timeline": debugTimeline = true
      case "--measure": measure = true
      case "--inspect": inspect = true
      case "--transparency": transparency = true
      case "--help", "-h": help = true
      case "--list-scenarios": listScenarios = true
      case "--scenario":
        guard let name = remaining.popFirst() else {
          throw UsageError(description: "--scenario needs a name")
        }
        scenarioName = name
      case "--server":
        guard let value = remaining.popFirst(), let url = URL(string: value), url.host != nil else {
          throw UsageError(description: "--server needs a URL such as http://127.0.0.1:8080")
        }
        server = url
      case "--token":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw UsageError(description: "--token needs a value")
        }
        token = value
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    if transparency, server != nil || scenarioName != "standard" {
      throw UsageError(description: "--transparency runs on its own sandbox scenario")
    }
    if server != nil, token == nil {
      throw UsageError(description: "--server needs --token")
    }
    if server == nil, token != nil {
      throw UsageError(description: "--token goes with --server")
    }
    guard SandboxScenario.named[scenarioName] != nil else {
      throw UsageError(
        description:
          "unknown scenario '\(scenarioName)'; choose one of "
          + SandboxScenario.named.keys.sorted().joined(separator: ", "))
    }
  }

  var scenario: SandboxScenario { SandboxScenario.named[scenarioName] ?? .standard }

  /// The SDK configuration the options ask for.
  var configuration: KontextVideo.Configuration {
    if let server, let token {
      return .init(publisherToken: token, server: .url(server), logLevel: .none)
    }
    return .sandbox(scenario, logLevel: .none)
  }

  /// What the session runs against, for its heading.
  var backendDescription: String {
    server.map { "ad server \($0.absoluteString)" } ?? "sandbox scenario '\(scenarioName)'"
  }
}
