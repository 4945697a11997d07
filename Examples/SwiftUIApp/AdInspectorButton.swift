import KontextVideoSDK
import SwiftUI

/// A debug build's button that opens the ad inspector: each ad's request, answer, VAST chain
/// and timeline, and every tracking beacon with its attempts.
struct AdInspectorButton: View {
  @State private var showsInspector = false

  var body: some View {
    Button {
      showsInspector = true
    } label: {
      Text("Ad Inspector")
    }
    .kontextAdInspector(isPresented: $showsInspector)
  }
}
