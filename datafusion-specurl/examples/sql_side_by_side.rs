//! The SQL functions side by side with what DataFusion users have without
//! them, on a file of URLs (one a line), in rows per second:
//!
//! ```text
//! cargo run --release -p datafusion-specurl --example sql_side_by_side \
//!     -- tests/data/urls/kasztp.txt
//! cargo run --release -p datafusion-specurl --features bench-peers \
//!     --example sql_side_by_side -- tests/data/urls/kasztp.txt
//! ```
//!
//! Without the feature `bench-peers` it builds on what `specurl-sql`'s
//! release build has already compiled, and times these functions and the
//! plain loops their targets are set against; with it, the peers
//! (datafusion-spark's `try_parse_url`, DataFusion's `regexp_replace`) take
//! their turns too, at the price of DataFusion built again with the regular
//! expression functions.
//!
//! The URLs are one Arrow `Utf8View` column `u` (what DataFusion reads
//! Parquet strings as) in batches of 8192 rows, in memory, beside a column
//! `r` of references: each URL's path, query and fragment (the URL itself
//! where it does not parse). Each pass runs one query (`SELECT f(u) FROM
//! urls`) on one partition and a single-threaded runtime; a plain
//! `Url::parse` loop over `u` and a plain loop of `Url::join` over `r`
//! against the parsed base of the `url_join` pass take their turns too.
//! The passes take turns for several rounds and each figure is the median
//! of its passes. Then `url_hostname` and `url_parse` again on two
//! partitions and two threads.

use std::sync::Arc;
use std::time::Instant;

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringViewArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::datasource::MemTable;
use datafusion::physical_plan::collect;
use datafusion::prelude::{SessionConfig, SessionContext};
use specurl::Url;

/// The passes: a name and what it runs.
enum Pass {
    Sql(&'static str, &'static str),
    UrlParseLoop,
    JoinLoop,
}

/// The base of the `url_join` pass and of the `Url::join` loop.
const BASE: &str = "https://example.com/a/b/c?q#f";

#[cfg(feature = "bench-peers")]
const HOST_REGEX: &str = r"^[A-Za-z][A-Za-z0-9+.\-]*://(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*).*$";

fn passes() -> Vec<Pass> {
    vec![
        Pass::Sql("url_hostname(u)", "SELECT url_hostname(u) FROM urls"),
        Pass::Sql("url_parse(u)", "SELECT url_parse(u) FROM urls"),
        Pass::Sql(
            "url_registrable_domain(u)",
            "SELECT url_registrable_domain(u) FROM urls",
        ),
        Pass::Sql(
            "url_join(constant base, r)",
            "SELECT url_join('__BASE__', r) FROM urls",
        ),
        #[cfg(feature = "bench-peers")]
        Pass::Sql(
            "datafusion-spark try_parse_url(u, 'HOST')",
            "SELECT try_parse_url(u, 'HOST') FROM urls",
        ),
        #[cfg(feature = "bench-peers")]
        Pass::Sql(
            "regexp_replace host extraction",
            "SELECT regexp_replace(u, '__REGEX__', '\\1') FROM urls",
        ),
        Pass::UrlParseLoop,
        Pass::JoinLoop,
    ]
}

fn context(batches: &[RecordBatch], partitions: usize) -> SessionContext {
    let config = SessionConfig::new().with_target_partitions(partitions);
    let ctx = SessionContext::new_with_config(config);
    let mut ours = ctx.clone();
    datafusion_specurl::register_all(&mut ours).unwrap();
    #[cfg(feature = "bench-peers")]
    register_peers(&ctx);
    // The batches dealt round the partitions.
    let mut parts = vec![Vec::new(); partitions];
    for (i, b) in batches.iter().enumerate() {
        parts[i % partitions].push(b.clone());
    }
    let table = MemTable::try_new(batches[0].schema(), parts).unwrap();
    ctx.register_table("urls", Arc::new(table)).unwrap();
    ctx
}

/// datafusion-spark's URL functions.
#[cfg(feature = "bench-peers")]
fn register_peers(ctx: &SessionContext) {
    ctx.register_udf(
        datafusion_spark::function::url::try_parse_url()
            .as_ref()
            .clone(),
    );
    ctx.register_udf(
        datafusion_spark::function::url::parse_url()
            .as_ref()
            .clone(),
    );
}

/// The time of one query's execution, from its physical plan (planned
/// before the clock starts) to the collected batches.
async fn run_sql(ctx: &SessionContext, sql: &str) -> f64 {
    let sql = sql.replace("__BASE__", BASE);
    #[cfg(feature = "bench-peers")]
    let sql = sql.replace("__REGEX__", HOST_REGEX);
    let plan = ctx
        .sql(&sql)
        .await
        .unwrap()
        .create_physical_plan()
        .await
        .unwrap();
    let start = Instant::now();
    let out = collect(plan, ctx.task_ctx()).await.unwrap();
    let elapsed = start.elapsed().as_secs_f64();
    std::hint::black_box(out);
    elapsed
}

fn url_parse_loop(urls: &[String]) -> f64 {
    let start = Instant::now();
    let mut ok = 0usize;
    for u in urls {
        ok += std::hint::black_box(Url::parse(u, None)).is_ok() as usize;
    }
    std::hint::black_box(ok);
    start.elapsed().as_secs_f64()
}

fn join_loop(refs: &[String]) -> f64 {
    let base = Url::parse(BASE, None).unwrap();
    let start = Instant::now();
    let mut ok = 0usize;
    for r in refs {
        ok += std::hint::black_box(base.join(r)).is_ok() as usize;
    }
    std::hint::black_box(ok);
    start.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        eprintln!("usage: sql_side_by_side FILE (one URL a line)");
        std::process::exit(2)
    });
    let text = std::fs::read_to_string(&path).unwrap();
    let urls: Vec<String> = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::to_owned)
        .collect();
    let refs: Vec<String> = urls
        .iter()
        .map(|u| match Url::parse(u, None) {
            Ok(url) => format!("{}{}{}", url.pathname(), url.search(), url.hash()),
            Err(_) => u.clone(),
        })
        .collect();
    let schema = Arc::new(Schema::new(vec![
        Field::new("u", DataType::Utf8View, false),
        Field::new("r", DataType::Utf8View, false),
    ]));
    let batches: Vec<RecordBatch> = urls
        .chunks(8192)
        .zip(refs.chunks(8192))
        .map(|(u, r)| {
            let u: ArrayRef = Arc::new(StringViewArray::from_iter_values(u));
            let r: ArrayRef = Arc::new(StringViewArray::from_iter_values(r));
            RecordBatch::try_new(schema.clone(), vec![u, r]).unwrap()
        })
        .collect();
    let rounds = 15;
    let rows = urls.len() as f64;
    println!(
        "{path}: {} URLs; rows/s, median of {rounds} interleaved passes",
        urls.len()
    );

    let one = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let ctx = context(&batches, 1);
    let passes = passes();
    let mut times = vec![Vec::new(); passes.len()];
    for _ in 0..rounds {
        for (i, pass) in passes.iter().enumerate() {
            times[i].push(match pass {
                Pass::Sql(_, sql) => one.block_on(run_sql(&ctx, sql)),
                Pass::UrlParseLoop => url_parse_loop(&urls),
                Pass::JoinLoop => join_loop(&refs),
            });
        }
    }
    let medians: Vec<f64> = times.into_iter().map(median).collect();
    println!("\none partition, one thread:");
    println!("| pass | M rows/s | time ÷ url_hostname |");
    println!("|---|---:|---:|");
    for (pass, t) in passes.iter().zip(&medians) {
        let name = match pass {
            Pass::Sql(name, _) => *name,
            Pass::UrlParseLoop => "a `Url::parse` loop (no SQL, no Arrow)",
            Pass::JoinLoop => "a `Url::join` loop, the base parsed once",
        };
        println!("| {name} | {:.2} | {:.2} |", rows / t / 1e6, t / medians[0]);
    }
    // The ratios the targets are set in (rows/s over rows/s).
    let at = |name: &str| {
        passes
            .iter()
            .position(|p| match p {
                Pass::Sql(n, _) => *n == name,
                Pass::UrlParseLoop => name == "parse loop",
                Pass::JoinLoop => name == "join loop",
            })
            .map(|i| medians[i])
            .unwrap()
    };
    let ratio = |a: &str, b: &str| at(b) / at(a);
    println!("\ntargets (rows/s ÷ rows/s):");
    println!(
        "url_parse ÷ Url::parse loop: {:.2} (target 0.8)",
        ratio("url_parse(u)", "parse loop")
    );
    println!(
        "url_hostname: {:.2} M rows/s (target 10)",
        rows / at("url_hostname(u)") / 1e6
    );
    println!(
        "url_registrable_domain ÷ url_hostname: {:.2} (target 0.7)",
        ratio("url_registrable_domain(u)", "url_hostname(u)")
    );
    println!(
        "url_join ÷ Url::join loop: {:.2} (target 0.8)",
        ratio("url_join(constant base, r)", "join loop")
    );

    println!("\nscaling (url_hostname, url_parse):");
    println!("| partitions and threads | url_hostname M rows/s | url_parse M rows/s |");
    println!("|---:|---:|---:|");
    for partitions in [1, 2] {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(partitions)
            .enable_all()
            .build()
            .unwrap();
        let ctx = context(&batches, partitions);
        let mut times = [Vec::new(), Vec::new()];
        for _ in 0..rounds {
            times[0].push(runtime.block_on(run_sql(&ctx, "SELECT url_hostname(u) FROM urls")));
            times[1].push(runtime.block_on(run_sql(&ctx, "SELECT url_parse(u) FROM urls")));
        }
        let [h, p] = times.map(median);
        println!(
            "| {partitions} | {:.2} | {:.2} |",
            rows / h / 1e6,
            rows / p / 1e6
        );
    }
}
