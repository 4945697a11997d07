#!/usr/bin/env python3
"""Checks that the code in the documentation is code that is compiled or run.

Every ```swift block of the articles listed below, and of the README, must appear, line for
line and at one indentation, in a file of the sources named for it: the example apps
(Examples/UIKitApp and Examples/SwiftUIApp, type-checked against the iOS SDK; Examples/TVApp,
against the tvOS SDK), the README's own snippets (Examples/ReadmeSnippets, against the iOS
SDK), or a test that runs it. A ```python or ```javascript block must appear so in a .py or
.mjs file of the sources named (the reward verification samples, which their tests run). So
the documentation and the code cannot drift apart. Prints each block that is not found; exits
1 if any.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "KontextVideoSDK" / "KontextVideoSDK.docc"
ARTICLES = {
    CATALOG / "UIKit.md": ["Examples/UIKitApp"],
    CATALOG / "SwiftUI.md": ["Examples/SwiftUIApp"],
    CATALOG / "AppleTV.md": ["Examples/TVApp"],
    CATALOG / "Feeds.md": [
        "Examples/UIKitApp",
        "Examples/SwiftUIApp",
        "Tests/KontextVideoTestingTests/IntegratorTests.swift",
    ],
    CATALOG / "KeepingTheAdClear.md": ["Examples/UIKitApp", "Examples/SwiftUIApp"],
    CATALOG / "Testing.md": [
        "Tests/KontextVideoTestingTests/IntegratorTests.swift",
        "Tests/KontextVideoTestingTests/SwiftUIModelIntegratorTests.swift",
        "Tests/KontextVideoTestingTests/ConsentIntegratorTests.swift",
        "Examples/UIKitApp",
    ],
    CATALOG / "Creatives.md": ["Tests/KontextVideoTestingTests/IntegratorTests.swift"],
    CATALOG / "Errors.md": ["Tests/KontextVideoCoreTests/API/TypedErrorTests.swift"],
    CATALOG / "MeasuringAds.md": ["Tests/KontextVideoTestingTests/MeasurementIntegratorTests.swift"],
    CATALOG / "AboutThisAd.md": ["Tests/KontextVideoTestingTests/ReportIntegratorTests.swift"],
    CATALOG / "ClicksAndAttribution.md": ["Tests/KontextVideoTestingTests/ClickIntegratorTests.swift"],
    CATALOG / "RewardedAds.md": [
        "Examples/ReadmeSnippets",
        "Tests/KontextVideoTestingTests/RewardedIntegratorTests.swift",
        "Tools/reward-verification",
    ],
    CATALOG / "Debugging.md": [
        "Tests/KontextVideoTestingTests/InspectorIntegratorTests.swift",
        "Examples/UIKitApp",
        "Examples/SwiftUIApp",
    ],
    ROOT / "README.md": [
        "Examples/ReadmeSnippets",
        "Tests/KontextVideoTestingTests/ReadmeSnippetTests.swift",
        "Tests/KontextVideoTestingTests/IntegratorTests.swift",
    ],
}


LANGUAGES = {"swift": ".swift", "python": ".py", "javascript": ".mjs"}


def code_blocks(text):
    """Yields (line number, language, lines) for each ```swift, ```python or ```javascript
    block, without blank edge lines."""
    block, start, language = None, 0, None
    for number, line in enumerate(text.splitlines(), 1):
        if block is None:
            fence = line.strip()
            if fence.startswith("```") and fence[3:] in LANGUAGES:
                block, start, language = [], number + 1, fence[3:]
        elif line.strip() == "```":
            while block and not block[0].strip():
                block.pop(0)
            while block and not block[-1].strip():
                block.pop()
            yield start, language, block
            block = None
        else:
            block.append(line)


def source_files(path, suffix):
    """The files of `suffix` at `path`: the file itself, or those in the folder."""
    if path.is_file():
        return [path] if path.suffix == suffix else []
    return sorted(path.rglob("*" + suffix))


def occurs(block, source):
    """Whether `block` is a run of `source`'s lines, all shifted by the same indentation."""
    for index, line in enumerate(source):
        if not line.endswith(block[0]):
            continue
        indent = line[: len(line) - len(block[0])]
        if indent.strip() or index + len(block) > len(source):
            continue
        if all(
            source[index + offset] == (indent + wanted if wanted.strip() else "")
            for offset, wanted in enumerate(block)
        ):
            return True
    return False


def main():
    failures = 0
    for path, apps in ARTICLES.items():
        sources = {
            language: [
                file.read_text().splitlines()
                for app in apps
                for file in source_files(ROOT / app, suffix)
            ]
            for language, suffix in LANGUAGES.items()
        }
        if not sources["swift"]:
            print(f"{path.relative_to(ROOT)}: no example sources in {', '.join(apps)}")
            failures += 1
            continue
        for start, language, block in code_blocks(path.read_text()):
            if not block or not any(occurs(block, source) for source in sources[language]):
                print(
                    f"{path.relative_to(ROOT)}:{start}: this {language} block is not in "
                    f"{' or '.join(apps)}"
                )
                failures += 1
    if failures:
        print(f"{failures} article snippet(s) differ from the examples", file=sys.stderr)
        return 1
    print("documentation snippets match compiled code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
