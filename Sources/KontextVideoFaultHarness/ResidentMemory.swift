import Foundation

/// This process's resident memory, read from `/proc/self/status` (Linux).
enum ResidentMemory {
  /// The sanitizer this process runs under, if any: AddressSanitizer's allocator keeps
  /// redzones and size classes of its own, and ThreadSanitizer maps shadow memory for every
  /// allocation, so that resident memory measures the sanitizer as much as the program.
  static var sanitizer: String? {
    let process = UnsafeMutableRawPointer(bitPattern: 0)
    if dlsym(process, "__asan_init") != nil { return "address" }
    if dlsym(process, "__tsan_init") != nil { return "thread" }
    return nil
  }

  /// The peak resident set so far (`VmHWM`), in KiB; 0 where `/proc` is missing.
  static func peakKiB() -> Int { field("VmHWM:") }

  /// The resident set now (`VmRSS`), in KiB; 0 where `/proc` is missing.
  static func currentKiB() -> Int { field("VmRSS:") }

  private static func field(_ name: String) -> Int {
    // Read with `read(2)`: `/proc` files report a size of 0, which Foundation trusts.
    let descriptor = open("/proc/self/status", O_RDONLY)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    let status = String(decoding: bytes, as: UTF8.self)
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let value = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
      return Int(value.first ?? "") ?? 0
    }
    return 0
  }
}
