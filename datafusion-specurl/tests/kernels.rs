//! The functions whose kernels are `specurl-arrow`'s, through SQL, in
//! every string type: `url_set` against specurl's setters on WPT's
//! `setters_tests.json`, `url_validation_errors` against
//! `Url::parse_with_validation` on WPT's `urltestdata.json`, and the
//! others against the library on the same rows, on NULLs, dictionaries
//! and views, and the encode sets against the setters that use them.

mod common;

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, Int64Array, RecordBatch, StringArray, StructArray,
};
use datafusion::arrow::compute::{cast, concat_batches};
use datafusion::arrow::datatypes::{DataType, Field, Int64Type, Schema};
use datafusion::prelude::SessionContext;
use serde_json::Value;
use specurl::{Component, Host, Url};

use common::{context, data, wpt_rows};

/// The string types a column is read as, by `arrow_cast`'s names.
const TYPES: [&str; 6] = [
    "Utf8",
    "LargeUtf8",
    "Utf8View",
    "Dictionary(Int32, Utf8)",
    "Dictionary(Int16, LargeUtf8)",
    "Dictionary(UInt16, Utf8View)",
];

/// A column as optional strings, whatever its string type.
fn strings(column: &dyn Array) -> Vec<Option<String>> {
    let utf8 = cast(column, &DataType::Utf8).unwrap();
    utf8.as_string::<i32>()
        .iter()
        .map(|s| s.map(str::to_owned))
        .collect()
}

fn ids(column: &dyn Array) -> Vec<i64> {
    column.as_primitive::<Int64Type>().values().to_vec()
}

async fn query(ctx: &SessionContext, sql: &str) -> RecordBatch {
    let df = ctx.sql(sql).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    let batches = df.collect().await.unwrap();
    let schema = batches
        .first()
        .map(|b| b.schema())
        .unwrap_or_else(|| Arc::new(Schema::empty()));
    concat_batches(&schema, &batches).unwrap()
}

/// Registers `columns` (an `id` and string columns) as the table `raw`,
/// and `t` as a view of it with every string column cast to `ty`.
async fn register(ctx: &SessionContext, columns: Vec<(&str, ArrayRef)>, ty: &str) {
    let _ = ctx.deregister_table("raw");
    let _ = ctx.deregister_table("t");
    let fields: Vec<Field> = columns
        .iter()
        .map(|(n, a)| Field::new(*n, a.data_type().clone(), true))
        .collect();
    let names: Vec<String> = columns.iter().map(|(n, _)| (*n).to_owned()).collect();
    let arrays = columns.into_iter().map(|(_, a)| a).collect();
    let batch = RecordBatch::try_new(Arc::new(Schema::new(fields)), arrays).unwrap();
    ctx.register_batch("raw", batch).unwrap();
    let select: Vec<String> = names
        .iter()
        .map(|n| match n.as_str() {
            "id" => "id".to_owned(),
            n => format!("arrow_cast({n}, '{ty}') AS {n}"),
        })
        .collect();
    let view = ctx
        .sql(&format!("SELECT {} FROM raw", select.join(", ")))
        .await
        .unwrap();
    ctx.register_table("t", view.into_view()).unwrap();
}

/// WPT's setter cases: id, href, component, new value.
fn setter_cases() -> Vec<(i64, String, String, String)> {
    let all: serde_json::Map<String, Value> =
        serde_json::from_str(&data("wpt/setters_tests.json")).unwrap();
    let mut out = Vec::new();
    for (component, cases) in &all {
        if component == "comment" {
            continue;
        }
        for case in cases.as_array().unwrap() {
            out.push((
                out.len() as i64,
                case["href"].as_str().unwrap().to_owned(),
                component.clone(),
                case["new_value"].as_str().unwrap().to_owned(),
            ));
        }
    }
    out
}

/// What specurl's setter gives.
fn set(href: &str, component: &str, value: &str) -> Option<String> {
    let mut url = Url::parse(href, None).ok()?;
    let component: Component = component.parse().unwrap();
    let _ = url.set(component, value);
    Some(url.href().to_owned())
}

#[tokio::test]
async fn url_set_is_the_library_setter_on_wpt_in_every_string_type() {
    let cases = setter_cases();
    assert!(cases.len() > 250, "{}", cases.len());
    let ctx = context();
    let column = |f: fn(&(i64, String, String, String)) -> &str| -> ArrayRef {
        Arc::new(StringArray::from_iter_values(cases.iter().map(f)))
    };
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(cases.iter().map(|c| c.0)));
    for ty in TYPES {
        register(
            &ctx,
            vec![
                ("id", id.clone()),
                ("u", column(|c| &c.1)),
                ("c", column(|c| &c.2)),
                ("v", column(|c| &c.3)),
            ],
            ty,
        )
        .await;
        // The component a column, and a constant (one query per name).
        let mut got = vec![None; cases.len()];
        let out = query(&ctx, "SELECT id, url_set(u, c, v) AS s FROM t ORDER BY id").await;
        assert_eq!(out.num_rows(), cases.len());
        let by_column = strings(out.column(1));
        for component in Component::ALL {
            let sql = format!(
                "SELECT id, url_set(u, '{component}', v) AS s FROM t WHERE c = '{component}' ORDER BY id"
            );
            let out = query(&ctx, &sql).await;
            let want_type = match out.schema().field(1).data_type() {
                DataType::LargeUtf8 => ty.contains("LargeUtf8"),
                DataType::Utf8View => ty.contains("Utf8View"),
                DataType::Utf8 => !ty.contains("LargeUtf8") && !ty.contains("Utf8View"),
                other => panic!("{ty}: url_set gave {other}"),
            };
            assert!(want_type, "{ty}: {}", out.schema().field(1).data_type());
            for (id, s) in ids(out.column(0)).into_iter().zip(strings(out.column(1))) {
                got[id as usize] = Some(s);
            }
        }
        for (id, href, component, value) in &cases {
            let want = set(href, component, value);
            let ctx = format!("{ty} case {id}: {href:?}.{component} = {value:?}");
            assert_eq!(by_column[*id as usize], want, "{ctx} (column)");
            assert_eq!(got[*id as usize], Some(want), "{ctx} (constant)");
        }
    }
}

#[tokio::test]
async fn url_set_over_a_dictionary_sets_each_distinct_url_once_and_refuses_unknown_names() {
    let ctx = context();
    let urls: ArrayRef = Arc::new(StringArray::from(vec![
        Some("https://example.com/a"),
        None,
        Some("https://example.com/a"),
        Some("not a URL"),
        Some("mailto:me@example.com"),
    ]));
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(0..5));
    for ty in TYPES {
        register(&ctx, vec![("id", id.clone()), ("u", urls.clone())], ty).await;
        let out = query(
            &ctx,
            "SELECT url_set(u, 'search', 'q=a b') AS s, url_set(u, 'hostname', NULL) AS n
             FROM t ORDER BY id",
        )
        .await;
        assert_eq!(
            strings(out.column(0)),
            [
                Some("https://example.com/a?q=a%20b".to_owned()),
                None,
                Some("https://example.com/a?q=a%20b".to_owned()),
                None,
                Some("mailto:me@example.com?q=a%20b".to_owned()),
            ],
            "{ty}"
        );
        assert_eq!(out.column(1).null_count(), 5, "{ty}");
    }
    // An unknown constant name fails at planning, naming the ten.
    let e = ctx
        .sql("SELECT url_set(u, 'origin', 'x') FROM t")
        .await
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("unknown URL component `origin` (expected href, protocol"),
        "{e}"
    );
    // An unknown name in a column fails when the row is read.
    let e = ctx
        .sql("SELECT url_set(u, arrow_cast('Hash', 'Utf8View') || u, 'x') FROM t")
        .await
        .unwrap()
        .collect()
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown URL component `Hash"), "{e}");
}

/// WPT's `urltestdata.json` as the table `t`: `id`, `u`, `b`.
async fn register_wpt(ctx: &SessionContext, ty: &str) -> Vec<common::Row> {
    let rows = wpt_rows();
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(rows.iter().map(|r| r.0)));
    let u: ArrayRef = Arc::new(StringArray::from_iter_values(
        rows.iter().map(|r| r.1.as_str()),
    ));
    let b: ArrayRef = Arc::new(StringArray::from_iter(rows.iter().map(|r| r.2.as_deref())));
    register(ctx, vec![("id", id), ("u", u), ("b", b)], ty).await;
    rows
}

/// The errors of a list row as (name, start, end).
fn errors_of(list: &dyn Array, row: usize) -> Option<Vec<(String, i64, i64)>> {
    let list = list.as_list::<i32>();
    if list.is_null(row) {
        return None;
    }
    let items = list.value(row);
    let items: &StructArray = items.as_struct();
    let names = strings(items.column(0));
    let starts = items.column(1).as_primitive::<Int64Type>();
    let ends = items.column(2).as_primitive::<Int64Type>();
    Some(
        (0..items.len())
            .map(|i| (names[i].clone().unwrap(), starts.value(i), ends.value(i)))
            .collect(),
    )
}

#[tokio::test]
async fn url_validation_errors_are_the_library_ones_on_wpt_in_every_string_type() {
    let ctx = context();
    for ty in TYPES {
        let rows = register_wpt(&ctx, ty).await;
        let out = query(
            &ctx,
            "SELECT id, url_validation_errors(u) AS alone, url_validation_errors(u, b) AS based
             FROM t ORDER BY id",
        )
        .await;
        let (mut some, mut failing) = (0, 0);
        for (row, id) in ids(out.column(0)).into_iter().enumerate() {
            let (_, input, base) = &rows[id as usize];
            for (column, base) in [(1, None), (2, base.as_deref())] {
                let got = errors_of(out.column(column).as_ref(), row);
                if column == 2 && base.is_none() {
                    assert_eq!(got, None, "{ty} row {id}: a NULL base gives NULL");
                    continue;
                }
                let parsed = Url::parse_with_validation(input, base);
                let want: Vec<_> = parsed
                    .whatwg_errors()
                    .iter()
                    .map(|e| {
                        let r = e.span.range();
                        (e.name.to_owned(), r.start as i64, r.end as i64)
                    })
                    .collect();
                some += usize::from(!want.is_empty());
                failing += usize::from(parsed.url.is_err() && !want.is_empty());
                assert_eq!(got, Some(want), "{ty} row {id}: {input:?} against {base:?}");
            }
        }
        // The rows hold errors, failing inputs among them, not only `[]`.
        assert!(some > 300 && failing > 100, "{ty}: {some} {failing}");
    }
}

/// The standard's name of a host's kind.
fn host_kind(url: &Url) -> Option<&'static str> {
    Some(match url.typed_host()? {
        Host::Domain(_) => "domain",
        Host::Ipv4(_) => "ipv4",
        Host::Ipv6(_) => "ipv6",
        Host::Opaque(_) => "opaque",
        Host::Empty => "empty",
    })
}

#[tokio::test]
async fn host_types_path_segments_and_origins_are_the_library_ones_on_wpt() {
    let ctx = context();
    for ty in TYPES {
        let rows = register_wpt(&ctx, ty).await;
        let out = query(
            &ctx,
            "SELECT id, url_host_type(u, b) AS kind, url_path_segments(u, b) AS segments,
                url_href(u, b) AS href,
                url_same_origin(u, 'https://example.com/') AS same_origin,
                url_same_site(u, 'https://www.example.com:8443/') AS same_site,
                url_same_origin(u, b) AS origin_of_base, url_same_site(u, b) AS site_of_base
             FROM t WHERE b IS NOT NULL OR id % 2 = 0 ORDER BY id",
        )
        .await;
        // `u, b` with a NULL base is NULL: the rows without a base are
        // read again without one.
        let alone = query(
            &ctx,
            "SELECT id, url_host_type(u) AS kind, url_path_segments(u) AS segments
             FROM t WHERE b IS NULL ORDER BY id",
        )
        .await;
        let kinds = strings(out.column_by_name("kind").unwrap());
        let segments = out.column_by_name("segments").unwrap().as_list::<i32>();
        let column = |n: &str| -> Vec<Option<bool>> {
            out.column_by_name(n).unwrap().as_boolean().iter().collect()
        };
        let (same_origin, same_site) = (column("same_origin"), column("same_site"));
        let (origin_of_base, site_of_base) = (column("origin_of_base"), column("site_of_base"));
        let example = Url::parse("https://example.com/", None).unwrap();
        let www = Url::parse("https://www.example.com:8443/", None).unwrap();
        let (mut kinds_seen, mut true_seen) = (std::collections::BTreeSet::new(), 0);
        for (row, id) in ids(out.column(0)).into_iter().enumerate() {
            let (_, input, base) = &rows[id as usize];
            let ctx = format!("{ty} row {id}: {input:?} against {base:?}");
            // The origin functions parse `u` alone, without the base.
            let alone = Url::parse(input, None).ok();
            let origin = |other: Option<&Url>| match (&alone, other) {
                (Some(a), Some(b)) => a.typed_origin() == b.typed_origin(),
                _ => false,
            };
            let site = |other: Option<&Url>| match (&alone, other) {
                (Some(a), Some(b)) => a.same_site(b),
                _ => false,
            };
            assert_eq!(same_origin[row], Some(origin(Some(&example))), "{ctx}");
            assert_eq!(same_site[row], Some(site(Some(&www))), "{ctx}");
            let Some(base) = base else {
                // A NULL base: every function of it is NULL.
                assert_eq!(kinds[row], None, "{ctx}");
                assert!(segments.is_null(row), "{ctx}");
                assert_eq!(origin_of_base[row], None, "{ctx}");
                assert_eq!(site_of_base[row], None, "{ctx}");
                true_seen += usize::from(same_origin[row] == Some(true));
                true_seen += usize::from(same_site[row] == Some(true));
                continue;
            };
            let url = Url::parse(input, Some(base)).ok();
            let kind = url.as_ref().and_then(host_kind);
            kinds_seen.insert(kind);
            assert_eq!(kinds[row].as_deref(), kind, "{ctx}: url_host_type");
            let want = url.as_ref().and_then(|u| {
                u.path_segments()
                    .map(|p| p.map(|s| Some(s.to_owned())).collect::<Vec<_>>())
            });
            let got = (!segments.is_null(row)).then(|| strings(segments.value(row).as_ref()));
            assert_eq!(got, want, "{ctx}: url_path_segments");
            let base_url = Url::parse(base, None).ok();
            assert_eq!(
                origin_of_base[row],
                Some(origin(base_url.as_ref())),
                "{ctx}"
            );
            assert_eq!(site_of_base[row], Some(site(base_url.as_ref())), "{ctx}");
            true_seen += [
                same_origin[row],
                same_site[row],
                origin_of_base[row],
                site_of_base[row],
            ]
            .iter()
            .filter(|b| **b == Some(true))
            .count();
        }
        for (row, id) in ids(alone.column(0)).into_iter().enumerate() {
            let input = &rows[id as usize].1;
            let url = Url::parse(input, None).ok();
            let kinds = strings(alone.column(1));
            assert_eq!(
                kinds[row].as_deref(),
                url.as_ref().and_then(host_kind),
                "{ty} {input:?}"
            );
            let segments = alone.column(2).as_list::<i32>();
            let want = url.as_ref().and_then(|u| {
                u.path_segments()
                    .map(|p| p.map(|s| Some(s.to_owned())).collect::<Vec<_>>())
            });
            let got = (!segments.is_null(row)).then(|| strings(segments.value(row).as_ref()));
            assert_eq!(got, want, "{ty} {input:?}: url_path_segments");
        }
        // Every kind, and no host, among the rows; some pairs of the same
        // origin or site among them.
        assert_eq!(kinds_seen.len(), 6, "{ty}: {kinds_seen:?}");
        assert!(true_seen > 10, "{ty}: {true_seen}");
    }
}

#[tokio::test]
async fn hand_cases_with_nulls_dictionaries_and_views() {
    let ctx = context();
    let urls: ArrayRef = Arc::new(StringArray::from(vec![
        Some("https://EXAMPLE.com/a/./b//c%20d/?q#f"),
        None,
        Some("http://[::1]:8080/"),
        Some("file:///C:/x"),
        Some("mailto:me@example.com"),
        Some("not a URL"),
        Some("https://EXAMPLE.com/a/./b//c%20d/?q#f"),
    ]));
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(0..7));
    for ty in TYPES {
        register(&ctx, vec![("id", id.clone()), ("u", urls.clone())], ty).await;
        let out = query(
            &ctx,
            "SELECT url_host_type(u) AS k, array_to_string(url_path_segments(u), '|', '<null>') AS p,
                url_same_origin(u, 'https://example.com:443/') AS o, url_same_site(u, u) AS s,
                url_decode(url_encode(u, 'component')) AS r
             FROM t ORDER BY id",
        )
        .await;
        let s = |i| -> Vec<Option<String>> { strings(out.column(i)) };
        let owned = |v: &[Option<&str>]| -> Vec<Option<String>> {
            v.iter().map(|s| s.map(str::to_owned)).collect()
        };
        assert_eq!(
            s(0),
            owned(&[
                Some("domain"),
                None,
                Some("ipv6"),
                Some("empty"),
                None,
                None,
                Some("domain")
            ]),
            "{ty}"
        );
        assert_eq!(
            s(1),
            owned(&[
                Some("a|b||c%20d|"),
                None,
                Some(""),
                Some("C:|x"),
                None,
                None,
                Some("a|b||c%20d|")
            ]),
            "{ty}"
        );
        let bools = |i: usize| -> Vec<Option<bool>> { out.column(i).as_boolean().iter().collect() };
        assert_eq!(
            bools(2),
            [
                Some(true),
                None,
                Some(false),
                Some(false),
                Some(false),
                Some(false),
                Some(true)
            ],
            "{ty}"
        );
        // Opaque origins (file:, mailto:) are same site with nothing.
        assert_eq!(
            bools(3),
            [
                Some(true),
                None,
                Some(true),
                Some(false),
                Some(false),
                Some(false),
                Some(true)
            ],
            "{ty}"
        );
        assert_eq!(s(4), strings(urls.as_ref()), "{ty}: decode(encode(u)) is u");
    }
}

#[tokio::test]
async fn encode_sets_are_the_ones_the_setters_use_and_decode_undoes_them() {
    let ctx = context();
    let rows = wpt_rows();
    // Inputs the setters take as they are: no tab or newline (which the
    // parser drops), no leading `?` or `#` (which the setters drop).
    let texts: Vec<&str> = rows
        .iter()
        .map(|r| r.1.as_str())
        .chain(["a b\"#<>`'{}^|%;:@=/?[]\\$&+,!()~é\u{7f}\u{1}", "x?y#z"])
        .filter(|t| !t.contains(['\t', '\n', '\r']) && !t.starts_with(['?', '#']) && !t.is_empty())
        .collect();
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(0..texts.len() as i64));
    let text: ArrayRef = Arc::new(StringArray::from_iter_values(texts.iter().copied()));
    for ty in TYPES {
        register(&ctx, vec![("id", id.clone()), ("x", text.clone())], ty).await;
        let out = query(
            &ctx,
            "SELECT url_encode(x, 'fragment') AS fragment, url_encode(x, 'special-query') AS sq,
                url_encode(x, 'query') AS query, url_encode(x, 'userinfo') AS userinfo,
                url_encode(x, 'component') AS component,
                url_encode(x, 'application/x-www-form-urlencoded') AS form,
                url_decode(url_encode(x, 'component')) = x
                AND url_decode(url_encode(x, 'application/x-www-form-urlencoded')) = x
                AND url_decode(url_encode(x, 'c0-control')) = url_decode(x)
                AND url_decode(url_encode(x, 'path')) = url_decode(x) AS round
             FROM t ORDER BY id",
        )
        .await;
        let col = |n: &str| strings(out.column_by_name(n).unwrap());
        let (fragment, sq, q, userinfo, component, form) = (
            col("fragment"),
            col("sq"),
            col("query"),
            col("userinfo"),
            col("component"),
            col("form"),
        );
        let round = out.column_by_name("round").unwrap().as_boolean();
        for (row, x) in texts.iter().enumerate() {
            let setter = |href: &str, c: Component| {
                let mut url = Url::parse(href, None).unwrap();
                url.set(c, x).unwrap();
                url
            };
            let ctx = format!("{ty} {x:?}");
            assert_eq!(
                fragment[row].as_deref(),
                Some(&setter("http://h/", Component::Hash).hash()[1..]),
                "{ctx}"
            );
            assert_eq!(
                sq[row].as_deref(),
                Some(&setter("http://h/", Component::Search).search()[1..]),
                "{ctx}"
            );
            assert_eq!(
                q[row].as_deref(),
                Some(&setter("sc://h/", Component::Search).search()[1..]),
                "{ctx}"
            );
            assert_eq!(
                userinfo[row].as_deref(),
                Some(setter("http://h/", Component::Username).username()),
                "{ctx}"
            );
            // The form set is the component set and `!'()~`.
            let extra = component[row]
                .as_deref()
                .unwrap()
                .replace('!', "%21")
                .replace('\'', "%27")
                .replace('(', "%28")
                .replace(')', "%29")
                .replace('~', "%7E");
            assert_eq!(form[row].as_deref(), Some(extra.as_str()), "{ctx}");
            // Decoding undoes encoding, where the set holds `%` (else a
            // `%XX` in the text is decoded too).
            assert!(round.value(row), "{ctx}: decode undoes encode");
        }
    }
    // The component set is what JavaScript's encodeURIComponent encodes
    // (but for `'`, `(`, `)`, `!`, `~`, which it leaves too).
    let out = query(
        &ctx,
        "SELECT url_encode('a b&c=d/e?f#g%h+i,j;k:l@m$n', 'component') AS c,
            url_decode('%E2%82%AC%2x%ZZ%') AS d, url_decode('%EF%BB%BFa%C3') AS bom",
    )
    .await;
    assert_eq!(
        strings(out.column(0)),
        [Some(
            "a%20b%26c%3Dd%2Fe%3Ff%23g%25h%2Bi%2Cj%3Bk%3Al%40m%24n".to_owned()
        )]
    );
    assert_eq!(strings(out.column(1)), [Some("€%2x%ZZ%".to_owned())]);
    // UTF-8 decode without BOM keeps a BOM, and a cut sequence is U+FFFD.
    assert_eq!(
        strings(out.column(2)),
        [Some("\u{feff}a\u{fffd}".to_owned())]
    );
    let e = ctx
        .sql("SELECT url_encode('x', 'segment')")
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown percent-encode set `segment`"), "{e}");
}

/// The section of the rule that gives `suffix` (without its trailing
/// dot) as a public suffix, by the list's own lookup.
fn rule_section(suffix: &str) -> Option<psl::Type> {
    use psl::Psl as _;
    psl::List
        .suffix(suffix.trim_end_matches('.').as_bytes())
        .and_then(|s| s.typ())
}

#[tokio::test]
async fn the_icann_section_alone_on_wpt_and_kasztp_in_every_string_type() {
    let ctx = context();
    let mut inputs: Vec<String> = wpt_rows().into_iter().map(|r| r.1).collect();
    inputs.extend(common::kasztp());
    inputs.extend(
        [
            "https://whatwg.github.io/url/",
            "https://github.io/",
            "https://foo.blogspot.com/",
            "https://a.b.example.co.uk./",
            "https://x.s3.amazonaws.com/",
        ]
        .map(str::to_owned),
    );
    let id: ArrayRef = Arc::new(Int64Array::from_iter_values(0..inputs.len() as i64));
    let u: ArrayRef = Arc::new(StringArray::from_iter_values(inputs.iter()));
    for ty in TYPES {
        register(&ctx, vec![("id", id.clone()), ("u", u.clone())], ty).await;
        let out = query(
            &ctx,
            "SELECT id, url_public_suffix(u) AS s, url_public_suffix(u, 'icann') AS si,
                url_registrable_domain(u, 'all') AS r, url_registrable_domain(u, 'icann') AS ri,
                url_registrable_domain(u, 'https://example.com/', 'icann') AS based,
                url_public_suffix(u, 'https://example.com/', arrow_cast('icann', 'Utf8View')) AS column
             FROM t ORDER BY id",
        )
        .await;
        let col = |n: &str| strings(out.column_by_name(n).unwrap());
        let (s, si, r, ri, based, column) = (
            col("s"),
            col("si"),
            col("r"),
            col("ri"),
            col("based"),
            col("column"),
        );
        let mut private = 0;
        for (row, id) in ids(out.column(0)).into_iter().enumerate() {
            let input = &inputs[id as usize];
            let url = Url::parse(input, None).ok();
            let ctx = format!("{ty} {input:?}");
            // `'all'` is the standard's, the one-argument form's.
            assert_eq!(
                s[row].as_deref(),
                url.as_ref().and_then(|u| u.public_suffix()),
                "{ctx}"
            );
            assert_eq!(
                r[row].as_deref(),
                url.as_ref().and_then(|u| u.registrable_domain()),
                "{ctx}"
            );
            let joined = Url::parse(input, Some("https://example.com/")).ok();
            let host = url.as_ref().and_then(|u| u.domain());
            assert_eq!(si[row].is_some(), s[row].is_some(), "{ctx}");
            if let (Some(all), Some(icann), Some(host)) = (&s[row], &si[row], host) {
                assert!(host.ends_with(icann.as_str()), "{ctx}: {icann}");
                assert_ne!(
                    rule_section(icann),
                    Some(psl::Type::Private),
                    "{ctx}: {icann}"
                );
                if rule_section(all) == Some(psl::Type::Private) {
                    // A private suffix lies under the ICANN one.
                    private += 1;
                    assert!(all.ends_with(&format!(".{icann}")), "{ctx}: {all} {icann}");
                } else {
                    assert_eq!(all, icann, "{ctx}");
                }
                // The registrable domain is the suffix and one label more.
                let want = host[..host.len() - icann.len()]
                    .strip_suffix('.')
                    .map(|before| {
                        let start = before.rfind('.').map_or(0, |d| d + 1);
                        host[start..].to_owned()
                    });
                assert_eq!(ri[row], want, "{ctx}");
            } else {
                assert_eq!(ri[row], None, "{ctx}");
            }
            let joined_host = joined.as_ref().and_then(|u| u.domain());
            if based[row].is_some() {
                assert!(joined_host.is_some_and(|h| h.contains('.')), "{ctx}");
            }
            if joined.as_ref().map(|u| u.href()) == url.as_ref().map(|u| u.href()) {
                assert_eq!(based[row], ri[row], "{ctx}: with a base");
                assert_eq!(column[row], si[row], "{ctx}: a column of sections");
            }
        }
        assert!(private >= 4, "{ty}: {private} hosts under a private suffix");
    }
    let out = query(
        &ctx,
        "SELECT url_registrable_domain('https://whatwg.github.io/', 'icann') AS a,
            url_public_suffix('https://foo.blogspot.com/', 'icann') AS b,
            url_public_suffix('https://a.b.example.co.uk./', 'icann') AS c,
            url_public_suffix('https://whatwg.github.io/', NULL, 'icann') AS d,
            url_public_suffix('https://whatwg.github.io/', 'https://h/', NULL) AS e",
    )
    .await;
    let row: Vec<Option<String>> = (0..5).map(|i| strings(out.column(i)).remove(0)).collect();
    assert_eq!(
        row,
        [
            Some("github.io".to_owned()),
            Some("com".to_owned()),
            Some("co.uk.".to_owned()),
            None,
            None
        ]
    );
    let e = ctx
        .sql("SELECT url_public_suffix('https://h.example/', 'https://h/', 'private')")
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("expected all or icann"), "{e}");
}
