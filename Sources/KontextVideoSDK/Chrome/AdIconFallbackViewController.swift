#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  @preconcurrency import UIKit

  /// What a tap on a VAST icon shows when the icon's page cannot open: its fallback images
  /// (`<IconClickFallbackImages>`, usually the AdChoices explanation), each with its alt text,
  /// and Done. A page sheet: Done or a swipe down closes it (on tvOS, which has no sheets, full
  /// screen over a blur of the screen). While it is up it covers the ad's player, which the
  /// core pauses.
  @MainActor
  final class AdIconFallbackViewController: UIViewController {
    /// The height each image is drawn in, in points (aspect fit).
    private static let imageHeight: CGFloat = 200

    private let images: [VASTIcon.FallbackImage]
    private let iconLabel: String
    private let doneTitle: String
    private let longSide: Double?
    private let scale: Double?
    private var imageViews: [UIImageView] = []
    private var loads: [Task<UIImage?, Never>] = []

    /// A page of `images`, for the icon VoiceOver calls `iconLabel`, each decoded no larger
    /// than `longSide` points (the screen's) at `scale` pixels a point.
    init(
      images: [VASTIcon.FallbackImage], iconLabel: String, strings: AdChromeStrings,
      longSide: Double?, scale: Double?
    ) {
      self.images = images
      self.iconLabel = iconLabel
      self.longSide = longSide
      self.scale = scale
      doneTitle = strings.text(.done)
      super.init(nibName: nil, bundle: nil)
      #if !os(tvOS)
        modalPresentationStyle = .pageSheet
      #else
        // tvOS has no page sheet (API_UNAVAILABLE(tvos)): its own full-screen style, over a
        // blur of the screen.
        modalPresentationStyle = .blurOverFullScreen
      #endif
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      // tvOS has no `systemBackground` (API_UNAVAILABLE(tvos)): the presentation's blur is the
      // background there.
      #if !os(tvOS)
        view.backgroundColor = .systemBackground
      #endif
      view.accessibilityIdentifier = "kontext.ad.icon.fallback"
      let stack = UIStackView()
      stack.axis = .vertical
      stack.spacing = 16
      for image in images {
        for view in views(for: image) { stack.addArrangedSubview(view) }
      }
      var configuration = UIButton.Configuration.filled()
      configuration.title = doneTitle
      let done = UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in
          self?.presentingViewController?.dismiss(animated: true)
        })
      done.accessibilityIdentifier = "kontext.ad.icon.fallback.done"
      done.heightAnchor.constraint(
        greaterThanOrEqualToConstant: CGFloat(AdControlLayout.minimumTarget)
      ).isActive = true
      stack.addArrangedSubview(done)
      installScrollingStack(stack)
      load()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard isBeingDismissed || presentingViewController == nil else { return }
      for task in loads { task.cancel() }
    }

    /// An image's view, and its alt text under it. VoiceOver reads the alt text once, on the
    /// image.
    private func views(for image: VASTIcon.FallbackImage) -> [UIView] {
      let imageView = UIImageView(image: nil)
      imageView.contentMode = .scaleAspectFit
      imageView.isAccessibilityElement = true
      imageView.accessibilityLabel = image.altText ?? iconLabel
      imageView.accessibilityTraits = .image
      imageView.heightAnchor.constraint(equalToConstant: Self.imageHeight).isActive = true
      imageViews.append(imageView)
      guard let altText = image.altText else { return [imageView] }
      let caption = UILabel()
      caption.text = altText
      caption.font = UIFont.preferredFont(forTextStyle: .body)
      caption.adjustsFontForContentSizeCategory = true
      caption.numberOfLines = 0
      caption.isAccessibilityElement = false
      return [imageView, caption]
    }

    /// Downloads and decodes each image off the main thread, for the screen; one that does
    /// not load leaves its alt text.
    private func load() {
      for (image, imageView) in zip(images, imageViews) {
        guard let url = WebURL.secure(image.url) else { continue }
        let (longSide, scale) = (longSide, scale)
        let task = Task.detached(priority: .userInitiated) { () -> UIImage? in
          try? await RemoteImage.load(url, longSide: longSide, scale: scale)
        }
        loads.append(task)
        Task { @MainActor [weak imageView] in
          guard let decoded = await task.value, !task.isCancelled else { return }
          imageView?.image = decoded
        }
      }
    }
  }
#endif
