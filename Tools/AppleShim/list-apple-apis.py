#!/usr/bin/env python3
"""Regenerates APPLE_APIS.md, the Apple APIs the SDK uses, from the compiler's own references.

    python3 Tools/AppleShim/list-apple-apis.py              builds the shim, writes APPLE_APIS.md
    python3 Tools/AppleShim/list-apple-apis.py --check      exits 1 with a diff if it is not current
    python3 Tools/AppleShim/list-apple-apis.py --unused     also lists stub declarations that
                                                            neither the SDK nor Examples/ use
    --no-build                                              reads the shim's last build as it is
                                                            (CI, right after building the shim)

Where the references come from: `swift build --package-path Tools/AppleShim` is a debug build, so
SwiftPM passes `-index-store-path` to every compile and the compiler writes an index store
(.build/debug/index/store): for each source file, every declaration it resolved, by USR, with
its roles (reference, call, read, write, implicit) and relations (overrides, which include the
protocol requirements a declaration witnesses; the superclass and protocols a type inherits;
the extended type of an extension). This script reads that store through the toolchain's
libIndexStore (ctypes), so it needs no compile of its own, and sees exactly what the compiler
resolved, overloads included, which no text search or AST dump parsing does as reliably.

A row is a declaration of a stub module (a folder of Sources/ that is not a symlink) that a file
of Sources/KontextVideoSDK references explicitly, overrides or implements (as a protocol
requirement), or names as a superclass or a protocol it conforms to. A last part lists the same
way what the Open Measurement adapter (Adapters/OpenMeasurement, which apps add to their own
target) uses of the stub OMSDK_Kontextso, of the Apple stubs and of Foundation. Implicit references (an
inherited conformance, a synthesized `super.init()`) and accessors (a property's getter and
setter: the property is listed) are left out. CGFloat, CGRect, CGSize and CGPoint, which are
Foundation's on Linux, are listed under CoreGraphics, where they are on Apple platforms; the rest
of Linux's Foundation and Dispatch that the SDK uses has a last section of its own.

The output depends only on the sources: rows and files are sorted, paths are relative, and
nothing about the machine or the time is written. Exit status: 0, or 1 when --check finds a
difference, or 2 when the index cannot be read or is older than a source file.
"""

import argparse
import ctypes
import difflib
import os
import pathlib
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict

SHIM = pathlib.Path(__file__).resolve().parent
ROOT = SHIM.parent.parent
OUTPUT = SHIM / "APPLE_APIS.md"
STORE = SHIM / ".build" / "debug" / "index" / "store"
SDK_MODULE = "KontextVideoSDK"
SDK_SOURCES = ROOT / "Sources" / SDK_MODULE
# The Open Measurement adapter: not part of the SDK's module, compiled in the shim as its own.
ADAPTER_MODULE = "OpenMeasurementAdapter"
ADAPTER_SOURCES = ROOT / "Adapters" / "OpenMeasurement"
EXAMPLES = ROOT / "Examples"
COMMAND = "python3 Tools/AppleShim/list-apple-apis.py"

# The stub modules: the shim's source folders that are not symlinks to the real sources.
STUB_MODULES = sorted(
    (p.name for p in (SHIM / "Sources").iterdir() if p.is_dir() and not p.is_symlink()),
    key=lambda name: (name == "FoundationShim", name.casefold()),
)
# Foundation's on Linux, CoreGraphics' on Apple platforms.
FOUNDATION_CORE_GRAPHICS = {"CGFloat", "CGPoint", "CGRect", "CGSize"}
# Linux's own Foundation and Dispatch, not stubbed: listed in a last section, for the Apple layer.
FOUNDATION_MODULES = {"Dispatch", "Foundation", "FoundationEssentials", "FoundationNetworking"}
SECTIONS = STUB_MODULES + ["Foundation"]
# Members the compiler calls without a reference in the index: property wrappers', `@main`'s.
IMPLICITLY_CALLED = {
    "wrappedValue",
    "projectedValue",
    "init(wrappedValue:)",
    "subscript(_enclosingInstance:wrapped:storage:)",
    "main()",
}

TITLES = {
    "CoreGraphics": "CoreGraphics (CGFloat, CGRect, CGSize, CGPoint are Foundation's on Linux;"
    " the rest is stubbed)",
    "FoundationShim": "Foundation: what Linux's Foundation lacks (block-based key-value observing;"
    " stubbed in FoundationShim)",
    "Foundation": "Foundation and Dispatch (Linux's own, not stubbed; listed for the Apple layer)",
    "OMSDK_Kontextso": "OMSDK_Kontextso (the IAB Open Measurement SDK in Kontext's certified"
    " build; stubbed)",
}
ADAPTER_TITLE = "The Open Measurement adapter (Adapters/OpenMeasurement)"
ADAPTER_INTRODUCTION = """\
Not the SDK's: the adapter apps add to their own target beside `OMSDK_Kontextso.xcframework`
(see its README). What it calls of the OM SDK (compiled here against a stub of it;
`Tools/typecheck-om-adapter.sh` checks it against the real headers), of Apple's frameworks and of
Foundation.
"""

HEADER = f"""\
# Apple APIs the SDK calls

Every Apple API that the SDK itself (`Sources/KontextVideoSDK`, not `Examples/`) calls, overrides
or conforms to, grouped by framework, with the files that use it. These are exactly the
declarations of this package's stub modules that the SDK needs (the examples need a few more,
mostly SwiftUI views and UIKit app lifecycle); the section after them lists what the Apple layer
uses of Linux's own Foundation and Dispatch, which are not stubbed. A last part lists, the same
way, what the Open Measurement adapter (`Adapters/OpenMeasurement`, not part of the SDK's module)
calls of the OM SDK, of Apple's frameworks and of Foundation. Availability (iOS 15 minimum) is
checked by `Tools/check-ios-availability.py` and `../shared/tools/ios-sdk/typecheck.sh`, not here.

Generated from the compiler's own references; do not edit it by hand. `list-apple-apis.py` reads
the index store that `swift build --package-path Tools/AppleShim` writes while it compiles the SDK
against the stubs, and lists every declaration of a stub module that an SDK file references
explicitly (calls, reads, writes, or names as a type, superclass or conformance), overrides
("(override)") or implements as a protocol requirement ("(implemented)"). Implicit references and
property accessors are left out; overloads that share a name show their parameter types. When the
SDK starts using another Apple API, add the stub member (see README.md), then regenerate this file
from the repository root:

```sh
{COMMAND}           # builds the shim if needed, rewrites this file
{COMMAND} --check   # what CI runs: fails with a diff if this file is not current
```
"""

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
REL_CHILD_OF = 1 << 9
REL_BASE_OF = 1 << 10
REL_OVERRIDE_OF = 1 << 11
REL_EXTENDED_BY = 1 << 14
REL_ACCESSOR_OF = 1 << 15
REL_CONTAINED_BY = 1 << 16

KIND_MODULE = 1
KIND_PROTOCOL = 8
KIND_EXTENSION = 9
KIND_ENUM_CONSTANT = 15
KIND_PARAMETER = 25
# Getters, setters, willSet, didSet, addressors, read and modify coroutines.
ACCESSOR_SUBKINDS = {3, 4, 1000, 1001, 1002, 1003, 1014, 1015}
SUBKIND_EXTENSION_OF_PROTOCOL = 1007
SUBKIND_GENERIC_PARAMETER = 1013
PROPERTY_LOCAL = 1 << 7
DEPENDENCY_RECORD = 2


class Fail(Exception):
    pass


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self) -> str:
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


def find_toolchain_file(*relative: str) -> pathlib.Path:
    swift = shutil.which("swift")
    if swift is None:
        raise Fail("`swift` is not on PATH")
    toolchain = pathlib.Path(os.path.realpath(swift)).parent.parent
    path = toolchain.joinpath(*relative)
    if not path.exists():
        raise Fail(f"{path} not found (it ships with the Swift toolchain)")
    return path


class IndexStore:
    """The few calls of libIndexStore's C API (indexstore.h) this script needs."""

    def __init__(self, path: pathlib.Path):
        lib = ctypes.CDLL(str(find_toolchain_file("lib", "libIndexStore.so")))
        void_p = ctypes.c_void_p
        self.unit_applier = ctypes.CFUNCTYPE(ctypes.c_bool, void_p, StringRef)
        self.applier = ctypes.CFUNCTYPE(ctypes.c_bool, void_p, void_p)

        def function(name, result, *arguments):
            f = getattr(lib, "indexstore_" + name)
            f.restype = result
            f.argtypes = list(arguments)
            return f

        error_p = ctypes.POINTER(void_p)
        self.error_description = function("error_get_description", ctypes.c_char_p, void_p)
        store_create = function("store_create", void_p, ctypes.c_char_p, error_p)
        self.units_apply = function(
            "store_units_apply_f", ctypes.c_bool, void_p, ctypes.c_uint, void_p, self.unit_applier
        )
        self.unit_create = function("unit_reader_create", void_p, void_p, ctypes.c_char_p, error_p)
        self.unit_dispose = function("unit_reader_dispose", None, void_p)
        self.unit_main_file = function("unit_reader_get_main_file", StringRef, void_p)
        self.unit_module = function("unit_reader_get_module_name", StringRef, void_p)
        int64_p = ctypes.POINTER(ctypes.c_int64)
        self.unit_time = function(
            "unit_reader_get_modification_time", None, void_p, int64_p, int64_p
        )
        self.dependencies_apply = function(
            "unit_reader_dependencies_apply_f", ctypes.c_bool, void_p, void_p, self.applier
        )
        self.dependency_kind = function("unit_dependency_get_kind", ctypes.c_int, void_p)
        self.dependency_name = function("unit_dependency_get_name", StringRef, void_p)
        self.record_create = function(
            "record_reader_create", void_p, void_p, ctypes.c_char_p, error_p
        )
        self.record_dispose = function("record_reader_dispose", None, void_p)
        self.occurrences_apply = function(
            "record_reader_occurrences_apply_f", ctypes.c_bool, void_p, void_p, self.applier
        )
        self.occurrence_symbol = function("occurrence_get_symbol", void_p, void_p)
        self.occurrence_roles = function("occurrence_get_roles", ctypes.c_uint64, void_p)
        uint_p = ctypes.POINTER(ctypes.c_uint)
        self.occurrence_line_col = function("occurrence_get_line_col", None, void_p, uint_p, uint_p)
        self.relations_apply = function(
            "occurrence_relations_apply_f", ctypes.c_bool, void_p, void_p, self.applier
        )
        self.relation_roles = function("symbol_relation_get_roles", ctypes.c_uint64, void_p)
        self.relation_symbol = function("symbol_relation_get_symbol", void_p, void_p)
        self.symbol_kind = function("symbol_get_kind", ctypes.c_int, void_p)
        self.symbol_subkind = function("symbol_get_subkind", ctypes.c_int, void_p)
        self.symbol_properties = function("symbol_get_properties", ctypes.c_uint64, void_p)
        self.symbol_name = function("symbol_get_name", StringRef, void_p)
        self.symbol_usr = function("symbol_get_usr", StringRef, void_p)

        error = void_p()
        self.store = store_create(str(path).encode(), ctypes.byref(error))
        if not self.store:
            raise Fail(f"cannot open the index store {path}: {self.describe(error)}")

    def describe(self, error) -> str:
        return self.error_description(error).decode() if error else "unknown error"

    def units(self):
        """(module, main file, modification time, record names) of every unit in the store."""
        names = []
        collect = self.unit_applier(lambda _, name: names.append(name.text()) or True)
        self.units_apply(self.store, 1, None, collect)
        for name in names:
            error = ctypes.c_void_p()
            unit = self.unit_create(self.store, name.encode(), ctypes.byref(error))
            if not unit:
                raise Fail(f"cannot read index unit {name}: {self.describe(error)}")
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            self.unit_time(unit, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            records = []

            def dependency(_, d):
                if self.dependency_kind(d) == DEPENDENCY_RECORD:
                    records.append(self.dependency_name(d).text())
                return True

            self.dependencies_apply(unit, None, self.applier(dependency))
            yield (
                self.unit_module(unit).text(),
                self.unit_main_file(unit).text(),
                seconds.value + nanoseconds.value / 1e9,
                records,
            )
            self.unit_dispose(unit)

    def symbol(self, symbol) -> "Symbol":
        return Symbol(
            self.symbol_usr(symbol).text(),
            self.symbol_name(symbol).text(),
            self.symbol_kind(symbol),
            self.symbol_subkind(symbol),
            self.symbol_properties(symbol),
        )

    def occurrences(self, record: str):
        """(symbol, roles, line, [(relation roles, symbol)]) of every occurrence in a record."""
        error = ctypes.c_void_p()
        reader = self.record_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            raise Fail(f"cannot read index record {record}: {self.describe(error)}")
        found = []

        def occurrence(_, o):
            relations = []

            def relation(_, r):
                relations.append((self.relation_roles(r), self.symbol(self.relation_symbol(r))))
                return True

            self.relations_apply(o, None, self.applier(relation))
            line, column = ctypes.c_uint(), ctypes.c_uint()
            self.occurrence_line_col(o, ctypes.byref(line), ctypes.byref(column))
            symbol = self.symbol(self.occurrence_symbol(o))
            found.append((symbol, self.occurrence_roles(o), line.value, relations))
            return True

        self.occurrences_apply(reader, None, self.applier(occurrence))
        self.record_dispose(reader)
        return found


class Symbol:
    __slots__ = ("usr", "name", "kind", "subkind", "properties")

    def __init__(self, usr, name, kind, subkind, properties):
        self.usr, self.name, self.kind = usr, name, kind
        self.subkind, self.properties = subkind, properties

    @property
    def is_accessor(self) -> bool:
        return self.subkind in ACCESSOR_SUBKINDS

    @property
    def is_listable(self) -> bool:
        """A declaration of its own: not a module, accessor, parameter or local."""
        return (
            self.kind not in (KIND_MODULE, KIND_PARAMETER)
            and not self.is_accessor
            and self.subkind != SUBKIND_GENERIC_PARAMETER
            and not self.properties & PROPERTY_LOCAL
        )


def demangle(usrs) -> dict:
    """USR -> `swift demangle` of its mangled name ("UIKit.UIView.init(frame: ...) -> ...")."""
    usrs = sorted(u for u in set(usrs) if u.startswith("s:"))
    if not usrs:
        return {}
    tool = shutil.which("swift-demangle")
    command = [tool] if tool else ["swift", "demangle"]
    text = "".join(f"$s{u[2:]}\n" for u in usrs)
    output = subprocess.run(command + ["--compact"], input=text, capture_output=True, text=True)
    lines = output.stdout.splitlines()
    if output.returncode != 0 or len(lines) != len(usrs):
        raise Fail("swift demangle did not answer one line per name")
    return dict(zip(usrs, lines))


def demangled_module(demangled: str):
    """The module that declares a demangled name: `(extension in M):...` or `M.`."""
    text = re.sub(r"^static ", "", demangled)
    match = re.match(r"\(extension in (\w+)\):", text) or re.match(r"(\w+)\.", text)
    return match.group(1) if match else None


def demangled_parent(demangled: str) -> str:
    """`static Foundation.URLError.Code.fileDoesNotExist : ...` -> `URLError.Code`: the types
    that contain a declaration, without its module, generic clauses and signature."""
    text = re.sub(r"^static ", "", demangled)
    text = re.sub(r"^\(extension in \w+\):", "", text).replace("->", " to ")
    while re.search(r"<[^<>]*>", text):
        text = re.sub(r"<[^<>]*>", "", text)
    head = re.split(r"\(| : ", text, maxsplit=1)[0]
    head = re.sub(r" (?:infix|prefix|postfix)$", "", head)
    return ".".join(head.split(".")[1:-1])


def parameters(text: str) -> list:
    """The parameters of `a: A, (B) -> C, [D]) -> E`: what is before the closing parenthesis."""
    found, depth, current, previous = [], 0, "", ""
    for character in text:
        if character in "([<":
            depth += 1
        elif character in ")]" or (character == ">" and previous != "-"):
            depth -= 1
            if depth < 0:
                break
        if character == "," and depth == 0:
            found.append(current.strip())
            current = ""
        else:
            current += character
        previous = character
    if current.strip():
        found.append(current.strip())
    return found


def parameter_types(demangled: str) -> str:
    """`WebKit.WKURLSchemeTask.didReceive(FoundationEssentials.Data) -> ()` -> `Data`."""
    text = re.sub(r"^\(extension in \w+\):", "", demangled)
    if "(" not in text:
        return ""
    types = [re.sub(r"^\w+: ", "", p) for p in parameters(text.split("(", 1)[1])]
    return ", ".join(re.sub(r"\b(?:\w+\.)+(\w+)", r"\1", t) for t in types)


def relative(path: str, base: pathlib.Path):
    real = os.path.realpath(path)
    base = os.path.realpath(base)
    return os.path.relpath(real, base) if real.startswith(base + os.sep) else None


class Declaration:
    """A declaration written in a stub (or synthesized there: `implicit`)."""

    __slots__ = ("module", "symbol", "parent", "file", "line", "implicit", "witness")

    def __init__(self, module, symbol, parent, file, line, implicit, witness):
        self.module, self.symbol, self.parent, self.file = module, symbol, parent, file
        self.line, self.implicit, self.witness = line, implicit, witness


class Shim:
    """The index of the shim's last build: the stubs' declarations and the real sources' uses."""

    def __init__(self, store: IndexStore, with_examples: bool):
        self.declarations = {}  # USR -> Declaration
        self.extended = {}  # extension USR -> USR of the type it extends
        self.dependencies = defaultdict(set)  # stub USR -> USRs its declaration names
        self.sdk_uses = defaultdict(set)  # (USR, "use" | "override") -> SDK files
        self.adapter_uses = defaultdict(set)  # the same, for the Open Measurement adapter
        self.example_uses = set()  # USRs that Examples/ use, implicitly or not
        self.names = {}  # USR -> name (`init(frame:)`), for every symbol seen

        latest = {}
        for module, main_file, time, records in store.units():
            if not main_file or not os.path.exists(main_file):
                continue  # a file since deleted or renamed
            key = os.path.realpath(main_file)
            if key not in latest or latest[key][1] < time:
                latest[key] = (module, time, records)
        self.check_current(
            latest, [SDK_SOURCES, ADAPTER_SOURCES] + ([EXAMPLES] if with_examples else [])
        )

        for main_file, (module, _, records) in sorted(latest.items()):
            for record in records:
                occurrences = store.occurrences(record)
                if module in STUB_MODULES:
                    self.read_stub(module, relative(main_file, SHIM / "Sources"), occurrences)
                elif module == SDK_MODULE and relative(main_file, SDK_SOURCES) is not None:
                    self.read_uses(occurrences, relative(main_file, SDK_SOURCES), self.sdk_uses)
                elif (
                    module == ADAPTER_MODULE
                    and relative(main_file, ADAPTER_SOURCES) is not None
                ):
                    adapter_file = relative(main_file, ADAPTER_SOURCES)
                    self.read_uses(occurrences, adapter_file, self.adapter_uses)
                elif relative(main_file, EXAMPLES) is not None:
                    self.read_example(occurrences)

    @staticmethod
    def check_current(latest, folders):
        """Every source file read must be indexed, and indexed after its last change."""
        stale = []
        for path in sorted(p for folder in folders for p in folder.rglob("*.swift")):
            entry = latest.get(os.path.realpath(path))
            if entry is None or entry[1] < path.stat().st_mtime:
                stale.append(str(path.relative_to(ROOT)))
        if stale:
            raise Fail(
                "the shim's index store is missing or older than "
                + (stale[0] if len(stale) == 1 else f"{len(stale)} source files ({stale[0]}, ...)")
                + ": run `swift build --package-path Tools/AppleShim`"
                + " (or this script without --no-build)"
            )

    def read_stub(self, module, file, occurrences):
        for symbol, roles, line, relations in occurrences:
            self.names.setdefault(symbol.usr, symbol.name)
            for _, related in relations:
                self.names.setdefault(related.usr, related.name)
            if roles & (ROLE_DEFINITION | ROLE_DECLARATION):
                if symbol.is_accessor:
                    # What an accessor's body names belongs to its property.
                    for relation_roles, related in relations:
                        if relation_roles & REL_ACCESSOR_OF:
                            self.dependencies[related.usr].add(symbol.usr)
                elif symbol.is_listable and symbol.usr not in self.declarations:
                    for relation_roles, related in relations:
                        if relation_roles & REL_OVERRIDE_OF:
                            self.dependencies[symbol.usr].add(related.usr)
                    self.declarations[symbol.usr] = Declaration(
                        module,
                        symbol,
                        next((s.usr for r, s in relations if r & REL_CHILD_OF), None),
                        file,
                        line,
                        bool(roles & ROLE_IMPLICIT),
                        any(r & REL_OVERRIDE_OF for r, _ in relations),
                    )
            if roles & ROLE_REFERENCE:
                for relation_roles, related in relations:
                    if relation_roles & REL_EXTENDED_BY:
                        self.extended[related.usr] = symbol.usr
                    if relation_roles & (
                        REL_CONTAINED_BY | REL_BASE_OF | REL_CHILD_OF | REL_EXTENDED_BY
                    ):
                        self.dependencies[related.usr].add(symbol.usr)

    def read_uses(self, occurrences, file, uses):
        for symbol, roles, _, relations in occurrences:
            if roles & ROLE_IMPLICIT or not symbol.is_listable:
                continue
            self.names.setdefault(symbol.usr, symbol.name)
            if roles & ROLE_REFERENCE:
                uses[(symbol.usr, "use")].add(file)
            if roles & (ROLE_DEFINITION | ROLE_DECLARATION):
                for relation_roles, related in relations:
                    if relation_roles & REL_OVERRIDE_OF:
                        self.names.setdefault(related.usr, related.name)
                        uses[(related.usr, "override")].add(file)

    def read_example(self, occurrences):
        # Implicit uses count too: a stub the compiler needs must stay.
        for symbol, _, _, relations in occurrences:
            self.example_uses.add(symbol.usr)
            self.example_uses.update(s.usr for r, s in relations if r & REL_OVERRIDE_OF)

    # Names and sections.

    def qualified(self, usr, demangled) -> str:
        """`UIView.init(frame:)`, `NSObject.accessibilityLabel` (a UIKit extension of NSObject)."""
        declaration = self.declarations.get(usr)
        if declaration is None:
            # Another module's declaration (NSObject, CGRect): its name and the types around it.
            name = self.names.get(usr, usr)
            parent = demangled_parent(demangled[usr]) if usr in demangled else ""
            return f"{parent}.{name}" if parent else name
        if declaration.symbol.kind == KIND_EXTENSION:
            target = self.extended.get(usr)
            return self.qualified(target, demangled) if target else declaration.symbol.name
        if declaration.parent is None:
            return declaration.symbol.name
        return self.qualified(declaration.parent, demangled) + "." + declaration.symbol.name

    def section(self, usr, demangled, name):
        """The section of a used declaration: its stub module, CoreGraphics for Linux
        Foundation's CG types, Foundation for Foundation and Dispatch; None for the rest."""
        if usr in self.declarations:
            return self.declarations[usr].module
        module = demangled_module(demangled.get(usr, ""))
        if module in STUB_MODULES:
            return module  # synthesized in a stub, so not in its index: a memberwise init
        if module in FOUNDATION_MODULES:
            if name.split(".")[0] in FOUNDATION_CORE_GRAPHICS:
                return "CoreGraphics"
            return "Foundation"
        return None

    def is_requirement(self, usr) -> bool:
        """A protocol's requirement (implemented by the SDK), not a class member (overridden)."""
        declaration = self.declarations.get(usr)
        if declaration is None or declaration.parent not in self.declarations:
            return False
        parent = self.declarations[declaration.parent].symbol
        return parent.kind == KIND_PROTOCOL or parent.subkind == SUBKIND_EXTENSION_OF_PROTOCOL

    def table(self) -> str:
        used = [usr for usr, _ in list(self.sdk_uses) + list(self.adapter_uses)]
        demangled = demangle(used + list(self.declarations) + list(self.extended.values()))
        text = HEADER
        text += self.sections(self.sdk_uses, demangled, SECTIONS, "##", "Sources/KontextVideoSDK")
        if self.adapter_uses:
            order = ["OMSDK_Kontextso"] + [s for s in SECTIONS if s != "OMSDK_Kontextso"]
            text += f"\n## {ADAPTER_TITLE}\n\n{ADAPTER_INTRODUCTION}"
            text += self.sections(
                self.adapter_uses, demangled, order, "###", "Adapters/OpenMeasurement"
            )
        return text

    def sections(self, uses, demangled, order, heading, folder) -> str:
        """One table per section in `order` of the declarations in `uses`, with their files."""
        rows = defaultdict(list)  # section -> [(name, usr, how, files)]
        for (usr, how), files in uses.items():
            name = self.qualified(usr, demangled)
            section = self.section(usr, demangled, name)
            if section is not None:
                rows[section].append((name, usr, how, files))
        text = ""
        for section in order:
            if not rows.get(section):
                continue
            usrs_by_name = defaultdict(set)  # overloads: one name, several declarations
            for name, usr, _, _ in rows[section]:
                usrs_by_name[name].add(usr)
            lines = set()
            for name, usr, how, files in rows[section]:
                # Overloads, operators, and another module's extension of a standard library type
                # (`Double.init(_:)` taking a CGFloat) say their parameter types.
                operator = re.match(r"[^\w.]", name.rsplit(".", 1)[-1])
                foreign = re.match(r"\(extension in \w+\):Swift\.", demangled.get(usr, ""))
                overloaded = len(usrs_by_name[name]) > 1
                if (overloaded or operator or foreign) and "(" in name and usr in demangled:
                    name += f" ({parameter_types(demangled[usr])})"
                api = f"`{name}`"
                if how == "override":
                    api += " (implemented)" if self.is_requirement(usr) else " (override)"
                lines.add(((name.casefold(), name, api), f"| {api} | {', '.join(sorted(files))} |"))
            text += f"\n{heading} {TITLES.get(section, section)}\n\n"
            text += f"| API | Called from ({folder}/...) |\n| --- | --- |\n"
            text += "".join(line + "\n" for _, line in sorted(lines))
        return text

    def unused(self) -> list:
        """Stub declarations that neither the SDK nor Examples/ use, directly or as what a used
        stub declaration names (its types, superclass, conformances, what it overrides), contains
        or extends. A used type keeps its enum cases, the members that the compiler calls
        implicitly (property wrappers, `@main`), and those that override or implement a
        requirement (`body`, `==`, a protocol extension's default implementation)."""
        requirements = {
            d.symbol.name
            for d in self.declarations.values()
            if d.parent in self.declarations
            and self.declarations[d.parent].symbol.kind == KIND_PROTOCOL
        }
        kept = defaultdict(set)  # type USR -> the members it keeps while it is used
        for usr, declaration in self.declarations.items():
            if declaration.parent is None:
                continue
            owner = self.declarations.get(declaration.parent)
            in_protocol_extension = (
                owner is not None and owner.symbol.subkind == SUBKIND_EXTENSION_OF_PROTOCOL
            )
            if (
                declaration.witness
                or declaration.symbol.kind == KIND_ENUM_CONSTANT
                or declaration.symbol.name in IMPLICITLY_CALLED
                or (in_protocol_extension and declaration.symbol.name in requirements)
            ):
                kept[self.extended.get(declaration.parent, declaration.parent)].add(usr)
        work = [usr for usr, _ in list(self.sdk_uses) + list(self.adapter_uses)]
        work += list(self.example_uses)
        seen = set()
        while work:
            usr = work.pop()
            if usr in seen:
                continue
            seen.add(usr)
            work.extend(self.dependencies.get(usr, ()))
            work.extend(kept.get(usr, ()))
            declaration = self.declarations.get(usr)
            if declaration is not None and declaration.parent is not None:
                work.append(declaration.parent)
                work.append(self.extended.get(declaration.parent, declaration.parent))
        demangled = demangle(list(self.declarations) + list(self.extended.values()))
        names = {usr: self.qualified(usr, demangled) for usr in self.declarations}
        overloaded = {name for name, count in Counter(names.values()).items() if count > 1}
        found = []
        for usr, declaration in self.declarations.items():
            if usr in seen or declaration.implicit or declaration.symbol.kind == KIND_EXTENSION:
                continue
            name = names[usr]
            if name in overloaded and "(" in name and usr in demangled:
                name += f" ({parameter_types(demangled[usr])})"
            found.append((declaration.module, name, f"{declaration.file}:{declaration.line}"))
        return sorted(found, key=lambda row: (row[0].casefold(), row[1].casefold(), row[2]))


def build():
    command = ["swift", "build", "--package-path", str(SHIM)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise Fail("`swift build --package-path Tools/AppleShim` failed")
    # The shim must build without warnings (CI fails on one): show them, the list is still made.
    for line in (result.stdout + result.stderr).splitlines():
        if "warning:" in line:
            print(line, file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    option = parser.add_argument
    option("--check", action="store_true", help="compare with APPLE_APIS.md, do not write it")
    option("--no-build", action="store_true", help="read the shim's last build as it is")
    option("--unused", action="store_true", help="list the stub declarations nothing uses")
    arguments = parser.parse_args()
    try:
        if not arguments.no_build:
            print("list-apple-apis: swift build --package-path Tools/AppleShim", file=sys.stderr)
            build()
        if not STORE.is_dir():
            raise Fail(
                f"no index store at {STORE.relative_to(ROOT)}:"
                " build the shim first (run this script without --no-build)"
            )
        shim = Shim(IndexStore(STORE), with_examples=arguments.unused)
        text = shim.table()
    except Fail as error:
        print(f"list-apple-apis: {error}", file=sys.stderr)
        return 2
    status = 0
    current = OUTPUT.read_text() if OUTPUT.exists() else ""
    if arguments.check:
        if current != text:
            sys.stdout.writelines(
                difflib.unified_diff(
                    current.splitlines(keepends=True),
                    text.splitlines(keepends=True),
                    "Tools/AppleShim/APPLE_APIS.md",
                    "what the compiler's references say",
                )
            )
            print(
                f"\nTools/AppleShim/APPLE_APIS.md is not current: run `{COMMAND}` and commit it",
                file=sys.stderr,
            )
            status = 1
    elif current != text:
        OUTPUT.write_text(text)
        print(f"wrote {OUTPUT.relative_to(ROOT)}")
    if arguments.unused:
        rows = shim.unused()
        print(
            f"\n{len(rows)} stub declarations that neither the SDK nor Examples/ use"
            " (information only: the compiler may still need some, such as a required init):"
        )
        for module, name, where in rows:
            print(f"  {module}: {name}  ({where})")
    return status


if __name__ == "__main__":
    sys.exit(main())
