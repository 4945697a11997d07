#if canImport(UIKit)
  import UIKit

  extension UITraitCollection {
    /// Whether the viewer's text size (Dynamic Type) differs from `previous`'s: the SDK's
    /// controls then take new fonts and are measured again.
    func hasDifferentTextSize(from previous: UITraitCollection?) -> Bool {
      previous?.preferredContentSizeCategory != preferredContentSizeCategory
    }
  }
#endif
