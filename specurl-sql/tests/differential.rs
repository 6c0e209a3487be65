//! Ballista against local DataFusion: the same queries over the same
//! Parquet files, on a scheduler and two executors of this crate on
//! 127.0.0.1, at `target_partitions` 1 and 4, each answer compared with
//! the local one as a multiset of rows (as a sequence where the query
//! orders its whole answer), with the same column types. Any difference
//! is a bug, of this crate's registration or serialisation or of
//! Ballista's; there is no list of queries allowed to differ.
//!
//! The log is URLs of the repository's lists and WPT's inputs (some with a
//! base, some not URLs at all) in five Parquet files of several row groups
//! each; the table of domains joined to it is two more files.
//!
//! `SPECURL_DIFFERENTIAL_REPEAT=N` (default 1) runs the same suite on a
//! larger log: every URL of the lists rather than a sample, the whole log
//! N times over, with N times the time bounds (docs/reliability.md,
//! "Load", reports such a run).

mod cluster;
#[path = "../../datafusion-specurl/tests/common/mod.rs"]
mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{Int64Array, RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::SessionContext;
use specurl::Url;

use cluster::Cluster;

/// How long the cluster may take to come up and all the queries to run.
const DEADLINE: Duration = Duration::from_secs(400);

/// One query's bound: a query that hangs fails the test.
const QUERY_TIMEOUT: Duration = Duration::from_secs(90);

/// How many times the log holds its rows: `SPECURL_DIFFERENTIAL_REPEAT`,
/// 1 when unset. Above 1 the log takes every URL of the lists, not a
/// sample of them.
fn repeat() -> u32 {
    match std::env::var("SPECURL_DIFFERENTIAL_REPEAT") {
        Err(_) => 1,
        Ok(n) => n
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .unwrap_or_else(|| panic!("SPECURL_DIFFERENTIAL_REPEAT: not a count: {n}")),
    }
}

/// Rows in a Parquet row group: every file has several.
const ROW_GROUP: usize = 600;

/// Every scalar function of `datafusion-specurl`, once (`url_href` with
/// the base column too), with constant and column arguments.
const EVERY_FUNCTION: &str = "SELECT id,
    url_parse(u) AS parsed,
    url_href(u, b) AS href,
    url_protocol(u) AS protocol,
    url_username(u) AS username,
    url_password(u) AS password,
    url_host(u) AS host,
    url_hostname(u) AS hostname,
    url_port(u) AS port,
    url_pathname(u) AS pathname,
    url_search(u) AS search,
    url_hash(u) AS hash,
    url_origin(u) AS origin,
    url_can_parse(u) AS can_parse,
    url_is_valid(u, 'strict') AS is_valid,
    url_normalise(u) AS normalised,
    url_equivalent(u, url_href(u), 'normal') AS equivalent,
    url_join(u, '../a/./b?c#d') AS joined,
    url_relative(u, 'https://www.example.com/a/b') AS relative,
    url_to_unicode(u) AS unicode,
    url_search_param(u, 'id') AS param,
    url_search_params(u) AS params,
    url_pattern_test(u, 'https://*.wikipedia.org/wiki/*') AS matches,
    url_pattern_exec(u, 'http{s}?://:host/:first/*') AS groups,
    url_pattern_match(u, make_array('https://*.wikipedia.org/wiki/*', 'http{s}?://:host/:first/*', 'https://*/*')) AS route,
    url_public_suffix(u) AS suffix,
    url_registrable_domain(u) AS site,
    url_registrable_domain(u, 'icann') AS icann_site,
    url_set(u, 'search', '') AS without_query,
    url_validation_errors(u) AS errors,
    url_host_type(u) AS host_type,
    url_path_segments(u) AS segments,
    url_encode(u, 'component') AS encoded,
    url_decode(u) AS decoded,
    url_same_origin(u, 'https://www.example.com/') AS same_origin,
    url_same_site(u, 'https://www.example.com/') AS same_site,
    parse_url(u, 'QUERY') AS query,
    url_subdomain(u) AS subdomain,
    url_first_significant_subdomain(u) AS significant,
    url_cut_to_first_significant_subdomain(u) AS cut,
    url_domain_without_www(u) AS without_www,
    url_file_extension(u) AS extension,
    url_hierarchy(u) AS hierarchy,
    url_path_hierarchy(u) AS path_hierarchy,
    url_search_param_names(u) AS param_names,
    url_remove_search_params(u, 'utm_source&id') AS without_params
FROM log";

/// The queries: a name, the SQL, and whether the answer's order is part
/// of it (an `ORDER BY` with a total order over what it returns).
const QUERIES: &[(&str, &str, bool)] = &[
    (
        "group by url_hostname",
        "SELECT url_hostname(u) AS h, count(*) AS n, sum(bytes) AS total FROM log GROUP BY 1",
        false,
    ),
    (
        "group by two URL functions",
        "SELECT url_protocol(u) AS p, url_port(u) AS port, count(*) AS n, min(id) AS first
         FROM log GROUP BY 1, 2",
        false,
    ),
    (
        "join to registrable domains",
        "SELECT l.id, d.domain, d.category
         FROM log l JOIN domains d ON url_registrable_domain(l.u) = d.domain",
        false,
    ),
    (
        "left join, grouped",
        "SELECT d.category, count(*) AS n, count(d.domain) AS matched
         FROM log l LEFT JOIN domains d ON url_registrable_domain(l.u) = d.domain
         GROUP BY d.category",
        false,
    ),
    (
        "union all",
        "SELECT url_protocol(u) AS p, id FROM log WHERE id % 3 = 0
         UNION ALL SELECT url_hostname(u), id FROM log WHERE id % 5 = 0
         UNION ALL SELECT domain, -1 FROM domains",
        false,
    ),
    (
        "union all, grouped",
        "SELECT h, count(*) AS n FROM (
           SELECT url_registrable_domain(u) AS h FROM log
           UNION ALL SELECT domain FROM domains
         ) GROUP BY h",
        false,
    ),
    (
        "window over url_hostname",
        "SELECT id, url_hostname(u) AS h,
           row_number() OVER (PARTITION BY url_hostname(u) ORDER BY id) AS r,
           count(*) OVER (PARTITION BY url_hostname(u)) AS c,
           sum(bytes) OVER (PARTITION BY url_hostname(u) ORDER BY id) AS running
         FROM log",
        false,
    ),
    (
        "distinct",
        "SELECT DISTINCT url_registrable_domain(u) AS site, url_protocol(u) AS p FROM log",
        false,
    ),
    (
        "count distinct",
        "SELECT url_protocol(u) AS p, count(DISTINCT url_hostname(u)) AS hosts FROM log GROUP BY 1",
        false,
    ),
    (
        "order by a count, limit",
        "SELECT url_hostname(u) AS h, count(*) AS n FROM log GROUP BY 1 ORDER BY n DESC, h LIMIT 25",
        true,
    ),
    (
        "order by a URL function, limit",
        "SELECT id, url_pathname(u) AS path FROM log ORDER BY path, id LIMIT 40",
        true,
    ),
    ("every function", EVERY_FUNCTION, false),
];

/// A query's answer: each column's name and type, and each row's values
/// as text.
#[derive(Debug, PartialEq)]
struct Answer {
    columns: Vec<(String, DataType)>,
    rows: Vec<Vec<String>>,
}

async fn answer(ctx: &SessionContext, sql: &str, ordered: bool) -> Result<Answer, String> {
    let df = ctx.sql(sql).await.map_err(|e| e.to_string())?;
    // Ballista's client session reads Parquet strings as `Utf8` where
    // DataFusion's reads them as `Utf8View` (ballista-core's
    // `ballista_restricted_configuration` turns
    // `schema_force_view_types` off, for Arrow Flight's frame sizes), and
    // the functions give the type they are given: the two are one type
    // here, and every other type must be the same.
    let columns = df
        .schema()
        .fields()
        .iter()
        .map(|f| {
            let t = match f.data_type() {
                DataType::Utf8View => DataType::Utf8,
                t => t.clone(),
            };
            (f.name().clone(), t)
        })
        .collect();
    let batches: Vec<RecordBatch> = df.collect().await.map_err(|e| e.to_string())?;
    let options = FormatOptions::new().with_null("NULL");
    let mut rows = Vec::new();
    for batch in &batches {
        let formatters: Vec<_> = batch
            .columns()
            .iter()
            .map(|c| ArrayFormatter::try_new(c.as_ref(), &options).unwrap())
            .collect();
        for i in 0..batch.num_rows() {
            rows.push(formatters.iter().map(|f| f.value(i).to_string()).collect());
        }
    }
    if !ordered {
        rows.sort();
    }
    Ok(Answer { columns, rows })
}

/// Writes `batch` into `dir` as Parquet files of `sizes` rows each, in
/// row groups of [`ROW_GROUP`] rows.
fn write_files(batch: &RecordBatch, dir: &Path, sizes: &[usize]) {
    std::fs::create_dir_all(dir).unwrap();
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(ROW_GROUP))
        .build();
    let mut start = 0;
    for (n, &size) in sizes.iter().enumerate() {
        let len = size.min(batch.num_rows() - start);
        let file = File::create(dir.join(format!("part-{n}.parquet"))).unwrap();
        let mut writer =
            ArrowWriter::try_new(file, batch.schema(), Some(properties.clone())).unwrap();
        writer.write(&batch.slice(start, len)).unwrap();
        let groups = writer.close().unwrap().num_row_groups();
        assert_eq!(groups, len.div_ceil(ROW_GROUP), "row groups of file {n}");
        start += len;
    }
    assert_eq!(start, batch.num_rows(), "the sizes cover the batch");
}

/// The log: `id`, `u` (the URL), `b` (a base, for WPT's inputs that have
/// one) and `bytes`; and the distinct registrable domains of its URLs.
fn log() -> (RecordBatch, Vec<String>) {
    let repeat = repeat();
    let (kasztp_step, node_step) = if repeat > 1 { (1, 1) } else { (7, 25) };
    let mut rows: Vec<(String, Option<String>)> = Vec::new();
    rows.extend(
        common::kasztp()
            .into_iter()
            .step_by(kasztp_step)
            .map(|u| (u, None)),
    );
    rows.extend(
        common::data("urls/node_files.txt")
            .lines()
            .step_by(node_step)
            .map(|u| (u.to_owned(), None)),
    );
    rows.extend(common::wpt_rows().into_iter().map(|(_, u, b)| (u, b)));
    let once = rows.len();
    rows = rows
        .into_iter()
        .cycle()
        .take(once * repeat as usize)
        .collect();
    let schema = Schema::new(vec![
        Field::new("id", DataType::Int64, false),
        Field::new("u", DataType::Utf8, true),
        Field::new("b", DataType::Utf8, true),
        Field::new("bytes", DataType::Int64, false),
    ]);
    let n = rows.len() as i64;
    let batch = RecordBatch::try_new(
        Arc::new(schema),
        vec![
            Arc::new(Int64Array::from_iter_values(0..n)),
            Arc::new(StringArray::from_iter_values(rows.iter().map(|r| &r.0))),
            Arc::new(StringArray::from_iter(rows.iter().map(|r| r.1.as_deref()))),
            Arc::new(Int64Array::from_iter_values((0..n).map(|i| i * 37 % 1000))),
        ],
    )
    .unwrap();
    let domains: BTreeSet<String> = rows
        .iter()
        .filter_map(|(u, _)| Url::parse(u, None).ok())
        .filter_map(|u| u.registrable_domain().map(str::to_owned))
        .collect();
    (batch, domains.into_iter().collect())
}

/// Every other domain of the log, so that some rows find none, and a few
/// the log does not have, each with a category.
fn domains(of_log: &[String]) -> RecordBatch {
    let categories = ["news", "shop", "code", "other"];
    let mut domains: Vec<String> = of_log.iter().step_by(2).cloned().collect();
    domains.extend((0..20).map(|i| format!("absent-{i}.example")));
    let category = domains
        .iter()
        .enumerate()
        .map(|(i, _)| categories[i % categories.len()]);
    let schema = Schema::new(vec![
        Field::new("domain", DataType::Utf8, false),
        Field::new("category", DataType::Utf8, false),
    ]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![
            Arc::new(StringArray::from_iter_values(&domains)),
            Arc::new(StringArray::from_iter_values(category)),
        ],
    )
    .unwrap()
}

async fn register(ctx: &SessionContext, log_dir: &Path, domains_dir: &Path) {
    ctx.register_parquet("log", log_dir.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    ctx.register_parquet("domains", domains_dir.to_str().unwrap(), Default::default())
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ballista_answers_as_local_datafusion() {
    let until = Instant::now() + DEADLINE * repeat();
    let dir = tempfile::tempdir().unwrap();
    let (log, site_list) = log();
    let rows = log.num_rows();
    assert!(rows > 8000, "{rows} rows");
    eprintln!("the log: {rows} rows");
    let log_dir = dir.path().join("log");
    // Unequal files, so that partitions are of unequal sizes.
    let fifth = rows / 5;
    let mut sizes = vec![fifth / 2, fifth, fifth * 2, fifth / 2];
    sizes.push(rows - sizes.iter().sum::<usize>());
    write_files(&log, &log_dir, &sizes);
    let domains = domains(&site_list);
    let domains_dir = dir.path().join("domains");
    let half = domains.num_rows() / 2;
    assert!(half > ROW_GROUP, "{half} domains a file");
    write_files(&domains, &domains_dir, &[half, domains.num_rows() - half]);

    let cluster = Cluster::start(dir.path(), 2, 2, &[], &[], until);
    let local = common::context();
    register(&local, &log_dir, &domains_dir).await;

    for f in datafusion_specurl::functions() {
        let name = f.name();
        assert!(
            EVERY_FUNCTION.contains(&format!("{name}(")),
            "the query of every function does not call {name}"
        );
    }

    let mut failures = Vec::new();
    for target_partitions in [1, 4] {
        let remote = cluster.client(target_partitions).await;
        register(&remote, &log_dir, &domains_dir).await;
        for &(name, sql, ordered) in QUERIES {
            let expected = answer(&local, sql, ordered)
                .await
                .unwrap_or_else(|e| panic!("{name}: local DataFusion: {e}"));
            assert!(!expected.rows.is_empty(), "{name}: no rows locally");
            let bound =
                (QUERY_TIMEOUT * repeat()).min(until.saturating_duration_since(Instant::now()));
            let got = match tokio::time::timeout(bound, answer(&remote, sql, ordered)).await {
                Err(_) => Err(format!("no answer within {} s", bound.as_secs())),
                Ok(got) => got,
            };
            match got {
                Ok(got) if got == expected => {}
                Ok(got) => failures.push(format!(
                    "{name} at target_partitions = {target_partitions}: {}",
                    difference(&expected, &got)
                )),
                Err(e) => failures.push(format!(
                    "{name} at target_partitions = {target_partitions}: failed: {e}"
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "Ballista's answers differ from local DataFusion's:\n{}",
        failures.join("\n")
    );
    // The queries ran on both executors: each wrote shuffle files.
    for executor in &cluster.executors {
        assert!(
            cluster::files_under(&executor.work_dir) > 0,
            "{} ran no task",
            executor.id
        );
    }
}

/// What differs between two answers, in a few lines.
fn difference(expected: &Answer, got: &Answer) -> String {
    if expected.columns != got.columns {
        return format!("columns {:?}, locally {:?}", got.columns, expected.columns);
    }
    // Rows as counts: what the one answer has more often than the other.
    let mut counts: BTreeMap<&Vec<String>, i64> = BTreeMap::new();
    for row in &expected.rows {
        *counts.entry(row).or_default() += 1;
    }
    for row in &got.rows {
        *counts.entry(row).or_default() -= 1;
    }
    let missing: Vec<_> = counts
        .iter()
        .filter(|(_, &n)| n > 0)
        .map(|(r, _)| *r)
        .collect();
    let extra: Vec<_> = counts
        .iter()
        .filter(|(_, &n)| n < 0)
        .map(|(r, _)| *r)
        .collect();
    let show = |rows: &[&Vec<String>]| {
        rows.iter()
            .take(3)
            .map(|r| format!("{r:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{} rows, locally {}; {} rows not local (e.g. {}), {} local rows missing (e.g. {}){}",
        got.rows.len(),
        expected.rows.len(),
        extra.len(),
        show(&extra),
        missing.len(),
        show(&missing),
        if extra.is_empty() && missing.is_empty() {
            "; same rows, another order"
        } else {
            ""
        }
    )
}
