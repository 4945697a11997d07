// Stub of UIKit: view controllers.

@preconcurrency @MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // Objective-C's -init, which UIKit documents as initWithNibName:nil bundle:nil; inherited by
  // subclasses that declare no designated initializer (SKStoreProductViewController()).
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  open var view: UIView! {
    get { fatalError() }
    set {}
  }
  open var viewIfLoaded: UIView? { fatalError() }
  open var isViewLoaded: Bool { fatalError() }
  open func loadView() {}
  open func loadViewIfNeeded() {}
  open func viewDidLoad() {}
  open func addChild(_ childController: UIViewController) {}
  open func didMove(toParent parent: UIViewController?) {}
  open var title: String? {
    get { fatalError() }
    set {}
  }
  // UITraitEnvironment (deprecated in iOS 17, available from iOS 8)
  open var traitCollection: UITraitCollection { fatalError() }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidLayoutSubviews() {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open var presentedViewController: UIViewController? { fatalError() }
  open var presentingViewController: UIViewController? { fatalError() }
  open var isBeingPresented: Bool { fatalError() }
  open var isBeingDismissed: Bool { fatalError() }
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { fatalError() }
    set {}
  }
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set {}
  }
  open var isModalInPresentation: Bool {
    get { fatalError() }
    set {}
  }
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
  open var presentationController: UIPresentationController? { fatalError() }
  open var sheetPresentationController: UISheetPresentationController? { fatalError() }
  open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }

  // UINavigationController.h's categories of UIViewController
  open var navigationItem: UINavigationItem { fatalError() }
  open var navigationController: UINavigationController? { fatalError() }
  open var toolbarItems: [UIBarButtonItem]? {
    get { fatalError() }
    set {}
  }

  open var prefersStatusBarHidden: Bool { fatalError() }
  open var prefersHomeIndicatorAutoHidden: Bool { fatalError() }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError() }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { fatalError() }
}

public enum UIModalTransitionStyle: Int, @unchecked Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext:
  NSObjectProtocol
{}

@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

@preconcurrency @MainActor open class UIPageViewController: UIViewController {
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  weak open var delegate: (any UIPageViewControllerDelegate)?
  weak open var dataSource: (any UIPageViewControllerDataSource)?
  open var viewControllers: [UIViewController]? { fatalError() }
  open func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {}
}

extension UIPageViewController {
  public enum NavigationOrientation: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public enum NavigationDirection: Int, @unchecked Sendable {
    case forward = 0
    case reverse = 1
  }

  public enum TransitionStyle: Int, @unchecked Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// Its requirements are `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
