import Foundation

/// An HTTP response.
package struct HTTPResponseData: Sendable, Hashable {
  package var status: Int
  package var body: Data

  package init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }
}
