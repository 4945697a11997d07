#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Puts `stack` in a scroll view that fills this controller's view and scrolls down only:
    /// the stack is as wide as the safe area less 20 pt margins, with 24 pt above and below,
    /// so text of any Dynamic Type size can be read whole. The SDK's sheets use it.
    func installScrollingStack(_ stack: UIStackView) {
      stack.translatesAutoresizingMaskIntoConstraints = false
      let scroll = UIScrollView()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scroll)
      scroll.addSubview(stack)
      let safe = view.safeAreaLayoutGuide
      let scrolled = scroll.contentLayoutGuide
      NSLayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: view.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        // Scrolls down only: the content is as wide as the scroll view.
        scrolled.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        stack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
        stack.topAnchor.constraint(equalTo: scrolled.topAnchor, constant: 24),
        stack.bottomAnchor.constraint(equalTo: scrolled.bottomAnchor, constant: -24),
      ])
    }
  }
#endif
