"""The SQL functions of ``datafusion-specurl`` (``url_hostname``,
``url_parse``, ``url_can_parse``, ``url_pattern_test``, ``parse_url``, …;
docs/sql.md lists them) for a ``datafusion.SessionContext`` of the
``datafusion`` 55 package, through DataFusion's FFI: each function is
built by this package's Rust and handed over as an ``FFI_ScalarUDF``
capsule, so it runs at Rust speed inside the Python session's plans.

>>> import datafusion, specurl.datafusion
>>> ctx = datafusion.SessionContext()
>>> specurl.datafusion.register(ctx)
>>> ctx.sql("SELECT url_hostname('https://EXAMPLE.com/a') AS h").to_pylist()
[{'h': 'example.com'}]
"""

from specurl import _specurl

__all__ = ["functions", "register"]


def functions():
    """Every SQL function of specurl, each an object with
    ``__datafusion_scalar_udf__`` (``datafusion.udf(f)`` imports one)."""
    try:
        return _specurl.datafusion_functions()
    except AttributeError:
        raise ImportError(
            "this build of specurl has no DataFusion functions: build it with "
            "the cargo feature `datafusion` (docs/python.md)"
        ) from None


def register(ctx):
    """Registers every SQL function of specurl with ``ctx``, a
    ``datafusion.SessionContext``, replacing any of the same name."""
    import datafusion

    for f in functions():
        ctx.register_udf(datafusion.udf(f))
