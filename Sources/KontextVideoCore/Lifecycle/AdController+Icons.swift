import Foundation

/// A linear ad's VAST icons: their view tracking when the player draws them, their click
/// tracking when the viewer taps them.
extension AdController {
  /// The player drew icon `index`: its `IconViewTracking` fires, once, while the icon is due
  /// on screen.
  func iconAppeared(_ index: Int, in run: LinearAdRun) {
    guard let icon = run.presentation.icons.first(where: { $0.index == index }),
      icon.isShown(at: run.presentation.progress), slot.icons.indices.contains(index),
      run.iconsSeen.insert(index).inserted
    else { return }
    emit(
      .iconShown(icon.program), adPlayhead: run.presentation.progress,
      pixels: slot.icons[index].viewTrackingURLs)
  }

  /// The viewer tapped icon `index`: its `IconClickTracking` fires. It is not a click on the
  /// ad: the delegate hears nothing, and the player opens the icon's own page.
  func iconTapped(_ index: Int, in run: LinearAdRun) {
    guard let icon = run.presentation.icons.first(where: { $0.index == index }),
      slot.icons.indices.contains(index)
    else { return }
    emit(
      .iconClicked(icon.program), adPlayhead: run.presentation.progress,
      pixels: slot.icons[index].clickTrackingURLs)
  }
}
