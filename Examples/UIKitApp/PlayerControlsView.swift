import UIKit

/// The app's own controls: a bar at the bottom of the player with a play/pause button and the
/// episode's title. Ads are shown with insets that keep them clear of it.
final class PlayerControlsView: UIView {
  /// Called when the viewer taps play/pause.
  var onPlayPause: (@MainActor () -> Void)?

  private let playPauseButton = UIButton(type: .system)
  private let titleLabel = UILabel()

  init(title: String) {
    super.init(frame: .zero)
    backgroundColor = UIColor.black.withAlphaComponent(0.6)
    playPauseButton.tintColor = .white
    playPauseButton.addAction(
      UIAction { [weak self] _ in self?.onPlayPause?() }, for: .primaryActionTriggered)
    titleLabel.text = title
    titleLabel.textColor = .white
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true

    let row = UIStackView(arrangedSubviews: [playPauseButton, titleLabel])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      playPauseButton.widthAnchor.constraint(equalToConstant: 44),
      playPauseButton.heightAnchor.constraint(equalToConstant: 44),
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
    showPlaying(false)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("PlayerControlsView is built in code")
  }

  /// Shows a pause button while the episode plays, a play button while it is paused.
  func showPlaying(_ isPlaying: Bool) {
    playPauseButton.setImage(
      UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    playPauseButton.accessibilityLabel = isPlaying ? "Pause" : "Play"
  }
}
