import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

struct JSONWriterTests {
  @Test func writesValidJSONForHostileStrings() throws {
    let hostile = "quote \" backslash \\ newline \n tab \t bell \u{07} emoji 🎬 中文 </script>"
    var writer = JSONWriter()
    writer.beginObject()
    writer.field("text", hostile)
    writer.field("missing", nil as String?)
    writer.field("whole", 42.0)
    writer.field("fraction", 0.25)
    writer.field("infinite", Double.infinity)
    writer.field("flag", false)
    writer.field("list", [1, 2])
    writer.beginObject("nested")
    writer.field("count", 3)
    writer.endObject()
    writer.endObject()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
    #expect(object["text"] as? String == hostile)
    #expect(object["missing"] == nil)
    #expect(object["whole"] as? Int == 42)
    #expect(object["fraction"] as? Double == 0.25)
    #expect(object["infinite"] == nil)
    #expect(object["flag"] as? Bool == false)
    #expect(object["list"] as? [Int] == [1, 2])
    #expect((object["nested"] as? [String: Any])?["count"] as? Int == 3)
  }
}

struct UniqueIDTests {
  @Test func idsAreUniqueAcrossThreads() async {
    let ids = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<2500).map { _ in UniqueID.next() } }
      }
      var all: [String] = []
      for await batch in group { all += batch }
      return all
    }
    #expect(ids.count == 10_000)
    #expect(Set(ids).count == 10_000)
  }
}

/// The real clock's timer queue, with timers already due (nothing waits for real time).
@MainActor
struct SystemClockTests {
  @Test func dueTimersRunInDeadlineOrderAndCancelledOnesDoNot() async {
    let clock = SystemClock()
    var fired: [String] = []
    let base = clock.now - 10
    _ = clock.schedule(at: base + 2) { fired.append("second") }
    let cancelled = clock.schedule(at: base + 1.5) { fired.append("cancelled") }
    _ = clock.schedule(at: base + 1) { fired.append("first") }
    _ = clock.schedule(at: base + 3) {
      fired.append("third")
      // Scheduling from inside a timer works, and runs later.
      _ = clock.schedule(at: base) { fired.append("fourth") }
    }
    cancelled.cancel()
    for _ in 0..<10_000 where fired.count < 4 { await Task.yield() }
    #expect(fired == ["first", "second", "third", "fourth"])
  }

  @Test func aTimerCancelledByAnEarlierOneInTheSameBatchDoesNotRun() async {
    let clock = SystemClock()
    var fired: [String] = []
    let base = clock.now - 10
    var later: AdCancellable?
    _ = clock.schedule(at: base + 1) {
      fired.append("first")
      later?.cancel()
    }
    later = clock.schedule(at: base + 2) { fired.append("cancelled") }
    _ = clock.schedule(at: base + 3) { fired.append("last") }
    for _ in 0..<10_000 where fired.count < 2 { await Task.yield() }
    #expect(fired == ["first", "last"])
  }
}

struct RingBufferTests {
  @Test func keepsTheLastValuesOldestFirst() {
    var buffer = RingBuffer<Int>(capacity: 500)
    for value in 1...499 { buffer.append(value) }
    #expect(buffer.elements == Array(1...499))
    for value in 500...1_234 { buffer.append(value) }
    #expect(buffer.count == 500)
    #expect(buffer.elements == Array(735...1_234))
  }

  @Test func aCapacityOfOneKeepsTheLastValue() {
    var buffer = RingBuffer<String>(capacity: 1)
    buffer.append("a")
    buffer.append("b")
    #expect(buffer.elements == ["b"])
  }
}

@MainActor
@Test func theDebugHistoryKeepsTheLast500EventsOldestFirst() {
  let sdk = KontextVideo(clock: ManualClock())
  for _ in 0..<600 {
    sdk.events.emit(
      .requested, format: .overlay, adID: nil, requestID: "r", time: 0, contentPlayhead: nil)
  }
  #expect(sdk.recentEvents.count == 500)
  #expect(sdk.recentEvents.first?.sequence == 101)
  #expect(sdk.recentEvents.last?.sequence == 600)
}
