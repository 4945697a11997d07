// Stub of SwiftUI: views.

@frozen public struct Text: Equatable, Sendable {
  private let content: String
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }
}

extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct Image: Equatable, Sendable {
  private let name: String
  public init(systemName name: String) { self.name = name }
}

extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct Spacer {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
  @preconcurrency @MainActor public var body: some View { EmptyView() }
}

@frozen public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@frozen public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  @preconcurrency @MainActor public var body: some View { EmptyView() }
}

public protocol TabViewStyle {}

public struct PageTabViewStyle: TabViewStyle {
  public struct IndexDisplayMode: Sendable {
    private let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let never = IndexDisplayMode(name: "never")
  }
  public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

public struct NavigationView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    fatalError()
  }
}
