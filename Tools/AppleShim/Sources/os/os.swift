// Stub of the os module: the unified log's Swift API, as the inspector writes its export to the
// log. Signatures as in the iPhoneOS 17.4 SDK (os.swiftinterface), availability stripped. There,
// a message's interpolations must be literals where the compiler says so
// (`oslog.requires_constant_arguments`), which this stub does not check.

/// Apple's struct holds an `OSLog` and is not `Sendable`.
public struct Logger {
  public init(subsystem: String, category: String) { fatalError() }
  public func notice(_ message: OSLogMessage) {}
}

@frozen public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

@frozen public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
  public mutating func appendLiteral(_ literal: String) {}
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

@frozen public struct OSLogPrivacy {
  public static var auto: OSLogPrivacy { fatalError() }
  public static var `public`: OSLogPrivacy { fatalError() }
}

@frozen public struct OSLogStringAlignment {
  public static var none: OSLogStringAlignment { fatalError() }
}
