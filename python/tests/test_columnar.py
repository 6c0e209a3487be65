"""The columnar functions: every input form, nulls, the struct, the
agreement with the URL class row by row, and the GIL released."""

import threading
import time

import pyarrow as pa
import pytest

from conftest import load
from specurl import URL, columnar

WPT = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
INPUTS = [c["input"] for c in WPT if c.get("base") is None]
GETTERS = ["href", "protocol", "username", "password", "host", "hostname",
           "port", "pathname", "search", "hash"]


def expected(text, getter):
    url = URL.parse(text)
    return None if url is None else getattr(url, getter)


@pytest.mark.parametrize("getter", GETTERS)
def test_component_agrees_with_url_on_wpt(getter):
    got = columnar.component(pa.array(INPUTS), getter).to_pylist()
    assert got == [expected(t, getter) for t in INPUTS]


@pytest.mark.parametrize("make", [
    lambda xs: xs,
    lambda xs: iter(xs),
    lambda xs: tuple(xs),
    lambda xs: pa.array(xs, pa.string()),
    lambda xs: pa.array(xs, pa.large_string()),
    lambda xs: pa.array(xs, pa.string_view()),
    lambda xs: pa.chunked_array([xs[:2], xs[2:]]),
])
def test_input_forms(make):
    rows = ["https://EXAMPLE.com/a", None, "not a url", "http://[::1]:8/"]
    assert columnar.hostname(make(rows)).to_pylist() == ["example.com", None, None, "[::1]"]


def test_base_and_can_parse():
    assert columnar.component(["../c", "//o/x"], "href", base="https://h/a/b").to_pylist() == [
        "https://h/c", "https://o/x"]
    assert columnar.can_parse(["/a", None, "https://h/"]).to_pylist() == [False, None, True]
    assert columnar.can_parse(["/a"], base="https://h/").to_pylist() == [True]


def test_parse_struct():
    rows = ["https://u:p@h:8/p?q#f", "nope", None]
    s = columnar.parse(pa.array(rows))
    assert s.type.num_fields == 10
    assert s.is_null().to_pylist() == [False, True, True]
    first = s.to_pylist()[0]
    url = URL(rows[0])
    assert first == {g: getattr(url, g) for g in GETTERS}


def test_registrable_domain():
    rows = ["https://a.b.example.co.uk/", "https://github.io/", "https://127.0.0.1/", None]
    assert columnar.registrable_domain(rows).to_pylist() == ["example.co.uk", None, None, None]


@pytest.mark.parametrize("call", [
    lambda: columnar.hostname([1]),
    lambda: columnar.hostname("https://h/"),
    lambda: columnar.hostname(pa.array([1, 2])),
    lambda: columnar.hostname(3),
])
def test_type_errors(call):
    with pytest.raises(TypeError):
        call()


def test_unknown_component():
    with pytest.raises(ValueError):
        columnar.component(["https://h/"], "nope")


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


def test_without_pyarrow_gives_lists(monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    assert columnar.hostname(["https://h/", None]) == ["h", None]
    assert columnar.can_parse(["x:", "/"]) == [True, False]
    assert columnar.parse(["https://h/p", "no"]) == [
        {g: getattr(URL("https://h/p"), g) for g in GETTERS}, None]
