// Stub of UIKit: the visual effect view (the exposure reader recognises its blur).

@preconcurrency @MainActor open class UIVisualEffectView: UIView {}
