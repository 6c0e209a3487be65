"""specurl.polars: the `url` namespace has every function, runs the
columnar kernels, and takes constants and expressions."""

import inspect

import polars as pl
import pytest

import specurl.polars  # noqa: F401  (registers the namespace)
from specurl import columnar
from specurl.polars import UrlNamespace

URLS = ["https://EXAMPLE.com:8080/a/./b?x=1#f", "https://u@a.b.example.co.uk/",
        "not a url", None, "http://0x7f.1/"]


def test_every_function_is_a_method_with_its_parameters():
    for spec in columnar.FUNCTIONS:
        method = getattr(UrlNamespace, spec["short_name"])
        assert list(inspect.signature(method).parameters)[1:] == spec["params"][1:]


@pytest.mark.parametrize("spec", [s for s in columnar.FUNCTIONS if s["required"] == 1],
                         ids=lambda s: s["name"])
def test_one_argument_functions_equal_columnar(spec):
    df = pl.DataFrame({"u": URLS})
    got = df.select(getattr(pl.col("u").url, spec["short_name"])()).to_series().to_list()
    want = pl.from_arrow(getattr(columnar, spec["short_name"])(URLS)).to_list()
    assert got == want


def test_constants_and_expressions():
    df = pl.DataFrame({"base": ["https://h/a/", "https://o/"], "ref": ["b", None]})
    out = df.select(
        pl.col("base").url.join(pl.col("ref")).alias("j"),
        pl.col("base").url.set("pathname", "/x y").alias("s"),
        pl.col("base").url.pattern_match(["https://o/", "https://h/*"]).alias("m"),
        pl.col("base").url.registrable_domain(section="icann").alias("d"),
    )
    assert out.rows() == [("https://h/a/b", "https://h/x%20y", 2, None),
                          (None, "https://o/x%20y", 1, None)]


def test_lazy_and_filter():
    lf = pl.LazyFrame({"u": ["https://a.example.com/x", "https://b.example.org/", "no"]})
    out = lf.filter(pl.col("u").url.registrable_domain() == "example.com").collect()
    assert out["u"].to_list() == ["https://a.example.com/x"]


def test_a_series_is_a_column_of_columnar():
    # A Polars Series has __arrow_c_stream__ (no __arrow_c_array__): it is
    # read through that interface, in Polars' string_view layout.
    s = pl.Series(["https://EXAMPLE.com/a", None, "no"])
    assert columnar.hostname(s).to_pylist() == ["example.com", None, None]
    assert columnar.join("https://h/a/", pl.Series(["b"])).to_pylist() == ["https://h/a/b"]
