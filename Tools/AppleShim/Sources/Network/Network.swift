// Stub of Network: only what the SDK uses. Signatures as in the iPhoneOS 17.4 SDK's
// Network.swiftinterface, availability stripped. Bodies are never run.
import Dispatch
@_exported import Foundation
@_exported import FoundationShim

public struct NWPath: Equatable, Sendable {
  public let isExpensive: Bool
  public var isConstrained: Bool { fatalError() }
}

final public class NWPathMonitor: Sendable {
  public init() { fatalError() }
  @preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { fatalError() }
    set {}
  }
  final public func start(queue: DispatchQueue) {}
  final public func cancel() {}
}
