"""url_hostname and url_registrable_domain over about a million URLs, side
by side in one run: DuckDB with the native extension (specurl-duckdb),
DuckDB with specurl.duckdb's Python functions, and DataFusion with
datafusion-specurl (the `sql_side_by_side` example's two-thread figure,
run between the DuckDB rounds), in rows per second.

    python/.venv/bin/python python/bench/duckdb_native.py EXTENSION [--datafusion BIN] [--rounds 5]

Each DuckDB figure is the best of its rounds of `SELECT count(f(u)) FROM
urls` (the table in memory, both threads), less nothing: the scan of a
table in memory is a small part. The URLs are tests/data/urls/*.txt
repeated to 1,000,000 rows.
"""

import argparse
import pathlib
import re
import subprocess
import time

import duckdb

import specurl.duckdb

ROOT = pathlib.Path(__file__).resolve().parents[2]
FUNCTIONS = ["url_hostname", "url_registrable_domain"]


def urls(rows):
    lines = []
    for path in sorted((ROOT / "tests/data/urls").glob("*.txt")):
        lines += [s for s in path.read_text(encoding="utf-8").splitlines() if s]
    return (lines * (rows // len(lines) + 1))[:rows]


def connection(route, extension, data):
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    if route == "native":
        assert specurl.duckdb.register(con, extension) == "native"
    else:
        assert specurl.duckdb.register(con, native=False) == "python"
    con.execute("CREATE TABLE urls AS SELECT unnest(?) AS u", [data])
    return con


def rate(con, function, rows):
    start = time.perf_counter()
    con.sql(f"SELECT count({function}(u)) FROM urls").fetchall()
    return rows / (time.perf_counter() - start)


def datafusion(binary, file):
    """Two-thread rows/s of url_hostname from the example's output."""
    out = subprocess.run([binary, str(file)], check=True, capture_output=True, text=True).stdout
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("extension")
    parser.add_argument("--datafusion", help="the sql_side_by_side example binary")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    data = urls(args.rows)
    cons = {route: connection(route, args.extension, data) for route in ("native", "python")}
    best = {}
    df_runs = []
    big = ROOT / "target" / "duckdb_native_urls.txt"
    if args.datafusion:
        big.parent.mkdir(exist_ok=True)
        big.write_text("\n".join(data) + "\n", encoding="utf-8")
    for _ in range(args.rounds):
        for route, con in cons.items():
            for f in FUNCTIONS:
                key = (route, f)
                best[key] = max(best.get(key, 0), rate(con, f, len(data)))
        if args.datafusion:
            df_runs.append(datafusion(args.datafusion, big))
    for (route, f), r in sorted(best.items()):
        print(f"duckdb {route:7} {f:24} {r / 1e6:6.2f} M rows/s")
    for i, out in enumerate(df_runs):
        for line in out.splitlines():
            if re.search(r"url_hostname|url_registrable_domain|thread", line):
                print(f"datafusion round {i + 1}: {line}")


if __name__ == "__main__":
    main()
