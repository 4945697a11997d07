import SwiftUI

/// The app's own controls: a bar at the bottom of the player with a play/pause button and the
/// episode's title. Ads are shown with insets that keep them clear of it.
struct PlayerControls: View {
  /// The bar's height, above the screen's bottom safe area.
  static let height: CGFloat = 64

  let title: String
  let isPlaying: Bool
  let onPlayPause: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 12) {
      Button {
        onPlayPause()
      } label: {
        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
          .frame(width: 44, height: 44)
          .contentShape(Rectangle())
      }
      .accessibilityLabel(isPlaying ? "Pause" : "Play")
      Text(title)
        .font(.headline)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
      Spacer()
    }
    .foregroundStyle(.white)
    .padding(.horizontal)
    .frame(height: Self.height)
  }
}
