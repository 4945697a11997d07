import Foundation

/// Which of an ad's captions files to download, in order, for the viewer's languages: a value
/// from the VAST files and the preferred languages (``CaptionLanguageTag/preferred(appLocalizations:system:)``).
///
/// For each preferred language in turn, the files of that exact tag, then those that say less
/// (`pt` for `pt-BR`), then those of the same language elsewhere (`pt-PT` for `pt-BR`); within
/// each, WebVTT before SRT, then the document's order. Files that give no language come after
/// every match. Files of other languages are not chosen (``otherLanguages``): captions the
/// viewer cannot read are no help.
///
/// A file the SDK cannot use is refused with its reason (``refusals``) and the next one is the
/// candidate: TTML and any other type but WebVTT and SRT, and a URL that is not `https`.
package struct CaptionFileChoice: Sendable, Hashable {
  /// A file to try, with its format and URL.
  package struct Candidate: Sendable, Hashable {
    package var file: VASTClosedCaptionFile
    package var format: CaptionFormat
    package var url: URL
  }

  /// A file not used, and why.
  package struct Refusal: Sendable, Hashable, CustomStringConvertible {
    package var file: VASTClosedCaptionFile
    package var reason: CaptionRefusal

    package var description: String {
      "\(file.language ?? "no language") \(file.mimeType ?? "no type"): \(reason)"
    }
  }

  /// The files to try, best first.
  package let candidates: [Candidate]
  /// The files in the viewer's languages that cannot be used, in the order they were met.
  package let refusals: [Refusal]
  /// The files in languages the viewer does not read.
  package let otherLanguages: [VASTClosedCaptionFile]

  /// The choice among `files` for a viewer who reads `preferredLanguages`, best first.
  package init(files: [VASTClosedCaptionFile], preferredLanguages: [CaptionLanguageTag]) {
    var ordered: [(rank: Int, match: CaptionLanguageTag.Match, index: Int)] = []
    var unmatched: [VASTClosedCaptionFile] = []
    for (index, file) in files.enumerated() {
      if let tag = file.language.flatMap(CaptionLanguageTag.init) {
        let best = preferredLanguages.enumerated().compactMap { rank, preferred in
          preferred.match(tag).map { (rank: rank, match: $0) }
        }.min { ($0.rank, $0.match) < ($1.rank, $1.match) }
        if let best {
          ordered.append((best.rank, best.match, index))
        } else {
          unmatched.append(file)
        }
      } else {
        // No language (or one that is no tag): after every match.
        ordered.append((preferredLanguages.count, .language, index))
      }
    }
    func typeRank(_ index: Int) -> Int {
      files[index].mimeType.flatMap(CaptionFormat.init(mimeType:))?.preference ?? 2
    }
    ordered.sort {
      ($0.rank, $0.match.rawValue, typeRank($0.index), $0.index)
        < ($1.rank, $1.match.rawValue, typeRank($1.index), $1.index)
    }
    var candidates: [Candidate] = []
    var refusals: [Refusal] = []
    for (_, _, index) in ordered {
      let file = files[index]
      guard let format = file.mimeType.flatMap(CaptionFormat.init(mimeType:)) else {
        refusals.append(Refusal(file: file, reason: .unsupportedType(file.mimeType)))
        continue
      }
      guard let url = WebURL.secure(file.url) else {
        refusals.append(Refusal(file: file, reason: .insecureURL))
        continue
      }
      candidates.append(Candidate(file: file, format: format, url: url))
    }
    self.candidates = candidates
    self.refusals = refusals
    otherLanguages = unmatched
  }
}
