"""Every SQL function of specurl over whole columns, computed in Rust with
the GIL released: the kernels ``datafusion-specurl`` runs, so that a
function gives here what it gives in SQL, on DuckDB and in Polars.

Each function is named as in SQL without ``url_`` (``url_hostname`` is
``hostname``, ``parse_url`` stays ``parse_url``) and takes the same
arguments. An argument is a column (a ``pyarrow`` string array or
``ChunkedArray``, anything with ``__arrow_c_array__`` or
``__arrow_c_stream__`` such as a Polars ``Series``, or a list of ``str``
and ``None``) or a constant (a ``str``, or ``None``). At least one
argument is a column, and every column has the same length. An optional
argument left ``None`` is left out. The result is a ``pyarrow.Array`` of
the SQL function's type (docs/sql.md).

>>> from specurl import columnar
>>> columnar.hostname(["https://EXAMPLE.com/a", "not a url", None]).to_pylist()
['example.com', None, None]
>>> columnar.can_parse(["/a", "x:"]).to_pylist()
[False, True]
>>> columnar.pathname(["/a/../b"], base="https://h/x").to_pylist()
['/b']
>>> columnar.registrable_domain(["https://a.b.example.co.uk/"]).to_pylist()
['example.co.uk']
>>> columnar.set(["https://h/a?utm=1#x"], "search", "").to_pylist()
['https://h/a#x']
>>> columnar.pattern_match(["https://h/users/7", "https://h/"], ["https://h/users/:id"]).to_pylist()
[1, None]
>>> columnar.parse(["https://h/p?q"]).field("search").to_pylist()
['?q']
"""

from inspect import Parameter, Signature

from specurl import _specurl


def _given(function, required, args, kwargs):
    """The arguments of a call of ``function`` by position, an optional
    one left ``None`` left out (``registrable_domain(u, section="icann")``
    is SQL's ``url_registrable_domain(u, 'icann')``)."""
    bound = function.__signature__.bind(*args, **kwargs)
    bound.apply_defaults()
    return [v for i, v in enumerate(bound.args) if i < required or v is not None]


def _define(spec):
    """The function of one entry of the catalog."""
    name, params, required = spec["name"], spec["params"], spec["required"]
    signature = Signature(
        [
            Parameter(
                p,
                Parameter.POSITIONAL_OR_KEYWORD,
                default=Parameter.empty if i < required else None,
            )
            for i, p in enumerate(params)
        ]
    )

    def function(*args, **kwargs):
        return _specurl.columnar_call(name, *_given(function, required, args, kwargs))

    shown = ", ".join(params[:required]) + "".join(f" [, {p}]" for p in params[required:])
    function.__name__ = function.__qualname__ = spec["short_name"]
    function.__module__ = __name__
    function.__signature__ = signature
    function.__doc__ = (
        f"SQL's ``{name}({shown})`` over columns: the same kernel, the same "
        "result type, NULL where SQL gives NULL (docs/sql.md has what it does)."
    )
    return function


#: The catalog's entries: SQL name, name here, parameters, how many are
#: required.
FUNCTIONS = _specurl.columnar_functions()

__all__ = [spec["short_name"] for spec in FUNCTIONS]

globals().update({spec["short_name"]: _define(spec) for spec in FUNCTIONS})
