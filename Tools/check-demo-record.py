#!/usr/bin/env python3
"""Checks what the demo left at the reference server: every shown ad has exactly one end
event and at most one impression, and every event id is unique.

    python3 Tools/check-demo-record.py PORT
"""
import collections
import json
import sys
import urllib.request


def main() -> int:
    port = int(sys.argv[1])
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/_debug/events") as response:
        events = json.load(response)
    ids = [event.get("event_id") for event in events]
    problems = []
    if len(ids) != len(set(ids)):
        problems.append("duplicate event ids at the server")
    names = collections.defaultdict(list)
    for event in events:
        names[event.get("slot_id")].append(event.get("name"))
    shown = [slot for slot, seen in names.items() if slot and "shown" in seen]
    for slot in shown:
        if names[slot].count("end") != 1:
            problems.append(f"{slot}: {names[slot].count('end')} end events")
        if names[slot].count("impression") > 1:
            problems.append(f"{slot}: {names[slot].count('impression')} impressions")
    for problem in problems:
        print(problem)
    print(f"{len(events)} events, {len(shown)} shown ads at the reference server")
    if not shown:
        print("no shown ad reached the server")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
