#!/usr/bin/env python3
"""Prepares and checks the symbol graph the DocC reference is built from (Tools/build-docs.sh).

The graph of KontextVideoSDK is extracted from Tools/AppleShim's build, where the Apple layer is
compiled against stub modules named like Apple's (UIKit, AVFoundation, SwiftUI, ...).

  filter RAW_DIR OUT_DIR   Copies KontextVideoSDK.symbols.json without the stubs' own symbols:
                           a type of ours that conforms to a stub protocol (VideoAdHost is a
                           SwiftUI `View`) receives that protocol's extension members as
                           synthesized symbols (`padding(_:)`, `overlay(_:alignment:)`, ...),
                           which would become pages of ours showing the stubs' partial API.
                           References to stub types (a `UIView` parameter, "Conforms To: View")
                           stay, as references to Apple's types do in an Xcode build. Source
                           locations reached through the shim's symlinks are made the
                           repository's. Then checks that the Apple layer's public API is in the
                           graph (the UIView, UIViewController, AVPlayer and
                           AVPictureInPictureController variants, VideoAdHost), that the core's
                           re-exported symbols are, that no stub symbol is left, and that every
                           symbol declared in Sources/KontextVideoSDK has a doc comment.
  pages GRAPH_DIR DOCS     After `docc convert`: checks that every symbol declared in
                           Sources/KontextVideoSDK, and each API listed below, has its own page.

Exits 1 with a message per problem.
"""

import json
import os
import pathlib
import re
import sys
from urllib.parse import unquote, urlparse

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHIM_SOURCES = ROOT / "Tools" / "AppleShim" / "Sources"
SDK_SOURCES = ROOT / "Sources" / "KontextVideoSDK"
GRAPH = "KontextVideoSDK.symbols.json"

# The stub modules: the shim's source folders that are not symlinks to the real sources.
STUB_MODULES = sorted(
    entry.name for entry in SHIM_SOURCES.iterdir() if entry.is_dir() and not entry.is_symlink()
)

# (path, kind, type names its declaration must mention): the calls iOS developers use, and,
# as a guard on the re-export, the core's variants beside them. Overloads share a path.
REQUIRED = [
    ("VideoAd/show(in:insets:)", "swift.method", ["UIView", "UIEdgeInsets"]),
    ("VideoAd/show(from:)", "swift.method", ["UIViewController"]),
    ("VideoAds/track(_:)", "swift.method", ["AVPlayer"]),
    ("VideoAds/trackPlayhead(of:)", "swift.method", ["AVPlayer"]),
    ("VideoAds/track(pictureInPicture:)", "swift.method", ["AVPictureInPictureController"]),
    ("VideoAdHost", "swift.struct", []),
    (
        "VideoAdHost/init(ad:insets:onShowFailed:onImpression:onClick:onEnd:onReport:onReward:onInfo:shouldOpen:)",
        "swift.init",
        ["UIEdgeInsets"],
    ),
    ("VideoAdHost/Coordinator", "swift.class", []),
    ("VideoAds", "swift.class", []),
    ("VideoAd/show(in:insets:)", "swift.method", ["AdContainer"]),
    ("VideoAd/show(from:)", "swift.method", ["FullScreenAdPresenter"]),
    ("VideoAds/track(_:)", "swift.method", ["VideoAdsPlayer"]),
]


def declaring_module(usr):
    """The module that declares a Swift USR's symbol (for a synthesized member, the module of
    the protocol extension it comes from), or None for the standard library's."""
    usr = usr.split("::SYNTHESIZED::")[0]
    match = re.match(r"s:(\d+)", usr)
    if not match:
        return None
    start = match.end()
    return usr[start : start + int(match.group(1))]


def real_path(uri):
    """The real path of a file:// URI (the shim reaches the sources through symlinks), or None."""
    if not uri or not uri.startswith("file://"):
        return None
    return pathlib.Path(os.path.realpath(unquote(urlparse(uri).path)))


def source_path(symbol):
    """The real path of the file that declares a symbol, or None."""
    return real_path(symbol.get("location", {}).get("uri"))


def in_sdk_sources(symbol):
    path = source_path(symbol)
    return path is not None and SDK_SOURCES in path.parents


def describe(symbol):
    return "/".join(symbol["pathComponents"]) + " (" + symbol["identifier"]["precise"] + ")"


def type_names(symbol):
    return {
        fragment["spelling"]
        for fragment in symbol.get("declarationFragments", [])
        if fragment.get("kind") == "typeIdentifier"
    }


def required_symbols(symbols):
    """Yields (requirement, the symbol meeting it or None)."""
    for path, kind, types in REQUIRED:
        found = None
        for symbol in symbols:
            if (
                "/".join(symbol["pathComponents"]) == path
                and symbol["kind"]["identifier"] == kind
                and set(types) <= type_names(symbol)
            ):
                found = symbol
                break
        yield (path, kind, types), found


def filter_graph(raw_dir, out_dir):
    graph = json.loads((pathlib.Path(raw_dir) / GRAPH).read_text())
    dropped = {
        symbol["identifier"]["precise"]
        for symbol in graph["symbols"]
        if declaring_module(symbol["identifier"]["precise"]) in STUB_MODULES
    }
    graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in dropped]
    graph["relationships"] = [
        r
        for r in graph["relationships"]
        if r["source"] not in dropped and r["target"] not in dropped
    ]
    for symbol in graph["symbols"]:
        for located in (symbol.get("location"), symbol.get("docComment")):
            path = real_path((located or {}).get("uri"))
            if path is not None:
                located["uri"] = path.as_uri()

    problems = []
    for (path, kind, types), found in required_symbols(graph["symbols"]):
        if found is None:
            wanted = f" taking {', '.join(types)}" if types else ""
            problems.append(f"not in the graph, so no page: {path} ({kind}{wanted})")
    for symbol in graph["symbols"]:
        path = source_path(symbol)
        if path is not None and SHIM_SOURCES in path.parents:
            problems.append(f"a stub module's symbol is left: {describe(symbol)} in {path}")
        if in_sdk_sources(symbol) and not symbol.get("docComment", {}).get("lines"):
            problems.append(f"no doc comment: {describe(symbol)} in {path.relative_to(ROOT)}")
    for problem in problems:
        print(f"docs-symbol-graph: {problem}", file=sys.stderr)
    if problems:
        return 1

    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / GRAPH).write_text(json.dumps(graph))
    sdk = sum(1 for s in graph["symbols"] if in_sdk_sources(s))
    print(
        f"docs-symbol-graph: {len(graph['symbols'])} symbols, {sdk} of them the Apple layer's;"
        f" {len(dropped)} of the stub modules left out"
    )
    return 0


def check_pages(graph_dir, docs_dir):
    graph = json.loads((pathlib.Path(graph_dir) / GRAPH).read_text())
    pages = set()
    for page in (pathlib.Path(docs_dir) / "data" / "documentation").rglob("*.json"):
        external_id = json.loads(page.read_text()).get("metadata", {}).get("externalID")
        if external_id:
            pages.add(external_id)
    wanted = [s for s in graph["symbols"] if in_sdk_sources(s)]
    wanted += [found for _, found in required_symbols(graph["symbols"]) if found is not None]
    missing = sorted({describe(s) for s in wanted if s["identifier"]["precise"] not in pages})
    for symbol in missing:
        print(f"docs-symbol-graph: no page in {docs_dir} for {symbol}", file=sys.stderr)
    if missing:
        return 1
    print(f"docs-symbol-graph: {len(pages)} symbol pages, the Apple layer's among them")
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "filter":
        return filter_graph(argv[2], argv[3])
    if len(argv) == 4 and argv[1] == "pages":
        return check_pages(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
