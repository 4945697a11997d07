// The one import for integrators. On Apple platforms this target adds the UIKit, AVFoundation,
// WebKit and SwiftUI adapters; everywhere it re-exports the core, where every decision lives.
@_exported import KontextVideoCore
