"""URL functions over a whole column, computed in Rust with the GIL
released.

A column is a ``pyarrow`` string array (``string``, ``large_string`` or
``string_view``; a ``ChunkedArray`` is combined), any other object with
``__arrow_c_array__``, or any iterable of ``str`` and ``None``. The result
is a ``pyarrow.Array``, handed over through the Arrow C data interface
without a copy, when pyarrow is installed, and a ``list`` otherwise.
pandas, Polars and DuckDB read the arrays as they are.

>>> from specurl import columnar
>>> hosts = columnar.hostname(["https://EXAMPLE.com/a", "not a url", None])
>>> hosts.to_pylist()
['example.com', None, None]
>>> columnar.can_parse(["/a", "x:"]).to_pylist()
[False, True]
>>> columnar.component(["/a/../b"], "pathname", base="https://h/x").to_pylist()
['/b']
>>> columnar.registrable_domain(["https://a.b.example.co.uk/"]).to_pylist()
['example.co.uk']
>>> columnar.parse(["https://h/p?q"]).field("search").to_pylist()
['?q']
"""

from specurl import _specurl

__all__ = ["component", "hostname", "can_parse", "parse", "registrable_domain"]


def component(values, name, base=None):
    """One component of each URL (``"href"``, ``"protocol"``,
    ``"username"``, ``"password"``, ``"host"``, ``"hostname"``, ``"port"``,
    ``"pathname"``, ``"search"`` or ``"hash"``), each parsed against
    ``base``: a string array, null where a row is null or not a URL."""
    return _specurl.column_component(values, name, base)


def hostname(values, base=None):
    """The hostname of each URL: ``component(values, "hostname", base)``,
    which reads most hostnames from the grammar's tokens alone."""
    return _specurl.column_component(values, "hostname", base)


def can_parse(values, base=None):
    """Whether each row is a URL (against ``base``): a boolean array, null
    where a row is null."""
    return _specurl.column_can_parse(values, base)


def parse(values, base=None):
    """Each URL as a struct of its ten getters (``href`` … ``hash``); a
    null struct where a row is null or not a URL. Without pyarrow, a list
    of dicts and ``None``."""
    return _specurl.column_parse(values, base)


def registrable_domain(values):
    """The registrable domain of each URL's host on the Public Suffix
    List: null where a row is null, not a URL, or its host has none."""
    return _specurl.column_registrable_domain(values)
