// Stub of UIKit: table views, their cells, data source and delegate, and UIKit's index path
// members. Signatures as in the iPhoneOS 17.4 SDK for an iOS 15 deployment target, availability
// stripped.

@preconcurrency @MainActor open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  weak open var dataSource: (any UITableViewDataSource)?
  weak open var delegate: (any UITableViewDelegate)?
  open func reloadData() {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
}

extension UITableView {
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }
}

@preconcurrency @MainActor open class UITableViewCell: UIView {
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentView: UIView { fatalError() }
  open var selectionStyle: UITableViewCell.SelectionStyle {
    get { fatalError() }
    set {}
  }
  open var accessoryType: UITableViewCell.AccessoryType {
    get { fatalError() }
    set {}
  }
}

extension UITableViewCell {
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  public enum SelectionStyle: Int, @unchecked Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  public enum AccessoryType: Int, @unchecked Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }
}

/// Its `optional` requirements (an @objc protocol on Apple platforms) have default
/// implementations here instead.
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    fatalError()
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    fatalError()
  }
}

/// Every requirement is `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// Every requirement is `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { fatalError() }
}

// UIKit's Swift overlay: a table's rows and sections in Foundation's IndexPath.
extension IndexPath {
  public var section: Int {
    get { fatalError() }
    set {}
  }
  public var row: Int {
    get { fatalError() }
    set {}
  }
}
