"""url_hostname and url_registrable_domain over a million URLs, side by
side in one run: DuckDB with the native extension (specurl-duckdb), DuckDB
with specurl.duckdb's Python functions, and DataFusion-Python with
specurl.datafusion's functions (the same kernels, through DataFusion's
FFI), in rows per second.

    python/.venv/bin/python python/bench/duckdb_native.py EXTENSION [--rounds 5]

EXTENSION is the built `specurl.duckdb_extension` (docs/duckdb.md says
how to build it). The DataFusion route needs specurl built with the cargo
feature `datafusion` (docs/python.md), in release as the others are; it is
left out, with a note, where it is not there.

Each figure is the best of its rounds of `SELECT count(f(u)) FROM urls`,
the table in memory, every engine on its default threads (both cores of
the machine CI runs on), the rounds interleaved so that a change of load
falls on every route alike. The URLs are tests/data/urls/*.txt repeated
to 1,000,000 rows.
"""

import argparse
import os
import pathlib
import sys
import time

import duckdb
import pyarrow as pa

import specurl.duckdb

ROOT = pathlib.Path(__file__).resolve().parents[2]
FUNCTIONS = ["url_hostname", "url_registrable_domain"]


def urls(rows):
    lines = []
    for path in sorted((ROOT / "tests/data/urls").glob("*.txt")):
        lines += [s for s in path.read_text(encoding="utf-8-sig").splitlines() if s]
    return (lines * (rows // len(lines) + 1))[:rows]


def duckdb_route(route, extension, data):
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    if route == "native":
        assert specurl.duckdb.register(con, extension) == "native"
    else:
        assert specurl.duckdb.register(con, native=False) == "python"
    table = pa.table({"u": pa.array(data, pa.string())})
    con.register("arrow_urls", table)
    con.execute("CREATE TABLE urls AS SELECT u FROM arrow_urls")
    return lambda q: con.sql(q).fetchall()


def datafusion_route(data):
    try:
        import datafusion
        import specurl.datafusion

        specurl.datafusion.functions()
    except ImportError as e:
        print(f"note: no DataFusion route: {e}", file=sys.stderr)
        return None
    ctx = datafusion.SessionContext()
    specurl.datafusion.register(ctx)
    table = pa.table({"u": pa.array(data, pa.string())})
    # Batches of DataFusion's default size, one partition per core.
    batches = table.to_batches(max_chunksize=8192)
    cores = os.cpu_count() or 1
    ctx.register_record_batches("urls", [batches[i::cores] for i in range(cores)])
    return lambda q: ctx.sql(q).collect()


def rate(run, function, rows):
    start = time.perf_counter()
    run(f"SELECT count({function}(u)) FROM urls")
    return rows / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("extension")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    data = urls(args.rows)
    routes = {
        "duckdb native": duckdb_route("native", args.extension, data),
        "duckdb python": duckdb_route("python", args.extension, data),
        "datafusion": datafusion_route(data),
    }
    routes = {name: run for name, run in routes.items() if run is not None}
    best = {}
    for _ in range(args.rounds):
        for name, run in routes.items():
            for f in FUNCTIONS:
                key = (name, f)
                best[key] = max(best.get(key, 0), rate(run, f, len(data)))
    print(f"{len(data)} rows, best of {args.rounds} interleaved rounds, M rows/s")
    print("| function | " + " | ".join(routes) + " |")
    print("|---|" + "---:|" * len(routes))
    for f in FUNCTIONS:
        cells = " | ".join(f"{best[(name, f)] / 1e6:.2f}" for name in routes)
        print(f"| {f} | {cells} |")


if __name__ == "__main__":
    main()
