#!/usr/bin/env python3
"""Writes the example apps' Xcode projects from their specs, and checks the committed ones.

Each app folder of Examples/ holds a spec, `project.json`, and the project made from it,
`<Name>.xcodeproj`: one app target, for iPhone and iPad or for Apple TV (the spec's `platform`,
"ios" when it has none, or "tvos"), compiling every Swift file of the spec's source folder
and linking a product of the package at the repository's root (an Xcode 15 local package
reference), its shared scheme, and its workspace. Both the spec and the project are committed,
so the project opens in Xcode without running anything. Object IDs are hashes of what each
object is, so the same spec and sources always give the same bytes.

    python3 Tools/generate-example-projects.py           # (re)write every project
    python3 Tools/generate-example-projects.py --check   # exit 1 if one differs or is malformed

`--check` compares the committed files with what the specs give, then reads the committed
project as Xcode would (an old-style property list, parsed here and, when the toolchain's
`plutil` is on PATH, by Foundation too), whatever wrote it: every object
ID referenced exists; the target's Sources phase holds exactly the Swift files of its source
folder; the package reference resolves to a folder whose Package.swift declares the product,
for a version of the app's platform that its deployment target reaches; the SDK and device
family are the platform's; the Info.plist settings a launch needs are there (bundle identifier,
on iOS a launch screen, a scene manifest for an app with a scene delegate, exactly one `@main`;
on tvOS no interface orientations); the scheme runs the target; the workspace opens the project.
What it cannot do on Linux: build or run anything (see Examples/README.md).
"""
import argparse
import difflib
import hashlib
import json
import pathlib
import plistlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ROOT = pathlib.Path(__file__).resolve().parent.parent
COMMAND = "python3 Tools/generate-example-projects.py"

OBJECT_VERSION = "60"  # Xcode 15.0's format, the first with XCLocalSwiftPackageReference
COMPATIBILITY = "Xcode 15.0"
LAST_UPGRADE = "1600"  # Swift 6 language mode needs Xcode 16
CONFIGURATIONS = ("Debug", "Release")

# Generated files Xcode may add beside ours, which the check leaves alone: per-user state, and
# the resolved versions of remote packages (this one has none).
IGNORED_IN_PROJECT = ("xcuserdata", "project.xcworkspace/xcuserdata",
                      "project.xcworkspace/xcshareddata/swiftpm")


class SpecError(Exception):
    pass


class Platform:
    """What differs between an iOS and a tvOS app's project, as between Xcode's app templates
    for each: the SDK, which deployment target is set, the device family, and (tvOS) the
    UIUserInterfaceStyle Automatic without which a tvOS app keeps the light appearance whatever
    the viewer chose in Settings."""

    def __init__(self, name, sdk, deployment_key, device_families, info_keys, *,
                 needs_launch_screen, has_orientations):
        self.name = name  # as Package.swift spells it: .iOS(.v15), .tvOS(.v15)
        self.sdk = sdk
        self.deployment_key = deployment_key
        self.device_families = device_families  # the TARGETED_DEVICE_FAMILY values it may hold
        self.info_keys = info_keys  # INFOPLIST_KEY_ settings it adds, under the spec's own
        # iOS runs an app without a launch screen letterboxed at an old iPhone's size. tvOS has no
        # such mode, and Apple documents UILaunchScreen for iOS and iPadOS only.
        self.needs_launch_screen = needs_launch_screen
        self.has_orientations = has_orientations  # a television has one


PLATFORMS = {
    "ios": Platform("iOS", "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET", {"1", "2"}, {},
                    needs_launch_screen=True, has_orientations=True),
    "tvos": Platform("tvOS", "appletvos", "TVOS_DEPLOYMENT_TARGET", {"3"},
                     {"UIUserInterfaceStyle": "Automatic"},
                     needs_launch_screen=False, has_orientations=False),
}


# ---------------------------------------------------------------------------------------------
# The old-style property list of project.pbxproj: writing it as Xcode does, and reading it back.


def quoted(value):
    """A string as Xcode writes it: bare when it can be, else quoted and escaped."""
    bare = re.fullmatch(r"[A-Za-z0-9_$/:.]+", value) and "//" not in value and "___" not in value
    if bare:
        return value
    escaped = (value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t"))
    return f'"{escaped}"'


class Parser:
    """Reads an old-style (NeXTSTEP) property list: dictionaries, arrays, strings; comments."""

    TOKEN = re.compile(
        r'\s+|/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\])*"|[{}()=;,]|(?:[^\s{}()=;,"/]|/(?![/*]))+', re.S)

    def __init__(self, text):
        self.tokens = []
        position = 0
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match:
                raise ValueError(f"unreadable text at offset {position}")
            token = match.group(0)
            position = match.end()
            if token.isspace() or token.startswith("/*") or token.startswith("//"):
                continue
            self.tokens.append(token)
        self.index = 0

    def parse(self):
        value = self.value()
        if self.index != len(self.tokens):
            raise ValueError(f"text after the root value: {self.tokens[self.index]!r}")
        return value

    def next(self):
        if self.index >= len(self.tokens):
            raise ValueError("the text ends inside a value")
        token = self.tokens[self.index]
        self.index += 1
        return token

    def expect(self, wanted):
        token = self.next()
        if token != wanted:
            raise ValueError(f"expected {wanted!r}, found {token!r}")

    def value(self):
        token = self.next()
        if token == "{":
            result = {}
            while self.tokens[self.index:self.index + 1] != ["}"]:
                key = self.string(self.next())
                if key in result:
                    raise ValueError(f"key {key!r} twice in one dictionary")
                self.expect("=")
                result[key] = self.value()
                self.expect(";")
            self.next()
            return result
        if token == "(":
            result = []
            while self.tokens[self.index:self.index + 1] != [")"]:
                result.append(self.value())
                if self.tokens[self.index:self.index + 1] != [")"]:
                    self.expect(",")
            self.next()
            return result
        return self.string(token)

    @staticmethod
    def string(token):
        if token in "{}()=;,":
            raise ValueError(f"expected a string, found {token!r}")
        if token.startswith('"'):
            escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
            return re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), m.group(1)), token[1:-1])
        return token


def parse_pbxproj(text):
    if not text.startswith("// !$*UTF8*$!\n"):
        raise ValueError("the first line is not Xcode's '// !$*UTF8*$!'")
    root = Parser(text).parse()
    if not isinstance(root, dict):
        raise ValueError("the root value is not a dictionary")
    return root


class Writer:
    """Writes objects as Xcode does: a section per class, by ID; `isa` first, then keys sorted;
    each reference followed by the object's name in a comment."""

    ONE_LINE = {"PBXBuildFile", "PBXFileReference"}

    def __init__(self, objects, comments):
        self.objects = objects
        self.comments = comments

    def ref(self, value):
        comment = self.comments.get(value) if value in self.objects else None
        return f"{quoted(value)} /* {comment} */" if comment else quoted(value)

    def value(self, value, depth):
        tabs = "\t" * depth
        if isinstance(value, dict):
            lines = ["{"]
            for key in self.keys(value):
                lines.append(f"{tabs}\t{quoted(key)} = {self.value(value[key], depth + 1)};")
            lines.append(f"{tabs}}}")
            return "\n".join(lines)
        if isinstance(value, list):
            lines = ["("]
            for item in value:
                lines.append(f"{tabs}\t{self.value(item, depth + 1)},")
            lines.append(f"{tabs})")
            return "\n".join(lines)
        return self.ref(value)

    @staticmethod
    def keys(dictionary):
        return sorted(dictionary, key=lambda key: (key != "isa", key))

    def inline(self, value):
        if isinstance(value, dict):
            return "{" + "".join(f"{quoted(k)} = {self.inline(value[k])}; "
                                 for k in self.keys(value)) + "}"
        if isinstance(value, list):
            return "(" + "".join(f"{self.inline(item)}, " for item in value) + ")"
        return self.ref(value)

    def document(self, root_object):
        lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};",
                 f"\tobjectVersion = {OBJECT_VERSION};", "\tobjects = {"]
        classes = sorted({body["isa"] for body in self.objects.values()})
        for isa in classes:
            lines += ["", f"/* Begin {isa} section */"]
            for object_id in sorted(i for i, body in self.objects.items() if body["isa"] == isa):
                body = self.objects[object_id]
                text = self.inline(body) if isa in self.ONE_LINE else self.value(body, 2)
                lines.append(f"\t\t{self.ref(object_id)} = {text};")
            lines.append(f"/* End {isa} section */")
        lines += ["\t};", f"\trootObject = {self.ref(root_object)};", "}", ""]
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Specs and what they give.


class App:
    """One app's spec (Examples/<Name>/project.json) and the paths it names."""

    def __init__(self, root, spec_path):
        self.root = root.resolve()
        self.spec_path = spec_path.resolve()
        self.folder = self.spec_path.parent
        try:
            spec = json.loads(spec_path.read_text())
        except json.JSONDecodeError as error:
            raise SpecError(f"{self.rel(spec_path)}: not JSON: {error}") from error
        known = {"name", "platform", "bundleIdentifier", "deploymentTarget", "sources", "package",
                 "infoPlistKeys", "infoPlist", "buildSettings", "$comment"}
        unknown = sorted(set(spec) - known)
        missing = sorted({"name", "bundleIdentifier", "deploymentTarget", "sources",
                          "package"} - set(spec))
        if unknown or missing:
            raise SpecError(f"{self.rel(spec_path)}: unknown keys {unknown}, missing {missing}")
        self.name = spec["name"]
        if self.name != self.folder.name or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", self.name):
            raise SpecError(f"{self.rel(spec_path)}: name must be its folder's, {self.folder.name}")
        self.platform_key = spec.get("platform", "ios")
        if self.platform_key not in PLATFORMS:
            raise SpecError(f"{self.rel(spec_path)}: platform {self.platform_key!r} is none of "
                            f"{sorted(PLATFORMS)}")
        self.platform = PLATFORMS[self.platform_key]
        self.bundle_id = spec["bundleIdentifier"]
        if not re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", self.bundle_id):
            raise SpecError(f"{self.rel(spec_path)}: {self.bundle_id!r} is no bundle identifier")
        self.deployment_target = spec["deploymentTarget"]
        self.sources = (self.folder / spec["sources"]).resolve()
        if not self.sources.is_relative_to(self.folder) or not self.sources.is_dir():
            raise SpecError(f"{self.rel(spec_path)}: sources: not a folder in {self.folder.name}")
        self.package_path = spec["package"]["path"]
        self.product = spec["package"]["product"]
        self.info_keys = spec.get("infoPlistKeys", {})
        self.info_plist = spec.get("infoPlist")
        self.extra_settings = spec.get("buildSettings", {})
        self.project = self.folder / f"{self.name}.xcodeproj"

    def rel(self, path):
        return path.resolve().relative_to(self.root).as_posix()

    def shown(self, path):
        """`path` relative to the repository when it is inside, else as it is."""
        return self.rel(path) if path.resolve().is_relative_to(self.root) else str(path)

    def swift_files(self):
        """The Swift files of the source folder, by path; none from a bundle or hidden folder."""
        found = []
        for path in sorted(self.sources.rglob("*.swift")):
            parts = path.relative_to(self.sources).parts
            if any(p.startswith(".") or p.endswith((".xcodeproj", ".xcworkspace")) or p == ".build"
                   for p in parts[:-1]):
                continue
            found.append(path)
        return found

    def info_plist_path(self):
        return self.sources / "Info.plist" if self.info_plist is not None else None


def object_id(app, *what):
    """24 hex digits, Xcode's length, from what the object is: stable across runs."""
    digest = hashlib.sha256("/".join(("KontextVideoSDK.Examples", app.name) + what).encode())
    return digest.hexdigest()[:24].upper()


def setting(value):
    if value is True:
        return "YES"
    if value is False:
        return "NO"
    if isinstance(value, list):
        return " ".join(value)
    return str(value)


def project_settings(app, configuration):
    """Xcode 15's app template's project-level settings, for the spec's platform (the iOS and
    tvOS templates differ here only in SDKROOT and which deployment target they set)."""
    settings = {
        "ALWAYS_SEARCH_USER_PATHS": "NO",
        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES",
        "CLANG_ANALYZER_NONNULL": "YES",
        "CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION": "YES_AGGRESSIVE",
        "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
        "CLANG_ENABLE_MODULES": "YES",
        "CLANG_ENABLE_OBJC_ARC": "YES",
        "CLANG_ENABLE_OBJC_WEAK": "YES",
        "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING": "YES",
        "CLANG_WARN_BOOL_CONVERSION": "YES",
        "CLANG_WARN_COMMA": "YES",
        "CLANG_WARN_CONSTANT_CONVERSION": "YES",
        "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS": "YES",
        "CLANG_WARN_DIRECT_OBJC_ISA_USAGE": "YES_ERROR",
        "CLANG_WARN_DOCUMENTATION_COMMENTS": "YES",
        "CLANG_WARN_EMPTY_BODY": "YES",
        "CLANG_WARN_ENUM_CONVERSION": "YES",
        "CLANG_WARN_INFINITE_RECURSION": "YES",
        "CLANG_WARN_INT_CONVERSION": "YES",
        "CLANG_WARN_NON_LITERAL_NULL_CONVERSION": "YES",
        "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF": "YES",
        "CLANG_WARN_OBJC_LITERAL_CONVERSION": "YES",
        "CLANG_WARN_OBJC_ROOT_CLASS": "YES_ERROR",
        "CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER": "YES",
        "CLANG_WARN_RANGE_LOOP_ANALYSIS": "YES",
        "CLANG_WARN_STRICT_PROTOTYPES": "YES",
        "CLANG_WARN_SUSPICIOUS_MOVE": "YES",
        "CLANG_WARN_UNGUARDED_AVAILABILITY": "YES_AGGRESSIVE",
        "CLANG_WARN_UNREACHABLE_CODE": "YES",
        "CLANG_WARN__DUPLICATE_METHOD_MATCH": "YES",
        "COPY_PHASE_STRIP": "NO",
        "ENABLE_STRICT_OBJC_MSGSEND": "YES",
        "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
        "GCC_C_LANGUAGE_STANDARD": "gnu17",
        "GCC_NO_COMMON_BLOCKS": "YES",
        "GCC_WARN_64_TO_32_BIT_CONVERSION": "YES",
        "GCC_WARN_ABOUT_RETURN_TYPE": "YES_ERROR",
        "GCC_WARN_UNDECLARED_SELECTOR": "YES",
        "GCC_WARN_UNINITIALIZED_AUTOS": "YES_AGGRESSIVE",
        "GCC_WARN_UNUSED_FUNCTION": "YES",
        "GCC_WARN_UNUSED_VARIABLE": "YES",
        app.platform.deployment_key: app.deployment_target,
        "LOCALIZATION_PREFERS_STRING_CATALOGS": "YES",
        "MTL_FAST_MATH": "YES",
        "SDKROOT": app.platform.sdk,
    }
    if configuration == "Debug":
        settings.update({
            "DEBUG_INFORMATION_FORMAT": "dwarf",
            "ENABLE_TESTABILITY": "YES",
            "GCC_DYNAMIC_NO_PIC": "NO",
            "GCC_OPTIMIZATION_LEVEL": "0",
            "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
            "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE",
            "ONLY_ACTIVE_ARCH": "YES",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
            "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
        })
    else:
        settings.update({
            "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
            "ENABLE_NS_ASSERTIONS": "NO",
            "MTL_ENABLE_DEBUG_INFO": "NO",
            "SWIFT_COMPILATION_MODE": "wholemodule",
            "VALIDATE_PRODUCT": "YES",
        })
    return settings


def target_settings(app):
    """The app target's settings: the spec's, over what every example shares."""
    settings = {
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        "GENERATE_INFOPLIST_FILE": "YES",
        "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": app.bundle_id,
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
        # The language mode the sources are type-checked in against the platform's SDK.
        "SWIFT_STRICT_CONCURRENCY": "complete",
        "SWIFT_VERSION": "6.0",
        "TARGETED_DEVICE_FAMILY": ",".join(sorted(app.platform.device_families)),
    }
    info_plist = app.info_plist_path()
    if info_plist is not None:
        settings["INFOPLIST_FILE"] = info_plist.relative_to(app.folder).as_posix()
    for key, value in {**app.platform.info_keys, **app.info_keys}.items():
        settings[f"INFOPLIST_KEY_{key}"] = setting(value)
    for key, value in app.extra_settings.items():
        settings[key] = value if isinstance(value, list) else setting(value)
    return settings


def build_objects(app):
    """Every object of the project, by ID, with the comment Xcode writes after each ID."""
    objects, comments = {}, {}

    def add(identity, comment, body):
        oid = object_id(app, *identity)
        if oid in objects:
            raise SpecError(f"{app.name}: two objects for {identity}")
        objects[oid] = body
        if comment:
            comments[oid] = comment
        return oid

    folder = app.folder
    swift = app.swift_files()
    info_plist = app.info_plist_path()

    # Groups mirror the source folder: one group per directory, files before subfolders.
    group_of = {}

    def group(directory):
        if directory in group_of:
            return group_of[directory]
        children = []
        body = {"isa": "PBXGroup", "children": children, "sourceTree": "<group>"}
        if directory == folder:
            body["name"] = app.name  # the project's own folder: a named group without a path
            comment = app.name
        elif directory == app.sources:
            body["path"] = app.sources.relative_to(folder).as_posix()
            comment = app.sources.name
        else:
            body["path"] = directory.name
            comment = directory.name
        oid = add(("folder", directory.relative_to(folder).as_posix()), comment, body)
        group_of[directory] = oid
        if directory != app.sources:
            objects[group(directory.parent)]["children"].append(oid)
        return oid

    sources_group = group(app.sources)
    build_files = []
    for path in swift:
        relative = path.relative_to(folder).as_posix()
        file_ref = add(("file", relative), path.name, {
            "isa": "PBXFileReference", "lastKnownFileType": "sourcecode.swift",
            "path": path.name, "sourceTree": "<group>"})
        objects[group(path.parent)]["children"].append(file_ref)
        build_files.append(add(("build", relative), f"{path.name} in Sources", {
            "isa": "PBXBuildFile", "fileRef": file_ref}))
    if info_plist is not None:
        plist_ref = add(("file", info_plist.relative_to(folder).as_posix()), "Info.plist", {
            "isa": "PBXFileReference", "lastKnownFileType": "text.plist.xml",
            "path": "Info.plist", "sourceTree": "<group>"})
        objects[group(info_plist.parent)]["children"].append(plist_ref)
    # Files first, then subgroups, each by name, as Xcode's "Sort by Name" leaves them.
    for oid, body in objects.items():
        if body["isa"] == "PBXGroup":
            body["children"].sort(key=lambda c: (objects[c]["isa"] == "PBXGroup",
                                                 comments.get(c, "").lower()))

    product = add(("product",), f"{app.name}.app", {
        "isa": "PBXFileReference", "explicitFileType": "wrapper.application",
        "includeInIndex": "0", "path": f"{app.name}.app", "sourceTree": "BUILT_PRODUCTS_DIR"})
    products = add(("group", "Products"), "Products", {
        "isa": "PBXGroup", "children": [product], "name": "Products", "sourceTree": "<group>"})
    main_group = add(("group", ""), None, {
        "isa": "PBXGroup", "children": [sources_group, products], "sourceTree": "<group>"})

    package = add(("package", app.package_path),
                  f'XCLocalSwiftPackageReference "{app.package_path}"', {
                      "isa": "XCLocalSwiftPackageReference", "relativePath": app.package_path})
    product_dependency = add(("product", app.product), app.product, {
        "isa": "XCSwiftPackageProductDependency", "package": package,
        "productName": app.product})
    product_build = add(("build", "product", app.product), f"{app.product} in Frameworks", {
        "isa": "PBXBuildFile", "productRef": product_dependency})

    phase = {"buildActionMask": "2147483647", "runOnlyForDeploymentPostprocessing": "0"}
    sources_phase = add(("phase", "Sources"), "Sources", {
        "isa": "PBXSourcesBuildPhase", "files": build_files, **phase})
    frameworks_phase = add(("phase", "Frameworks"), "Frameworks", {
        "isa": "PBXFrameworksBuildPhase", "files": [product_build], **phase})
    resources_phase = add(("phase", "Resources"), "Resources", {
        "isa": "PBXResourcesBuildPhase", "files": [], **phase})

    def configuration_list(owner, label, settings_for):
        configurations = [
            add(("configuration", owner, name), name, {
                "isa": "XCBuildConfiguration", "buildSettings": settings_for(name), "name": name})
            for name in CONFIGURATIONS]
        comment = f'Build configuration list for {label} "{app.name}"'
        return add(("configurations", owner), comment, {
            "isa": "XCConfigurationList", "buildConfigurations": configurations,
            "defaultConfigurationIsVisible": "0", "defaultConfigurationName": "Release"})

    target = add(("target",), app.name, {
        "isa": "PBXNativeTarget",
        "buildConfigurationList": configuration_list(
            "target", "PBXNativeTarget", lambda name: target_settings(app)),
        "buildPhases": [sources_phase, frameworks_phase, resources_phase],
        "buildRules": [], "dependencies": [], "name": app.name,
        "packageProductDependencies": [product_dependency], "productName": app.name,
        "productReference": product, "productType": "com.apple.product-type.application"})
    project = add(("project",), "Project object", {
        "isa": "PBXProject",
        "attributes": {
            "BuildIndependentTargetsInParallel": "1",
            "LastSwiftUpdateCheck": LAST_UPGRADE,
            "LastUpgradeCheck": LAST_UPGRADE,
            "TargetAttributes": {target: {"CreatedOnToolsVersion": "15.0"}},
        },
        "buildConfigurationList": configuration_list(
            "project", "PBXProject", lambda name: project_settings(app, name)),
        "compatibilityVersion": COMPATIBILITY, "developmentRegion": "en",
        "hasScannedForEncodings": "0", "knownRegions": ["en", "Base"],
        "mainGroup": main_group, "packageReferences": [package], "productRefGroup": products,
        "projectDirPath": "", "projectRoot": "", "targets": [target]})
    return objects, comments, project, target


def scheme(app, target):
    reference = (
        '            <BuildableReference\n'
        '               BuildableIdentifier = "primary"\n'
        f'               BlueprintIdentifier = "{target}"\n'
        f'               BuildableName = "{app.name}.app"\n'
        f'               BlueprintName = "{app.name}"\n'
        f'               ReferencedContainer = "container:{app.name}.xcodeproj">\n'
        '            </BuildableReference>\n')
    runnable = reference.replace("\n   ", "\n")[3:]
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<Scheme\n'
        f'   LastUpgradeVersion = "{LAST_UPGRADE}"\n'
        '   version = "1.7">\n'
        '   <BuildAction\n'
        '      parallelizeBuildables = "YES"\n'
        '      buildImplicitDependencies = "YES"\n'
        '      buildArchitectures = "Automatic">\n'
        '      <BuildActionEntries>\n'
        '         <BuildActionEntry\n'
        '            buildForTesting = "YES"\n'
        '            buildForRunning = "YES"\n'
        '            buildForProfiling = "YES"\n'
        '            buildForArchiving = "YES"\n'
        '            buildForAnalyzing = "YES">\n'
        f'{reference}'
        '         </BuildActionEntry>\n'
        '      </BuildActionEntries>\n'
        '   </BuildAction>\n'
        '   <TestAction\n'
        '      buildConfiguration = "Debug"\n'
        '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
        '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
        '      shouldUseLaunchSchemeArgsEnv = "YES"\n'
        '      shouldAutocreateTestPlan = "YES">\n'
        '   </TestAction>\n'
        '   <LaunchAction\n'
        '      buildConfiguration = "Debug"\n'
        '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
        '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
        '      launchStyle = "0"\n'
        '      useCustomWorkingDirectory = "NO"\n'
        '      ignoresPersistentStateOnLaunch = "NO"\n'
        '      debugDocumentVersioning = "YES"\n'
        '      debugServiceExtension = "internal"\n'
        '      allowLocationSimulation = "YES">\n'
        '      <BuildableProductRunnable\n'
        '         runnableDebuggingMode = "0">\n'
        f'{runnable}'
        '      </BuildableProductRunnable>\n'
        '   </LaunchAction>\n'
        '   <ProfileAction\n'
        '      buildConfiguration = "Release"\n'
        '      shouldUseLaunchSchemeArgsEnv = "YES"\n'
        '      savedToolIdentifier = ""\n'
        '      useCustomWorkingDirectory = "NO"\n'
        '      debugDocumentVersioning = "YES">\n'
        '      <BuildableProductRunnable\n'
        '         runnableDebuggingMode = "0">\n'
        f'{runnable}'
        '      </BuildableProductRunnable>\n'
        '   </ProfileAction>\n'
        '   <AnalyzeAction\n'
        '      buildConfiguration = "Debug">\n'
        '   </AnalyzeAction>\n'
        '   <ArchiveAction\n'
        '      buildConfiguration = "Release"\n'
        '      revealArchiveInOrganizer = "YES">\n'
        '   </ArchiveAction>\n'
        '</Scheme>\n')


WORKSPACE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             '<Workspace\n'
             '   version = "1.0">\n'
             '   <FileRef\n'
             '      location = "self:">\n'
             '   </FileRef>\n'
             '</Workspace>\n')

# What Xcode writes into a workspace it opens when the file is missing: committed, so opening
# the project leaves the clone unchanged.
WORKSPACE_CHECKS = plistlib.dumps({"IDEDidComputeMac32BitWarning": True}).decode()


def generated_files(app):
    """Every file the spec gives: path -> text."""
    objects, comments, project, target = build_objects(app)
    files = {
        app.project / "project.pbxproj": Writer(objects, comments).document(project),
        app.project / "project.xcworkspace" / "contents.xcworkspacedata": WORKSPACE,
        app.project / "project.xcworkspace" / "xcshareddata" / "IDEWorkspaceChecks.plist":
            WORKSPACE_CHECKS,
        app.project / "xcshareddata" / "xcschemes" / f"{app.name}.xcscheme": scheme(app, target),
    }
    info_plist = app.info_plist_path()
    if info_plist is not None:
        files[info_plist] = plistlib.dumps(app.info_plist, sort_keys=True).decode()
    return files


def find_apps(root):
    return [App(root, spec) for spec in sorted((root / "Examples").glob("*/project.json"))]


# ---------------------------------------------------------------------------------------------
# The structure check: the committed project read back, against the disk.


ID = re.compile(r"[0-9A-F]{24}")
REFERENCE_KEYS = {  # key -> the classes an ID under it may name
    "buildConfigurationList": {"XCConfigurationList"},
    "buildConfigurations": {"XCBuildConfiguration"},
    "buildPhases": {"PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
                    "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase"},
    "children": {"PBXGroup", "PBXFileReference", "PBXVariantGroup"},
    "fileRef": {"PBXFileReference", "PBXVariantGroup"},
    "files": {"PBXBuildFile"},
    "mainGroup": {"PBXGroup"},
    "package": {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"},
    "packageProductDependencies": {"XCSwiftPackageProductDependency"},
    "packageReferences": {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"},
    "productRef": {"XCSwiftPackageProductDependency"},
    "productRefGroup": {"PBXGroup"},
    "productReference": {"PBXFileReference"},
    "targets": {"PBXNativeTarget"},
}


def without_comments(text):
    """Swift text without its comments (strings kept: a `//` in one cuts its line; harmless)."""
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*[\s\S]*?\*/", "", text))


def code_of(text):
    """Swift text without comments and string literals (enough to find declarations)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return without_comments(text)


def package_facts(package_swift, platform):
    """The library products a Package.swift declares, and its minimum for `platform` (by reading
    it; None when it names no minimum for that platform)."""
    text = without_comments(package_swift.read_text())
    libraries = set(re.findall(r"\.library\(\s*name:\s*\"([^\"]+)\"", text))
    declared = re.search(rf"\.{platform.name}\(\s*\.v(\d+)(?:_(\d+))?\s*\)", text)
    minimum = (int(declared.group(1)), int(declared.group(2) or 0)) if declared else None
    return libraries, minimum


def version(text):
    return tuple(int(part) for part in text.split("."))


def check_structure(app):
    """Problems with the committed project of `app`, read from disk: a list of sentences."""
    problems = []
    where = app.rel(app.project)
    pbxproj = app.project / "project.pbxproj"
    if not pbxproj.is_file():
        return [f"{where}: no project.pbxproj"]
    try:
        root = parse_pbxproj(pbxproj.read_text())
    except (ValueError, UnicodeDecodeError) as error:
        return [f"{where}/project.pbxproj does not parse: {error}"]
    # A second reader: Foundation's own, in the Swift toolchain's plutil, when there is one.
    if shutil.which("plutil"):
        lint = subprocess.run(["plutil", "-lint", str(pbxproj)], capture_output=True, text=True)
        if lint.returncode != 0:
            problems.append(f"{where}/project.pbxproj: plutil -lint: {lint.stdout.strip()}")
    objects = root.get("objects")
    if not isinstance(objects, dict) or not all(isinstance(v, dict) and "isa" in v
                                                for v in objects.values()):
        return [f"{where}/project.pbxproj: no objects dictionary of objects with an isa"]
    if root.get("archiveVersion") != "1" or root.get("objectVersion") != OBJECT_VERSION:
        problems.append(f"{where}: archiveVersion 1 and objectVersion {OBJECT_VERSION} expected")

    # Every reference resolves, to an object of a class that belongs there.
    def walk(value, key, owner):
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k, owner)
        elif isinstance(value, list):
            for v in value:
                walk(v, key, owner)
        elif key in REFERENCE_KEYS or ID.fullmatch(value):
            if value not in objects:
                problems.append(f"{where}: {owner}'s {key} names {value}, which is no object")
            elif key in REFERENCE_KEYS and objects[value]["isa"] not in REFERENCE_KEYS[key]:
                problems.append(f"{where}: {owner}'s {key} names a {objects[value]['isa']}")

    for oid, body in objects.items():
        if not ID.fullmatch(oid):
            problems.append(f"{where}: object ID {oid!r} is not 24 hex digits")
        walk({k: v for k, v in body.items() if k != "TargetAttributes"}, None, oid)
        for target_id in body.get("attributes", {}).get("TargetAttributes", {}):
            if target_id not in objects:
                problems.append(f"{where}: TargetAttributes names {target_id}, which is no object")
    project = objects.get(root.get("rootObject"), {})
    if project.get("isa") != "PBXProject":
        problems.append(f"{where}: rootObject is not a PBXProject")
    if problems:
        return problems  # the rest would stumble on the same dangling references

    targets = [objects[t] for t in project.get("targets", [])]
    apps = [(t, objects[t]) for t in project.get("targets", [])
            if objects[t].get("productType") == "com.apple.product-type.application"]
    if len(targets) != 1 or len(apps) != 1 or apps[0][1].get("name") != app.name:
        return problems + [f"{where}: one {app.platform.name} app target named {app.name} "
                           "expected"]
    target_id, target = apps[0]

    # Where each file reference is: groups from the main group, paths from the project folder.
    folder = app.folder
    location = {}

    def place(oid, parent):
        body = objects[oid]
        tree = body.get("sourceTree")
        path = body.get("path", "")
        if tree == "<group>":
            here = parent / path
        elif tree == "SOURCE_ROOT":
            here = folder / path
        elif tree == "<absolute>":
            here = pathlib.Path(path)
        else:
            here = None  # built products, SDK files
        if oid in location:
            problems.append(f"{where}: {oid} is in two groups")
            return
        location[oid] = here
        for child in body.get("children", []):
            place(child, here if here is not None else parent)

    place(project["mainGroup"], folder / project.get("projectDirPath", ""))

    phases = [objects[p] for p in target.get("buildPhases", [])]
    source_phases = [p for p in phases if p["isa"] == "PBXSourcesBuildPhase"]
    if len(source_phases) != 1:
        return problems + [f"{where}: the target needs exactly one Sources phase"]
    compiled = []
    for build_file in source_phases[0].get("files", []):
        file_ref = objects[build_file].get("fileRef")
        path = location.get(file_ref)
        if path is None:
            problems.append(f"{where}: a Sources file ({file_ref}) is in no group of the project")
            continue
        compiled.append(path.resolve())
    on_disk = [p.resolve() for p in app.swift_files()]
    for path in sorted(set(on_disk) - set(compiled)):
        problems.append(f"{app.rel(path)} is not compiled by {where}: run {COMMAND}")
    for path in sorted(set(compiled) - set(on_disk)):
        problems.append(f"{where} compiles {app.shown(path)}, which is not a Swift file of "
                        f"{app.rel(app.sources)}")
    for path in sorted({p for p in compiled if compiled.count(p) > 1}):
        problems.append(f"{where} compiles {app.rel(path)} twice")
    for phase in phases:
        if phase["isa"] == "PBXResourcesBuildPhase":
            for build_file in phase.get("files", []):
                path = location.get(objects[build_file].get("fileRef"))
                if path is not None and path.name == "Info.plist":
                    problems.append(f"{where}: Info.plist is copied as a resource")

    # The package product: linked, and declared by the package the reference reaches.
    dependencies = [objects[d] for d in target.get("packageProductDependencies", [])]
    linked = {objects[objects[f]["productRef"]]["productName"]
              for p in phases if p["isa"] == "PBXFrameworksBuildPhase"
              for f in p.get("files", []) if "productRef" in objects[f]}
    wanted = [d for d in dependencies if d.get("productName") == app.product]
    if not wanted:
        problems.append(f"{where}: the target does not depend on the package product {app.product}")
    elif app.product not in linked:
        problems.append(f"{where}: {app.product} is not in the target's Frameworks phase")
    for dependency in wanted:
        reference = objects.get(dependency.get("package"), {})
        if reference.get("isa") != "XCLocalSwiftPackageReference":
            problems.append(f"{where}: {app.product} does not come from a local package reference")
            continue
        if dependency["package"] not in project.get("packageReferences", []):
            problems.append(f"{where}: the package reference is not in packageReferences")
        package_dir = (folder / reference.get("relativePath", "")).resolve()
        package_swift = package_dir / "Package.swift"
        if not package_swift.is_file():
            problems.append(f"{where}: relativePath {reference.get('relativePath')!r} reaches "
                            f"{app.shown(package_dir)}, which holds no Package.swift")
            continue
        libraries, minimum = package_facts(package_swift, app.platform)
        if app.product not in libraries:
            problems.append(f"{where}: {app.shown(package_swift)} declares no library product "
                            f"{app.product}")
        key = app.platform.deployment_key
        for name, settings in effective_settings(objects, project, target).items():
            deployment = settings.get(key, "")
            if not deployment:
                problems.append(f"{where} ({name}): no {key}")
            elif minimum and not (re.fullmatch(r"\d+(\.\d+)*", deployment)
                                  and version(deployment + ".0")[:2] >= minimum):
                problems.append(f"{where} ({name}): deployment target {deployment} is below "
                                f"the package's {app.platform.name} {minimum[0]}.{minimum[1]}")

    problems += check_launch(app, objects, project, target, where)
    problems += check_scheme(app, target_id, target, objects)
    problems += check_workspace(app)
    return problems


def effective_settings(objects, project, target):
    """Each configuration's settings: the project's, overridden by the target's."""
    def by_name(owner):
        configuration_list = objects[owner["buildConfigurationList"]]
        return {objects[c]["name"]: objects[c].get("buildSettings", {})
                for c in configuration_list.get("buildConfigurations", [])}

    project_configurations, target_configurations = by_name(project), by_name(target)
    return {name: {**project_configurations.get(name, {}), **settings}
            for name, settings in target_configurations.items()}


def check_launch(app, objects, project, target, where):
    """The Info.plist keys and settings a launch needs, for the kind of app the sources are."""
    problems = []
    sources = {path: code_of(path.read_text()) for path in app.swift_files()}
    mains = [path for path, code in sources.items() if re.search(r"(^|\s)@main\b", code)]
    if len(mains) != 1:
        problems.append(f"{where}: the sources need exactly one @main type, found "
                        f"{[app.rel(p) for p in mains]}")
    declared = {name for code in sources.values()
                for name in re.findall(r"\b(?:class|struct|enum|actor)\s+(\w+)", code)}
    scene_delegates = {name for code in sources.values()
                       for name in re.findall(r"\bclass\s+(\w+)\s*:[^{]*\bUIWindowSceneDelegate\b",
                                              code)}
    configurations = effective_settings(objects, project, target)
    if set(configurations) != set(CONFIGURATIONS):
        problems.append(f"{where}: the target's configurations are {sorted(configurations)}, "
                        f"not {list(CONFIGURATIONS)}")
    for name, settings in sorted(configurations.items()):
        at = f"{where} ({name})"
        if settings.get("SDKROOT") != app.platform.sdk:
            problems.append(f"{at}: SDKROOT is not {app.platform.sdk} ({app.platform.name})")
        families = settings.get("TARGETED_DEVICE_FAMILY", "")
        if not families or not set(families.split(",")) <= app.platform.device_families:
            problems.append(f"{at}: TARGETED_DEVICE_FAMILY {families!r} is not "
                            f"{app.platform.name}'s "
                            f"({','.join(sorted(app.platform.device_families))})")
        if settings.get("PRODUCT_BUNDLE_IDENTIFIER") != app.bundle_id:
            problems.append(f"{at}: PRODUCT_BUNDLE_IDENTIFIER is not {app.bundle_id}")
        if not settings.get("PRODUCT_NAME"):
            problems.append(f"{at}: no PRODUCT_NAME")
        if not settings.get("SWIFT_VERSION"):
            problems.append(f"{at}: no SWIFT_VERSION")
        info = {}
        if settings.get("INFOPLIST_FILE"):
            plist = app.folder / settings["INFOPLIST_FILE"]
            try:
                info = plistlib.loads(plist.read_bytes())
            except (OSError, plistlib.InvalidFileException) as error:
                problems.append(f"{at}: INFOPLIST_FILE {settings['INFOPLIST_FILE']}: {error}")
        generated = settings.get("GENERATE_INFOPLIST_FILE") == "YES"
        if not generated and not {"CFBundleIdentifier", "CFBundleExecutable"} <= set(info):
            problems.append(f"{at}: neither GENERATE_INFOPLIST_FILE = YES nor an Info.plist "
                            "with CFBundleIdentifier and CFBundleExecutable")

        def generates(key):
            return generated and settings.get(f"INFOPLIST_KEY_{key}") == "YES"

        # Without a launch screen iOS runs the app letterboxed at an old iPhone's size.
        if app.platform.needs_launch_screen and not (
                generates("UILaunchScreen_Generation") or "UILaunchScreen" in info
                or "UILaunchStoryboardName" in info):
            problems.append(f"{at}: no launch screen (INFOPLIST_KEY_UILaunchScreen_Generation "
                            "or UILaunchScreen)")
        # Orientation keys in a tvOS app come from an iOS spec, copied.
        if not app.platform.has_orientations:
            orientations = sorted(
                {k for k in info if k.startswith("UISupportedInterfaceOrientations")}
                | {k[len("INFOPLIST_KEY_"):] for k in settings
                   if k.startswith("INFOPLIST_KEY_UISupportedInterfaceOrientations")})
            if orientations:
                problems.append(f"{at}: {orientations}: {app.platform.name} apps have no "
                                "interface orientations")
        manifest = info.get("UIApplicationSceneManifest")
        if manifest is not None and generates("UIApplicationSceneManifest_Generation"):
            problems.append(f"{at}: a scene manifest both in Info.plist and generated")
        if scene_delegates and manifest is None and not generates(
                "UIApplicationSceneManifest_Generation"):
            problems.append(f"{at}: {sorted(scene_delegates)} will never be used: no "
                            "UIApplicationSceneManifest")
        for role in (manifest or {}).get("UISceneConfigurations", {}).values():
            for configuration in role:
                delegate = configuration.get("UISceneDelegateClassName", "")
                name_only = delegate.replace("$(PRODUCT_MODULE_NAME).", "")
                if delegate and name_only not in declared:
                    problems.append(f"{at}: UISceneDelegateClassName {delegate} names no class "
                                    "of the sources")
    return problems


def check_scheme(app, target_id, target, objects):
    path = app.project / "xcshareddata" / "xcschemes" / f"{app.name}.xcscheme"
    where = app.rel(path) if path.exists() else f"{app.rel(app.project)}/xcshareddata/xcschemes"
    if not path.is_file():
        return [f"{where}: no shared scheme {app.name}.xcscheme"]
    try:
        scheme_root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        return [f"{where}: not XML: {error}"]
    problems = []
    product = objects[target["productReference"]].get("path")
    references = scheme_root.iter("BuildableReference")
    expected = {"BlueprintIdentifier": target_id, "BuildableName": product,
                "BlueprintName": app.name, "ReferencedContainer": f"container:{app.name}.xcodeproj"}
    for reference in references:
        for attribute, value in expected.items():
            if reference.get(attribute) != value:
                problems.append(f"{where}: a BuildableReference's {attribute} is "
                                f"{reference.get(attribute)!r}, not {value!r}")
    entries = scheme_root.findall("./BuildAction/BuildActionEntries/BuildActionEntry")
    if not any(e.get("buildForRunning") == "YES" for e in entries):
        problems.append(f"{where}: the scheme builds nothing for running")
    if scheme_root.find("./LaunchAction/BuildableProductRunnable/BuildableReference") is None:
        problems.append(f"{where}: the scheme's Run launches nothing")
    return problems


def check_workspace(app):
    path = app.project / "project.xcworkspace" / "contents.xcworkspacedata"
    if not path.is_file():
        return [f"{app.rel(app.project)}: no project.xcworkspace/contents.xcworkspacedata"]
    try:
        workspace = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        return [f"{app.rel(path)}: not XML: {error}"]
    if [f.get("location") for f in workspace.iter("FileRef")] != ["self:"]:
        return [f"{app.rel(path)}: the workspace does not open its own project (self:)"]
    return []


# ---------------------------------------------------------------------------------------------


def stray_files(app, expected):
    """Files in the .xcodeproj that the spec does not give (Xcode's per-user state aside)."""
    if not app.project.is_dir():
        return []
    found = []
    for path in sorted(app.project.rglob("*")):
        relative = path.relative_to(app.project).as_posix()
        if path.is_file() and path not in expected and not any(
                relative == ignored or relative.startswith(ignored + "/")
                or f"/{ignored}/" in f"/{relative}" for ignored in IGNORED_IN_PROJECT):
            found.append(path)
    return found


def apps_without_spec(root, apps):
    """Folders of Examples/ with an `@main` but no project.json: apps nobody can open."""
    with_spec = {app.folder.resolve() for app in apps}
    missing = []
    for folder in sorted(p for p in (root / "Examples").iterdir() if p.is_dir()):
        if folder.resolve() in with_spec:
            continue
        if any(re.search(r"(^|\s)@main\b", code_of(path.read_text()))
               for path in folder.rglob("*.swift")):
            missing.append(folder)
    return missing


def main(argv=None):
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--check", action="store_true",
                           help="write nothing; exit 1 if a project differs or is malformed")
    arguments.add_argument("--root", type=pathlib.Path, default=ROOT,
                           help="the repository (default: the one holding this script)")
    options = arguments.parse_args(argv)
    root = options.root.resolve()
    try:
        apps = find_apps(root)
    except SpecError as error:
        print(error, file=sys.stderr)
        return 1
    problems = [f"Examples/{f.name} has an @main type but no project.json: add a spec"
                for f in apps_without_spec(root, apps)]
    for app in apps:
        try:
            files = generated_files(app)
        except SpecError as error:
            problems.append(str(error))
            continue
        for path, text in files.items():
            current = path.read_text() if path.is_file() else None
            if current == text:
                continue
            if options.check:
                problems.append(f"{app.rel(path)} is not what {app.rel(app.spec_path)} gives: "
                                f"run {COMMAND}")
                diff = difflib.unified_diff((current or "").splitlines(), text.splitlines(),
                                            "committed", "generated", lineterm="", n=1)
                problems += [f"    {line}" for line in list(diff)[:40]]
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
                print(f"wrote {app.rel(path)}")
        for path in stray_files(app, files):
            if options.check:
                problems.append(f"{app.rel(path)} is not generated from {app.rel(app.spec_path)}")
            else:
                path.unlink()
                print(f"removed {app.rel(path)}")
        problems += check_structure(app)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    names = ", ".join(app.name for app in apps)
    print(f"{len(apps)} example projects ({names}) {'checked' if options.check else 'current'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
