"""specurl's SQL functions as a Polars expression namespace: importing
this module registers ``url`` on every expression, with each function of
``specurl.columnar`` as a method of the same name, run over whole
batches by the same kernels as in SQL.

>>> import polars as pl
>>> import specurl.polars
>>> df = pl.DataFrame({"u": ["https://a.b.example.co.uk/x?utm=1", "no"]})
>>> df.select(
...     pl.col("u").url.hostname().alias("host"),
...     pl.col("u").url.registrable_domain().alias("site"),
...     pl.col("u").url.set("search", "").alias("clean"),
... ).rows()
[('a.b.example.co.uk', 'example.co.uk', 'https://a.b.example.co.uk/x'), (None, None, None)]

The other arguments are constants (``str``, ``None``, the list of
``pattern_match``) or expressions of the same frame:
``pl.col("base").url.join(pl.col("ref"))``.
"""

from inspect import Parameter

import polars as pl
import pyarrow as pa

from specurl import columnar

__all__ = ["UrlNamespace"]


def _dtype(spec, n):
    """The Polars type of a function's result with ``n`` arguments."""
    t = spec["returns"][n - spec["required"]]
    return pl.from_arrow(pa.array([], t)).dtype


def _method(spec):
    function = getattr(columnar, spec["short_name"])
    required = spec["required"]

    def method(self, *args, **kwargs):
        given = columnar._given(function, required, (self._expr, *args), kwargs)
        exprs = [i for i, v in enumerate(given) if isinstance(v, pl.Expr)]

        def run(series):
            values = list(given)
            for i, s in zip(exprs, series):
                values[i] = s.to_arrow()
            return pl.from_arrow(function(*values))

        return pl.map_batches(
            [given[i] for i in exprs],
            run,
            return_dtype=_dtype(spec, len(given)),
            is_elementwise=True,
        )

    params = list(function.__signature__.parameters.values())
    method.__name__ = spec["short_name"]
    method.__qualname__ = f"UrlNamespace.{spec['short_name']}"
    method.__signature__ = function.__signature__.replace(
        parameters=[Parameter("self", Parameter.POSITIONAL_OR_KEYWORD), *params[1:]]
    )
    method.__doc__ = function.__doc__
    return method


@pl.api.register_expr_namespace("url")
class UrlNamespace:
    """``expr.url``: every function of ``specurl.columnar``, the
    expression its first argument."""

    def __init__(self, expr):
        self._expr = expr


for _spec in columnar.FUNCTIONS:
    setattr(UrlNamespace, _spec["short_name"], _method(_spec))
