// Stub of WebKit: only what the SDK and the examples use. Signatures as in the iPhoneOS 17.4 SDK,
// availability stripped. In that SDK WebKit has no concurrency annotations of its own: WKWebView
// is main-actor isolated only as a UIView, and the delegate protocols are not isolated (hence the
// SDK's `@preconcurrency` conformances). Bodies are never run.
@_exported import Foundation
@_exported import UIKit

@preconcurrency @MainActor open class WKWebView: UIView {
  public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var configuration: WKWebViewConfiguration { fatalError() }
  weak open var navigationDelegate: (any WKNavigationDelegate)?
  weak open var uiDelegate: (any WKUIDelegate)?
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { fatalError() }
  open func stopLoading() {}
  open var allowsLinkPreview: Bool {
    get { fatalError() }
    set {}
  }
  open var scrollView: UIScrollView { fatalError() }
}

open class WKWebViewConfiguration: NSObject {
  public override init() { super.init() }
  open var userContentController: WKUserContentController {
    get { fatalError() }
    set {}
  }
  open var websiteDataStore: WKWebsiteDataStore {
    get { fatalError() }
    set {}
  }
  open var allowsAirPlayForMediaPlayback: Bool {
    get { fatalError() }
    set {}
  }
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes {
    get { fatalError() }
    set {}
  }
  open var allowsInlineMediaPlayback: Bool {
    get { fatalError() }
    set {}
  }
  open var allowsPictureInPictureMediaPlayback: Bool {
    get { fatalError() }
    set {}
  }
  open var dataDetectorTypes: WKDataDetectorTypes {
    get { fatalError() }
    set {}
  }
  open var preferences: WKPreferences {
    get { fatalError() }
    set {}
  }
  open func setURLSchemeHandler(
    _ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String
  ) {}
}

open class WKPreferences: NSObject {
  open var javaScriptCanOpenWindowsAutomatically: Bool {
    get { fatalError() }
    set {}
  }
}

public protocol WKURLSchemeHandler: NSObjectProtocol {
  func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
  func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

public protocol WKURLSchemeTask: NSObjectProtocol {
  var request: URLRequest { get }
  func didReceive(_ response: URLResponse)
  func didReceive(_ data: Data)
  func didFinish()
  func didFailWithError(_ error: any Error)
}

public struct WKAudiovisualMediaTypes: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var audio: WKAudiovisualMediaTypes { .init(rawValue: 1) }
  public static var video: WKAudiovisualMediaTypes { .init(rawValue: 2) }
  public static var all: WKAudiovisualMediaTypes { .init(rawValue: UInt.max) }
}

public struct WKDataDetectorTypes: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

open class WKWebsiteDataStore: NSObject {
  open class func nonPersistent() -> WKWebsiteDataStore { fatalError() }
}

open class WKUserContentController: NSObject {
  open func removeAllUserScripts() {}
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
  open func removeScriptMessageHandler(forName name: String) {}
}

public protocol WKScriptMessageHandler: NSObjectProtocol {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

open class WKScriptMessage: NSObject {
  open var body: Any { fatalError() }
  open var frameInfo: WKFrameInfo { fatalError() }
}

open class WKFrameInfo: NSObject {
  open var isMainFrame: Bool { fatalError() }
}

open class WKNavigation: NSObject {}

open class WKWindowFeatures: NSObject {}

open class WKNavigationAction: NSObject {
  open var targetFrame: WKFrameInfo? { fatalError() }
  open var navigationType: WKNavigationType { fatalError() }
  open var request: URLRequest { fatalError() }
}

public enum WKNavigationType: Int, @unchecked Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

public struct WKError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1
    case webContentProcessTerminated = 2
  }
  public let code: Code
}

public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

/// Every requirement is `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
public protocol WKNavigationDelegate: NSObjectProtocol {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
  ) {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
  ) {}
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Every requirement is `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
public protocol WKUIDelegate: NSObjectProtocol {
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
}

extension WKUIDelegate {
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? { fatalError() }
}
