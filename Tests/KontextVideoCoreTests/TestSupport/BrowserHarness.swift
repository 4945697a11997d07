import Foundation

/// `Tests/Bridge/browser_harness.py`: a headless Chromium driven over the DevTools protocol,
/// with five loopback origins of its own (four https, one plain http). One run serves the
/// scenario's routes, opens a page, runs its steps (waits for a condition in the page, real
/// taps), and reports what the browser did: a timeline of taps, new windows (with Chromium's
/// own user-gesture flag), refused top navigations and messages that reached the fake native
/// handler; every request each origin received; the page's console.
///
/// Waits are for conditions in the page, each bounded (10 s by default); the whole run is
/// bounded by ``ExternalProgram``'s guard. Nothing sleeps for a fixed time.
struct BrowserHarness {
  /// The harness's origins, `scheme://127.0.0.1:port`.
  struct Origins {
    var host: String
    var creative: String
    var other: String
    var assets: String
    /// Plain http, which no creative may load from.
    var plain: String
  }

  /// What one path of one origin answers.
  struct Route {
    var status = 200
    var headers: [String: String] = ["Content-Type": "text/html; charset=utf-8"]
    var body = ""
  }

  /// One step of a run.
  enum Step {
    /// Evaluates `expression` in the page's main frame until it is truthy.
    case waitFor(String, timeout: Double = 10)
    /// Presses and releases the left mouse button at a point of the 320 x 200 viewport.
    case tap(x: Int, y: Int)
  }

  struct Scenario {
    /// Routes by origin name (`host`, `creative`, `other`, `assets`, `plain`), then by path.
    var routes: [String: [String: Route]]
    var open: String
    var steps: [Step]
    /// Evaluated at the end; its value is ``Outcome/result``.
    var collect: String?
  }

  struct Outcome {
    var result: Any?
    var timeline: [[String: Any]]
    var requests: [[String: Any]]
    var console: [String]
    var errors: [String]

    /// The paths `origin` was asked for, in order.
    func paths(of origin: String) -> [String] {
      requests.filter { $0["origin"] as? String == origin }.compactMap { $0["path"] as? String }
    }

    /// The timeline's entries of one kind.
    func events(_ kind: String) -> [[String: Any]] {
      timeline.filter { $0["kind"] as? String == kind }
    }

    /// Everything that helps read a failure.
    var diagnostics: String {
      "errors: \(errors)\ntimeline: \(timeline)\nrequests: \(requests)\nconsole: \(console)"
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Chromium, as the reference server's browser test finds it.
  static let browser = ReferenceServerSuites.HTMLBridgeBrowserTests.browser
  /// Whether a missing Chromium fails the tests (`KONTEXT_REQUIRE_BROWSER=1`, CI).
  static let required = ReferenceServerSuites.HTMLBridgeBrowserTests.required
  static let python = ExternalProgram.find(["python3"])
  static let script = RepositoryFolder.root.appendingPathComponent(
    "Tests/Bridge/browser_harness.py")

  /// Starts the harness, builds the scenario from its origins, and runs it.
  @MainActor
  static func run(
    browser: URL, _ scenario: @MainActor (Origins) async throws -> Scenario
  ) async throws -> Outcome {
    guard let python else { throw Failure(description: "python3 is not installed") }
    let process = Process()
    process.executableURL = python
    process.arguments = [script.path, "--browser", browser.path]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    let finished = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { finished.continuation.yield($0.terminationStatus) }
    try process.run()
    let guardTimer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: guardTimer)
    defer { guardTimer.cancel() }
    async let complaints = ExternalProgram.readAll(errors)
    let lines = LineReader(output)
    do {
      let first = await lines.next().map { Data($0.utf8) } ?? Data()
      let greeting = (try? JSONSerialization.jsonObject(with: first)) as? [String: Any]
      guard let origins = greeting?["origins"] as? [String: String] else {
        throw Failure(description: "the harness did not start")
      }
      let built = try await scenario(
        Origins(
          host: origins["host"] ?? "", creative: origins["creative"] ?? "",
          other: origins["other"] ?? "", assets: origins["assets"] ?? "",
          plain: origins["plain"] ?? ""))
      var data = try JSONSerialization.data(withJSONObject: json(built))
      data.append(UInt8(ascii: "\n"))
      try input.fileHandleForWriting.write(contentsOf: data)
      let answer = await lines.next()
      for await _ in finished.stream { break }
      guard let answer,
        let outcome = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
      else { throw Failure(description: "the harness gave no outcome") }
      return Outcome(
        result: outcome["result"],
        timeline: outcome["timeline"] as? [[String: Any]] ?? [],
        requests: outcome["requests"] as? [[String: Any]] ?? [],
        console: outcome["console"] as? [String] ?? [],
        errors: outcome["errors"] as? [String] ?? [])
    } catch {
      // The harness waits for its scenario: end it before waiting for what it printed (a
      // scenario that threw, a failed #require in it, lands here too).
      try? input.fileHandleForWriting.close()
      if process.isRunning { process.terminate() }
      guard let failure = error as? Failure else { throw error }
      throw Failure(description: "\(failure.description): \(await complaints)")
    }
  }

  private static func json(_ scenario: Scenario) -> [String: Any] {
    var routes: [String: Any] = [:]
    for (origin, paths) in scenario.routes {
      routes[origin] = paths.mapValues { route in
        ["status": route.status, "headers": route.headers, "body": route.body] as [String: Any]
      }
    }
    let steps: [[String: Any]] = scenario.steps.map { step in
      switch step {
      case .waitFor(let expression, let timeout): ["waitFor": expression, "timeout": timeout]
      case .tap(let x, let y): ["tap": [x, y]]
      }
    }
    var object: [String: Any] = ["routes": routes, "open": scenario.open, "steps": steps]
    if let collect = scenario.collect { object["collect"] = collect }
    return object
  }
}

/// The lines a pipe delivers, read on a thread of its own (see ``ExternalProgram/onOwnThread``).
private final class LineReader: Sendable {
  private let lines: AsyncStream<String>

  init(_ pipe: Pipe) {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    lines = stream
    Thread.detachNewThread {
      var buffer = Data()
      while true {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          continuation.yield(String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self))
          buffer = Data(buffer[buffer.index(after: end)...])
        }
      }
      continuation.finish()
    }
  }

  /// The next line, or nil at the end.
  func next() async -> String? {
    var iterator = lines.makeAsyncIterator()
    return await iterator.next()
  }
}
