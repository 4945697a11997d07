/// The last `capacity` values appended, oldest first, with O(1) appends: once full, each append
/// overwrites the oldest value instead of shifting the whole history.
struct RingBuffer<Element> {
  let capacity: Int
  private var storage: [Element] = []
  private var start = 0

  init(capacity: Int) {
    precondition(capacity > 0, "a ring buffer holds at least one value")
    self.capacity = capacity
    storage.reserveCapacity(capacity)
  }

  mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[start] = element
      start = (start + 1) % capacity
    }
  }

  /// The values, oldest first.
  var elements: [Element] {
    Array(storage[start...] + storage[..<start])
  }

  var count: Int { storage.count }
}
