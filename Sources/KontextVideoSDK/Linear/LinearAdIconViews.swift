#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// The VAST icons of a linear ad (the AdChoices icon among them): one button each, its image
  /// downloaded off the main thread once, drawn where ``LinearAdLayout`` puts it while the core
  /// says it shows (``LinearAdPresentation/shownIcons``). Once an icon is drawn with its image,
  /// the core hears it (``LinearAdPresentation/iconDidAppear(_:)``), once.
  @MainActor
  final class LinearAdIconViews {
    private let presentation: LinearAdPresentation
    /// Each icon's button and the image view inside it, by ``LinearAdIcon/index``.
    private var views: [Int: (button: UIButton, image: UIImageView)] = [:]
    private var loads: [Task<UIImage?, Never>] = []
    private var reported: Set<Int> = []
    /// The icons drawn at the last layout.
    private var drawn: Set<Int> = []
    /// Runs when an image arrives: the icons are laid out again.
    var onImageLoaded: (@MainActor () -> Void)?

    /// The buttons, in the ad's icon order; each calls `tap` with its icon's index.
    let buttons: [UIButton]

    init(
      presentation: LinearAdPresentation, strings: AdChromeStrings,
      tap: @escaping @MainActor (Int) -> Void
    ) {
      self.presentation = presentation
      var buttons: [UIButton] = []
      for icon in presentation.icons {
        let index = icon.index
        let button = UIButton(type: .custom, primaryAction: UIAction { _ in tap(index) })
        button.accessibilityLabel = strings.text(.icon(isAdChoices: icon.isAdChoices))
        button.accessibilityIdentifier = "kontext.ad.icon.\(index)"
        button.isHidden = true
        let image = UIImageView(image: nil)
        image.contentMode = .scaleAspectFit
        image.isUserInteractionEnabled = false
        button.addSubview(image)
        views[index] = (button, image)
        buttons.append(button)
      }
      self.buttons = buttons
    }

    /// Downloads every icon's image, once, off the main thread, decoded no larger than the
    /// icon's size (the layout only scales icons down) at `scale` pixels a point. An image
    /// that does not load leaves its icon undrawn.
    func load(scale: Double?) {
      guard loads.isEmpty else { return }
      for icon in presentation.icons {
        let index = icon.index
        let url = icon.imageURL
        let longSide = max(icon.size.width, icon.size.height)
        let task = Task.detached(priority: .utility) { () -> UIImage? in
          try? await RemoteImage.load(url, longSide: longSide, scale: scale)
        }
        loads.append(task)
        Task { @MainActor [weak self] in
          guard let image = await task.value, !task.isCancelled else { return }
          self?.imageArrived(image, for: index)
        }
      }
    }

    /// Stops the downloads still running; their images are dropped.
    func stop() {
      for task in loads { task.cancel() }
    }

    /// The icons to lay out now: those the core shows at the video's position, with their
    /// image loaded.
    var drawable: [LinearAdIcon] {
      presentation.shownIcons.filter { views[$0.index]?.image.image != nil }
    }

    /// Whether the icons to draw changed since the last layout.
    var needsLayout: Bool {
      Set(drawable.map(\.index)) != drawn
    }

    /// Puts each icon at its frame (its button at the target, its image inside), hides the
    /// rest, and reports each icon drawn for the first time. `isOnScreen`: the player's view
    /// is in a window, so a placed icon is drawn.
    func place(_ frames: [Int: LinearAdLayout.IconFrame], isOnScreen: Bool) {
      drawn = []
      for (index, views) in views {
        guard let frame = frames[index], views.image.image != nil else {
          views.button.isHidden = true
          continue
        }
        views.button.frame = CGRect(frame.target)
        views.image.frame = CGRect(
          AdRect(
            x: frame.image.x - frame.target.x, y: frame.image.y - frame.target.y,
            width: frame.image.width, height: frame.image.height))
        views.button.isHidden = false
        drawn.insert(index)
        if isOnScreen, reported.insert(index).inserted {
          presentation.iconDidAppear(index)
        }
      }
    }

    private func imageArrived(_ image: UIImage, for index: Int) {
      views[index]?.image.image = image
      onImageLoaded?()
    }
  }
#endif
