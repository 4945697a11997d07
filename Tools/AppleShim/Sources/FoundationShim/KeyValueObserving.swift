// The parts of Apple's Foundation that Linux's Foundation lacks or keeps elsewhere. The real
// sources see this module through `-import-module FoundationShim`, as if it were Foundation, and
// every stub framework re-exports it.
// - URLSession, URLRequest and HTTPURLResponse are in FoundationNetworking on Linux.
// - Block-based key-value observing: Apple's declarations (NSKeyValueObserving.h and Foundation's
//   Swift overlay), stubbed below.
@_exported import Foundation
@_exported import FoundationNetworking

public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var new: NSKeyValueObservingOptions { .init(rawValue: 1) }
  public static var old: NSKeyValueObservingOptions { .init(rawValue: 2) }
  public static var initial: NSKeyValueObservingOptions { .init(rawValue: 4) }
  public static var prior: NSKeyValueObservingOptions { .init(rawValue: 8) }
}

public enum NSKeyValueChange: UInt, @unchecked Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// Ends its observation when released or invalidated.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  public func invalidate() {}
}

public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError() }
}
