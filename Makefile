# One place to run each check locally; `.ci/run` runs them all, in CI's order.
.PHONY: help demo test lint build-strict shim ios-typecheck docs sanitize fuzz bench ci

help:
	@echo "make demo           the demo on the embedded sandbox (swift run kontext-video)"
	@echo "make test           the tests (swift test)"
	@echo "make lint           swift format lint --strict, the iOS 15 deny-list, the privacy manifest"
	@echo "make build-strict   a build with warnings as errors"
	@echo "make shim           the Apple layer and the examples against the stub Apple modules"
	@echo "make ios-typecheck  against a real iPhoneOS SDK (../shared/tools/ios-sdk/prepare.sh first)"
	@echo "make docs           the DocC catalog, warnings as errors"
	@echo "make sanitize       the delivery suites under ThreadSanitizer"
	@echo "make fuzz           every fuzz target for 60 s"
	@echo "make bench          the benchmarks (release build)"
	@echo "make ci             exactly what CI runs (.ci/run)"

demo:
	swift run kontext-video

test:
	swift test

lint:
	swift format lint --strict -r Package.swift Sources Tests Examples Adapters
	python3 Tools/check-ios-availability.py
	python3 Tools/check-privacy-manifest.py
	python3 Tools/check-doc-snippets.py
	python3 Tools/folder-dependencies.py --check

build-strict:
	swift build --build-tests --scratch-path .build/strict -Xswiftc -warnings-as-errors

shim:
	swift build --package-path Tools/AppleShim
	python3 Tools/AppleShim/list-apple-apis.py --check --no-build

ios-typecheck:
	../shared/tools/ios-sdk/typecheck.sh ../shared/tools/ios-sdk/seed-samples/*.swift
	Tools/typecheck-ios-bodies.sh

docs:
	bash Tools/build-docs.sh

sanitize:
	bash Tools/sanitize.sh thread

fuzz:
	bash Tools/fuzz.sh all 60

bench:
	swift run -c release kontext-video-bench

ci:
	bash .ci/run
