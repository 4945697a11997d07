// Stub of UIKit: navigation controllers, navigation items and bar button items. Signatures as in
// the iPhoneOS 17.4 SDK for an iOS 15 deployment target, availability stripped.

@preconcurrency @MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { fatalError() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError()
  }
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set {}
  }
  open var isToolbarHidden: Bool {
    get { fatalError() }
    set {}
  }
}

@preconcurrency @MainActor open class UINavigationItem: NSObject {
  open var rightBarButtonItem: UIBarButtonItem? {
    get { fatalError() }
    set {}
  }
}

@preconcurrency @MainActor open class UIBarItem: NSObject {
  public override init() { fatalError() }
}

@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
  public override init() { fatalError() }
  open class func flexibleSpace() -> Self { fatalError() }
  open var primaryAction: UIAction? {
    get { fatalError() }
    set {}
  }
}

extension UIBarButtonItem {
  public enum SystemItem: Int, @unchecked Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case close = 24
  }
}

// UIKit's Swift overlay
extension UIBarButtonItem {
  @preconcurrency @MainActor
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { fatalError() }
  @preconcurrency @MainActor
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { fatalError() }
}
