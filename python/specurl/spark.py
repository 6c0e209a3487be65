"""specurl's SQL functions in Spark (4.1 and later): ``register(spark)``
adds every function of ``specurl.columnar`` to a ``SparkSession`` under
its SQL name, as an Arrow UDF (``pyspark.sql.functions.arrow_udf``), with
SQL's result types (structs and lists as Spark structs and arrays) and
NULL behaviour; and this module has one column function of the same name
for each, for the DataFrame API.

>>> import specurl.spark
>>> shadowed = specurl.spark.register(spark)
>>> spark.sql("SELECT url_hostname('https://EXAMPLE.com/a') AS h").collect()
[Row(h='example.com')]
>>> spark.sql("SELECT url_registrable_domain('https://a.b.example.co.uk/', 'icann') AS d").collect()
[Row(d='example.co.uk')]
>>> from pyspark.sql.functions import col, lit
>>> df = spark.createDataFrame([("https://h/a?x=1",), ("no",)], ["u"])
>>> df.select(specurl.spark.url_search_param(col("u"), lit("x")).alias("x")).collect()
[Row(x='1'), Row(x=None)]

Each function runs in the Python workers of Spark's executors over whole
Arrow batches, by the kernels DataFusion runs, so specurl must be
installed where the executors run (docs/spark.md). A Python UDF takes
any number of arguments under one name, so one registration serves every
arity of a function with optional parameters (``url_hostname(u)``,
``url_hostname(u, base)``); a wrong number of arguments, or an argument
that is not a string, fails when the query runs, not when it is planned.
A name that Spark has a function of its own by (``parse_url``,
``url_encode``, ``url_decode``) is Spark's in SQL unless qualified:
``session.parse_url(u, 'HOST')`` is specurl's (``register`` gives those
names); the column functions of this module are always specurl's.
"""

from inspect import Parameter, Signature

import pyarrow as pa

from specurl import columnar

__all__ = ["register", "spark_type", "udfs"] + [spec["name"] for spec in columnar.FUNCTIONS]


def spark_type(t):
    """The Spark type of an Arrow type of a result: unsigned integers as
    the next wider signed type, every string type as ``StringType``.

    >>> import pyarrow as pa
    >>> from specurl.spark import spark_type
    >>> spark_type(pa.uint16())
    IntegerType()
    >>> spark_type(pa.list_(pa.struct([("name", pa.string()), ("start", pa.int64())]))).simpleString()
    'array<struct<name:string,start:bigint>>'
    """
    from pyspark.sql import types as T

    if pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t):
        return T.StringType()
    if pa.types.is_dictionary(t):
        return spark_type(t.value_type)
    simple = {
        pa.bool_(): T.BooleanType(),
        pa.int8(): T.ByteType(),
        pa.int16(): T.ShortType(),
        pa.uint8(): T.ShortType(),
        pa.int32(): T.IntegerType(),
        pa.uint16(): T.IntegerType(),
        pa.int64(): T.LongType(),
        pa.uint32(): T.LongType(),
        pa.float32(): T.FloatType(),
        pa.float64(): T.DoubleType(),
    }
    if t in simple:
        return simple[t]
    if pa.types.is_struct(t):
        return T.StructType([T.StructField(f.name, spark_type(f.type), f.nullable) for f in t])
    if pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_list_view(t):
        return T.ArrayType(spark_type(t.value_type), t.value_field.nullable)
    if pa.types.is_map(t):
        return T.MapType(spark_type(t.key_type), spark_type(t.item_type), t.item_field.nullable)
    raise TypeError(f"no Spark type for {t}")


def _returns(spec):
    """The one Spark type of a function's results, whatever its arity:
    Spark gives a name one result type."""
    types = {spark_type(t) for t in spec["returns"]}
    if len(types) != 1:
        raise TypeError(f"{spec['name']} has results of several Spark types: {types}")
    return types.pop()


def _kernel(spec):
    """The Arrow function of one entry: Spark hands a SQL ``NULL``
    constant over as an array of Arrow's null type, which is given to the
    kernel as the NULL it stands for."""
    function = getattr(columnar, spec["short_name"])

    # The hints are what tells Spark that this is a scalar Arrow UDF.
    def kernel(*args: pa.Array, **kwargs: pa.Array) -> pa.Array:
        bound = function.__signature__.bind(*args, **kwargs)
        for name, value in bound.arguments.items():
            if isinstance(value, pa.Array) and pa.types.is_null(value.type):
                # A NULL list of patterns is the constant NULL, whose
                # answer is NULL, as in DataFusion; a list column with a
                # NULL row would be refused.
                null = None if name == "patterns" else pa.nulls(len(value), pa.string())
                bound.arguments[name] = null
        return function(*bound.args, **bound.kwargs)

    kernel.__name__ = kernel.__qualname__ = spec["name"]
    kernel.__doc__ = function.__doc__
    return kernel


# The UDFs, made at the first use: this module imports without pyspark
# (as its stubs are checked where pyspark is not installed), and a
# function that needs pyspark says so when it is called.
_UDFS = {}


def udfs():
    """Every function as a Spark Arrow UDF, by SQL name (what
    ``spark.udf.register(name, f)`` takes).

    >>> sorted(specurl.spark.udfs())[:2]
    ['parse_url', 'url_can_parse']
    """
    if not _UDFS:
        try:
            from pyspark.sql.functions import arrow_udf
        except ImportError:
            raise ImportError("specurl.spark needs pyspark 4.1 or later (docs/spark.md)") from None
        for spec in columnar.FUNCTIONS:
            _UDFS[spec["name"]] = arrow_udf(_kernel(spec), returnType=_returns(spec))
    return dict(_UDFS)


def register(spark):
    """Registers every function with the ``SparkSession`` ``spark``, each
    as a temporary function under its SQL name (``url_hostname``), for
    ``spark.sql`` and ``pyspark.sql.functions.call_function``, replacing
    one of the same name registered before. Gives the names that are
    Spark's own functions too (``parse_url``, ``url_encode``,
    ``url_decode``): Spark resolves a bare name to its built-in function
    first, so there specurl's is ``session.parse_url(...)``.

    >>> import specurl.spark
    >>> specurl.spark.register(spark)
    ['parse_url', 'url_decode', 'url_encode']
    >>> spark.sql("SELECT session.parse_url('https://EXAMPLE.com/', 'HOST') AS h").collect()
    [Row(h='example.com')]
    >>> spark.sql("SELECT parse_url('https://EXAMPLE.com/', 'HOST') AS h").collect()
    [Row(h='EXAMPLE.com')]
    """
    functions = udfs()
    for name, f in functions.items():
        spark.udf.register(name, f)
    builtin = {row[0] for row in spark.sql("SHOW SYSTEM FUNCTIONS").collect()}
    return sorted(builtin & set(functions))


def _column_function(spec):
    """The column function of one entry: each argument a ``Column`` or a
    column's name, as in ``pyspark.sql.functions``; an optional one left
    ``None`` is left out."""
    name, params, required = spec["name"], spec["params"], spec["required"]
    signature = Signature(
        [
            Parameter(p, Parameter.POSITIONAL_OR_KEYWORD, default=Parameter.empty if i < required else None)
            for i, p in enumerate(params)
        ]
    )

    def function(*args, **kwargs):
        given = columnar._given(function, required, args, kwargs)
        return udfs()[name](*given)

    shown = ", ".join(params[:required]) + "".join(f" [, {p}]" for p in params[required:])
    function.__name__ = function.__qualname__ = name
    function.__module__ = __name__
    function.__signature__ = signature
    function.__doc__ = (
        f"The column of SQL's ``{name}({shown})``: each argument a ``Column`` "
        "or a column's name (``lit(...)`` for a constant); the same kernel, "
        "result type and NULLs as in SQL (docs/sql.md has what it does)."
    )
    return function


globals().update({spec["name"]: _column_function(spec) for spec in columnar.FUNCTIONS})
