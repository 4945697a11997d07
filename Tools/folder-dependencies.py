#!/usr/bin/env python3
"""Lists which folders of Sources/KontextVideoCore use which, by the type names each folder
declares and the others mention (comments and string literals left out), and the pairs that
depend on each other both ways. An approximation by names, not the compiler's view: enough to
see the rooms' direction (CONTRIBUTING.md says which two-way pairs remain, and why).

Usage: python3 Tools/folder-dependencies.py [--all]
"""
import collections
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "KontextVideoCore"
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


if __name__ == "__main__":
    main()
