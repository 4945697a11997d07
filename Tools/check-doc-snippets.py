#!/usr/bin/env python3
"""Checks that the Swift code in the documentation is code that is compiled.

Every ```swift block of the articles listed below, and of the README, must appear, line for
line and at one indentation, in a file of the sources named for it: the example apps
(Examples/UIKitApp, Examples/SwiftUIApp), the README's own snippets (Examples/ReadmeSnippets),
all type-checked against the iOS SDK, or a test that runs it. So the documentation and the
compiled code cannot drift apart. Prints each block that is not found; exits 1 if any.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "KontextVideoSDK" / "KontextVideoSDK.docc"
ARTICLES = {
    CATALOG / "UIKit.md": ["Examples/UIKitApp"],
    CATALOG / "SwiftUI.md": ["Examples/SwiftUIApp"],
    CATALOG / "Feeds.md": [
        "Examples/UIKitApp",
        "Examples/SwiftUIApp",
        "Tests/KontextVideoTestingTests/IntegratorTests.swift",
    ],
    CATALOG / "KeepingTheAdClear.md": ["Examples/UIKitApp", "Examples/SwiftUIApp"],
    CATALOG / "Testing.md": [
        "Tests/KontextVideoTestingTests/IntegratorTests.swift",
        "Examples/UIKitApp",
    ],
    CATALOG / "Errors.md": ["Tests/KontextVideoCoreTests/API/TypedErrorTests.swift"],
    CATALOG / "MeasuringAds.md": ["Tests/KontextVideoTestingTests/MeasurementIntegratorTests.swift"],
    CATALOG / "AboutThisAd.md": ["Tests/KontextVideoTestingTests/ReportIntegratorTests.swift"],
    CATALOG / "ClicksAndAttribution.md": ["Tests/KontextVideoTestingTests/ClickIntegratorTests.swift"],
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


def swift_blocks(text):
    """Yields (line number, lines) for each ```swift block, without blank edge lines."""
    block, start = None, 0
    for number, line in enumerate(text.splitlines(), 1):
        if block is None:
            if line.strip() == "```swift":
                block, start = [], number + 1
        elif line.strip() == "```":
            while block and not block[0].strip():
                block.pop(0)
            while block and not block[-1].strip():
                block.pop()
            yield start, block
            block = None
        else:
            block.append(line)


def swift_files(path):
    """The Swift files at `path`: the file itself, or those in the folder."""
    return [path] if path.is_file() else sorted(path.rglob("*.swift"))


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
        sources = [
            file.read_text().splitlines()
            for app in apps
            for file in swift_files(ROOT / app)
        ]
        if not sources:
            print(f"{path.relative_to(ROOT)}: no example sources in {', '.join(apps)}")
            failures += 1
            continue
        for start, block in swift_blocks(path.read_text()):
            if not block or not any(occurs(block, source) for source in sources):
                print(
                    f"{path.relative_to(ROOT)}:{start}: this Swift block is not in "
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
