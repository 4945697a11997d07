import Foundation
import KontextVideoCore

/// A child process for fault tests that need a process of their own: its memory measured
/// (`limits`), or killed with SIGKILL at a random moment (`record`, then `drain`; `rewards`,
/// then `claim`).
///
///     KontextVideoFaultHarness limits SERVER TITLE_ID HUGE_PATH
///     KontextVideoFaultHarness record SERVER DIR [LIMIT]    (until killed)
///     KontextVideoFaultHarness drain SERVER DIR
///     KontextVideoFaultHarness clock                        (SystemClock's and the uptime's now)
///     KontextVideoFaultHarness journal-hold SERVER DIR COUNT (until killed)
///     KontextVideoFaultHarness journal-fault DIR file-size|read-only
///     KontextVideoFaultHarness rewards DIR [LIMIT [WORK]]   (until killed)
///     KontextVideoFaultHarness claim DIR
///
/// Not a product: built with the package so that the tests can start it.
let arguments = CommandLine.arguments.dropFirst()

func printJSON(_ value: [String: Any]) {
  let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
  print(String(decoding: data, as: UTF8.self))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

switch arguments.first {
case "limits":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3, let server = URL(string: rest[0]) else {
    fail("usage: limits SERVER TITLE_ID HUGE_PATH")
  }
  printJSON(await LimitProbe.run(server: server, titleID: rest[1], hugePath: rest[2]))
case "record":
  let rest = Array(arguments.dropFirst())
  guard (2...3).contains(rest.count), let server = URL(string: rest[0]) else {
    fail("usage: record SERVER DIR [LIMIT]")
  }
  let limit = rest.count == 3 ? Int(rest[2]) ?? 300 : 300
  await CrashRecorder.record(server: server, directory: URL(fileURLWithPath: rest[1]), limit: limit)
case "drain":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 2, let server = URL(string: rest[0]) else { fail("usage: drain SERVER DIR") }
  printJSON(await CrashRecorder.drain(server: server, directory: URL(fileURLWithPath: rest[1])))
case "clock":
  printJSON(["now": SystemClock().now, "uptime": ProcessInfo.processInfo.systemUptime])
case "journal-hold":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3, let server = URL(string: rest[0]), let count = Int(rest[2]) else {
    fail("usage: journal-hold SERVER DIR COUNT")
  }
  await JournalProbe.hold(server: server, directory: URL(fileURLWithPath: rest[1]), count: count)
case "journal-fault":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 2 else { fail("usage: journal-fault DIR file-size|read-only") }
  printJSON(await JournalProbe.fault(directory: URL(fileURLWithPath: rest[0]), mode: rest[1]))
case "rewards":
  let rest = Array(arguments.dropFirst())
  guard (1...3).contains(rest.count) else { fail("usage: rewards DIR [LIMIT [WORK]]") }
  let limit = rest.count >= 2 ? Int(rest[1]) ?? 300 : 300
  let work = rest.count == 3 ? UInt32(rest[2]) ?? 0 : 0
  await RewardEarner.earn(directory: URL(fileURLWithPath: rest[0]), limit: limit, work: work)
case "claim":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 1 else { fail("usage: claim DIR") }
  RewardEarner.claim(directory: URL(fileURLWithPath: rest[0]))
default:
  fail(
    "usage: KontextVideoFaultHarness "
      + "limits|record|drain|clock|journal-hold|journal-fault|rewards|claim ...")
}
