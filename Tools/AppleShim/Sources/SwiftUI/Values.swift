// Stub of SwiftUI: values (geometry, colours, fonts, strings, shapes).

@frozen public struct EdgeInsets: Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set {}
  }
  public var description: String { fatalError() }
}

@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing

  @frozen public struct Set: OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Edge.Set(rawValue: 1)
    public static let leading = Edge.Set(rawValue: 2)
    public static let bottom = Edge.Set(rawValue: 4)
    public static let trailing = Edge.Set(rawValue: 8)
    public static let all = Edge.Set(rawValue: 15)
    public static let horizontal = Edge.Set(rawValue: 10)
    public static let vertical = Edge.Set(rawValue: 5)
  }
}

@frozen public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 3)
}

@frozen public struct Angle {
  public var radians: Double
  public var degrees: Double {
    get { radians * (180.0 / .pi) }
    set { radians = newValue * (.pi / 180.0) }
  }
  public init() { self.init(radians: 0) }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
}

@frozen public struct UnitPoint: Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

@frozen public struct Alignment: Equatable {
  private let name: String
  public static let center = Alignment(name: "center")
  public static let bottom = Alignment(name: "bottom")
  public static let topLeading = Alignment(name: "topLeading")
}

@frozen public struct VerticalAlignment: Equatable {
  private let name: String
  public static let center = VerticalAlignment(name: "center")
}

@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  private let name: String
  public var description: String { name }
  public static let white = Color(name: "white")
  public static let black = Color(name: "black")
  public static let clear = Color(name: "clear")
  public func opacity(_ opacity: Double) -> Color { self }
}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct Font: Hashable, Sendable {
  private let name: String
  public static let headline = Font(name: "headline")
}

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  private let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: DefaultStringInterpolation) {
    key = String(stringInterpolation: stringInterpolation)
  }
}

public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var white: Color { .white }
  public static var black: Color { .black }
}

@frozen public struct Path: Equatable, @unchecked Sendable {
  public init() {}
}

/// On Apple platforms it also refines `Animatable`, which the examples do not use.
public protocol Shape: Sendable, View {
  func path(in rect: CGRect) -> Path
}

@frozen public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}
