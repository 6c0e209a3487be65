//! Every function through SQL, over WPT's `urltestdata.json` written at
//! test time to CSV and to Parquet files in four parts, read as each
//! string type: per row, the result equals what specurl's `Url` (or the
//! API the function names) gives for the same strings, and NULL where
//! `Url::parse` fails.

mod common;

use std::collections::HashMap;
use std::sync::Arc;

use datafusion::arrow::array::{Array, AsArray, RecordBatch};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, Schema, UInt16Type};
use datafusion::prelude::SessionContext;
use specurl::grammar::Mode;
use specurl::validate::Strictness;
use specurl::{Equivalence, Url, UrlRef};

use common::{batch, context, csv_options, wpt_rows, write_csv, write_parquet};

/// The rows by id: input and base.
type ById = HashMap<i64, (String, Option<String>)>;

/// The string types a column is read as, by `arrow_cast`'s names.
const TYPES: [&str; 6] = [
    "Utf8",
    "LargeUtf8",
    "Utf8View",
    "Dictionary(Int32, Utf8)",
    "Dictionary(Int16, LargeUtf8)",
    "Dictionary(UInt16, Utf8View)",
];

/// What a getter gives for a URL.
type Getter = fn(&Url) -> String;

/// The string getters, by SQL name and `Url` getter.
const GETTERS: [(&str, Getter); 10] = [
    ("url_href", |u| u.href().to_owned()),
    ("url_protocol", |u| u.protocol().to_owned()),
    ("url_username", |u| u.username().to_owned()),
    ("url_password", |u| u.password().to_owned()),
    ("url_host", |u| u.host().to_owned()),
    ("url_hostname", |u| u.hostname().to_owned()),
    ("url_pathname", |u| u.pathname().to_owned()),
    ("url_search", |u| u.search().to_owned()),
    ("url_hash", |u| u.hash().to_owned()),
    ("url_origin", |u| u.origin()),
];

/// A column as optional strings, whatever its string type.
fn strings(column: &dyn Array) -> Vec<Option<String>> {
    let utf8 = cast(column, &DataType::Utf8).unwrap();
    utf8.as_string::<i32>()
        .iter()
        .map(|s| s.map(str::to_owned))
        .collect()
}

fn bools(column: &dyn Array) -> Vec<Option<bool>> {
    column.as_boolean().iter().collect()
}

async fn query(ctx: &SessionContext, sql: &str) -> RecordBatch {
    let df = ctx.sql(sql).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    let batches = df.collect().await.unwrap();
    let schema = batches
        .first()
        .map(|b| b.schema())
        .unwrap_or_else(|| Arc::new(Schema::empty()));
    datafusion::arrow::compute::concat_batches(&schema, &batches).unwrap()
}

/// The rows of the view `t` (`id`, `u`, `b`), 1-argument forms where `b`
/// is NULL and 2-argument forms elsewhere, checked against specurl.
async fn check_view(ctx: &SessionContext, rows: &ById, t: &str) {
    for with_base in [false, true] {
        let arg = if with_base { "u, b" } else { "u" };
        let mut select = vec!["id".to_owned(), "u".to_owned(), "b".to_owned()];
        select.extend(GETTERS.iter().map(|(f, _)| format!("{f}({arg}) AS {f}")));
        for f in [
            "url_parse",
            "url_port",
            "url_can_parse",
            "url_to_unicode",
            "url_public_suffix",
            "url_registrable_domain",
        ] {
            select.push(format!("{f}({arg}) AS {f}"));
        }
        let filter = if with_base {
            "b IS NOT NULL"
        } else {
            "b IS NULL"
        };
        let sql = format!(
            "SELECT {} FROM t WHERE {filter} ORDER BY id",
            select.join(", ")
        );
        let out = query(ctx, &sql).await;
        let ids = out
            .column_by_name("id")
            .unwrap()
            .as_primitive::<datafusion::arrow::datatypes::Int64Type>();
        let us = strings(out.column_by_name("u").unwrap());
        let bs = strings(out.column_by_name("b").unwrap());
        let getters: Vec<Vec<Option<String>>> = GETTERS
            .iter()
            .map(|(f, _)| strings(out.column_by_name(f).unwrap()))
            .collect();
        // A getter over a view gives a view, over a large string a large one.
        let want_type = match out.schema().field_with_name("u").unwrap().data_type() {
            DataType::Dictionary(_, value) => value.as_ref().clone(),
            t => t.clone(),
        };
        assert_eq!(
            out.schema()
                .field_with_name("url_hostname")
                .unwrap()
                .data_type(),
            &want_type
        );
        let parsed = out.column_by_name("url_parse").unwrap().as_struct();
        let ports = out
            .column_by_name("url_port")
            .unwrap()
            .as_primitive::<UInt16Type>();
        let can = bools(out.column_by_name("url_can_parse").unwrap());
        let unicode = strings(out.column_by_name("url_to_unicode").unwrap());
        let suffix = strings(out.column_by_name("url_public_suffix").unwrap());
        let registrable = strings(out.column_by_name("url_registrable_domain").unwrap());
        let mut seen = 0;
        for row in 0..out.num_rows() {
            let id = ids.value(row);
            let (input, base) = &rows[&id];
            // The file gave back the strings it was given.
            assert_eq!(
                us[row].as_deref(),
                Some(input.as_str()),
                "{t} row {id}: input"
            );
            assert_eq!(&bs[row], base, "{t} row {id}: base");
            let url = Url::parse(input, base.as_deref()).ok();
            let ctx = format!("{t} row {id} ({input:?} against {base:?})");
            for (i, (f, get)) in GETTERS.iter().enumerate() {
                assert_eq!(getters[i][row], url.as_ref().map(get), "{ctx}: {f}");
                let field = strings(parsed.column_by_name(&f["url_".len()..]).unwrap());
                assert_eq!(field[row], url.as_ref().map(get), "{ctx}: url_parse.{f}");
            }
            assert_eq!(parsed.is_valid(row), url.is_some(), "{ctx}: url_parse");
            let port = url.as_ref().and_then(Url::port_number);
            assert_eq!(
                ports.is_valid(row).then(|| ports.value(row)),
                port,
                "{ctx}: url_port"
            );
            let struct_port = parsed
                .column_by_name("port")
                .unwrap()
                .as_primitive::<UInt16Type>();
            assert_eq!(
                struct_port.is_valid(row).then(|| struct_port.value(row)),
                port,
                "{ctx}: url_parse.port"
            );
            assert_eq!(can[row], Some(url.is_some()), "{ctx}: url_can_parse");
            assert_eq!(
                unicode[row],
                url.as_ref().map(Url::to_unicode),
                "{ctx}: url_to_unicode"
            );
            assert_eq!(
                suffix[row],
                url.as_ref()
                    .and_then(|u| u.public_suffix().map(str::to_owned)),
                "{ctx}: url_public_suffix"
            );
            assert_eq!(
                registrable[row],
                url.as_ref()
                    .and_then(|u| u.registrable_domain().map(str::to_owned)),
                "{ctx}: url_registrable_domain"
            );
            seen += 1;
        }
        assert!(seen > 100, "{t}: only {seen} rows with_base={with_base}");
    }
}

/// The functions of two strings and a name (profile, level, part), and
/// the search parameters, over the rows without a base.
async fn check_others(ctx: &SessionContext, rows: &ById, t: &str) {
    let sql = "SELECT id,
        url_is_valid(u, 'lenient') AS lenient, url_is_valid(u, 'strict') AS strict,
        url_is_valid(u, 'whatwg') AS whatwg,
        url_normalise(u) AS normal, url_normalise(u, 'path') AS path,
        url_equivalent(u, url_href(u), 'scheme') AS eq,
        url_join('https://example.com/a/b?c#d', u) AS joined,
        url_relative(u, 'https://example.com/a/b?c#d') AS relative,
        url_search_param(u, 'a') AS a,
        url_search_params(u) AS params,
        parse_url(u, 'HOST') AS host, parse_url(u, 'QUERY') AS query, parse_url(u, 'QUERY', 'a') AS qa
        FROM t WHERE b IS NULL ORDER BY id";
    let out = query(ctx, sql).await;
    let ids = out
        .column(0)
        .as_primitive::<datafusion::arrow::datatypes::Int64Type>();
    let col = |name: &str| strings(out.column_by_name(name).unwrap());
    let (normal, path, joined, relative, a) = (
        col("normal"),
        col("path"),
        col("joined"),
        col("relative"),
        col("a"),
    );
    let (host, q, qa) = (col("host"), col("query"), col("qa"));
    let flags: Vec<Vec<Option<bool>>> = ["lenient", "strict", "whatwg", "eq"]
        .iter()
        .map(|n| bools(out.column_by_name(n).unwrap()))
        .collect();
    let params = out.column_by_name("params").unwrap().as_list::<i32>();
    let base = Url::parse("https://example.com/a/b?c#d", None).unwrap();
    for row in 0..out.num_rows() {
        let id = ids.value(row);
        let input = rows[&id].0.as_str();
        let ctx = format!("{t} row {id} ({input:?})");
        let url = Url::parse(input, None).ok();
        for (i, s) in [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg]
            .into_iter()
            .enumerate()
        {
            assert_eq!(
                flags[i][row],
                Some(specurl::validate::is_valid(input, Mode::Generic, s)),
                "{ctx}: {s}"
            );
        }
        let model = UrlRef::parse(input).ok();
        assert_eq!(
            normal[row],
            model
                .as_ref()
                .map(|m| m.normalise_to(Equivalence::Normal).to_string()),
            "{ctx}: normal"
        );
        assert_eq!(
            path[row],
            model
                .as_ref()
                .map(|m| m.normalise_to(Equivalence::Path).to_string()),
            "{ctx}: path"
        );
        let eq = match (&url, &model) {
            (Some(url), Some(m)) => {
                UrlRef::parse(url.href()).is_ok_and(|h| m.equivalent(&h, Equivalence::Scheme))
            }
            _ => false,
        };
        // A URL that does not parse has a NULL href, and so a NULL result.
        assert_eq!(
            flags[3][row],
            url.as_ref().map(|_| eq),
            "{ctx}: url_equivalent"
        );
        let join = Url::parse(input, Some(base.href()))
            .ok()
            .map(|u| u.href().to_owned());
        assert_eq!(joined[row], join, "{ctx}: url_join");
        assert_eq!(
            relative[row],
            url.as_ref().map(|u| u.relative_to(&base).to_string()),
            "{ctx}: url_relative"
        );
        let sp = url.as_ref().map(|u| u.search_params());
        assert_eq!(
            a[row],
            sp.as_ref().and_then(|p| p.get("a").map(str::to_owned)),
            "{ctx}: url_search_param"
        );
        assert_eq!(qa[row], a[row], "{ctx}: parse_url QUERY a");
        assert_eq!(
            params.is_valid(row),
            url.is_some(),
            "{ctx}: url_search_params"
        );
        if let Some(sp) = &sp {
            let pairs = params.value(row);
            let pairs = pairs.as_struct();
            let got: Vec<(Option<String>, Option<String>)> = strings(pairs.column(0))
                .into_iter()
                .zip(strings(pairs.column(1)))
                .collect();
            let want: Vec<_> = sp
                .iter()
                .map(|(n, v)| (Some(n.to_owned()), Some(v.to_owned())))
                .collect();
            assert_eq!(got, want, "{ctx}: url_search_params");
        }
        let want_host = url
            .as_ref()
            .map(Url::hostname)
            .filter(|h| !h.is_empty())
            .map(str::to_owned);
        assert_eq!(host[row], want_host, "{ctx}: parse_url HOST");
        assert_eq!(
            q[row],
            url.as_ref().and_then(|u| u.query().map(str::to_owned)),
            "{ctx}: parse_url QUERY"
        );
    }
}

/// Views of the table `raw` with `u` and `b` as the string type `t`.
async fn as_type(ctx: &SessionContext, t: &str) {
    ctx.deregister_table("t").unwrap();
    let sql = format!("SELECT id, arrow_cast(u, '{t}') AS u, arrow_cast(b, '{t}') AS b FROM raw");
    let view = ctx.sql(&sql).await.unwrap();
    ctx.register_table("t", view.into_view()).unwrap();
}

fn rows_by_id() -> (Vec<common::Row>, ById) {
    let rows = wpt_rows();
    let by_id = rows
        .iter()
        .map(|(i, u, b)| (*i, (u.clone(), b.clone())))
        .collect();
    (rows, by_id)
}

#[tokio::test]
async fn wpt_through_parquet_in_every_string_type() {
    let (rows, by_id) = rows_by_id();
    let dir = tempfile::tempdir().unwrap();
    write_parquet(&batch(&rows), &dir.path().join("wpt"), 4);
    let ctx = context();
    let path = dir.path().join("wpt");
    ctx.register_parquet("raw", path.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    for t in TYPES {
        as_type(&ctx, t).await;
        check_view(&ctx, &by_id, t).await;
        check_others(&ctx, &by_id, t).await;
    }
}

#[tokio::test]
async fn wpt_through_csv_in_every_string_type() {
    let (rows, by_id) = rows_by_id();
    // DataFusion 55's CSV reader reads an empty field as NULL (its
    // `null_regex` serves schema inference only), so a CSV file cannot hold
    // an empty string: the rows whose input or base is empty are in the
    // Parquet test only.
    let rows: Vec<_> = rows
        .into_iter()
        .filter(|(_, u, b)| !u.is_empty() && b.as_deref() != Some(""))
        .collect();
    assert!(rows.len() > 850);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wpt.csv");
    write_csv(&batch(&rows), &path);
    let ctx = context();
    let schema = Schema::new(vec![
        Field::new("id", DataType::Int64, false),
        Field::new("u", DataType::Utf8, true),
        Field::new("b", DataType::Utf8, true),
    ]);
    ctx.register_csv("raw", path.to_str().unwrap(), csv_options().schema(&schema))
        .await
        .unwrap();
    let count = query(&ctx, "SELECT count(*) AS n FROM raw").await;
    let count = count
        .column(0)
        .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
        .value(0);
    assert_eq!(count as usize, rows.len());
    for t in TYPES {
        as_type(&ctx, t).await;
        check_view(&ctx, &by_id, t).await;
    }
}
