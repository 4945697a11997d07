import Foundation

/// An ad where the device cannot show web pages (Apple TV): what its ⓘ sheet offers, and its
/// selection when that is no click (``TelevisionClick``).
extension AdController {
  /// The disclosure the ad's view and its ⓘ sheet are given: the ad's own, or where the device
  /// cannot show web pages, one without the page the sheet could not open and with the ad's
  /// link to show as a QR code (``TelevisionClick/phoneLink(for:)``).
  var shownDisclosure: AdDisclosure {
    guard !environment.platformInfo().opensWebPages else { return slot.disclosure }
    return slot.disclosure.withoutWebPages(phoneLink: TelevisionClick.phoneLink(for: slot.clickURL))
  }

  /// The viewer selected the ad, whose link this device cannot open but shows as a QR code:
  /// nothing is counted, and the ad's view is asked to open the ⓘ sheet, which shows the code
  /// (the view then reports the sheet open, as for ⓘ). Nothing when the sheet is open already.
  func showLinkCode() {
    guard lifecycle.state == .onScreen, !infoSheet.isOpen else { return }
    inlineRun?.placement.onInfoRequested?()
    linearRun?.presentation.onInfoRequested?()
  }
}
