import Foundation

/// A `<Verification>` of `<AdVerifications>` (or of a VAST 3 `AdVerifications` extension): what
/// an Open Measurement session needs to load a verification vendor's script. Kept as read; the
/// SDK does not run verification scripts yet.
package struct VASTVerification: Sendable, Hashable, Encodable {
  /// A `<JavaScriptResource>`.
  package struct Script: Sendable, Hashable, Encodable {
    package var url: String
    package var apiFramework: String?
    package var browserOptional: Bool
  }

  package var vendor: String?
  package var scripts: [Script]
  /// `<VerificationParameters>`, as the vendor wrote them.
  package var parameters: String?
  /// The verification's own tracking (`verificationNotExecuted`), with `[REASON]` macros.
  package var tracking: [VASTTracking]

  /// Reads one `<Verification>` element.
  init(_ node: XMLNode) {
    vendor = node.attributes["vendor"]
    scripts = node.children("JavaScriptResource").compactMap { resource in
      let url = resource.trimmedText
      guard !url.isEmpty else { return nil }
      return Script(
        url: url, apiFramework: resource.attributes["apiFramework"],
        browserOptional: resource.attributes["browserOptional"] == "true")
    }
    parameters = node.child("VerificationParameters").map(\.trimmedText)
    tracking = (node.child("TrackingEvents")?.children("Tracking") ?? []).compactMap { item in
      guard let event = item.attributes["event"], !item.trimmedText.isEmpty else { return nil }
      return VASTTracking(event: event, url: item.trimmedText, offset: nil)
    }
  }
}
