/// SplitMix64: a tiny seeded generator that gives the same numbers on every platform and Swift
/// version (the standard library's `random(in:using:)` may change how it draws), so a seed
/// replays the same actions everywhere.
struct ModelRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// One of `items`, each as likely.
  mutating func pick<Item>(_ items: [Item]) -> Item {
    items[below(items.count)]
  }

  /// True one time in `times`.
  mutating func oneIn(_ times: Int) -> Bool {
    below(times) == 0
  }
}
