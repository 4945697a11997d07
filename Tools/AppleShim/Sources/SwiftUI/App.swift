// Stub of SwiftUI: apps, scenes and UIKit views in SwiftUI.

public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @preconcurrency @MainActor var body: Self.Body { get }
  @preconcurrency @MainActor init()
}

extension App {
  /// What `@main` calls.
  @preconcurrency @MainActor public static func main() { fatalError() }
}

public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  @preconcurrency @MainActor func makeUIView(context: Self.Context) -> Self.UIViewType
  @preconcurrency @MainActor func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @preconcurrency @MainActor static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @preconcurrency @MainActor func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == () {
  public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  /// SwiftUI draws a representable itself; it has no `body` of its own.
  public var body: Never { fatalError() }
}

@preconcurrency @MainActor
public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { fatalError() }
}

public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  @preconcurrency @MainActor func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  @preconcurrency @MainActor func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @preconcurrency @MainActor static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @preconcurrency @MainActor func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == () {
  public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  /// SwiftUI draws a representable itself; it has no `body` of its own.
  public var body: Never { fatalError() }
}

@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
}
