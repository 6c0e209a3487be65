//! `url_pattern_test` and `url_pattern_exec` through SQL, for every string
//! type, a constant pattern and a column of them: each row equals what
//! `UrlPattern` gives for it.

mod common;

use datafusion::arrow::array::{Array, AsArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::DataType;
use specurl::url_pattern::{ComponentName, UrlPattern};
use specurl::Url;

use common::context;

/// The string types of the columns, by `arrow_cast`'s names.
const TYPES: [&str; 4] = ["Utf8", "LargeUtf8", "Utf8View", "Dictionary(Int32, Utf8)"];

/// URLs, patterns and the edges: a URL that does not parse, a pattern that
/// is not valid, a custom regexp group, a wildcard, case.
const ROWS: [(Option<&str>, Option<&str>); 9] = [
    (Some("https://example.com/books/12"), Some("/books/:id")),
    (
        Some("https://example.com/books/12"),
        Some("https://*.com/books/:id(\\d+)"),
    ),
    (
        Some("https://example.com/books/x"),
        Some("https://*.com/books/:id(\\d+)"),
    ),
    (
        Some("https://api.example.com/v1/a?q=1"),
        Some("https://:sub.example.com/v1/*"),
    ),
    (Some("http://a b/"), Some("/books/:id")),
    (Some("https://example.com/"), Some("https://(")),
    (None, Some("/books/:id")),
    (Some("https://example.com/"), None),
    (
        Some("HTTPS://EXAMPLE.com/Books/1"),
        Some("https://example.com/books/:id"),
    ),
];

/// What `UrlPattern` gives for a row: `test`, and `exec`'s groups.
type Expected = (Option<bool>, Option<Vec<(String, String, Option<String>)>>);

fn expected(url: Option<&str>, pattern: Option<&str>) -> Expected {
    let (Some(url), Some(pattern)) = (url, pattern) else {
        return (None, None);
    };
    let Ok(p) = UrlPattern::parse(pattern, None, Default::default()) else {
        return (None, None);
    };
    let Ok(url) = Url::parse(url, None) else {
        return (Some(false), None);
    };
    let groups = p.exec_url(&url).unwrap().map(|r| {
        ComponentName::ALL
            .into_iter()
            .flat_map(|c| {
                r.get(c)
                    .groups
                    .iter()
                    .map(move |(n, v)| (c.name().to_owned(), n.clone(), v.clone()))
            })
            .collect()
    });
    (Some(p.test_url(&url).unwrap()), groups)
}

fn sql_literal(s: Option<&str>) -> String {
    s.map_or("NULL".to_owned(), |s| {
        format!("'{}'", s.replace('\'', "''"))
    })
}

#[tokio::test]
async fn every_row_equals_url_pattern_in_every_string_type() {
    let ctx = context();
    let values: Vec<String> = ROWS
        .iter()
        .enumerate()
        .map(|(i, (u, p))| format!("({i}, {}, {})", sql_literal(*u), sql_literal(*p)))
        .collect();
    let mut checked = 0;
    for t in TYPES {
        let sql = format!(
            "SELECT id, url_pattern_test(arrow_cast(u, '{t}'), arrow_cast(p, '{t}')), \
             url_pattern_exec(arrow_cast(u, '{t}'), arrow_cast(p, '{t}')) \
             FROM (VALUES {}) AS v(id, u, p) ORDER BY id",
            values.join(", ")
        );
        let batches = ctx.sql(&sql).await.unwrap().collect().await.unwrap();
        for b in batches {
            let ids = cast(b.column(0), &DataType::Int64).unwrap();
            let ids = ids.as_primitive::<datafusion::arrow::datatypes::Int64Type>();
            let tests = b.column(1).as_boolean();
            let execs = b.column(2).as_list::<i32>();
            for row in 0..b.num_rows() {
                let (u, p) = ROWS[ids.value(row) as usize];
                let (test, groups) = expected(u, p);
                let got_test = (!tests.is_null(row)).then(|| tests.value(row));
                assert_eq!(got_test, test, "{t}: test {u:?} {p:?}");
                let got_groups = (!execs.is_null(row)).then(|| {
                    let item = execs.value(row);
                    let s = item.as_struct();
                    let col = |k: usize| cast(s.column(k), &DataType::Utf8).unwrap();
                    let (c, n, v) = (col(0), col(1), col(2));
                    let (c, n, v) = (
                        c.as_string::<i32>(),
                        n.as_string::<i32>(),
                        v.as_string::<i32>(),
                    );
                    (0..s.len())
                        .map(|k| {
                            let value = (!v.is_null(k)).then(|| v.value(k).to_owned());
                            (c.value(k).to_owned(), n.value(k).to_owned(), value)
                        })
                        .collect::<Vec<_>>()
                });
                assert_eq!(got_groups, groups, "{t}: exec {u:?} {p:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, ROWS.len() * TYPES.len());
}

#[tokio::test]
async fn a_constant_pattern_over_a_column() {
    let ctx = context();
    let sql = "SELECT url_pattern_test(u, 'https://*/books/:id'), \
               url_pattern_exec(u, 'https://:sub.example.com/*') IS NULL \
               FROM (VALUES ('https://a.example.com/books/1'), ('https://b.example.org/x'), \
               ('nope')) AS v(u)";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let b = &batches[0];
    let tests: Vec<_> = b.column(0).as_boolean().iter().collect();
    assert_eq!(tests, [Some(true), Some(false), Some(false)]);
    let missing: Vec<_> = b.column(1).as_boolean().iter().collect();
    assert_eq!(missing, [Some(false), Some(true), Some(true)]);
    // A relative pattern needs a base, as `new URLPattern("/books/:id")`
    // throws: not a valid pattern, so NULL.
    let sql = "SELECT url_pattern_test('https://h/books/1', '/books/:id') IS NULL";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    assert!(batches[0].column(0).as_boolean().value(0));
}
