"""Times url_hostname in Spark (specurl.spark) beside Spark with no UDF,
Spark with an Arrow UDF that gives its input back, DuckDB
(specurl.duckdb) and specurl.columnar, side by side in one run, over a
Parquet file of a URL list repeated to --rows rows (docs/spark.md,
"Speed").

    SPARK_LOCAL_IP=127.0.0.1 python bench/spark_speed.py /work/shared/data/urls/kasztp.txt

Each figure is the best of --repeat rounds, each round timing every cell
once, so that a change of load on a shared machine falls on all alike.
Run it from a directory that has no `specurl/` of its own: Spark's workers
import from the driver's working directory first.
"""

import argparse
import os
import sys
import tempfile
import time

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from pyspark.sql import SparkSession
from pyspark.sql.functions import arrow_udf
from pyspark.sql.types import StringType

import specurl.duckdb
import specurl.spark
from specurl import columnar


# A type, not the DDL string "string": that needs a session to be parsed.
@arrow_udf(StringType())
def same(v: pa.Array) -> pa.Array:
    return v


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with open(args.file, encoding="utf-8-sig") as f:
        lines = [line.rstrip("\n") for line in f if line.strip()]
    urls = (lines * (args.rows // len(lines) + 1))[: args.rows]
    path = os.path.join(tempfile.mkdtemp(), "urls.parquet")
    pq.write_table(pa.table({"u": pa.array(urls, pa.string())}), path)

    # The workers run this interpreter, whose environment has specurl.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    spark = SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false").getOrCreate()
    specurl.spark.register(spark)
    spark.udf.register("same", same)
    spark.read.parquet(path).createOrReplaceTempView("urls")
    con = duckdb.connect()
    specurl.duckdb.register(con)
    column = pa.array(urls, pa.string())

    cells = {
        "Spark, url_hostname through specurl.spark": lambda: spark.sql(
            "SELECT sum(length(url_hostname(u))) FROM urls").collect()[0][0],
        "Spark, sum(length(u)), no UDF": lambda: spark.sql(
            "SELECT sum(length(u)) FROM urls").collect()[0][0],
        "Spark, an Arrow UDF that gives its input back": lambda: spark.sql(
            "SELECT sum(length(same(u))) FROM urls").collect()[0][0],
        "DuckDB, url_hostname through specurl.duckdb": lambda: con.sql(
            f"SELECT sum(length(url_hostname(u))) FROM '{path}'").fetchall()[0][0],
        "specurl.columnar.hostname in memory": lambda: pc.sum(
            pc.utf8_length(columnar.hostname(column))).as_py(),
    }
    # The first query starts Spark's Python workers.
    next(iter(cells.values()))()
    best = {}
    for _ in range(args.repeat):
        for name, run in cells.items():
            start = time.perf_counter()
            run()
            best[name] = min(best.get(name, float("inf")), time.perf_counter() - start)
    for name, seconds in best.items():
        print(f"{name}: {seconds:.3f} s, {args.rows / seconds / 1e6:.2f} M rows/s")
    spark.stop()


if __name__ == "__main__":
    main()
