#!/usr/bin/env python3
"""Checks that the privacy manifest matches the code that ships.

Every required-reason API category the shipping code uses must be declared with a reason, and
every declared category must be used: a manifest that says too little is rejected by App
Store review, one that says too much misleads the app's privacy label. The advertising
identifier must not be read at all unless the manifest declares tracking.
"""
import pathlib
import plistlib
import re
import sys

SHIPPING = ["Sources/KontextVideoCore", "Sources/KontextVideoSDK"]
MANIFEST = "Sources/KontextVideoSDK/PrivacyInfo.xcprivacy"

CATEGORIES = {
    # Apple lists systemUptime and mach_absolute_time(); the SDK's clock reads the time since
    # boot with clock_gettime (CLOCK_MONOTONIC_RAW, the clock of mach_continuous_time), for the
    # same reason (35F9.1, timers), so it is declared too.
    "NSPrivacyAccessedAPICategorySystemBootTime": r"\bsystemUptime\b|\bmach_absolute_time\b|\bmach_continuous_time\b|\bclock_gettime(_nsec_np)?\b",
    # Apple lists stat, fstat, fstatat and lstat here too: the tracking journal reads them to
    # open only a regular file in the app's caches (C617.1).
    "NSPrivacyAccessedAPICategoryFileTimestamp": r"\b(creationDate|modificationDate|contentModificationDate|fileModificationDate)\b|\bgetattrlist\b|\b(f|l)?stat(at)?\(",
    "NSPrivacyAccessedAPICategoryDiskSpace": r"\bvolumeAvailableCapacity\w*\b|\bsystemFreeSize\b|\bstatfs\b",
    "NSPrivacyAccessedAPICategoryUserDefaults": r"\bUserDefaults\b",
    "NSPrivacyAccessedAPICategoryActiveKeyboards": r"\bactiveInputModes\b",
}
ADVERTISING_ID = r"\badvertisingIdentifier\b|\bASIdentifierManager\b"


def code_lines(root: pathlib.Path):
    for folder in SHIPPING:
        for path in sorted((root / folder).rglob("*.swift")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                code = line.split("//", 1)[0]
                if code.strip():
                    yield path.relative_to(root), number, code


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    with open(root / MANIFEST, "rb") as handle:
        manifest = plistlib.load(handle)
    declared = {
        entry["NSPrivacyAccessedAPIType"]: entry.get("NSPrivacyAccessedAPITypeReasons", [])
        for entry in manifest.get("NSPrivacyAccessedAPITypes", [])
    }
    used: dict[str, str] = {}
    reads_advertising_id = None
    for path, number, code in code_lines(root):
        for category, pattern in CATEGORIES.items():
            if re.search(pattern, code) and category not in used:
                used[category] = f"{path}:{number}"
        if re.search(ADVERTISING_ID, code) and not reads_advertising_id:
            reads_advertising_id = f"{path}:{number}"

    problems = []
    for category, where in used.items():
        if category not in declared:
            problems.append(f"{where} uses {category}, which the manifest does not declare")
        elif not declared[category]:
            problems.append(f"{category} is declared without a reason")
    for category in declared:
        if category not in used:
            problems.append(f"the manifest declares {category}, which no shipping code uses")
    if reads_advertising_id and not manifest.get("NSPrivacyTracking", False):
        problems.append(f"{reads_advertising_id} reads the advertising id, but NSPrivacyTracking is false")

    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"privacy manifest matches the code: {', '.join(sorted(used)) or 'no required-reason API'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
