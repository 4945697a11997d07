import SwiftUI

/// A vertical feed of episodes, swiped a page at a time.
///
/// iOS 15 has no vertical paging scroll view, so this is a page-style `TabView` turned a
/// quarter: the pager turns 90° one way, each page 90° back.
struct FeedView: View {
  @ObservedObject var feed: FeedModel

  var body: some View {
    GeometryReader { proxy in
      TabView(selection: $feed.current) {
        ForEach(feed.episodes.indices, id: \.self) { index in
          page(index, safeArea: proxy.safeAreaInsets)
            .frame(width: proxy.size.width, height: proxy.size.height)
            .rotationEffect(.degrees(-90))
            .frame(width: proxy.size.height, height: proxy.size.width)
            .tag(index)
        }
      }
      .frame(width: proxy.size.height, height: proxy.size.width)
      .rotationEffect(.degrees(90), anchor: .topLeading)
      .offset(x: proxy.size.width)
      .tabViewStyle(.page(indexDisplayMode: .never))
    }
    .ignoresSafeArea()
    .background(Color.black)
    .onChange(of: feed.current) { feed.settle(on: $0) }
  }

  @MainActor @ViewBuilder
  private func page(_ index: Int, safeArea: EdgeInsets) -> some View {
    if let model = feed.pages[index] {
      EpisodeScreen(model: model, safeArea: safeArea)
    } else {
      Color.black
    }
  }
}
