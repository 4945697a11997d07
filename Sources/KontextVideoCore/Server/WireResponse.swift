import Foundation

/// The response as it arrives, before checks. Every field but `slots` is optional.
///
/// Read from `JSONSerialization`'s objects rather than with `JSONDecoder`, which costs several
/// times as much for the same body on the path of every ad request.
struct WireResponse {
  var requestID: String?
  /// Each element of `slots`; nil where an element is not a usable slot object.
  var slots: [WireSlot?]
  var noFillReason: String?

  /// Why a body is not a response.
  struct Malformed: Error {
    var reason: String
  }

  init(json data: Data) throws(Malformed) {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw Malformed(reason: "not JSON (\(data.count) bytes)")
    }
    guard var fields = JSONObjectReader(parsed) else {
      throw Malformed(reason: "wrong type at the top level")
    }
    guard let slots = fields.array("slots") else {
      throw Malformed(reason: fields.isWellTyped ? "missing \"slots\"" : "wrong type at slots")
    }
    self.slots = slots.map(WireSlot.init)
    requestID = fields.string("request_id")
    noFillReason = fields.string("no_fill_reason")
  }
}
