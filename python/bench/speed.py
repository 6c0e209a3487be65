"""Times specurl beside the other URL parsers for Python, side by side in
one run, on a file of URLs (one a line).

    python bench/speed.py /work/shared/data/urls/kasztp.txt [--repeat 5]

Each cell is the best of --repeat runs over the whole list (the least
disturbed by other work on the machine), in nanoseconds per URL, and its
ratio to can-ada's time for the same task. The runs are interleaved (each
round times every cell once), so that a change of load on a shared
machine falls on all the parsers alike. A peer that is not installed is
skipped (python/bench/requirements.txt pins them). A URL a parser refuses
costs what the refusal costs: each loop catches its parser's exception.
"""

import argparse
import os
import sys
import threading
import time
import urllib.parse

from specurl import URL, columnar


def load(path):
    with open(path, encoding="utf-8-sig") as f:
        return [line.rstrip("\n") for line in f if line.strip()]


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def interleaved(tasks, repeat):
    """The best time of each task, the tasks run round-robin."""
    times = {key: float("inf") for key in tasks}
    for _ in range(repeat):
        for key, fn in tasks.items():
            start = time.perf_counter()
            fn()
            times[key] = min(times[key], time.perf_counter() - start)
    return times


def peers():
    """(name, href, hostname, can_parse) loops for each installed parser."""
    out = []

    def specurl_href(urls):
        for s in urls:
            try:
                URL(s).href
            except ValueError:
                pass

    def specurl_host(urls):
        for s in urls:
            try:
                URL(s).hostname
            except ValueError:
                pass

    def specurl_can(urls):
        for s in urls:
            URL.can_parse(s)

    out.append(("specurl", specurl_href, specurl_host, specurl_can))

    try:
        import can_ada

        def can_href(urls):
            for s in urls:
                try:
                    can_ada.parse(s).href
                except ValueError:
                    pass

        def can_host(urls):
            for s in urls:
                try:
                    can_ada.parse(s).hostname
                except ValueError:
                    pass

        def can_can(urls):
            for s in urls:
                can_ada.can_parse(s)

        out.append(("can-ada", can_href, can_host, can_can))
    except ImportError:
        pass

    try:
        import ada_url

        def ada_href(urls):
            for s in urls:
                try:
                    ada_url.URL(s).href
                except ValueError:
                    pass

        def ada_host(urls):
            for s in urls:
                try:
                    ada_url.URL(s).hostname
                except ValueError:
                    pass

        def ada_can(urls):
            for s in urls:
                ada_url.check_url(s)

        out.append(("ada-url", ada_href, ada_host, ada_can))
    except ImportError:
        pass

    def urllib_href(urls):
        for s in urls:
            try:
                urllib.parse.urlsplit(s).geturl()
            except ValueError:
                pass

    def urllib_host(urls):
        for s in urls:
            try:
                urllib.parse.urlsplit(s).hostname
            except ValueError:
                pass

    out.append(("urllib.parse.urlsplit", urllib_href, urllib_host, None))

    try:
        import yarl

        def yarl_href(urls):
            for s in urls:
                try:
                    str(yarl.URL(s))
                except ValueError:
                    pass

        def yarl_host(urls):
            for s in urls:
                try:
                    yarl.URL(s).host
                except ValueError:
                    pass

        out.append(("yarl", yarl_href, yarl_host, None))
    except ImportError:
        pass
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", help="a file of URLs, one a line")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sql", default="target/release/specurl-sql",
                        help="the specurl-sql shell, for DataFusion's url_hostname beside DuckDB's")
    args = parser.parse_args()
    urls = load(args.path)
    n = len(urls)
    print(f"{args.path}: {n} URLs; best of {args.repeat}; ns per URL "
          f"(ratio to can-ada); Python {sys.version.split()[0]}")

    tasks = {}
    for name, href, host, can in peers():
        for i, fn in enumerate((href, host, can)):
            if fn is not None:
                tasks[(name, i)] = (lambda fn=fn: fn(urls))
    times = interleaved(tasks, args.repeat)
    rows = {}
    for (name, i), t in times.items():
        rows.setdefault(name, [None, None, None])[i] = t / n * 1e9
    ref = rows.get("can-ada")

    def cell(v, i):
        if v is None:
            return "—"
        if ref is None or ref[i] is None:
            return f"{v:.0f}"
        return f"{v:.0f} ({v / ref[i]:.2f})"

    print(f"| {'parser':<22} | {'URL(s).href':>14} | {'URL(s).hostname':>15} | {'can_parse':>14} |")
    print(f"|{'-' * 24}|{'-' * 16}:|{'-' * 17}:|{'-' * 16}:|")
    for name, (h, o, c) in rows.items():
        print(f"| {name:<22} | {cell(h, 0):>14} | {cell(o, 1):>15} | {cell(c, 2):>14} |")

    # The columnar hostname beside a Python loop of URL(s).hostname that
    # collects the same list.
    def loop():
        out = []
        for s in urls:
            u = URL.parse(s)
            out.append(u.hostname if u is not None else None)
        return out

    try:
        import pyarrow as pa

        column = pa.array(urls, pa.string())
        assert columnar.hostname(column).to_pylist() == loop()
        label = "columnar.hostname(pyarrow array)"
    except ImportError:
        column = urls
        label = "columnar.hostname(list)"
    both = interleaved({"loop": loop, "col": lambda: columnar.hostname(column)}, args.repeat)
    t_loop, t_col = both["loop"], both["col"]
    print()
    print(f"Python loop of URL.parse(s).hostname: {t_loop / n * 1e9:.0f} ns per URL")
    print(f"{label}: {t_col / n * 1e9:.0f} ns per URL, {t_loop / t_col:.1f}x faster")
    two_threads(column, args.repeat)
    engines(urls, args.repeat, args.sql)
    with_base(urls, args.repeat)
    print(f"threads available to the columnar call: {os.cpu_count()}; "
          f"load average {os.getloadavg()[0]:.1f}")


def two_threads(column, repeat):
    """Two threads, each running columnar.hostname over a large column,
    beside the two calls one after the other: the kernels release the
    GIL, so on two cores the threads take about half the time."""
    import pyarrow as pa

    big = pa.concat_arrays([column] * max(1, 1_000_000 // len(column)))

    def sequential():
        columnar.hostname(big)
        columnar.hostname(big)

    def threaded():
        ts = [threading.Thread(target=columnar.hostname, args=(big,)) for _ in range(2)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()

    times = interleaved({"seq": sequential, "thr": threaded}, repeat)
    print()
    print(f"Two threads of columnar.hostname over {len(big)} rows each: "
          f"{times['thr'] * 1e3:.0f} ms beside {times['seq'] * 1e3:.0f} ms one after "
          f"the other, {times['thr'] / times['seq']:.2f}x")


def engines(urls, repeat, sql):
    """url_hostname over one Parquet file of the URLs (repeated to about
    a million rows) in DuckDB through specurl.duckdb, and in DataFusion
    through the specurl-sql shell (its process start included), each
    beside the same query without the function, whose time is the scan's."""
    import pathlib
    import subprocess
    import tempfile

    try:
        import duckdb
        import pyarrow as pa
        import pyarrow.parquet as pq

        import specurl.duckdb
    except ImportError:
        return
    rows = urls * max(1, 1_000_000 // len(urls))
    with tempfile.TemporaryDirectory() as d:
        path = str(pathlib.Path(d) / "urls.parquet")
        pq.write_table(pa.table({"u": pa.array(rows, pa.string())}), path)
        con = duckdb.connect()
        specurl.duckdb.register(con)
        with_f = f"SELECT count(url_hostname(u)) FROM read_parquet('{path}')"
        scan = f"SELECT count(length(u)) FROM read_parquet('{path}')"
        tasks = {
            "duckdb": lambda: con.sql(with_f).fetchall(),
            "duckdb scan": lambda: con.sql(scan).fetchall(),
        }
        if pathlib.Path(sql).exists():
            query = f"SELECT count(url_hostname(u)) FROM '{path}'"
            bare = f"SELECT count(length(u)) FROM '{path}'"
            tasks["datafusion"] = lambda: subprocess.run([sql, "-c", query], check=True, capture_output=True)
            tasks["datafusion scan"] = lambda: subprocess.run([sql, "-c", bare], check=True, capture_output=True)
        times = interleaved(tasks, repeat)
    n = len(rows)
    print()
    print(f"url_hostname over a Parquet file of {n} rows: rows per second of the function "
          "(the query's time less the scan's)")
    rates = {}
    for engine in ("duckdb", "datafusion"):
        if engine in times:
            t = times[engine] - times[f"{engine} scan"]
            rates[engine] = n / t
            print(f"  {engine:<12} {n / t / 1e6:6.2f} M rows/s "
                  f"({times[engine] * 1e3:.0f} ms, scan {times[engine + ' scan'] * 1e3:.0f} ms)")
    if len(rates) == 2:
        print(f"  DuckDB at {rates['duckdb'] / rates['datafusion']:.2f}x DataFusion's rate")


def crawl_pairs(urls):
    """The crawler's workload (docs/performance.md): each URL as the
    shortest reference from the previous URL of its origin, with that
    page's href as the base."""
    previous = {}
    pairs = []
    for s in urls:
        link = URL.parse(s)
        if link is None:
            continue
        page = previous.get(link.origin)
        previous[link.origin] = link
        if page is not None:
            pairs.append((link.relative_to(page), page.href, page, link.href))
    return pairs


def with_base(urls, repeat):
    """The constructor with a base: `URL(reference, base)` with the base
    as a string and as a parsed `URL`, beside `URL(absolute)` of the same
    links and ada-url's constructor with a base string (can-ada's parse
    takes no base)."""
    pairs = crawl_pairs(urls)
    if not pairs:
        return
    for ref, base, _, href in pairs:
        assert URL(ref, base).href == href

    def absolute():
        for _, _, _, href in pairs:
            URL(href).href

    def base_string():
        for ref, base, _, _ in pairs:
            URL(ref, base).href

    def base_url():
        for ref, _, page, _ in pairs:
            URL(ref, page).href

    tasks = {"URL(absolute)": absolute, "URL(ref, base str)": base_string,
             "URL(ref, base URL)": base_url}
    # can-ada's parse takes no base.
    try:
        import ada_url

        def ada_base():
            for ref, base, _, _ in pairs:
                try:
                    ada_url.URL(ref, base=base).href
                except ValueError:
                    pass

        tasks["ada-url URL(ref, base str)"] = ada_base
    except ImportError:
        pass
    times = interleaved(tasks, repeat)
    n = len(pairs)
    ref_time = times["URL(absolute)"]
    print()
    print(f"The constructor with a base, {n} crawl pairs: ns per pair "
          f"(ratio to specurl's URL(absolute))")
    for name, t in times.items():
        print(f"  {name:<32} {t / n * 1e9:6.0f} ({t / ref_time:.2f})")


if __name__ == "__main__":
    main()
