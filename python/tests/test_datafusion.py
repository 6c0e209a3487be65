"""specurl.datafusion: the SQL functions in a Python DataFusion session,
over a Parquet file of WPT's URLs written by pyarrow, against the URL
class row by row.

The functions exist only in a build with the cargo feature `datafusion`
(docs/python.md); against a default build this module is skipped, with
that reason. `.ci/run` builds the feature in a step of its own, checks
that the functions are there before pytest runs, and runs this file.
"""

import collections
import doctest

import pytest

import specurl.datafusion
from conftest import load
from specurl import URL, _specurl

if not hasattr(_specurl, "datafusion_functions"):
    pytest.skip(
        "specurl was built without the cargo feature `datafusion`",
        allow_module_level=True,
    )

datafusion = pytest.importorskip("datafusion")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

CASES = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
INPUTS = [c["input"] for c in CASES if c.get("base") is None]
# (base, input) pairs, a NULL among them on either side.
PAIRS = [(c["base"], c["input"]) for c in CASES if c.get("base") is not None]
PAIRS += [(None, "a"), ("https://example.com/", None), (None, None)]


@pytest.fixture(scope="module")
def ctx(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sql")
    urls = folder / "urls.parquet"
    # Every input three times, and NULLs, so that GROUP BY has counts
    # above one and a NULL group.
    column = INPUTS * 3 + [None, None]
    pq.write_table(pa.table({"u": pa.array(column, pa.string())}), urls)
    pairs = folder / "pairs.parquet"
    pq.write_table(
        pa.table(
            {
                "base": pa.array([b for b, _ in PAIRS], pa.string()),
                "ref": pa.array([r for _, r in PAIRS], pa.string()),
            }
        ),
        pairs,
    )
    ctx = datafusion.SessionContext()
    specurl.datafusion.register(ctx)
    ctx.register_parquet("urls", str(urls))
    ctx.register_parquet("pairs", str(pairs))
    return ctx


def test_every_function_is_registered(ctx):
    functions = specurl.datafusion.functions()
    names = [f.name for f in functions]
    assert len(names) == len(set(names))
    assert {"url_hostname", "url_join", "url_parse", "url_can_parse", "parse_url"} <= set(names)
    # Each one is callable in this session by its name (a function that
    # did not arrive would fail the query at planning).
    for name in names:
        assert ctx.udf(name).name == name


def test_group_by_hostname_over_parquet(ctx):
    rows = ctx.sql(
        "SELECT url_hostname(u) AS host, count(*) AS n FROM urls GROUP BY 1"
    ).to_pylist()
    got = {r["host"]: r["n"] for r in rows}
    want = collections.Counter()
    for s in INPUTS * 3 + [None, None]:
        url = URL.parse(s) if s is not None else None
        want[url.hostname if url is not None else None] += 1
    assert got == dict(want)
    # The grouping saw real hostnames, not only NULLs.
    assert len(got) > 50


def test_join_two_arguments_and_nulls(ctx):
    rows = ctx.sql("SELECT base, ref, url_join(base, ref) AS j FROM pairs").to_pylist()
    assert len(rows) == len(PAIRS)
    for r in rows:
        if r["base"] is None or r["ref"] is None:
            want = None
        else:
            url = URL.parse(r["ref"], r["base"])
            want = url.href if url is not None else None
        assert r["j"] == want, (r["base"], r["ref"])
    assert sum(r["j"] is not None for r in rows) > 100


def test_null_and_invalid_rows(ctx):
    [row] = ctx.sql(
        "SELECT url_hostname(NULL) AS h, url_can_parse('no scheme') AS ok, "
        "url_hostname('no scheme') AS bad, url_join('https://a.example/b/c', '../d') AS j"
    ).to_pylist()
    assert row == {"h": None, "ok": False, "bad": None, "j": "https://a.example/d"}


def test_other_functions(ctx):
    rows = ctx.sql(
        "SELECT u, url_can_parse(u) AS ok, url_pathname(u) AS p FROM urls"
    ).to_pylist()
    assert len(rows) == 3 * len(INPUTS) + 2
    for r in rows:
        if r["u"] is None:
            assert r["ok"] is None and r["p"] is None
            continue
        url = URL.parse(r["u"])
        assert r["ok"] == (url is not None)
        assert r["p"] == (url.pathname if url is not None else None)


def test_module_docstring_example():
    test = doctest.DocTestParser().get_doctest(
        specurl.datafusion.__doc__, {}, "specurl.datafusion", None, 0
    )
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert len(test.examples) >= 3
