import Foundation

/// Unique ids for requests and events, cheaply: a random 64-bit prefix drawn once per process,
/// then a counter. Ids from different launches differ by their prefix, so a server can
/// de-duplicate by id; making one costs a fraction of a `UUID`.
package enum UniqueID {
  private static let prefix = String(UInt64.random(in: .min ... .max), radix: 16)
  private static let counter = Locked<UInt64>(0)

  /// A new id such as `3f9c2a7e1b4d8c60-2a`.
  package static func next() -> String {
    let value = counter.withLock { count -> UInt64 in
      count &+= 1
      return count
    }
    return prefix + "-" + String(value, radix: 16)
  }

  /// A generator of ids with a fixed `prefix` and a counter of its own, such as `test-2a`: the
  /// same ids in the same order every run (tests and the demo on the sandbox).
  package static func sequence(prefix: String) -> @Sendable () -> String {
    let counter = Locked<UInt64>(0)
    return {
      let value = counter.withLock { count -> UInt64 in
        count &+= 1
        return count
      }
      return prefix + "-" + String(value, radix: 16)
    }
  }
}
