#if canImport(UIKit) && canImport(SwiftUI)
  import KontextVideoCore
  import SwiftUI

  extension View {
    /// Presents the ad inspector in a sheet while `isPresented` is true: what `sdk` did in the
    /// session, each ad and the ledger of its beacons, with Refresh, Clear, Export and Done, as
    /// ``KontextVideo/presentInspector(from:)`` shows it. Done or a swipe down sets
    /// `isPresented` back to false.
    ///
    /// Meant for development and test builds: put the control that turns it on behind
    /// `#if DEBUG` (or your own flag for internal builds).
    ///
    /// ```swift
    /// struct PlayerScreen: View {
    ///   @State private var showsInspector = false
    ///
    ///   var body: some View {
    ///     VideoPlayer(player: player)
    ///       .kontextAdInspector(isPresented: $showsInspector)
    ///   }
    /// }
    /// ```
    @MainActor
    public func kontextAdInspector(isPresented: Binding<Bool>, sdk: KontextVideo = .shared)
      -> some View
    {
      sheet(isPresented: isPresented) {
        AdInspectorSheet(sdk: sdk, isPresented: isPresented)
      }
    }
  }
#endif
