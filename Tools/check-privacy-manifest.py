#!/usr/bin/env python3
"""Checks that the privacy manifest matches the code that ships.

Every required-reason API category the shipping code uses must be declared with a reason, and
every declared category must be used: a manifest that says too little is rejected by App
Store review, one that says too much misleads the app's privacy label. The advertising
identifier must not be read at all unless the manifest declares tracking. Every field the ad
request and the events write must be listed (FIELDS), with the collected data type the manifest
then declares.
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

# Every field the SDK writes into what leaves the device (the ad request's JSON body, each
# event of /v1/events), and the collected data type it is, or None for a field that carries no
# data about the viewer or their device (ids of the SDK's own making per request, the app's
# settings, what the server sent). A field the code writes that is not listed here fails the
# check: declare it, here and in the manifest, before it ships.
REQUEST_BODY = "Sources/KontextVideoCore/Server/AdRequestBody.swift"
EVENT_BODY = "Sources/KontextVideoCore/Tracking/Delivery/WireEvent.swift"
PRODUCT_INTERACTION = "NSPrivacyCollectedDataTypeProductInteraction"
FIELDS = {
    # What is watched, and where in it: the viewer's interaction with the app's content.
    "title_id": PRODUCT_INTERACTION, "content": PRODUCT_INTERACTION, "id": PRODUCT_INTERACTION,
    "language": PRODUCT_INTERACTION, "title": PRODUCT_INTERACTION,
    "duration": PRODUCT_INTERACTION, "genre": PRODUCT_INTERACTION,
    "series": PRODUCT_INTERACTION, "episode_count": PRODUCT_INTERACTION,
    "placement": PRODUCT_INTERACTION, "playhead": PRODUCT_INTERACTION,
    "player_width": PRODUCT_INTERACTION, "player_height": PRODUCT_INTERACTION,
    "position": PRODUCT_INTERACTION, "rewarded": PRODUCT_INTERACTION,
    "creative_types": None,
    # Every ad interaction: the events, their times and where in the content and ad they came.
    "event_id": None, "name": PRODUCT_INTERACTION, "slot_id": None,
    "timestamp": PRODUCT_INTERACTION, "content_playhead": PRODUCT_INTERACTION,
    "ad_playhead": PRODUCT_INTERACTION, "reason": PRODUCT_INTERACTION,
    "error_code": None, "sequence": None, "universal_ad_id": None, "break_position": None,
    "transaction_id": PRODUCT_INTERACTION, "reward": PRODUCT_INTERACTION,
    # The app's own user id and custom data for a rewarded ad's callback to the app's server.
    "reward_request": "NSPrivacyCollectedDataTypeUserID",
    "user_id": "NSPrivacyCollectedDataTypeUserID", "custom_data": None,
    # The install id (or a session id in its place), the vendor and advertising ids.
    "user": "NSPrivacyCollectedDataTypeDeviceID",
    "install_id": "NSPrivacyCollectedDataTypeDeviceID",
    "session_id": None, "vendor_id": "NSPrivacyCollectedDataTypeDeviceID",
    "advertising_id": "NSPrivacyCollectedDataTypeDeviceID",
    "tracking_authorization": "NSPrivacyCollectedDataTypeAdvertisingData",
    # The request's own id, the format asked for, the SDK, the app, and what StoreKit takes.
    "request_id": None, "format": None, "sdk": None, "version": None, "platform": None,
    "app": None, "bundle_id": None, "skadn": None, "versions": None, "skadnetids": None,
    # The device's kind and settings, which ads are chosen and laid out for.
    "device": "NSPrivacyCollectedDataTypeAdvertisingData",
    "os": "NSPrivacyCollectedDataTypeAdvertisingData",
    "os_version": "NSPrivacyCollectedDataTypeAdvertisingData",
    "model": "NSPrivacyCollectedDataTypeAdvertisingData",
    "locale": "NSPrivacyCollectedDataTypeAdvertisingData",
    "timezone": "NSPrivacyCollectedDataTypeAdvertisingData",
    "screen_width": "NSPrivacyCollectedDataTypeAdvertisingData",
    "screen_height": "NSPrivacyCollectedDataTypeAdvertisingData",
    "screen_scale": "NSPrivacyCollectedDataTypeAdvertisingData",
    # Consent signals, forwarded as the consent platform stored them.
    "regulatory": None, "gdpr": None, "gdpr_consent": None, "us_privacy": None, "gpp": None,
    "gpp_sid": None, "coppa": None,
}


def written_fields(root: pathlib.Path) -> dict[str, str]:
    """Each JSON field the request and event bodies write, with where it is written."""
    fields: dict[str, str] = {}
    request = root / REQUEST_BODY
    for number, line in enumerate(request.read_text().splitlines(), 1):
        for name in re.findall(r'(?:json\.field|beginObject)\("([a-z_]+)"', line):
            fields.setdefault(name, f"{REQUEST_BODY}:{number}")
    events = root / EVENT_BODY
    for number, line in enumerate(events.read_text().splitlines(), 1):
        for name in re.findall(r'= "([a-z_]+)"', line):
            fields.setdefault(name, f"{EVENT_BODY}:{number}")
        match = re.match(r"\s*case ([a-zA-Z, ]+)$", line)
        if match and "CodingKey" not in line:
            for name in (part.strip() for part in match.group(1).split(",")):
                if name.isidentifier() and name.islower():
                    fields.setdefault(name, f"{EVENT_BODY}:{number}")
    return fields


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

    collected = {
        entry["NSPrivacyCollectedDataType"]
        for entry in manifest.get("NSPrivacyCollectedDataTypes", [])
    }
    written = written_fields(root)
    if len(written) < 20:
        problems.append(f"only {len(written)} fields found in the request and event bodies")
    for name, where in sorted(written.items()):
        if name not in FIELDS:
            problems.append(f"{where} writes '{name}', which the field list does not declare")
        elif FIELDS[name] and FIELDS[name] not in collected:
            problems.append(f"{where} writes '{name}' ({FIELDS[name]}), which the manifest does not declare")

    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"privacy manifest matches the code: {', '.join(sorted(used)) or 'no required-reason API'}; "
          f"{len(written)} fields sent, each declared")
    return 0


if __name__ == "__main__":
    sys.exit(main())
