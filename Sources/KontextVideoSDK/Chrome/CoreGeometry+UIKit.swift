#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  extension CGRect {
    /// The UIKit rectangle of a core rectangle.
    init(_ rect: AdRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension AdRect {
    /// The core's rectangle of a UIKit rectangle.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension AdSize {
    /// The core's size of a UIKit size.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
