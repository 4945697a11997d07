#if canImport(UIKit) && canImport(SwiftUI)
  import KontextVideoCore
  import SwiftUI
  import UIKit

  /// The ad inspector in a SwiftUI sheet: its navigation controller, whose Done turns
  /// `isPresented` off (SwiftUI then takes the sheet away; a swipe down turns it off itself).
  struct AdInspectorSheet: UIViewControllerRepresentable {
    let sdk: KontextVideo
    let isPresented: Binding<Bool>

    func makeUIViewController(context: Context) -> UINavigationController {
      AdInspectorViewController.navigationController(sdk: sdk, onDone: done)
    }

    /// The binding may be a new one: Done turns off the latest.
    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {
      let overview = uiViewController.viewControllers.first as? AdInspectorViewController
      overview?.onDone = done
    }

    private var done: @MainActor () -> Void {
      let isPresented = isPresented
      return { isPresented.wrappedValue = false }
    }
  }
#endif
