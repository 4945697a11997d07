#!/usr/bin/env python3
"""Lists which folders of Sources/KontextVideoCore use which, by the type names each folder
declares and the others mention (comments and string literals left out), and the pairs that
depend on each other both ways. An approximation by names, not the compiler's view: enough to
see the rooms' direction (CONTRIBUTING.md says which two-way pairs remain, and why).

Usage: python3 Tools/folder-dependencies.py [--all] [--check]

--check fails (exit 1) on a two-way pair that CONTRIBUTING.md does not list, in lines of the
form "- `A` <-> `B`: why", and on a listed pair that is no longer two-way (so the list stays
true).
"""
import collections
import pathlib
import re
import sys

REPOSITORY = pathlib.Path(__file__).resolve().parent.parent
ROOT = REPOSITORY / "Sources" / "KontextVideoCore"
ALLOWED_PAIR = re.compile(r"^- `(\w+)` <-> `(\w+)`:", re.M)
DECLARATION = re.compile(
    r"^(?:(?:public|package|private|fileprivate|internal|final|open|@\w+(?:\([^)]*\))?)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)",
    re.M,
)


def code(text):
    """The text without comments and string literals."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def main():
    sources = {}
    declared = collections.defaultdict(set)
    for path in sorted(ROOT.rglob("*.swift")):
        folder = path.relative_to(ROOT).parts[0]
        text = code(path.read_text())
        sources[path] = (folder, text)
        declared[folder].update(DECLARATION.findall(text))
    owner = {}
    for folder in sorted(declared):
        for name in declared[folder]:
            owner.setdefault(name, folder)
    uses = collections.defaultdict(lambda: collections.defaultdict(set))
    for path, (folder, text) in sources.items():
        for name in set(re.findall(r"\b[A-Z]\w*\b", text)):
            home = owner.get(name)
            if home and home != folder:
                uses[folder][home].add(name)
    pairs = {(a, b) for a in uses for b in uses[a]}
    both = sorted((a, b) for a, b in pairs if (b, a) in pairs and a < b)
    if "--all" in sys.argv:
        for a in sorted(uses):
            print(f"{a} -> {', '.join(sorted(uses[a]))}")
    print(f"{len(pairs)} linked pairs; {len(both)} depend on each other both ways")
    for a, b in both:
        print(f"  {a} <-> {b}: {', '.join(sorted(uses[a][b]))} | {', '.join(sorted(uses[b][a]))}")
    if "--check" in sys.argv:
        text = (REPOSITORY / "CONTRIBUTING.md").read_text()
        allowed = {tuple(sorted(pair)) for pair in ALLOWED_PAIR.findall(text)}
        unlisted = [pair for pair in both if pair not in allowed]
        stale = sorted(allowed - set(both))
        for a, b in unlisted:
            print(f"folder-dependencies: {a} <-> {b} depend on each other both ways, and "
                  "CONTRIBUTING.md does not justify it: move the type that points back, or "
                  f"add '- `{a}` <-> `{b}`: why' to its list", file=sys.stderr)
        for a, b in stale:
            print(f"folder-dependencies: CONTRIBUTING.md lists {a} <-> {b}, which no longer "
                  "depend on each other both ways: take it off the list", file=sys.stderr)
        if unlisted or stale:
            sys.exit(1)


if __name__ == "__main__":
    main()
