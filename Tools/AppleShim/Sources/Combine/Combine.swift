// Stub of Combine: only what SwiftUI code in the examples uses (ObservableObject, @Published).
// Shapes as in the iPhoneOS 17.4 SDK's Combine.swiftinterface, availability stripped; a
// `Publisher` here has no subscribers. Bodies are never run.

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) { fatalError() }
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set {}
  }
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError() }
    set {}
  }
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
  }
  public var projectedValue: Published<Value>.Publisher {
    mutating get { fatalError() }
    set {}
  }
}
