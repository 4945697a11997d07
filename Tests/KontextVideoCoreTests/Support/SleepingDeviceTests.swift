import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A device's time as ``SystemClock`` sees it in a test: the clock's time moves only when the
/// test says, and a wake-up armed on Dispatch runs only while the device is awake. While the
/// device sleeps (or the app is suspended) time passes and no wake-up runs, as on a phone.
final class DeviceTime: @unchecked Sendable {
  private let lock = NSLock()
  private var time: TimeInterval = 1_000
  private var wakes: [(at: TimeInterval, fire: @Sendable () -> Void)] = []

  /// The source to build a ``SystemClock`` on.
  var source: SystemClock.Source {
    SystemClock.Source(
      now: { [self] in lock.withLock { time } },
      wake: { [self] delay, fire in lock.withLock { wakes.append((time + delay, fire)) } })
  }

  /// The device is awake for `seconds`: the wake-ups that fall due run, in order.
  @MainActor
  func awake(_ seconds: TimeInterval) {
    let due = lock.withLock { () -> [@Sendable () -> Void] in
      time += seconds
      let due = wakes.filter { $0.at <= time }.sorted { $0.at < $1.at }
      wakes.removeAll { $0.at <= time }
      return due.map(\.fire)
    }
    for fire in due { fire() }
  }

  /// The device sleeps for `seconds`: time passes, nothing runs.
  func asleep(_ seconds: TimeInterval) {
    lock.withLock { time += seconds }
  }
}

/// Expiry and timers on a phone that sleeps: the SDK's clock counts the sleep, and what fell
/// due meanwhile runs as soon as the app is back.
@MainActor
struct SleepingDeviceTests {
  @Test func aTimerThatFellDueWhileTheDeviceSleptRunsWhenTheAppReturns() {
    let device = DeviceTime()
    let clock = SystemClock(source: device.source)
    let sdk = KontextVideo.isolated(clock: clock)
    var fired: [TimeInterval] = []
    let start = clock.now
    _ = clock.schedule(at: start + 60) { fired.append(clock.now - start) }
    sdk.appDidEnterBackground()
    device.asleep(8 * 3_600)
    #expect(fired.isEmpty)  // nothing runs in a suspended app
    #expect(clock.now - start == 8 * 3_600)  // but the clock counted the night
    sdk.appWillEnterForeground()
    #expect(fired == [8 * 3_600])
  }

  @Test func aWakeUpThatComesEarlyRunsNothingAndWaitsOn() {
    // The wall-clock wake-up comes early when the user moves the date forward.
    let device = DeviceTime()
    let clock = SystemClock(source: device.source)
    var fired = false
    _ = clock.schedule(at: clock.now + 10) { fired = true }
    device.awake(0)
    clock.catchUp()
    #expect(!fired)
    device.awake(10)
    #expect(fired)
  }

  @Test func aLaterTimerScheduledByAnActionDoesNotHoldBackAnEarlierOne() {
    let device = DeviceTime()
    let clock = SystemClock(source: device.source)
    var fired: [String] = []
    _ = clock.schedule(at: clock.now + 1) {
      fired.append("first")
      _ = clock.schedule(at: clock.now + 10) { fired.append("late") }
    }
    _ = clock.schedule(at: clock.now + 2) { fired.append("second") }
    device.awake(1)
    device.awake(1)
    #expect(fired == ["first", "second"])
  }

  @Test func anAdLoadedAtNightIsExpiredInTheMorning() async throws {
    let device = DeviceTime()
    let sdk = KontextVideo.isolated(clock: SystemClock(source: device.source))
    sdk.initialize(with: .sandbox(.fill))
    let recorder = EventRecorder(sdk: sdk)
    let ads = VideoAds(content: .init(id: "episode-1", language: "en"), sdk: sdk)
    let ad = try await awake(device) { try await ads.format(.pause) }
    try await awake(device) { try await ad.load() }
    #expect(ad.isReady)

    sdk.appDidEnterBackground()
    device.asleep(8 * 3_600)  // the sandbox's ads live one hour
    sdk.appWillEnterForeground()

    #expect(!ad.isReady)
    #expect(recorder.eventNames(ofAd: ad.id).last == .notUsed(.expired))
    #expect(
      thrownError { try ad.show(in: HeadlessContainer(width: 390, height: 693)) }
        == .invalidated(.expired))
    let next = try await awake(device) { try await ads.format(.pause) }
    #expect(next !== ad)
  }

  /// Runs `body` while the device stays awake, moving its time on in small steps.
  private func awake<T>(_ device: DeviceTime, _ body: @escaping @MainActor () async throws -> T)
    async throws -> T
  {
    let outcome = Outcome<T>()
    Task { @MainActor in
      do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
    }
    for _ in 0..<2_000 where outcome.result == nil {
      device.awake(0.05)
      await Task.yield()
    }
    return try #require(outcome.result).get()
  }
}

/// What a main-actor call gave, once it has.
@MainActor
private final class Outcome<T> {
  var result: Result<T, any Error>?
}

#if os(Linux)
  /// The real clock in a Linux time namespace whose boot time runs a day ahead of its
  /// monotonic time, as after a day of suspend: ``SystemClock`` counts the suspended day;
  /// `ProcessInfo.systemUptime`, the clock it used to read, does not.
  struct SystemClockSuspendTests {
    @Test func theSystemClockCountsTheTimeTheSystemWasSuspended() throws {
      let result = try FaultHarness.run(
        ["clock"], launcher: ["/usr/bin/unshare", "--time", "--boottime", "86400"])
      let now = try #require(result["now"] as? Double)
      let uptime = try #require(result["uptime"] as? Double)
      #expect(now - uptime > 86_000, "SystemClock read \(now) s, the uptime \(uptime) s")
    }
  }
#endif
