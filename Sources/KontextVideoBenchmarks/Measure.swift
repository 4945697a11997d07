import Foundation

/// Timing and memory helpers for the benchmarks.
enum Measure {
  /// Nanoseconds on a monotonic clock.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The median of `samples`.
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The 90th percentile of `samples`.
  static func p90(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
  }

  /// The process's resident memory in bytes, or nil where it cannot be read.
  static func residentBytes() -> Int? {
    #if os(Linux)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}

/// Prints a line at once, unbuffered, so partial results show even if a later step stalls.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
