"""specurl.spark: every function of the catalog in a local Spark session,
against DataFusion's answers (``specurl.datafusion`` in a Python
DataFusion session) row by row, on the catalog's test inputs (WPT's URLs
with every value of each function's other parameters) and on 10,000
held-out URLs of tests/data/urls; by SQL and by the column functions.

One session serves the whole module and each engine answers every
function in one query, so that the step costs the session's start and a
few seconds. pyspark, Java and the cargo feature `datafusion` are needed;
without them this module is skipped, and `.ci/run`'s Spark step checks
that they are there before it runs this file, so that a skip cannot pass
it (docs/spark.md).
"""

import ast
import doctest
import itertools
import os
import pathlib
import re
import sys

import pytest

from conftest import DATA, load
from specurl import _specurl, columnar

pytest.importorskip("pyspark")
if not hasattr(_specurl, "datafusion_functions"):
    pytest.skip(
        "specurl was built without the cargo feature `datafusion`, the reference",
        allow_module_level=True,
    )

import datafusion  # noqa: E402
import pyarrow as pa  # noqa: E402
from pyspark.errors import PythonException  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402

import specurl.datafusion  # noqa: E402
import specurl.spark  # noqa: E402

HELD_OUT = 10_000
PATTERNS = ["https://*.example.com/*", "https://:host/:path*", "*://*/*.js", "file:///*"]

# The values each parameter other than the URL's takes, cycled down the
# rows, so that every row of URLs meets each of them. Names the catalog
# does not use yet take WORDS.
VALUES = {
    "base": ["https://example.com/a/b?q#f", None, "file:///C:/x/", "not a base", "http://[::1]:8/"],
    "ref": ["../c", "//o/x", "?q", "#f", "", "a b", None, "https://other.example/z"],
    "section": ["all", "icann"],
    "part": ["HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "AUTHORITY", "USERINFO", "nope", None],
    "key": ["a", "q", "id", None],
    "names": ["a&utm_source", "q", None],
    "component": ["href", "protocol", "username", "password", "host", "hostname", "port",
                  "pathname", "search", "hash"],
    "value": ["x", "", "8080", "a b", "/p/../q", "#f", "us:er", "ftp:", None, "https://h/"],
    "level": ["path", "authority", "scheme-based", "scheme", "percent-encoding", "normal", "nope"],
    "profile": ["lenient", "strict", "whatwg", "nope"],
    "set": ["c0-control", "fragment", "query", "special-query", "path", "userinfo",
            "component", "application/x-www-form-urlencoded"],
    "name": ["a", "q", "utm_source", "", None],
    "pattern": ["https://*/*", "https://example.com/:p*", "*://*.com/*", "(bad", None],
}
WORDS = ["a", "utm_source", "", "www", None]
# The parameters that are the URL column itself, or a second URL.
URLISH = {"url": "u", "a": "u", "text": "u", "b": "b"}


def column_of(param):
    return URLISH.get(param, f"p_{param}")


def catalog_inputs():
    """WPT's inputs (those parsed without a base) and a NULL: the test
    inputs the catalog's functions are checked on in Rust."""
    cases = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
    return [c["input"] for c in cases if c.get("base") is None] + [None]


def held_out():
    """10,000 URLs of the real lists, half from each, every k-th line: a
    fixed selection that no other test reads row by row."""
    urls = []
    for name in ["kasztp.txt", "node_files.txt"]:
        text = (DATA / "urls" / name).read_text(encoding="utf-8").lstrip("\ufeff")
        lines = [line for line in text.splitlines() if line]
        step = len(lines) // (HELD_OUT // 2)
        urls += lines[::step][: HELD_OUT // 2]
    assert len(urls) == HELD_OUT
    return urls


def params():
    return sorted({p for spec in columnar.FUNCTIONS for p in spec["params"]} - set(URLISH) - {"patterns"})


def cases_table():
    urls = catalog_inputs() + held_out()
    n = len(urls)
    columns = {
        "id": pa.array(range(n), pa.int64()),
        "held_out": pa.array([i >= n - HELD_OUT for i in range(n)]),
        "u": pa.array(urls, pa.string()),
        # The URL itself on even rows (same origin), the next one on odd.
        "b": pa.array([urls[i] if i % 2 == 0 else urls[(i + 1) % n] for i in range(n)], pa.string()),
    }
    for p in params():
        values = VALUES.get(p, WORDS)
        columns[column_of(p)] = pa.array(list(itertools.islice(itertools.cycle(values), n)), pa.string())
    return pa.table(columns)


def calls():
    """Every function at every arity, as (key, spec, arity)."""
    return [
        (f"{spec['name']}_{n}", spec, n)
        for spec in columnar.FUNCTIONS
        for n in range(spec["required"], len(spec["params"]) + 1)
    ]


def sql_call(spec, n, patterns, qualified=()):
    """The call in SQL; a name in ``qualified`` (one that Spark has a
    function of its own by) as specurl's, ``session.name``."""
    args = [patterns if p == "patterns" else column_of(p) for p in spec["params"][:n]]
    name = f"session.{spec['name']}" if spec["name"] in qualified else spec["name"]
    return f"{name}({', '.join(args)})"


def spark_patterns():
    return "array(" + ", ".join(f"'{p}'" for p in PATTERNS) + ")"


def datafusion_patterns():
    return "make_array(" + ", ".join(f"'{p}'" for p in PATTERNS) + ")"


@pytest.fixture(scope="module")
def table():
    return cases_table()


@pytest.fixture(scope="module")
def spark():
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    # The workers run this interpreter, whose environment has specurl.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    session = (
        SparkSession.builder.master("local[2]")
        .appName("specurl-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    session.shadowed = specurl.spark.register(session)
    yield session
    session.stop()


@pytest.fixture(scope="module")
def cases(spark, table):
    return spark.createDataFrame(table)


def rows_by_id(arrow_table):
    arrow_table = arrow_table.sort_by("id")
    return {name: arrow_table.column(name).to_pylist() for name in arrow_table.column_names}


@pytest.fixture(scope="module")
def spark_sql(spark, cases):
    """Every call in one Spark query: its answers and its schema."""
    cases.createOrReplaceTempView("cases")
    select = ", ".join(
        f"{sql_call(spec, n, spark_patterns(), spark.shadowed)} AS {key}" for key, spec, n in calls()
    )
    df = spark.sql(f"SELECT id, {select} FROM cases")
    return rows_by_id(df.toArrow()), {f.name: f.dataType for f in df.schema.fields}


@pytest.fixture(scope="module")
def spark_columns(cases):
    """Every call by the column functions, in one query."""
    patterns = F.array(*[F.lit(p) for p in PATTERNS])
    exprs = []
    for key, spec, n in calls():
        args = [patterns if p == "patterns" else F.col(column_of(p)) for p in spec["params"][:n]]
        exprs.append(getattr(specurl.spark, spec["name"])(*args).alias(key))
    return rows_by_id(cases.select("id", *exprs).toArrow())


@pytest.fixture(scope="module")
def reference(table):
    ctx = datafusion.SessionContext()
    specurl.datafusion.register(ctx)
    ctx.from_arrow(table, name="cases")
    return ctx


def datafusion_answers(ctx, spec):
    """The answers of DataFusion to every arity of one function, in one
    query, and their Arrow types."""
    keys = [(key, n) for key, s, n in calls() if s is spec]
    select = ", ".join(f"{sql_call(spec, n, datafusion_patterns())} AS {key}" for key, n in keys)
    result = ctx.sql(f"SELECT id, {select} FROM cases").to_arrow_table()
    return rows_by_id(result), {f.name: f.type for f in result.schema}


NAMES = [spec["name"] for spec in columnar.FUNCTIONS]


@pytest.mark.parametrize("name", NAMES)
def test_every_function_agrees_with_datafusion(name, table, spark_sql, reference):
    spec = next(s for s in columnar.FUNCTIONS if s["name"] == name)
    want, want_types = datafusion_answers(reference, spec)
    got, got_types = spark_sql
    held = table.column("held_out").to_pylist()
    for key, s, n in calls():
        if s is not spec:
            continue
        # The same type as DataFusion's, as Spark spells it.
        assert got_types[key].simpleString() == specurl.spark.spark_type(want_types[key]).simpleString(), key
        wrong = [i for i, (g, w) in enumerate(zip(got[key], want[key])) if g != w]
        inputs = table.slice(wrong[0], 1).to_pylist()[0] if wrong else None
        assert not wrong, (
            f"{key}: {len(wrong)} rows differ ({sum(held[i] for i in wrong)} held out), "
            f"first {inputs}: Spark {got[key][wrong[0]]!r}, DataFusion {want[key][wrong[0]]!r}"
        )


def test_the_comparison_sees_answers_and_nulls(spark_sql, table):
    # Each function answers something on some row and NULL on another
    # (the NULL URL at least): a comparison of two columns of NULLs would
    # prove nothing.
    got, _ = spark_sql
    for key, _, _ in calls():
        assert any(v not in (None, False, []) for v in got[key]), key
        assert any(v is None for v in got[key]), key
    assert table.column("held_out").to_pylist().count(True) == HELD_OUT


def test_column_functions_agree_with_sql(spark_sql, spark_columns):
    got, _ = spark_sql
    for key, _, _ in calls():
        assert spark_columns[key] == got[key], key


def test_result_types(spark_sql):
    _, types = spark_sql
    assert types["url_port_1"].simpleString() == "int"
    assert types["url_parse_1"].simpleString().startswith("struct<href:string,protocol:string")
    assert types["url_search_params_1"].simpleString() == "array<struct<name:string,value:string>>"
    assert types["url_path_segments_1"].simpleString() == "array<string>"
    assert types["url_can_parse_1"].simpleString() == "boolean"


def test_null_constants_and_errors(spark):
    [row] = spark.sql(
        "SELECT url_hostname(NULL) AS h, url_hostname('/a', NULL) AS nb, "
        "url_pattern_match('https://h/x', NULL) AS pm, url_registrable_domain('https://a.example.co.uk/', 'icann') AS rd"
    ).collect()
    assert row.asDict() == {"h": None, "nb": None, "pm": None, "rd": "example.co.uk"}
    # A name that chooses what a function does fails the query, as in
    # DataFusion; so does a wrong number of arguments.
    for sql, message in [
        ("SELECT url_set('https://h/', 'origin', 'x')", "unknown URL component"),
        ("SELECT url_hostname('https://h/', 'b', 'c')", "too many positional arguments"),
        ("SELECT url_hostname(1)", "not of Int32"),
    ]:
        with pytest.raises(PythonException, match=message):
            spark.sql(sql).collect()


def test_every_name_is_registered_and_stubbed(spark):
    registered = {f.name for f in spark.catalog.listFunctions() if f.isTemporary}
    assert set(NAMES) <= registered
    stub = ast.parse(pathlib.Path(specurl.spark.__file__).with_suffix(".pyi").read_text())
    stubbed = {f.name: [a.arg for a in f.args.args] for f in stub.body if isinstance(f, ast.FunctionDef)}
    for spec in columnar.FUNCTIONS:
        assert stubbed[spec["name"]] == spec["params"], spec["name"]


def test_spark_names_of_its_own(spark):
    # Spark's own parse_url, url_encode and url_decode keep their bare
    # names; specurl's are there qualified.
    assert {"parse_url", "url_encode", "url_decode"} <= set(spark.shadowed)
    [row] = spark.sql(
        "SELECT parse_url('https://EXAMPLE.com/', 'HOST') AS spark, "
        "session.parse_url('https://EXAMPLE.com/', 'HOST') AS specurl"
    ).collect()
    assert row.asDict() == {"spark": "EXAMPLE.com", "specurl": "example.com"}


def test_docstring_examples(spark):
    runner = doctest.DocTestRunner()
    tests = doctest.DocTestFinder().find(specurl.spark, globs={"spark": spark, "specurl": specurl})
    for test in tests:
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert sum(len(t.examples) for t in tests) >= 10


def test_markdown_examples(spark):
    """The `>>>` examples of docs/spark.md's Python blocks, run in the
    module's session."""
    path = pathlib.Path(__file__).resolve().parents[2] / "docs" / "spark.md"
    blocks = re.findall(r"```python\n(.*?)```", path.read_text(encoding="utf-8"), re.S)
    # The blocks as one test, in one namespace, as a reader runs them in turn.
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {"spark": spark}, "spark.md", str(path), 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert len(test.examples) >= 6
