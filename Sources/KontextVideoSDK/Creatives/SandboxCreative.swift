#if canImport(UIKit)
  import AVFoundation
  import KontextVideoCore
  import UIKit

  /// A sandbox creative on a device: a plain native card that says what it is, behaving as
  /// the sandbox scenario says (slow loads, failures on screen) because the headless creative
  /// it wraps decides that.
  @MainActor
  final class SandboxCreative: DrawableCreative, PlayableCreative {
    private let inner: any RenderedCreative
    private let format: AdFormat
    private lazy var card = SandboxCardView(format: format)

    init(wrapping inner: any RenderedCreative, format: AdFormat) {
      self.inner = inner
      self.format = format
    }

    var eventHandler: (@MainActor (CreativeEvent) -> Void)? {
      get { inner.eventHandler }
      set { inner.eventHandler = newValue }
    }

    var view: UIView { card }
    /// A sandbox video has no media: the full-screen player plays it on a timer.
    var player: AVPlayer? { nil }

    func didAppear() { inner.didAppear() }

    func release() {
      inner.release()
      card.removeFromSuperview()
    }
  }

  /// The native card a sandbox creative draws.
  final class SandboxCardView: UIView {
    init(format: AdFormat) {
      super.init(frame: .zero)
      backgroundColor = UIColor.systemIndigo
      let label = UILabel()
      label.text = "Kontext sandbox · \(format.rawValue)"
      label.textColor = .white
      label.font = UIFont.preferredFont(forTextStyle: .headline)
      label.adjustsFontForContentSizeCategory = true
      label.adjustsFontSizeToFitWidth = true
      label.minimumScaleFactor = 0.5
      label.textAlignment = .center
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: centerXAnchor),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
        label.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -8),
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
  }
#endif
