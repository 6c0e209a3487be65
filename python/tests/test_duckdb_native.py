"""The native DuckDB extension (specurl-duckdb, docs/duckdb.md) loaded into
Python's duckdb and into DuckDB's command-line shell: every catalog
function, at every arity, against specurl.columnar's answers on WPT's
inputs, with the result types of the Python route, NULLs, errors and
register()'s choice of route.

The extension is the file named by $SPECURL_DUCKDB_EXTENSION; without
it this module is skipped, with that reason. `.ci/run` builds the
extension in a step of its own, sets the variable, checks that the file
is there and runs this file.
"""

import os
import pathlib
import shutil
import subprocess
import sys

import duckdb
import pyarrow as pa
import pytest

import specurl.duckdb
from conftest import load
from specurl import columnar

EXTENSION = os.environ.get(specurl.duckdb.ENVIRONMENT)
if not EXTENSION:
    pytest.skip(f"${specurl.duckdb.ENVIRONMENT} names no built extension", allow_module_level=True)

CASES = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
# Every WPT input, a NULL, and one URL twice in a row (a column that is
# not one value still has equal neighbours).
INPUTS = [c["input"] for c in CASES] + [None, "https://a.b.example.co.uk/x?a=1&b=2#f"] * 2
# A second column for the functions of two URLs (a base, `b`): WPT's
# bases, cycled, and a NULL.
BASES = [c.get("base") or "https://example.org/dir/file" for c in CASES] + [None, "https://h/"] * 2

# The constants each parameter takes beside the URL column: each name of
# what a kernel does that it knows, and one it does not (NULL rows).
CONSTANTS = {
    "base": ["https://example.com/dir/"],
    "section": ["icann", "all"],
    "level": ["path", "authority", "scheme-based", "scheme", "percent-encoding", "normal"],
    "profile": ["lenient", "strict", "whatwg", "nope"],
    "part": ["HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "AUTHORITY", "USERINFO", "nope"],
    "key": ["a"],
    "names": ["a&utm_source", "b"],
    "name": ["a", "b"],
    "pattern": ["https://*.example.co.uk/:p", "http{s}?://:host/*"],
    "patterns": [["https://h/", "https://*.example.co.uk/*", "*://*/*"]],
    "component": ["search", "hash", "pathname", "hostname"],
    "value": ["", "q=1"],
    "set": ["component", "path", "userinfo", "fragment", "query"],
}


@pytest.fixture(scope="module")
def con():
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    assert specurl.duckdb.register(con, EXTENSION) == "native"
    con.execute("CREATE TABLE t AS SELECT * FROM (SELECT unnest(?) AS u, unnest(?) AS b, generate_subscripts(?, 1) AS i)",
                [INPUTS, BASES, INPUTS])
    return con


def column_of(param):
    """The column a parameter is called with, when it is not a constant."""
    return ("u", INPUTS) if param in ("url", "a", "ref", "text") else ("b", BASES)


def calls(spec):
    """Every (SQL arguments, columnar arguments) of a function: its first
    parameter the column of inputs; at each arity, each further parameter
    a column where it is a URL (`base`, `b`, `ref`), else each of its
    constants in turn."""
    params, required = spec["params"], spec["required"]
    for n in range(required, len(params) + 1):
        combos = [[]]
        for i, p in enumerate(params[:n]):
            options = []
            if i == 0 or p in ("b", "ref") or (p == "base" and spec["name"] != "url_join"):
                name, values = column_of(p) if i else ("u", INPUTS)
                options.append((name, values))
            if i > 0 and p in CONSTANTS:
                options += [(sql_literal(v), v) for v in CONSTANTS[p]]
            if not options:
                options.append(("u", INPUTS))
            combos = [c + [o] for c in combos for o in options]
        yield from combos


def sql_literal(v):
    if isinstance(v, list):
        return "[" + ", ".join(sql_literal(x) for x in v) + "]"
    return "'" + v.replace("'", "''") + "'"


def test_every_catalog_function_is_native_at_every_arity(con):
    rows = con.sql(
        "SELECT function_name, len(parameters) FROM duckdb_functions() "
        "WHERE function_type = 'scalar' AND function_name LIKE '%url%'"
    ).fetchall()
    got = {}
    for name, n in rows:
        got.setdefault(name, set()).add(n)
    for spec in columnar.FUNCTIONS:
        want = set(range(spec["required"], len(spec["params"]) + 1))
        assert want <= got.get(spec["name"], set()), spec["name"]
    # The Python route's macros are not what answers here.
    macros = con.sql("SELECT count(*) FROM duckdb_functions() WHERE function_name LIKE '__specurl_%'").fetchall()[0]
    assert macros == (0,)


def test_every_function_agrees_with_columnar(con):
    checked = 0
    for spec in columnar.FUNCTIONS:
        function = getattr(columnar, spec["short_name"])
        for combo in calls(spec):
            sql_args = ", ".join(a for a, _ in combo)
            query = f"SELECT {spec['name']}({sql_args}) FROM t ORDER BY i"
            got = [r[0] for r in con.sql(query).fetchall()]
            args = [pa.array(v) if isinstance(v, list) and name in ("u", "b") else v for name, v in combo]
            want = function(*args).to_pylist()
            assert got == want, query
            # The result's DuckDB type is the Python route's for that arity.
            want_type = specurl.duckdb.duckdb_type(spec["returns"][len(combo) - spec["required"]])
            assert con.sql(query).types == con.sql(f"SELECT NULL::{want_type}").types, query
            checked += 1
    assert checked > 100


def test_constant_arguments_and_nulls(con):
    row = con.sql("""SELECT
        url_join('https://h/a/', 'b'),
        url_hostname('../x', 'https://base.example/'),
        url_set('https://h/a?utm=1#x', 'search', ''),
        url_registrable_domain('https://whatwg.github.io/', 'icann'),
        url_encode('a b/é', 'component'),
        url_pattern_match('https://h/users/7', ['https://h/', 'https://h/users/:id']),
        url_port('https://h:8080/'),
        url_hostname(NULL),
        url_pattern_match('https://h/', NULL),
        url_parse(NULL)""").fetchall()[0]
    assert row == ("https://h/a/b", "base.example", "https://h/a#x", "github.io",
                   "a%20b%2F%C3%A9", 2, 8080, None, None, None)


def test_an_unknown_name_fails_the_query_with_the_kernels_message(con):
    with pytest.raises(duckdb.Error, match="expected c0-control"):
        con.sql("SELECT url_encode(u, 'Component') FROM t").fetchall()
    # The connection still works.
    assert con.sql("SELECT url_hostname('https://h/')").fetchall()[0] == ("h",)


def test_a_group_by_over_many_chunks(con):
    rows = con.sql("SELECT url_hostname('https://' || (i % 3) || '.example.com/p') h, count(*) "
                   "FROM range(100000) r(i) GROUP BY h ORDER BY h").fetchall()
    assert rows == [("0.example.com", 33334), ("1.example.com", 33333), ("2.example.com", 33333)]


def test_register_falls_back_to_python_where_it_cannot_load():
    # A database that refuses unsigned extensions.
    con = duckdb.connect()
    assert specurl.duckdb.register(con) == "python"
    assert con.sql("SELECT url_hostname('https://EXAMPLE.com/')").fetchall()[0] == ("example.com",)
    with pytest.raises(RuntimeError, match="allow_unsigned_extensions"):
        specurl.duckdb.register(con, EXTENSION)
    # Asked not to, and a file that is not there.
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    assert specurl.duckdb.register(con, native=False) == "python"
    with pytest.raises(FileNotFoundError):
        specurl.duckdb.register(con, "/no/such/specurl.duckdb_extension")


def test_a_file_that_is_no_extension_falls_back(tmp_path, monkeypatch):
    bad = tmp_path / "specurl.duckdb_extension"
    bad.write_bytes(b"not a shared library")
    monkeypatch.setenv(specurl.duckdb.ENVIRONMENT, str(bad))
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    assert specurl.duckdb.register(con) == "python"
    assert con.sql("SELECT url_port('https://h:81/')").fetchall()[0] == (81,)


def duckdb_cli():
    """DuckDB's command-line shell of PyPI's duckdb-cli, in this venv."""
    found = shutil.which("duckdb", path=str(pathlib.Path(sys.executable).parent))
    assert found, "duckdb-cli is not installed in this environment (python/requirements.txt)"
    return found


def test_the_command_line_shell_loads_it():
    query = (f"LOAD '{EXTENSION}'; "
             "SELECT url_hostname('https://EXAMPLE.com/a'), "
             "url_registrable_domain('https://a.b.example.co.uk/', 'icann'), "
             "url_path_segments('https://h/a/b'), url_port('https://h:81/'), "
             "url_can_parse('nope');")
    out = subprocess.run([duckdb_cli(), "-unsigned", "-csv", "-noheader", "-c", query],
                         capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == 'example.com,example.co.uk,"[a, b]",81,false'
    # Without -unsigned the shell refuses it.
    out = subprocess.run([duckdb_cli(), "-c", f"LOAD '{EXTENSION}';"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and "signature" in (out.stdout + out.stderr).lower()
