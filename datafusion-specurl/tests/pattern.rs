//! `url_pattern_test` and `url_pattern_exec` through SQL, for every string
//! type, a constant pattern and a column of them: each row equals what
//! `UrlPattern` gives for it. `url_pattern_match` the same way, against a
//! loop of `UrlPattern::test` over its list.

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

/// The list of `url_pattern_match`'s tests: regexp groups, a wildcard
/// host, a named group, an optional protocol, a catch-all.
const ROUTES: [&str; 5] = [
    "https://example.com/books/:id(\\d+)",
    "https://*.example.com/static/*",
    "https://example.com/:section/:page",
    "http{s}?://example.com/books/*",
    "https://example.com/*",
];

/// URLs and bases: early, late and no match, a relative URL, a URL that
/// does not parse, NULLs.
const MATCH_ROWS: [(Option<&str>, Option<&str>); 10] = [
    (Some("https://example.com/books/12"), None),
    (Some("https://example.com/books/x"), None),
    (Some("http://example.com/books/x"), None),
    (Some("https://cdn.example.com/static/a.css"), None),
    (Some("https://example.com/a/b/c"), None),
    (Some("https://example.org/"), None),
    (Some("/books/7"), Some("https://example.com/x")),
    (Some("http://a b/"), Some("https://example.com/")),
    (None, Some("https://example.com/")),
    (Some("/a"), None),
];

/// The position of the first route whose `test` is true.
fn first_route(url: Option<&str>, base: Option<&str>, with_base: bool) -> Option<i32> {
    let url = url?;
    let base = if with_base { Some(base?) } else { None };
    ROUTES.iter().enumerate().find_map(|(i, r)| {
        let p = UrlPattern::parse(*r, None, Default::default()).unwrap();
        p.test(url, base).unwrap().then_some(i as i32 + 1)
    })
}

#[tokio::test]
async fn url_pattern_match_is_the_first_route_whose_test_is_true_in_every_string_type() {
    let ctx = context();
    let values: Vec<String> = MATCH_ROWS
        .iter()
        .enumerate()
        .map(|(i, (u, b))| format!("({i}, {}, {})", sql_literal(*u), sql_literal(*b)))
        .collect();
    let list: Vec<String> = ROUTES.iter().map(|r| sql_literal(Some(r))).collect();
    let list = format!("make_array({})", list.join(", "));
    let mut checked = 0;
    for t in TYPES {
        let sql = format!(
            "SELECT id, url_pattern_match(arrow_cast(u, '{t}'), {list}), \
             url_pattern_match(arrow_cast(u, '{t}'), {list}, arrow_cast(b, '{t}')), \
             url_pattern_match(arrow_cast(u, '{t}'), {list}, 'https://example.com/') \
             FROM (VALUES {}) AS v(id, u, b) ORDER BY id",
            values.join(", ")
        );
        let batches = ctx.sql(&sql).await.unwrap().collect().await.unwrap();
        for b in batches {
            let ids = cast(b.column(0), &DataType::Int64).unwrap();
            let ids = ids.as_primitive::<datafusion::arrow::datatypes::Int64Type>();
            let column = |k: usize| -> Vec<Option<i32>> {
                let c = b
                    .column(k)
                    .as_primitive::<datafusion::arrow::datatypes::Int32Type>();
                c.iter().collect()
            };
            let (alone, based, constant) = (column(1), column(2), column(3));
            for row in 0..b.num_rows() {
                let (u, base) = MATCH_ROWS[ids.value(row) as usize];
                assert_eq!(alone[row], first_route(u, None, false), "{t}: {u:?}");
                assert_eq!(
                    based[row],
                    first_route(u, base, true),
                    "{t}: {u:?} {base:?}"
                );
                let example = Some("https://example.com/");
                assert_eq!(constant[row], first_route(u, example, true), "{t}: {u:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, MATCH_ROWS.len() * TYPES.len());
}

#[tokio::test]
async fn url_pattern_match_on_constants_a_list_literal_and_a_null_list() {
    let ctx = context();
    let sql = "SELECT url_pattern_match('https://h/b/1', ['https://h/a/*', 'https://h/b/:n']), \
               url_pattern_match('https://h/c', ['https://h/a/*']), \
               url_pattern_match(NULL, ['https://h/a/*']), \
               url_pattern_match('https://h/a/1', NULL)";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let b = &batches[0];
    let got: Vec<Option<i32>> = (0..4)
        .map(|k| {
            let c = cast(b.column(k), &DataType::Int32).unwrap();
            let c = c.as_primitive::<datafusion::arrow::datatypes::Int32Type>();
            (!c.is_null(0)).then(|| c.value(0))
        })
        .collect();
    assert_eq!(got, [Some(2), None, None, None]);
}

#[tokio::test]
async fn an_invalid_pattern_in_the_list_fails_the_query_naming_it() {
    let ctx = context();
    for list in [
        "make_array('https://h/a/*', '/no/protocol')",
        "['https://h/a/*', '/no/protocol']",
    ] {
        let sql =
            format!("SELECT url_pattern_match(u, {list}) FROM (VALUES ('https://h/a/1')) AS v(u)");
        let result = match ctx.sql(&sql).await {
            Ok(df) => df.collect().await.map(|_| ()),
            Err(e) => Err(e),
        };
        let message = result.unwrap_err().to_string();
        assert!(
            message.contains("pattern 2") && message.contains("/no/protocol"),
            "{message}"
        );
    }
}

#[tokio::test]
async fn a_column_of_lists_is_one_list_of_routes_when_its_rows_are_all_that_list() {
    let ctx = context();
    let sql = "SELECT url_pattern_match(u, l) FROM (VALUES \
               ('https://h/a/1', ['https://h/b/*', 'https://h/a/*']), \
               ('https://h/b/2', ['https://h/b/*', 'https://h/a/*']), \
               ('https://h/c', ['https://h/b/*', 'https://h/a/*'])) AS v(u, l)";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let got: Vec<Option<i32>> = batches
        .iter()
        .flat_map(|b| {
            let c = cast(b.column(0), &DataType::Int32).unwrap();
            let c = c.as_primitive::<datafusion::arrow::datatypes::Int32Type>();
            c.iter().collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(got, [Some(2), Some(1), None]);
    // Rows of different lists are not one list of routes.
    let sql = "SELECT url_pattern_match(u, l) FROM (VALUES ('https://h/a/1', ['https://h/*']), \
               ('https://h/a/1', ['https://h/a/*'])) AS v(u, l)";
    let result = match ctx.sql(sql).await {
        Ok(df) => df.collect().await.map(|_| ()),
        Err(e) => Err(e),
    };
    let message = result.unwrap_err().to_string();
    assert!(message.contains("same on every row"), "{message}");
}

/// The call as DataFusion's FFI makes it (`datafusion-ffi`'s
/// `ForeignScalarUDF` turns every argument into an array of the batch's
/// rows, the list included), against the same call with the constants
/// as constants, for each list layout and a NULL list.
#[test]
fn url_pattern_match_as_the_ffi_calls_it_equals_the_call_on_constants() {
    use std::sync::Arc;

    use datafusion::arrow::array::{ArrayRef, StringArray};
    use datafusion::arrow::datatypes::Field;
    use datafusion::common::config::ConfigOptions;
    use datafusion::common::ScalarValue;
    use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs};

    let udf = datafusion_specurl::functions()
        .into_iter()
        .find(|f| f.name() == "url_pattern_match")
        .unwrap();
    let urls: Vec<Option<&str>> = MATCH_ROWS.iter().map(|(u, _)| *u).collect();
    let rows = urls.len();
    let urls: ArrayRef = Arc::new(StringArray::from(urls));
    let list = ScalarValue::List(ScalarValue::new_list_nullable(
        &ROUTES.map(|r| ScalarValue::Utf8(Some(r.to_owned()))),
        &DataType::Utf8,
    ));
    let layouts = [
        list.data_type(),
        DataType::LargeList(Arc::new(Field::new_list_field(DataType::Utf8View, true))),
        DataType::FixedSizeList(
            Arc::new(Field::new_list_field(DataType::LargeUtf8, true)),
            ROUTES.len() as i32,
        ),
    ];
    let call = |list: ColumnarValue| -> Vec<Option<i32>> {
        let args = vec![ColumnarValue::Array(Arc::clone(&urls)), list];
        let arg_fields = args
            .iter()
            .map(|a| Arc::new(Field::new("a", a.data_type(), true)))
            .collect();
        let out = udf
            .invoke_with_args(ScalarFunctionArgs {
                args,
                arg_fields,
                number_rows: rows,
                return_field: Arc::new(Field::new("r", DataType::Int32, true)),
                config_options: Arc::new(ConfigOptions::default()),
            })
            .unwrap()
            .to_array(rows)
            .unwrap();
        let out = out.as_primitive::<datafusion::arrow::datatypes::Int32Type>();
        out.iter().collect()
    };
    let want = call(ColumnarValue::Scalar(list.clone()));
    assert_eq!(want.len(), rows);
    assert!(want.iter().flatten().count() >= 3, "{want:?}");
    for t in layouts {
        let column = cast(&list.to_array_of_size(rows).unwrap(), &t).unwrap();
        assert_eq!(call(ColumnarValue::Array(column)), want, "{t}");
    }
    // A NULL list, as a column of it: NULL on every row.
    let nulls = ScalarValue::try_from(&list.data_type()).unwrap();
    let nulls = nulls.to_array_of_size(rows).unwrap();
    assert_eq!(call(ColumnarValue::Array(nulls)), vec![None; rows]);
    let nulls = ScalarValue::Null.to_array_of_size(rows).unwrap();
    assert_eq!(call(ColumnarValue::Array(nulls)), vec![None; rows]);
}
