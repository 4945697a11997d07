import Foundation
import KontextVideoCore

/// Child processes for the tracking journal's fault tests.
///
/// `journal-hold SERVER DIR COUNT`: an app that records `COUNT` impressions through the SDK's
/// event path (delivery to `SERVER`, which the test makes unreachable: the app is offline), waits
/// until they are on disk, prints `{"recorded": [ids]}` on one line, then waits to be killed. It
/// is the second process on a shared caches folder.
///
/// `journal-fault DIR MODE`: a journal on `DIR` that cannot write, with a queue whose network is
/// down. `MODE` is `file-size` (a file-size limit of 0 bytes, `RLIMIT_FSIZE`, lifted halfway) or
/// `read-only` (the test made `DIR` read-only; run as root, the probe first becomes `nobody`, for
/// whom the permissions hold). It prints one JSON line: what it could write, what the journal
/// logged, what it kept in memory, what was on disk, and what was delivered.
enum JournalProbe {
  @MainActor
  static func hold(server: URL, directory: URL, count: Int) async -> Never {
    let sdk = CrashRecorder.makeSDK(server: server, directory: directory)
    var ids: [String] = []
    for index in 0..<count {
      let event = sdk.events.emit(
        .impression, format: .overlay, adID: "hold-ad", requestID: "hold-\(index)",
        time: Double(index), contentPlayhead: nil)
      ids.append(event.id)
    }
    let journal = sdk.beaconJournal
    await Task.detached { journal?.waitUntilWritten() }.value
    let data = (try? JSONSerialization.data(withJSONObject: ["recorded": ids])) ?? Data()
    // Unbuffered: the parent reads this line while the process lives.
    FileHandle.standardOutput.write(data + Data("\n".utf8))
    while true { try? await Task.sleep(nanoseconds: 1_000_000_000) }
  }

  static func fault(directory: URL, mode: String) async -> [String: Any] {
    var report: [String: Any] = ["mode": mode]
    var limit = rlimit()
    switch mode {
    case "file-size":
      // Past the limit a write fails with EFBIG, instead of the signal ending the process.
      signal(SIGXFSZ, SIG_IGN)
      getrlimit(fileSizeLimit, &limit)
      var zero = limit
      zero.rlim_cur = 0
      report["limited"] = setrlimit(fileSizeLimit, &zero) == 0
    default:
      if getuid() == 0 {
        _ = setgroups(0, nil)
        report["becameNobody"] = setgid(65_534) == 0 && setuid(65_534) == 0
      }
      report["uid"] = Int(getuid())
    }
    // What the fault does to any file: a probe beside the journal.
    let probe = directory.appendingPathComponent("probe")
    report["probeWritten"] = FileManager.default.createFile(
      atPath: probe.path, contents: Data("x".utf8))
    try? FileManager.default.removeItem(at: probe)

    let logs = Locked<[String]>([])
    let file = BeaconFile(directory: directory)
    let journal = BeaconJournal(
      file: file, log: { message in logs.withLock { $0.append(message) } })
    let transport = ProbeTransport()
    var policy = BeaconQueue.Policy()
    policy.batchWindow = 0
    let queue = BeaconQueue(
      journal: journal, transport: transport,
      eventsURL: URL(string: "https://probe.invalid/v1/events")!, token: "t",
      clock: SystemClock(), policy: policy)

    _ = journal.record(events(20, from: 0))
    _ = journal.record(events(10, from: 20))
    await queue.absorb()
    report["pendingWhileFailing"] = await queue.currentStats().pending
    report["onDiskWhileFailing"] = file.load().beacons.count
    report["logsWhileFailing"] = logs.withLock { $0 }

    if mode == "file-size" {
      // The disk has room again: the next write puts what is owed on disk.
      setrlimit(fileSizeLimit, &limit)
      _ = journal.record(events(1, from: 30))
      await queue.absorb()
      report["onDiskAfterRecovery"] = file.load().beacons.count
    }
    transport.isUp = true
    await queue.flush(absorbing: true)
    let stats = await queue.currentStats()
    report["delivered"] = stats.delivered
    report["pending"] = stats.pending
    report["logs"] = logs.withLock { $0 }
    return report
  }

  private static func events(_ count: Int, from first: Int) -> [Outgoing] {
    (first..<first + count).map { index in
      .event(
        AdEvent(
          id: "probe-\(index)", name: .impression, format: .overlay, adID: "ad", requestID: "r",
          time: 0, timestamp: Date(), sequence: index + 1))
    }
  }
}

/// `RLIMIT_FSIZE` as `setrlimit` takes it (an enum on Glibc, an integer on Darwin).
#if canImport(Glibc)
  let fileSizeLimit = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
  let fileSizeLimit = RLIMIT_FSIZE
#endif

/// A network that is down until `isUp`, then answers every request with 200.
final class ProbeTransport: HTTPTransport {
  private let up = Locked(false)

  /// Whether requests are answered.
  var isUp: Bool {
    get { up.withLock { $0 } }
    set { up.withLock { $0 = newValue } }
  }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    guard isUp else { throw URLError(.notConnectedToInternet) }
    return HTTPResponseData(status: 200, body: Data())
  }
}
