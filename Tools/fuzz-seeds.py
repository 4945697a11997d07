#!/usr/bin/env python3
"""Seeds the fuzz corpora from what the repository already holds.

Usage: fuzz-seeds.py <repo> <corpus-root>

Copies Fuzz/seeds/<target>/* and pulls every Swift multi-line string literal out of Tests/
and Sources/KontextVideoCore/Sandbox/, sorting each by what it looks like: a VAST document, a
/v1/ads response, a bridge message, a beacon file line or a captions file (WebVTT or SRT). Copies the IAB VAST samples from
../shared/test-data/iab-vast-samples when that folder exists (they are never committed).
Files are named by content hash, so running it again adds nothing twice.
"""

import hashlib
import os
import pathlib
import re
import shutil
import sys

TARGETS = ("response", "vast", "bridge", "beacon", "captions")
LITERAL = re.compile(r'"""[ \t]*\n(.*?)\n([ \t]*)"""', re.S)


def classify(text):
    stripped = text.lstrip()
    if stripped.startswith("WEBVTT") or (not stripped.startswith("<") and "-->" in text):
        return "captions"
    if stripped.startswith("<"):
        return "vast"
    if '"slots"' in text:
        return "response"
    if "kontext.ad." in text:
        return "bridge"
    if '"payload"' in text and '"createdAt"' in text:
        return "beacon"
    return None


def literals(path):
    source = path.read_text(encoding="utf-8", errors="replace")
    for match in LITERAL.finditer(source):
        indent = match.group(2)
        lines = [
            line[len(indent):] if line.startswith(indent) else line.lstrip()
            for line in match.group(1).split("\n")
        ]
        text = "\n".join(lines)
        # Undo the escapes Swift would; interpolations stay as written (still good seeds).
        text = text.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")
        yield text


def add(corpus, target, data):
    folder = corpus / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def main():
    repo, corpus = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2])
    counts = dict.fromkeys(TARGETS, 0)
    for target in TARGETS:
        seeds = repo / "Fuzz" / "seeds" / target
        for path in sorted(seeds.glob("*")) if seeds.is_dir() else []:
            add(corpus, target, path.read_bytes())
            counts[target] += 1
    roots = [repo / "Tests", repo / "Sources" / "KontextVideoCore" / "Sandbox"]
    for root in roots:
        for path in sorted(root.rglob("*.swift")):
            for text in literals(path):
                target = classify(text)
                if target:
                    add(corpus, target, text.encode("utf-8"))
                    counts[target] += 1
    samples = repo.parent / "shared" / "test-data" / "iab-vast-samples"
    if samples.is_dir():
        for path in sorted(samples.rglob("*.xml")):
            add(corpus, "vast", path.read_bytes())
            counts["vast"] += 1
    print("seeds: " + ", ".join(f"{t} {n}" for t, n in counts.items()))


if __name__ == "__main__":
    main()
