"""specurl.datafusion: the SQL functions in a Python DataFusion session,
over a Parquet file of WPT's URLs written by pyarrow, against the URL
class row by row; every function of the catalog, at each of its arities,
against specurl.columnar's answers; url_pattern_match's list of patterns,
which reaches the function through DataFusion's FFI as a column of that
list, against known answers.

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
from specurl import URL, _specurl, columnar

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


# The catalog walk's table: URLs and, beside each, a second URL (a base,
# a reference's base, the other side of a comparison), NULLs and inputs
# that are not URLs among both.
WALK_U = INPUTS[:80] + [
    "https://u:p@a.b.example.co.uk:8080/x/./y.html?q=1&x=2&x=3#f",
    "https://h/users/7",
    "https://h/",
    "not a url",
    None,
]
WALK_B = ([c["base"] for c in CASES if c.get("base")] * 2)[: len(WALK_U) - 2] + [None, "x"]

# What each parameter of the catalog is given: a column of the table
# (SQL's column name, the column as pyarrow has it) or a constant (SQL's
# literal, the value specurl.columnar is given).
ROUTES = ["https://h/", "https://h/users/:id", "https://*.example.co.uk/*"]
COLUMNS = {
    "u": pa.array(WALK_U, pa.string()),
    "b": pa.array(WALK_B, pa.string()),
}
SAMPLES = {
    "url": ("column", "u"),
    "a": ("column", "u"),
    "text": ("column", "u"),
    "ref": ("column", "u"),
    "base": ("column", "b"),
    "b": ("column", "b"),
    "profile": ("constant", "strict"),
    "level": ("constant", "path"),
    "name": ("constant", "x"),
    "pattern": ("constant", "http{s}?://*/*"),
    "patterns": ("constant", ROUTES),
    "section": ("constant", "icann"),
    "part": ("constant", "QUERY"),
    "key": ("constant", "x"),
    "names": ("constant", "x&utm_source"),
    "component": ("constant", "search"),
    "value": ("constant", "?x=1"),
    "set": ("constant", "component"),
}


def sql_literal(value):
    if isinstance(value, list):
        return "[" + ", ".join(sql_literal(v) for v in value) + "]"
    return "'" + value.replace("'", "''") + "'"


@pytest.fixture(scope="module")
def walk(ctx):
    table = pa.table({"id": pa.array(range(len(WALK_U)), pa.int64()), **COLUMNS})
    ctx.register_record_batches("walk", [table.to_batches()])
    return ctx


def calls():
    """Every function of the catalog at every arity it has."""
    for spec in columnar.FUNCTIONS:
        for n in range(spec["required"], len(spec["params"]) + 1):
            yield spec, spec["params"][:n]


@pytest.mark.parametrize(
    "spec, params", list(calls()), ids=lambda v: v["name"] if isinstance(v, dict) else str(len(v))
)
def test_every_catalog_function_is_the_columnar_one(walk, spec, params):
    missing = [p for p in params if p not in SAMPLES]
    assert not missing, f"no sample argument for {missing} of {spec['name']}: add one to SAMPLES"
    sql_args, py_args = [], []
    for p in params:
        kind, value = SAMPLES[p]
        if kind == "column":
            sql_args.append(value)
            py_args.append(COLUMNS[value])
        else:
            sql_args.append(sql_literal(value))
            py_args.append(value)
    sql = f"SELECT {spec['name']}({', '.join(sql_args)}) AS r FROM walk ORDER BY id"
    got = walk.sql(sql).to_arrow_table().column("r").combine_chunks()
    want = getattr(columnar, spec["short_name"])(*py_args)
    assert got.type == want.type, sql
    assert got.to_pylist() == want.to_pylist(), sql
    # The inputs reach the function's answers, not only its NULLs.
    assert got.null_count < len(got), sql


@pytest.mark.parametrize(
    "routes",
    [
        "['https://h/', 'https://h/users/:id']",
        "make_array('https://h/', 'https://h/users/:id')",
        "arrow_cast(['https://h/', 'https://h/users/:id'], 'LargeList(Utf8)')",
    ],
)
def test_url_pattern_match_takes_its_list_through_the_ffi(walk, routes):
    [row] = walk.sql(
        f"SELECT url_pattern_match('https://h/users/7', {routes}) AS user, "
        f"url_pattern_match('https://h/', {routes}) AS root, "
        f"url_pattern_match('https://elsewhere/', {routes}) AS none, "
        f"url_pattern_match('/users/8', {routes}, 'https://h/a') AS based, "
        f"url_pattern_match(NULL, {routes}) AS null_url"
    ).to_pylist()
    assert row == {"user": 2, "root": 1, "none": None, "based": 2, "null_url": None}
    rows = walk.sql(
        f"SELECT u, url_pattern_match(u, {routes}) AS r FROM walk ORDER BY id"
    ).to_pylist()
    got = [r["r"] for r in rows]
    assert got == columnar.pattern_match(COLUMNS["u"], ROUTES[:2]).to_pylist()
    assert {1, 2} <= set(got)


def test_url_pattern_match_with_a_null_list_and_a_bad_pattern(walk):
    [row] = walk.sql("SELECT url_pattern_match('https://h/', NULL) AS r").to_pylist()
    assert row == {"r": None}
    with pytest.raises(Exception, match="pattern 2"):
        walk.sql("SELECT url_pattern_match(u, ['https://h/*', '/no/protocol']) FROM walk").collect()
