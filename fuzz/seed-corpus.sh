#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ (ignored by git) with the WPT inputs and a
# sample of the real-world URL lists from tests/data, so that libFuzzer
# starts from real URLs instead of from nothing. Run from anywhere.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data="$here/../tests/data"
for target in parse parse_against_whatwg_url grammar validate urlref search_params can_parse file_path setters relative_to whatwg join; do
  out="$here/corpus/$target"
  mkdir -p "$out"
  python3 - "$data" "$out" <<'PY'
import hashlib, json, sys
data, out = sys.argv[1], sys.argv[2]
inputs = [c["input"] for c in json.load(open(f"{data}/wpt/urltestdata.json", encoding="utf-8"))
          if isinstance(c, dict)]
inputs += [c["input"] for c in json.load(open(f"{data}/wpt/urlencoded-parser-data.json", encoding="utf-8"))]
for name in ("kasztp.txt", "node_files.txt"):
    lines = open(f"{data}/urls/{name}", encoding="utf-8-sig").read().splitlines()
    inputs += lines[::200]  # a sample: the lists are 40k+ lines each
if out.endswith("/join"):
    # The join target reads "base\nreference": each WPT case with a base,
    # and links of the lists against the line before them.
    cases = [c for c in json.load(open(f"{data}/wpt/urltestdata.json", encoding="utf-8"))
             if isinstance(c, dict) and isinstance(c.get("base"), str)]
    inputs += [f"{c['base']}\n{c['input']}" for c in cases]
    lines = open(f"{data}/urls/kasztp.txt", encoding="utf-8-sig").read().splitlines()
    inputs += [f"{a}\n{b}" for a, b in zip(lines[::200], lines[1::200])]
    inputs += [f"http://h/a/b/c?q#f\n{r}" for r in
               ("../x", "./y?z", "/p/../q", "?q", "#f", "", "//g/p", "a//b/./c", "..%2f")]
for s in inputs:
    b = s.encode("utf-8")
    with open(f"{out}/{hashlib.sha1(b).hexdigest()}", "wb") as f:
        f.write(b)
PY
done
# The two URL pattern targets read a pattern on the first line (a
# constructor string, or a pathname pattern) and, for the match target, a
# URL on each further line (resolved against its base): the patterns of
# WPT's urlpatterntestdata.json, with their inputs as lines.
for target in pattern_parse pattern_match_against_regexp; do
  out="$here/corpus/$target"
  mkdir -p "$out"
  python3 - "$data" "$out" <<'PY'
import hashlib, json, sys
data, out = sys.argv[1], sys.argv[2]
def line(x):
    if isinstance(x, str):
        return x
    if isinstance(x, dict) and isinstance(x.get("pathname"), str):
        return x["pathname"]
    return None
inputs = []
for case in json.load(open(f"{data}/urlpattern/urlpatterntestdata.json", encoding="utf-8")):
    pattern = line(case["pattern"][0]) if case.get("pattern") else None
    if pattern is None or "\n" in pattern:
        continue
    urls = [u for u in map(line, case.get("inputs", [])) if u is not None and "\n" not in u]
    inputs.append("\n".join([pattern] + (urls if out.endswith("regexp") else [])))
for s in inputs:
    b = s.encode("utf-8", "replace")  # a lone surrogate of the JSON as "?"
    with open(f"{out}/{hashlib.sha1(b).hexdigest()}", "wb") as f:
        f.write(b)
PY
done
# arrow_kernels reads two control bytes (layout and constants, NULL rows)
# and then rows, one a line: batches of eight WPT inputs and list URLs,
# under each layout, with and without NULLs, and routes' URLs.
out="$here/corpus/arrow_kernels"
mkdir -p "$out"
python3 - "$data" "$out" <<'PY'
import hashlib, json, sys
data, out = sys.argv[1], sys.argv[2]
inputs = [c["input"] for c in json.load(open(f"{data}/wpt/urltestdata.json", encoding="utf-8"))
          if isinstance(c, dict) and "\n" not in c["input"]]
lines = open(f"{data}/urls/kasztp.txt", encoding="utf-8-sig").read().splitlines()
inputs += lines[::400]
inputs += ["https://h/api/v1/users/7", "https://h/api/v2/items/12", "https://a.h/static/x.css",
           "http://h/a/b-c", "https://h/api/v1/usx", "https://h/other", "/api/v1/users/1"]
for k in range(0, len(inputs), 8):
    rows = "\n".join(inputs[k:k + 8]).encode("utf-8", "replace")
    control = bytes([k // 8 % 256, (k // 8) * 37 % 256 if k % 16 else 0])
    b = control + rows
    with open(f"{out}/{hashlib.sha1(b).hexdigest()}", "wb") as f:
        f.write(b)
PY
echo "seeded $(ls "$here/corpus/parse" | wc -l) inputs per target in $here/corpus"
