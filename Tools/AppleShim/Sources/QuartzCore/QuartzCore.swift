// Stub of QuartzCore (Core Animation): only what the SDK and the examples use.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import FoundationShim

public protocol CALayerDelegate: NSObjectProtocol {}

open class CALayer: NSObject {
  public override init() { super.init() }
  open var contents: Any? {
    get { fatalError() }
    set {}
  }
  open var bounds: CGRect {
    get { fatalError() }
    set {}
  }
  open var zPosition: CGFloat {
    get { fatalError() }
    set {}
  }
  open var frame: CGRect {
    get { fatalError() }
    set {}
  }
  open var isHidden: Bool {
    get { fatalError() }
    set {}
  }
  open var superlayer: CALayer? { fatalError() }
  open var sublayers: [CALayer]? {
    get { fatalError() }
    set {}
  }
  open var masksToBounds: Bool {
    get { fatalError() }
    set {}
  }
  open var backgroundColor: CGColor? {
    get { fatalError() }
    set {}
  }
  open var opacity: Float {
    get { fatalError() }
    set {}
  }
  weak open var delegate: (any CALayerDelegate)? {
    get { fatalError() }
    set {}
  }
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set {}
  }
}

open class CAGradientLayer: CALayer {
  open var colors: [Any]? {
    get { fatalError() }
    set {}
  }
}

open class CAShapeLayer: CALayer {
  open var path: CGPath? {
    get { fatalError() }
    set {}
  }
  open var fillColor: CGColor? {
    get { fatalError() }
    set {}
  }
  open var strokeColor: CGColor? {
    get { fatalError() }
    set {}
  }
  open var lineWidth: CGFloat {
    get { fatalError() }
    set {}
  }
}

open class CATextLayer: CALayer {
  open var string: Any? {
    get { fatalError() }
    set {}
  }
}

open class CAMetalLayer: CALayer {}
