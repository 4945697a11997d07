#!/usr/bin/env python3
"""Reads a LeakSanitizer report (the output of a test run under --sanitize=address) and fails
when a leaked block was allocated through the project's own code: a stack frame in a file under
Sources/ or Tests/ of this repository. Leaks allocated only inside the toolchain's libraries
(Foundation's networking keeps some per-process state) are counted, not failed.

One exception, listed by name: an ad request's body. On Linux a request the SDK gave up on (its
deadline passed, or its VideoAds was destroyed) is left to finish, because FoundationNetworking
is not safe to cancel (see URLSessionCall). Two tests end while such a request is still in
flight on a server that answers late; at the process's exit FoundationNetworking holds its
body, and LeakSanitizer reports it. It is counted and shown as in flight, not failed.

    python3 Tools/own-leaks.py LOG
"""
import re
import sys

HEADER = re.compile(r"^(Direct|Indirect) leak of (\d+) byte\(s\) in (\d+) object\(s\) allocated from:")
FRAME = re.compile(r"^\s+#\d+ 0x[0-9a-f]+ in (\S+) (\S+)")
OWN = re.compile(r"/(Sources|Tests)/KontextVideo")
IN_FLIGHT = ("AdRequestBody", "AdServerClient")


def blocks(lines):
    current = None
    for line in lines:
        header = HEADER.match(line)
        if header:
            if current:
                yield current
            current = {"kind": header.group(1), "bytes": int(header.group(2)), "frames": []}
            continue
        frame = FRAME.match(line)
        if current is not None and frame:
            current["frames"].append((frame.group(1), frame.group(2)))
        elif current is not None and not line.strip():
            yield current
            current = None
    if current:
        yield current


def is_request_in_flight(leak):
    """The block is an ad request's body: its first project frames are the body's encoding
    inside AdServerClient's request."""
    own = [symbol for symbol, location in leak["frames"] if OWN.search(location)]
    return len(own) >= 2 and IN_FLIGHT[0] in own[0] and IN_FLIGHT[1] in own[1]


def main():
    with open(sys.argv[1], encoding="utf-8", errors="replace") as handle:
        leaks = list(blocks(handle))
    own = [leak for leak in leaks if any(OWN.search(location) for _, location in leak["frames"])]
    in_flight = [leak for leak in own if is_request_in_flight(leak)]
    own = [leak for leak in own if leak not in in_flight]
    others = len(leaks) - len(own) - len(in_flight)
    print(
        f"own-leaks: {len(leaks)} leak report(s): {len(own)} through the project's code, "
        f"{len(in_flight)} ad request body(ies) still in flight at exit, {others} in the toolchain's libraries"
    )
    for leak in own:
        print(f"  {leak['kind']} leak of {leak['bytes']} bytes:")
        for symbol, location in leak["frames"][:12]:
            print(f"    {symbol} {location}")
    return 1 if own else 0


if __name__ == "__main__":
    sys.exit(main())
