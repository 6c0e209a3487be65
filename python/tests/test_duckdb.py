"""specurl.duckdb's Python route: every function on a DuckDB connection,
with SQL's names, types and NULLs, the same answers as specurl.columnar."""

import duckdb
import pyarrow as pa
import pytest

import specurl.duckdb
from specurl import columnar


@pytest.fixture(scope="module")
def con():
    con = duckdb.connect()
    # The Python route: this database refuses unsigned extensions, so the
    # native one is never loaded here (test_duckdb_native.py loads it).
    assert specurl.duckdb.register(con) == "python"
    return con


def test_every_function_is_registered_under_its_sql_name(con):
    names = {r[0] for r in con.sql(
        "SELECT DISTINCT function_name FROM duckdb_functions() WHERE function_type = 'macro'"
    ).fetchall()}
    missing = [s["name"] for s in columnar.FUNCTIONS if s["name"] not in names]
    assert not missing


def test_answers_are_the_columnar_ones(con):
    urls = ["https://EXAMPLE.com:8080/a/./b?x=1#f", "https://u@a.b.example.co.uk/",
            "not a url", None, "http://0x7f.1/", "sc:opaque path"]
    con.execute("CREATE OR REPLACE TABLE t AS SELECT * FROM (VALUES "
                + ", ".join("(?)" for _ in urls) + ") v(u)", urls)
    for spec in columnar.FUNCTIONS:
        if spec["required"] != 1:
            continue
        name = spec["name"]
        got = [r[0] for r in con.sql(f"SELECT {name}(u) FROM t").fetchall()]
        want = getattr(columnar, spec["short_name"])(pa.array(urls)).to_pylist()
        assert got == want, name


def test_several_arguments_constants_and_null(con):
    row = con.sql("""SELECT
        url_join('https://h/a/', 'b'),
        url_hostname('../x', 'https://base.example/'),
        url_set('https://h/a?utm=1#x', 'search', ''),
        url_registrable_domain('https://whatwg.github.io/', 'icann'),
        url_encode('a b/é', 'component'),
        url_pattern_match('https://h/users/7', ['https://h/', 'https://h/users/:id']),
        url_port('https://h:8080/'),
        url_hostname(NULL)""").fetchall()[0]
    assert row == ("https://h/a/b", "base.example", "https://h/a#x", "github.io",
                   "a%20b%2F%C3%A9", 2, 8080, None)


def test_a_group_by_over_a_column(con):
    con.execute("CREATE OR REPLACE TABLE log AS SELECT 'https://' || (i % 3) || '.example.com/p' AS u "
                "FROM range(10000) r(i)")
    rows = con.sql("SELECT url_hostname(u) h, count(*) FROM log GROUP BY h ORDER BY h").fetchall()
    assert rows == [("0.example.com", 3334), ("1.example.com", 3333), ("2.example.com", 3333)]
