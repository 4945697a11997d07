// Stub of SwiftUI: bindings and observed objects. Apple's `@MainActor(unsafe)` stored properties
// are computed here (a global-actor stored property in a struct is an error in Swift 6).

public protocol DynamicProperty {}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

@propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject>:
  DynamicProperty
{
  @dynamicMemberLookup @frozen public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    { fatalError() }
  }
  public init(wrappedValue: ObjectType) {}
  @preconcurrency @MainActor public var wrappedValue: ObjectType {
    get { fatalError() }
    set {}
  }
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError()
  }
}

@frozen @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @preconcurrency @MainActor public var wrappedValue: ObjectType { fatalError() }
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError()
  }
}

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(*, unavailable)
extension State: Sendable {}
