# The CI environment for recording and verifying goldens from macOS (or any machine): the
# workflow's image plus the Debian packages `make deps` installs. Goldens depend on FreeType,
# HarfBuzz, libpng and ICU; record where CI verifies.
#   docker build -t localeshot-ci .
#   docker run --rm -v "$PWD:/src" localeshot-ci make verify
FROM swift:6.3-bookworm
RUN apt-get update && apt-get install -y --no-install-recommends make && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Makefile /tmp/localeshot/Makefile
RUN make -C /tmp/localeshot deps && rm -rf /var/lib/apt/lists/*
