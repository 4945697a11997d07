import Foundation

/// What the ad's ⓘ sheet says, worked out from the ad's ``AdDisclosure`` in the app's language:
/// who the advertiser is, why the ad was shown, a link to more, and the reasons to report it;
/// where the device cannot show web pages (Apple TV), the ad's link as a QR code for the
/// viewer's phone instead of the link to more. The platform layer draws it as it is.
package struct AdInfoSheetContent: Sendable, Hashable {
  /// One reason the viewer may report the ad for, with its text.
  package struct ReportChoice: Sendable, Hashable {
    package var reason: AdReport.Reason
    package var title: String
  }

  /// A link, with its text.
  package struct Link: Sendable, Hashable {
    package var title: String
    package var url: URL
  }

  /// The sheet's title: "About this ad".
  package var title: String
  /// "Advertiser: …", when the advertiser is known.
  package var advertiser: String?
  /// The title of the reasons.
  package var reasonsTitle: String
  /// The server's reasons; when it gave none, one general sentence.
  package var reasons: [String]
  /// The link to more about the ad, with its text, when there is a page (never where the
  /// device cannot show one: ``AdDisclosure/withoutWebPages(phoneLink:)``).
  package var moreInformation: Link?
  /// The ad's link as a QR code to open on the viewer's phone, with its caption: only where the
  /// device cannot show web pages, for a link that fits in a code.
  package var linkCode: LinkCode?
  /// The title of the report choices.
  package var reportTitle: String
  /// Every reason to report, in ``AdReport/Reason``'s order.
  package var reportChoices: [ReportChoice]
  /// The text of the control that closes the sheet.
  package var closeTitle: String
  /// What the viewer is told once the ad is reported (VoiceOver announces it).
  package var reportedMessage: String

  /// The sheet for `disclosure`, in `strings`' language.
  package init(disclosure: AdDisclosure, strings: AdChromeStrings) {
    title = strings.text(.aboutThisAd)
    advertiser = disclosure.advertiser.map { strings.text(.advertiser($0)) }
    reasonsTitle = strings.text(.whyThisAd)
    reasons = disclosure.reasons.isEmpty ? [strings.text(.whyThisAdDefault)] : disclosure.reasons
    moreInformation = disclosure.moreInformationURL.map {
      Link(title: strings.text(.moreAboutThisAd), url: $0)
    }
    linkCode = disclosure.phoneLink.flatMap {
      LinkCode(url: $0, caption: strings.text(.scanToOpenOnPhone))
    }
    reportTitle = strings.text(.reportThisAd)
    reportChoices = AdReport.Reason.allCases.map {
      ReportChoice(reason: $0, title: strings.text(.reportReason($0)))
    }
    closeTitle = strings.text(.done)
    reportedMessage = strings.text(.reportThanks)
  }
}
