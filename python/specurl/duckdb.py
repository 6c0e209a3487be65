"""specurl's SQL functions on a DuckDB connection: ``register(con)`` adds
every function of ``specurl.columnar`` under its SQL name, with SQL's
result types and NULL behaviour, and says which route it took.

>>> import duckdb
>>> import specurl.duckdb
>>> con = duckdb.connect()
>>> specurl.duckdb.register(con)
'python'
>>> con.sql("SELECT url_hostname('https://EXAMPLE.com/a') AS h").fetchall()
[('example.com',)]
>>> con.sql("SELECT url_registrable_domain('https://a.b.example.co.uk/', 'icann') AS d").fetchall()
[('example.co.uk',)]
>>> con.sql("SELECT url_pattern_match('https://h/users/7', ['https://h/', 'https://h/users/:id'])").fetchall()
[(2,)]

The routes, the first that works:

- ``'native'``: the native DuckDB extension (``specurl-duckdb``,
  docs/duckdb.md), ``LOAD``ed from the first of: the ``extension``
  argument, the environment variable ``SPECURL_DUCKDB_EXTENSION``, or a
  file ``specurl.duckdb_extension`` beside this module. It is unsigned,
  so DuckDB loads it only into a database opened with
  ``config={"allow_unsigned_extensions": "true"}``. Its functions are
  the database's, for every connection to it.
- ``'python'``: vectorised Arrow functions in Python, on this connection.
  DuckDB names a Python function once, with one list of parameters, so
  each function is registered once for each number of arguments it
  takes (``__specurl_url_hostname_1``, ``__specurl_url_hostname_2``),
  and a macro of the SQL name with one overload a number of arguments
  calls them.

An ``extension`` that is given but cannot be loaded is an error rather
than a fallback: the caller asked for that file.
"""

import os
import pathlib

import pyarrow as pa

from specurl import columnar

__all__ = ["register", "duckdb_type", "extension_path"]

ENVIRONMENT = "SPECURL_DUCKDB_EXTENSION"


def duckdb_type(t):
    """The DuckDB type of an Arrow type of a result.

    >>> import pyarrow as pa
    >>> from specurl.duckdb import duckdb_type
    >>> duckdb_type(pa.struct([("name", pa.string()), ("start", pa.int64())]))
    'STRUCT("name" VARCHAR, "start" BIGINT)'
    """
    if pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t):
        return "VARCHAR"
    if pa.types.is_dictionary(t):
        return duckdb_type(t.value_type)
    simple = {
        pa.bool_(): "BOOLEAN",
        pa.uint16(): "USMALLINT",
        pa.int32(): "INTEGER",
        pa.int64(): "BIGINT",
        pa.uint32(): "UINTEGER",
    }
    if t in simple:
        return simple[t]
    if pa.types.is_struct(t):
        fields = ", ".join(f'"{f.name}" {duckdb_type(f.type)}' for f in t)
        return f"STRUCT({fields})"
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return f"{duckdb_type(t.value_type)}[]"
    raise TypeError(f"no DuckDB type for {t}")


def _kernel(name, n):
    """The function DuckDB calls with ``n`` arrays: DuckDB counts the
    parameters of what it is given, so each arity is spelled out."""
    call = columnar._specurl.columnar_call
    return {
        1: lambda a: call(name, a),
        2: lambda a, b: call(name, a, b),
        3: lambda a, b, c: call(name, a, b, c),
    }[n]


def extension_path(extension=None):
    """The native extension ``register`` would load: ``extension``, else
    the file named by ``$SPECURL_DUCKDB_EXTENSION``, else
    ``specurl.duckdb_extension`` beside this module; ``None`` when none is
    a file.

    >>> from specurl.duckdb import extension_path
    >>> extension_path("/no/such/specurl.duckdb_extension") is None
    True
    """
    if extension is not None:
        candidates = [extension]
    else:
        candidates = [os.environ.get(ENVIRONMENT), pathlib.Path(__file__).with_name("specurl.duckdb_extension")]
    for candidate in candidates:
        if candidate and pathlib.Path(candidate).is_file():
            return pathlib.Path(candidate)
    return None


def _unsigned_allowed(con):
    [(value,)] = con.execute("SELECT current_setting('allow_unsigned_extensions')").fetchall()
    return str(value).lower() == "true"


def register(con, extension=None, native=True):
    """Registers every function on the DuckDB connection ``con``, each
    under its SQL name (``url_hostname``, ``parse_url``), and returns the
    route taken: ``'native'`` when the native extension loaded (see the
    module's documentation for where it is looked for), ``'python'`` when
    it was not found, the database does not allow unsigned extensions, or
    ``native`` is false. The Python route replaces any earlier Python
    registration on ``con``."""
    if native:
        path = extension_path(extension)
        if extension is not None and path is None:
            raise FileNotFoundError(f"no DuckDB extension at {extension}")
        if path is not None and _unsigned_allowed(con):
            try:
                con.execute("LOAD '" + str(path).replace("'", "''") + "'")
                return "native"
            except Exception:
                if extension is not None:
                    raise
                # A file built for another DuckDB platform or C API: the
                # Python functions still work.
        elif extension is not None:
            raise RuntimeError(
                "the native extension is unsigned: open the database with "
                "config={'allow_unsigned_extensions': 'true'}"
            )
    _register_python(con)
    return "python"


def _register_python(con):
    """The Python route of ``register``."""
    for spec in columnar.FUNCTIONS:
        name, params, required = spec["name"], spec["params"], spec["required"]
        overloads = []
        for n in range(required, len(params) + 1):
            inner = f"__specurl_{name}_{n}"
            types = ["VARCHAR[]" if p == "patterns" else "VARCHAR" for p in params[:n]]
            result = duckdb_type(spec["returns"][n - required])
            try:
                con.remove_function(inner)
            except Exception:  # not registered yet: nothing to replace
                pass
            con.create_function(
                inner,
                _kernel(name, n),
                [con.sql(f"SELECT NULL::{t}").types[0] for t in types],
                con.sql(f"SELECT NULL::{result}").types[0],
                type="arrow",
                # A URL that does not parse gives NULL, as in SQL.
                null_handling="special",
            )
            names = ", ".join(params[:n])
            overloads.append(f"({names}) AS {inner}({names})")
        con.execute(f"CREATE OR REPLACE MACRO {name} {', '.join(overloads)}")
