import Foundation

/// An `<Extension>`, kept whole: its `type` and its element tree (for example the IAB
/// `ctv_ad_portfolio` extension, or an ad server's own data).
package struct VASTExtension: Sendable, Hashable, Encodable {
  package var type: String?
  package var element: XMLNode

  init(_ node: XMLNode) {
    type = node.attributes["type"]
    element = node
  }
}
