#!/usr/bin/env python3
"""keydelta.py A B — entries (kind, key, language, message) in B not in A (+) and in A not in B (-), per app."""
import json, sys, glob, os
a_dir, b_dir = sys.argv[1:3]
def sigs(p):
    return {(f["kind"], f.get("severity"), f.get("key"), f.get("language"), f.get("message")) for f in json.load(open(p))["findings"]}
for p in sorted(glob.glob(os.path.join(b_dir, "*.json"))):
    app = os.path.basename(p)[:-5]
    q = os.path.join(a_dir, app + ".json")
    if not os.path.exists(q): continue
    A, B = sigs(q), sigs(p)
    for s in sorted(B - A, key=str): print("+", app, *s)
    for s in sorted(A - B, key=str): print("-", app, *s)
