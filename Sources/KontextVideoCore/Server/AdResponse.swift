import Foundation

/// A decoded `POST /v1/ads` response: the usable slots, or the reason there were none.
package struct AdResponse: Sendable, Hashable {
  package var requestID: String?
  package var slots: [AdSlot]
  /// The server's `no_fill_reason`, kept even when the SDK does not know it.
  package var noFillReason: NoFillReason
  /// How many slots were skipped (unknown format or creative, missing fields).
  package var skippedSlots: Int

  /// Decodes a response body tolerantly: unknown fields are ignored, unusable slots skipped.
  ///
  /// Throws ``VideoAdError/requestFailed(_:)`` with `.invalidResponse` for a body that is not
  /// a JSON object with a `slots` array.
  package static func decode(_ data: Data) throws(VideoAdError) -> AdResponse {
    let wire: WireResponse
    do {
      wire = try WireResponse(json: data)
    } catch {
      throw .requestFailed(.invalidResponse(error.reason))
    }
    var slots: [AdSlot] = []
    var skipped = 0
    for element in wire.slots {
      if let slot = element.flatMap(\.slot) { slots.append(slot) } else { skipped += 1 }
    }
    return AdResponse(
      requestID: wire.requestID,
      slots: slots,
      noFillReason: NoFillReason(code: wire.noFillReason),
      skippedSlots: skipped
    )
  }
}
