#!/usr/bin/env python3
"""extract.py GIT_DIR COMMIT DEST — writes an app's catalogs at COMMIT (the file pattern of
Scripts/catalog-corpus.sh) from a bare clone into DEST, keeping their paths. Keep DEST outside
this repository: the apps' text is not ours."""
import os, re, subprocess, sys

git_dir, commit, dest = sys.argv[1:4]
pattern = re.compile(r'(^|/)res/values[^/]*/[^/]+\.xml$|\.lproj/|\.xcstrings$|project\.pbxproj$|(^|/)Package\.swift$|build\.gradle(\.kts)?$')
listing = subprocess.run(["git", f"--git-dir={git_dir}", "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
blobs = []
for entry in filter(None, listing.split(b"\0")):
    meta, path = entry.split(b"\t", 1)
    _, kind, oid = meta.split()
    if kind == b"blob" and pattern.search(path.decode()):
        blobs.append((oid.decode(), path.decode()))
reader = subprocess.Popen(["git", f"--git-dir={git_dir}", "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for oid, path in blobs:
    reader.stdin.write((oid + "\n").encode()); reader.stdin.flush()
    header = reader.stdout.readline().split()
    if header[1] == b"missing":
        missing += 1
        continue
    data = reader.stdout.read(int(header[2])); reader.stdout.read(1)
    target = os.path.join(dest, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as out:
        out.write(data)
print(f"{dest}: {len(blobs)} files, {missing} missing")
