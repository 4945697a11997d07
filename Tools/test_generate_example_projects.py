#!/usr/bin/env python3
"""Tests of Tools/generate-example-projects.py: the committed projects are current, generating
is deterministic, and `--check` fails on what would keep an example from building or launching.

    python3 Tools/test_generate_example_projects.py

Each test works on a copy of Package.swift and Examples/ in a temporary folder.
"""
import contextlib
import importlib.util
import io
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ beside the script

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "Tools" / "generate-example-projects.py"
_spec = importlib.util.spec_from_file_location("generate_example_projects", SCRIPT)
generator = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generator)


def run(*arguments):
    """Runs the script's main; returns its exit status and what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = generator.main(list(arguments))
    return status, out.getvalue() + err.getvalue()


class CopyOfTheRepository(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.temporary.name)
        shutil.copy(ROOT / "Package.swift", self.root / "Package.swift")
        shutil.copytree(ROOT / "Examples", self.root / "Examples",
                        ignore=shutil.ignore_patterns("xcuserdata", ".build", "swiftpm"))

    def tearDown(self):
        self.temporary.cleanup()

    def check(self):
        return run("--check", "--root", str(self.root))

    def generate(self):
        status, output = run("--root", str(self.root))
        self.assertEqual(status, 0, output)

    def app(self, name="UIKitApp"):
        return next(a for a in generator.find_apps(self.root) if a.name == name)

    def structure(self, name="UIKitApp"):
        return "\n".join(generator.check_structure(self.app(name)))

    def edit(self, relative, old, new):
        path = self.root / relative
        text = path.read_text()
        self.assertIn(old, text)
        path.write_text(text.replace(old, new))

    def edit_spec(self, name, change):
        path = self.root / "Examples" / name / "project.json"
        spec = json.loads(path.read_text())
        change(spec)
        path.write_text(json.dumps(spec))

    def pbxproj(self, name="UIKitApp"):
        return f"Examples/{name}/{name}.xcodeproj/project.pbxproj"


class CommittedProjects(CopyOfTheRepository):
    def test_the_committed_projects_are_what_their_specs_give(self):
        status, output = run("--check")
        self.assertEqual(status, 0, output)

    def test_generating_twice_from_nothing_gives_the_committed_bytes(self):
        committed = {p: p.read_bytes() for p in (self.root / "Examples").rglob("*")
                     if p.is_file() and ".xcodeproj" in str(p)}
        self.assertTrue(committed)
        for _ in range(2):
            for project in (self.root / "Examples").glob("*/*.xcodeproj"):
                shutil.rmtree(project)
            self.generate()
            regenerated = {p: p.read_bytes() for p in (self.root / "Examples").rglob("*")
                           if p.is_file() and ".xcodeproj" in str(p)}
            self.assertEqual(regenerated, committed)

    def test_every_app_with_an_entry_point_has_a_project(self):
        apps = {app.name for app in generator.find_apps(ROOT)}
        self.assertEqual(apps, {"SwiftUIApp", "TVApp", "UIKitApp"})


class MissingOrExtraSources(CopyOfTheRepository):
    def test_a_swift_file_the_project_does_not_compile_fails_the_check(self):
        (self.root / "Examples/UIKitApp/Extra.swift").write_text("struct Extra {}\n")
        status, output = self.check()
        self.assertEqual(status, 1)
        self.assertIn("Examples/UIKitApp/Extra.swift is not compiled by", output)
        self.assertIn("project.pbxproj is not what Examples/UIKitApp/project.json gives", output)
        self.generate()
        self.assertEqual(self.check()[0], 0)

    def test_a_swift_file_in_a_subfolder_gets_a_group_of_its_own(self):
        (self.root / "Examples/SwiftUIApp/Screens").mkdir()
        (self.root / "Examples/SwiftUIApp/Screens/Extra.swift").write_text("struct Extra {}\n")
        self.assertIn("Examples/SwiftUIApp/Screens/Extra.swift is not compiled",
                      self.check()[1])
        self.generate()
        self.assertEqual(self.check()[0], 0)
        self.assertIn("path = Screens;", (self.root / self.pbxproj("SwiftUIApp")).read_text())

    def test_a_compiled_file_that_is_gone_fails_the_check(self):
        (self.root / "Examples/UIKitApp/PlayerView.swift").unlink()
        self.assertIn("compiles Examples/UIKitApp/PlayerView.swift, which is not a Swift file",
                      self.structure())

    def test_a_file_compiled_twice_fails_the_check(self):
        text = (self.root / self.pbxproj()).read_text()
        line = next(l for l in text.splitlines() if "AppDelegate.swift in Sources */," in l)
        self.edit(self.pbxproj(), line, line + "\n" + line)
        self.assertIn("compiles Examples/UIKitApp/AppDelegate.swift twice", self.structure())


class MalformedProjects(CopyOfTheRepository):
    def test_text_that_is_not_a_property_list_fails(self):
        self.edit(self.pbxproj(), "rootObject = ", "rootObject = = ")
        self.assertIn("does not parse", self.structure())

    def test_a_reference_to_no_object_fails(self):
        text = (self.root / self.pbxproj()).read_text()
        product = re.search(r"productReference = ([0-9A-F]{24})", text).group(1)
        self.edit(self.pbxproj(), f"productReference = {product}",
                  "productReference = 0123456789ABCDEF01234567")
        self.assertIn("productReference names 0123456789ABCDEF01234567, which is no object",
                      self.structure())

    def test_a_scheme_that_runs_another_target_fails(self):
        scheme = "Examples/UIKitApp/UIKitApp.xcodeproj/xcshareddata/xcschemes/UIKitApp.xcscheme"
        text = (self.root / scheme).read_text()
        target = re.search(r'BlueprintIdentifier = "([0-9A-F]{24})"', text).group(1)
        self.edit(scheme, target, "0123456789ABCDEF01234567")
        self.assertIn("BlueprintIdentifier is '0123456789ABCDEF01234567'", self.structure())

    def test_a_missing_scheme_fails(self):
        (self.root / "Examples/UIKitApp/UIKitApp.xcodeproj/xcshareddata/xcschemes"
         / "UIKitApp.xcscheme").unlink()
        self.assertIn("no shared scheme UIKitApp.xcscheme", self.structure())

    def test_a_workspace_that_does_not_open_the_project_fails(self):
        workspace = "Examples/UIKitApp/UIKitApp.xcodeproj/project.xcworkspace"
        self.edit(f"{workspace}/contents.xcworkspacedata", '"self:"', '"group:Other.xcodeproj"')
        self.assertIn("the workspace does not open its own project", self.structure())

    def test_a_file_xcode_would_not_get_from_the_spec_fails(self):
        (self.root / "Examples/UIKitApp/UIKitApp.xcodeproj/xcshareddata/xcschemes"
         / "Other.xcscheme").write_text("<Scheme/>\n")
        self.assertIn("Other.xcscheme is not generated from", self.check()[1])


class PackageReference(CopyOfTheRepository):
    def test_a_package_path_that_reaches_no_package_fails(self):
        self.edit_spec("UIKitApp", lambda spec: spec["package"].update(path=".."))
        self.generate_ignoring_problems()
        self.assertIn("which holds no Package.swift", self.structure())

    def test_a_product_the_package_does_not_declare_fails(self):
        self.edit("Package.swift", '.library(name: "KontextVideoSDK"',
                  '.library(name: "SomethingElse"')
        self.assertIn("declares no library product KontextVideoSDK", self.structure())

    def test_a_deployment_target_below_the_package_fails(self):
        self.edit_spec("SwiftUIApp", lambda spec: spec.update(deploymentTarget="14.0"))
        self.generate_ignoring_problems()
        self.assertIn("deployment target 14.0 is below the package's iOS 15.0",
                      self.structure("SwiftUIApp"))

    def generate_ignoring_problems(self):
        run("--root", str(self.root))


class Launch(CopyOfTheRepository):
    def test_a_scene_delegate_without_a_scene_manifest_fails(self):
        self.edit_spec("UIKitApp", lambda spec: spec["infoPlist"].pop("UIApplicationSceneManifest"))
        status, output = run("--root", str(self.root))
        self.assertEqual(status, 1)
        self.assertIn("['SceneDelegate'] will never be used", output)

    def test_a_scene_delegate_class_the_sources_lack_fails(self):
        self.edit("Examples/UIKitApp/Info.plist", ").SceneDelegate<", ").WindowDelegate<")
        self.assertIn("UISceneDelegateClassName $(PRODUCT_MODULE_NAME).WindowDelegate names no",
                      self.structure())

    def test_a_target_without_the_spec_bundle_identifier_fails(self):
        self.edit(self.pbxproj(), "PRODUCT_BUNDLE_IDENTIFIER = com.kontext.examples.UIKitApp;",
                  "PRODUCT_BUNDLE_IDENTIFIER = \"\";")
        self.assertIn("PRODUCT_BUNDLE_IDENTIFIER is not com.kontext.examples.UIKitApp",
                      self.structure())

    def test_no_launch_screen_fails(self):
        self.edit_spec("SwiftUIApp", lambda spec: spec["infoPlistKeys"].pop(
            "UILaunchScreen_Generation"))
        status, output = run("--root", str(self.root))
        self.assertEqual(status, 1)
        self.assertIn("no launch screen", output)

    def test_two_entry_points_fail(self):
        (self.root / "Examples/SwiftUIApp/Second.swift").write_text(
            "@main\nstruct Second { static func main() {} }\n")
        run("--root", str(self.root))
        self.assertIn("exactly one @main type", self.structure("SwiftUIApp"))

    def test_an_app_folder_without_a_spec_fails(self):
        (self.root / "Examples/ReadmeSnippets/Main.swift").write_text(
            "@main\nstruct Main { static func main() {} }\n")
        self.assertIn("Examples/ReadmeSnippets has an @main type but no project.json",
                      self.check()[1])


class Platforms(CopyOfTheRepository):
    """A spec's `platform` ("ios" when absent, or "tvos") decides the SDK, the deployment target
    and the package minimum it is compared with, the device family and the launch rules."""

    def test_a_spec_without_a_platform_is_an_ios_app(self):
        self.assertEqual(self.app("SwiftUIApp").platform_key, "ios")
        self.assertEqual(self.app("TVApp").platform_key, "tvos")

    def test_the_tvos_project_has_the_apple_tv_settings(self):
        text = (self.root / self.pbxproj("TVApp")).read_text()
        for line in ("SDKROOT = appletvos;", "TVOS_DEPLOYMENT_TARGET = 15.0;",
                     "TARGETED_DEVICE_FAMILY = 3;",
                     "INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;"):
            self.assertEqual(text.count(line), 2, line)  # once per configuration
        for absent in ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET",
                       "UISupportedInterfaceOrientations"):
            self.assertNotIn(absent, text)

    def test_an_unknown_platform_fails(self):
        self.edit_spec("TVApp", lambda spec: spec.update(platform="watchos"))
        status, output = self.check()
        self.assertEqual(status, 1)
        self.assertIn("Examples/TVApp/project.json: platform 'watchos' is none of ['ios', 'tvos']",
                      output)

    def test_an_iphone_sdk_for_a_tvos_spec_fails(self):
        self.edit(self.pbxproj("TVApp"), "SDKROOT = appletvos;", "SDKROOT = iphoneos;")
        self.assertIn("(Debug): SDKROOT is not appletvos (tvOS)", self.structure("TVApp"))

    def test_an_ios_project_under_a_tvos_spec_fails(self):
        self.edit_spec("SwiftUIApp", lambda spec: spec.update(platform="tvos"))
        structure = self.structure("SwiftUIApp")
        self.assertIn("SDKROOT is not appletvos (tvOS)", structure)
        self.assertIn("(Release): no TVOS_DEPLOYMENT_TARGET", structure)
        self.assertIn("TARGETED_DEVICE_FAMILY '1,2' is not tvOS's (3)", structure)
        self.assertIn("tvOS apps have no interface orientations", structure)
        self.assertIn("project.pbxproj is not what Examples/SwiftUIApp/project.json gives",
                      self.check()[1])

    def test_an_iphone_device_family_for_a_tvos_spec_fails(self):
        self.edit_spec("TVApp", lambda spec: spec.update(
            buildSettings={"TARGETED_DEVICE_FAMILY": "1,2,3"}))
        run("--root", str(self.root))
        self.assertIn("TARGETED_DEVICE_FAMILY '1,2,3' is not tvOS's (3)", self.structure("TVApp"))

    def test_a_tvos_deployment_target_below_the_package_fails(self):
        self.edit_spec("TVApp", lambda spec: spec.update(deploymentTarget="14.0"))
        run("--root", str(self.root))
        self.assertIn("deployment target 14.0 is below the package's tvOS 15.0",
                      self.structure("TVApp"))

    def test_the_tvos_target_is_compared_with_the_package_tvos_minimum(self):
        self.edit("Package.swift", ".tvOS(.v15)", ".tvOS(.v16)")
        self.assertIn("deployment target 15.0 is below the package's tvOS 16.0",
                      self.structure("TVApp"))
        self.assertNotIn("below the package's", self.structure("SwiftUIApp"))

    def test_a_tvos_app_needs_no_launch_screen(self):
        # UILaunchScreen is documented for iOS and iPadOS only; see Launch for an iOS app's.
        self.assertNotIn("UILaunchScreen", (self.root / self.pbxproj("TVApp")).read_text())
        self.assertEqual(self.structure("TVApp"), "")

    def test_orientation_keys_in_a_tvos_spec_fail(self):
        self.edit_spec("TVApp", lambda spec: spec["infoPlistKeys"].update(
            UISupportedInterfaceOrientations_iPad=["UIInterfaceOrientationPortrait"]))
        status, output = run("--root", str(self.root))
        self.assertEqual(status, 1)
        self.assertIn("['UISupportedInterfaceOrientations_iPad']: tvOS apps have no interface "
                      "orientations", output)

    def test_a_tvos_app_needs_exactly_one_entry_point_too(self):
        (self.root / "Examples/TVApp/Second.swift").write_text(
            "@main\nstruct Second { static func main() {} }\n")
        run("--root", str(self.root))
        self.assertIn("exactly one @main type", self.structure("TVApp"))


class PropertyLists(unittest.TestCase):
    def test_what_the_writer_writes_the_parser_reads_back(self):
        objects = {"0123456789ABCDEF01234567": {
            "isa": "PBXGroup", "children": ["89ABCDEF0123456789ABCDEF"], "name": "a b",
            "path": "../..", "tricky": 'quote " back\\slash\nnew line', "empty": "",
            "settings": {"LIST": ["$(inherited)", "@executable_path/Frameworks"], "X": "-Onone"}},
            "89ABCDEF0123456789ABCDEF": {"isa": "PBXFileReference", "path": "A+B.swift",
                                         "sourceTree": "<group>"}}
        text = generator.Writer(objects, {"89ABCDEF0123456789ABCDEF": "A+B.swift"}).document(
            "0123456789ABCDEF01234567")
        parsed = generator.parse_pbxproj(text)
        self.assertEqual(parsed["objects"], objects)
        self.assertEqual(parsed["rootObject"], "0123456789ABCDEF01234567")
        self.assertIn("path = ../..;", text)
        self.assertIn('"$(inherited)"', text)

    @unittest.skipUnless(shutil.which("plutil"), "no plutil (the Swift toolchain's) on PATH")
    def test_foundation_reads_the_committed_projects_as_the_parser_does(self):
        for path in sorted((ROOT / "Examples").glob("*/*.xcodeproj/project.pbxproj")):
            converted = subprocess.run(["plutil", "-convert", "json", "-o", "-", str(path)],
                                       capture_output=True, check=True)
            self.assertEqual(json.loads(converted.stdout),
                             generator.parse_pbxproj(path.read_text()), path)

    def test_unbalanced_text_is_refused(self):
        for text in ["// !$*UTF8*$!\n{ a = (b, c; }", "// !$*UTF8*$!\n{ a = b; ",
                     "// !$*UTF8*$!\n{ a = b; a = c; }", "{ a = b; }"]:
            with self.assertRaises(ValueError, msg=text):
                generator.parse_pbxproj(text)


if __name__ == "__main__":
    unittest.main()
