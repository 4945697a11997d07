#!/usr/bin/env python3
"""Fails when code that ships to iOS uses API newer than the SDK's iOS 15 minimum.

Linux does not check Apple availability, so this deny-list stands in for the compiler's
check. It reads the shipping targets and the Open Measurement adapter that apps compile (not
tests, the testing module, the demo or tools),
ignores comments and string literals, and prints each hit with its file and line.
"""
import pathlib
import re
import sys

# The Open Measurement adapter ships too: apps compile it into their own target.
SHIPPING = ["Sources/KontextVideoCore", "Sources/KontextVideoSDK", "Adapters/OpenMeasurement"]

# (pattern, what it is, the iOS version that brought it)
DENIED = [
    (r"\bisolated\s+deinit\b", "isolated deinit", "iOS 18.4 runtime"),
    (r"\bMutex\s*<", "Synchronization.Mutex", "iOS 18"),
    (r"\bAtomic\s*<", "Synchronization.Atomic", "iOS 18"),
    (r"\bimport\s+Synchronization\b", "the Synchronization module", "iOS 18"),
    (r"@Observable\b", "the Observation macro", "iOS 17"),
    (r"\bimport\s+Observation\b", "the Observation module", "iOS 17"),
    (r"\bContinuousClock\b", "ContinuousClock", "iOS 16"),
    (r"\bSuspendingClock\b", "SuspendingClock", "iOS 16"),
    (r"\b(any|some)\s+Clock\b", "the Clock protocol", "iOS 16"),
    (r"\bDuration\b", "Duration", "iOS 16"),
    (r"Task\.sleep\s*\(\s*for\s*:", "Task.sleep(for:)", "iOS 16"),
    (r"Task\.sleep\s*\(\s*until\s*:", "Task.sleep(until:)", "iOS 16"),
    (r"\.bytes\s*\(\s*(for|from)\s*:", "URLSession.bytes", "not on Linux"),
    (r"\bRegex\s*<|#/", "Swift Regex", "iOS 16"),
]


def strip(line: str, state: str | None) -> tuple[str, str | None]:
    """Removes comments and string literal contents from one line. `state` carries what is
    open at the line's end: a block comment ("block"), a multi-line string ("string") or
    nothing (None)."""
    out, i = [], 0
    while i < len(line):
        if state == "block":
            end = line.find("*/", i)
            if end < 0:
                return "".join(out), state
            i, state = end + 2, None
        elif state == "string":
            end = line.find('"""', i)
            if end < 0:
                return "".join(out), state
            i, state = end + 3, None
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            state, i = "block", i + 2
        elif line.startswith('"""', i):
            out.append('""')
            state, i = "string", i + 3
        elif line[i] == '"':
            end = i + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            out.append('""')
            i = end + 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out), state


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    hits = []
    for folder in SHIPPING:
        for path in sorted((root / folder).rglob("*.swift")):
            state = None
            for number, raw in enumerate(path.read_text().splitlines(), 1):
                code, state = strip(raw, state)
                for pattern, what, since in DENIED:
                    if re.search(pattern, code):
                        hits.append(f"{path.relative_to(root)}:{number}: {what} needs {since}")
    for hit in hits:
        print(hit)
    if hits:
        print(f"{len(hits)} use(s) of API newer than iOS 15 in shipping code", file=sys.stderr)
        return 1
    print("no API newer than iOS 15 in shipping code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
