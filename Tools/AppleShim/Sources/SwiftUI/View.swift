// Stub of SwiftUI: only what the SDK and the examples use. Shapes as in the iPhoneOS 17.4 SDK's
// SwiftUI.swiftinterface, availability stripped, SwiftUI's private `_make*` requirements left out.
// In that SDK (Swift 5.10) `View` is not main-actor isolated; `body` is `@MainActor(unsafe)`,
// spelled `@preconcurrency @MainActor` here. Bodies are never run. Every modifier returns `self`
// only to give its `some View` an underlying type.
@_exported import Combine
@_exported import Foundation
@_exported import FoundationShim
@_exported import UIKit  // `import SwiftUI` gives UIKit on iOS

public protocol View {
  associatedtype Body: View
  @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
}

@frozen public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
  public func body(content: Self.Content) -> Self.Body { fatalError() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}

// Modifiers.
extension View {
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  { self }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View { self }

  public func padding(_ insets: EdgeInsets) -> some View { self }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  public func padding(_ length: CGFloat) -> some View { self }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }

  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  public func tag<V: Hashable>(_ tag: V) -> some View { self }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { self }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  public func font(_ font: Font?) -> some View { self }
  public func lineLimit(_ number: Int?) -> some View { self }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }
}
