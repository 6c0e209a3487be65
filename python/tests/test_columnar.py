"""The columnar functions: one for every SQL function, every input form,
nulls, the agreement with the URL class row by row, and the GIL
released."""

import ast
import inspect
import pathlib
import threading
import time

import pyarrow as pa
import pytest

from conftest import load
from specurl import URL, columnar

WPT = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
INPUTS = [c["input"] for c in WPT if c.get("base") is None]
GETTERS = ["href", "protocol", "username", "password", "host", "hostname",
           "pathname", "search", "hash", "origin"]
STRING_TYPES = [pa.string(), pa.large_string(), pa.string_view()]


def expected(text, getter):
    url = URL.parse(text)
    return None if url is None else getattr(url, getter)


@pytest.mark.parametrize("getter", GETTERS)
def test_getters_agree_with_url_on_wpt(getter):
    got = getattr(columnar, getter)(pa.array(INPUTS)).to_pylist()
    assert got == [expected(t, getter) for t in INPUTS]


def test_port_is_a_number_or_null():
    got = columnar.port(pa.array(INPUTS)).to_pylist()
    ports = [expected(t, "port") for t in INPUTS]
    assert got == [int(p) if p else None for p in ports]


def test_every_sql_function_is_here_with_its_parameters():
    # The catalog is the one the SQL functions are tested against
    # (datafusion-specurl's tests/discovery.rs); each entry is a function
    # here, with the same parameters, and in the stubs.
    stubs = ast.parse((pathlib.Path(columnar.__file__).with_suffix(".pyi")).read_text())
    stubbed = {f.name: [a.arg for a in f.args.args] for f in stubs.body
               if isinstance(f, ast.FunctionDef)}
    assert len(columnar.FUNCTIONS) >= 35
    assert sorted(columnar.__all__) == sorted(stubbed)
    for spec in columnar.FUNCTIONS:
        f = getattr(columnar, spec["short_name"])
        params = list(inspect.signature(f).parameters)
        assert params == spec["params"] == stubbed[spec["short_name"]], spec["name"]


@pytest.mark.parametrize("make", [
    lambda xs: xs,
    lambda xs: iter(xs),
    lambda xs: tuple(xs),
    lambda xs: pa.array(xs, pa.string()),
    lambda xs: pa.array(xs, pa.large_string()),
    lambda xs: pa.array(xs, pa.string_view()),
    lambda xs: pa.array(xs).dictionary_encode(),
    lambda xs: pa.chunked_array([xs[:2], xs[2:]]),
])
def test_input_forms(make):
    rows = ["https://EXAMPLE.com/a", None, "not a url", "http://[::1]:8/"]
    assert columnar.hostname(make(rows)).to_pylist() == ["example.com", None, None, "[::1]"]


def test_a_result_keeps_the_string_type_of_its_column():
    for t in STRING_TYPES:
        assert columnar.hostname(pa.array(["https://h/"], t)).type == t


def test_constants_columns_and_optional_arguments():
    assert columnar.href(["../c", "//o/x"], base="https://h/a/b").to_pylist() == [
        "https://h/c", "https://o/x"]
    assert columnar.can_parse(["/a", None, "https://h/"]).to_pylist() == [False, None, True]
    assert columnar.can_parse(["/a"], base="https://h/").to_pylist() == [True]
    # The base a constant, the reference a column, and the other way.
    assert columnar.join("https://h/a/", ["b", None]).to_pylist() == ["https://h/a/b", None]
    assert columnar.join(["https://h/a/", "https://o/"], "b").to_pylist() == [
        "https://h/a/b", "https://o/b"]
    # An optional argument left None is left out: the section alone.
    rows = ["https://whatwg.github.io/", "https://a.b.example.co.uk/"]
    assert columnar.registrable_domain(rows).to_pylist() == ["whatwg.github.io", "example.co.uk"]
    assert columnar.registrable_domain(rows, section="icann").to_pylist() == [
        "github.io", "example.co.uk"]
    # A required one left None is SQL's NULL.
    assert columnar.set(["https://h/"], None, "x").to_pylist() == [None]


def test_set_runs_the_standards_setters_on_wpt():
    cases = load("wpt", "setters_tests.json")
    for component, tests in cases.items():
        if component == "comment":
            continue
        for t in STRING_TYPES:
            href = pa.array([c["href"] for c in tests], t)
            values = pa.array([c["new_value"] for c in tests], t)
            got = columnar.set(href, component, values).to_pylist()
            want = [c["expected"]["href"] for c in tests]
            assert got == want, component


def test_parse_is_sqls_struct():
    rows = ["https://u:p@h:8/p?q#f", "nope", None]
    s = columnar.parse(pa.array(rows))
    assert s.is_null().to_pylist() == [False, True, True]
    first = s.to_pylist()[0]
    url = URL(rows[0])
    assert first["port"] == 8
    assert first["origin"] == url.origin
    for g in GETTERS:
        if g in first:
            assert first[g] == getattr(url, g), g


def test_validation_errors_have_spans():
    errors = columnar.validation_errors(["https://u@h/a b", "https://h/", None]).to_pylist()
    assert errors == [
        [{"name": "invalid-credentials", "start": 9, "end": 10},
         {"name": "invalid-URL-unit", "start": 13, "end": 14}],
        [],
        None,
    ]


def test_pattern_match():
    routes = ["https://h/users/:id", "https://h/static/*", "https://*.h/*"]
    urls = ["https://h/users/7", "https://h/static/a/b.css", "https://x.h/", "https://h/", None]
    assert columnar.pattern_match(urls, routes).to_pylist() == [1, 2, 3, None, None]
    assert columnar.pattern_match(["/users/7"], routes, base="https://h/").to_pylist() == [1]
    with pytest.raises(ValueError):
        columnar.pattern_match(urls, ["https://h/("])


@pytest.mark.parametrize("call", [
    lambda: columnar.hostname([1]),
    lambda: columnar.hostname("https://h/"),
    lambda: columnar.hostname(pa.array([1, 2])),
    lambda: columnar.hostname(3),
])
def test_type_errors(call):
    with pytest.raises(TypeError):
        call()


@pytest.mark.parametrize("call", [
    lambda: columnar.set(["https://h/"], "nope", "x"),
    lambda: columnar.encode(["a b"], "nope"),
    lambda: columnar.join(["https://h/"], ["a", "b"]),
])
def test_value_errors(call):
    with pytest.raises(ValueError):
        call()


def test_gil_is_released():
    # While one thread runs a long columnar call, another keeps running
    # Python code: with the GIL held it could not tick at all.
    column = pa.array(["https://example.com/a/b?c#d"] * 1_500_000)
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    time.sleep(0.01)
    before = len(ticks)
    start = time.perf_counter()
    columnar.parse(column)
    end = time.perf_counter()
    done.set()
    t.join()
    during = [x for x in ticks if start < x < end]
    assert len(ticks) > before
    assert len(during) >= 3, (end - start, len(during))
