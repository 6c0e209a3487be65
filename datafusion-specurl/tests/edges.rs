//! NULLs, empty strings, sliced arrays, views into the input, columns of
//! the wrong type, bad data, and the kasztp list through `url_parse`.

mod common;

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, ByteView, RecordBatch, StringArray, StringViewArray,
};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::common::config::ConfigOptions;
use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs};
use datafusion::prelude::SessionContext;
use specurl::Url;

use common::context;

async fn strings(ctx: &SessionContext, sql: &str) -> Vec<Option<String>> {
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    let mut out = Vec::new();
    for b in batches {
        let c = cast(b.column(0), &DataType::Utf8).unwrap();
        out.extend(c.as_string::<i32>().iter().map(|s| s.map(str::to_owned)));
    }
    out
}

async fn one(ctx: &SessionContext, sql: &str) -> Option<String> {
    let all = strings(ctx, sql).await;
    assert_eq!(all.len(), 1, "{sql}");
    all.into_iter().next().unwrap()
}

/// Whether the one row of `sql` is NULL, whatever its type.
async fn is_null(ctx: &SessionContext, sql: &str) -> bool {
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    assert_eq!(
        batches.iter().map(RecordBatch::num_rows).sum::<usize>(),
        1,
        "{sql}"
    );
    let b = batches.iter().find(|b| b.num_rows() == 1).unwrap();
    b.column(0).is_null(0)
}

#[tokio::test]
async fn null_in_null_out() {
    let ctx = context();
    for f in [
        "url_href",
        "url_hostname",
        "url_origin",
        "url_to_unicode",
        "url_parse",
        "url_port",
        "url_can_parse",
        "url_search_params",
        "url_public_suffix",
        "url_registrable_domain",
    ] {
        assert!(is_null(&ctx, &format!("SELECT {f}(NULL)")).await, "{f}");
        assert!(
            is_null(&ctx, &format!("SELECT {f}(CAST(NULL AS VARCHAR))")).await,
            "{f}"
        );
        if f != "url_search_params" {
            let sql = format!("SELECT {f}('http://h/', NULL)");
            assert!(is_null(&ctx, &sql).await, "{f} with a NULL base");
        }
        // And not NULL on a URL, so that the check above can fail.
        assert!(
            !is_null(&ctx, &format!("SELECT {f}('http://h.example:1/?a=b')")).await,
            "{f}"
        );
    }
    for sql in [
        "SELECT url_is_valid(NULL, 'strict')",
        "SELECT url_is_valid('http://h/', NULL)",
        "SELECT url_equivalent('http://h/', NULL, 'normal')",
        "SELECT url_join(NULL, 'a')",
        "SELECT url_relative('http://h/a', NULL)",
        "SELECT url_search_param('http://h/?a=1', NULL)",
        "SELECT parse_url('http://h/?a=1', 'QUERY', NULL)",
        "SELECT url_normalise('http://h/', NULL)",
    ] {
        assert_eq!(one(&ctx, sql).await, None, "{sql}");
    }
}

#[tokio::test]
async fn empty_string_is_as_url_parse_has_it() {
    let ctx = context();
    assert!(Url::parse("", None).is_err());
    assert_eq!(one(&ctx, "SELECT url_href('')").await, None);
    assert_eq!(
        one(&ctx, "SELECT url_can_parse('')").await.as_deref(),
        Some("false")
    );
    let want = Url::parse("", Some("http://h/a?b#c")).unwrap();
    assert_eq!(
        one(&ctx, "SELECT url_href('', 'http://h/a?b#c')")
            .await
            .as_deref(),
        Some(want.href())
    );
}

#[tokio::test]
async fn bad_data_is_null_or_false_never_an_error() {
    let ctx = context();
    let bad = [
        "",
        " ",
        "http://",
        "http://h:99999/",
        "//x",
        "a:b",
        "\u{0}",
        "http://[::1/",
        "https://%zz/",
        "\u{feff}",
        "x".repeat(5000).as_str(),
    ]
    .map(str::to_owned);
    let schema = Arc::new(Schema::new(vec![Field::new("u", DataType::Utf8, true)]));
    let column: ArrayRef = Arc::new(StringArray::from_iter_values(bad.iter()));
    ctx.register_batch("bad", RecordBatch::try_new(schema, vec![column]).unwrap())
        .unwrap();
    let sql = "SELECT url_parse(u), url_hostname(u, u), url_port(u), url_can_parse(u, u),
        url_is_valid(u, u), url_is_valid(u, 'strict'), url_normalise(u, u), url_normalise(u),
        url_equivalent(u, u, u), url_join(u, u), url_relative(u, u), url_to_unicode(u),
        url_search_param(u, u), url_search_params(u), parse_url(u, u), parse_url(u, 'HOST', u)
        FROM bad";
    let batches = ctx.sql(sql).await.unwrap().collect().await.unwrap();
    assert_eq!(
        batches.iter().map(RecordBatch::num_rows).sum::<usize>(),
        bad.len()
    );
    // A profile or level of no such name gives NULL.
    assert_eq!(
        one(&ctx, "SELECT url_is_valid('http://h/', 'loose')").await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT url_normalise('http://h/', 'tidy')").await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT url_equivalent('a', '%zz', 'normal')")
            .await
            .as_deref(),
        Some("false")
    );
}

#[tokio::test]
async fn a_column_of_another_type_is_refused_at_planning_by_the_signature() {
    let ctx = context();
    for (sql, function, received) in [
        ("SELECT url_hostname(42)", "url_hostname", "Int64"),
        (
            "SELECT url_parse(arrow_cast('http://h/', 'Binary'))",
            "url_parse",
            "Binary",
        ),
        ("SELECT url_join('http://h/', 1.5)", "url_join", "Float64"),
        ("SELECT url_href('http://h/', true)", "url_href", "Boolean"),
        (
            "SELECT parse_url('http://h/', 'QUERY', 7)",
            "parse_url",
            "Int64",
        ),
    ] {
        let error = ctx
            .sql(sql)
            .await
            .err()
            .unwrap_or_else(|| panic!("{sql} planned"))
            .to_string();
        assert!(
            error.contains(&format!(
                "Function '{function}' requires String, but received {received}"
            )),
            "{sql}: {error}"
        );
    }
    for (sql, function) in [
        ("SELECT url_join('http://h/')", "url_join"),
        ("SELECT url_hostname()", "url_hostname"),
        ("SELECT url_hostname('a', 'b', 'c')", "url_hostname"),
    ] {
        let error = ctx.sql(sql).await.err().unwrap().to_string();
        assert!(error.contains(function), "{sql}: {error}");
    }
}

#[tokio::test]
async fn sliced_arrays_of_every_layout() {
    let ctx = context();
    let urls = [
        "http://a.example/",
        "not a url",
        "https://b.example:8443/x?y#z",
        "file:///c/d",
        "http://[::1]/",
    ];
    let want: Vec<Option<String>> = urls[1..4]
        .iter()
        .map(|u| Url::parse(u, None).ok().map(|u| u.host().to_owned()))
        .collect();
    let utf8: ArrayRef = Arc::new(StringArray::from_iter_values(urls));
    for t in [
        DataType::Utf8,
        DataType::LargeUtf8,
        DataType::Utf8View,
        DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8)),
    ] {
        let column = cast(&utf8, &t).unwrap().slice(1, 3);
        let schema = Arc::new(Schema::new(vec![Field::new("u", t.clone(), true)]));
        ctx.deregister_table("s").unwrap();
        ctx.register_batch("s", RecordBatch::try_new(schema, vec![column]).unwrap())
            .unwrap();
        assert_eq!(
            strings(&ctx, "SELECT url_host(u) FROM s").await,
            want,
            "{t}"
        );
    }
}

fn invoke(name: &str, column: ArrayRef) -> ArrayRef {
    let f = datafusion_specurl::functions()
        .into_iter()
        .find(|f| f.name() == name)
        .unwrap();
    let t = column.data_type().clone();
    let args = ScalarFunctionArgs {
        number_rows: column.len(),
        args: vec![ColumnarValue::Array(column)],
        arg_fields: vec![Arc::new(Field::new("u", t.clone(), true))],
        return_field: Arc::new(Field::new(name, f.return_type(&[t]).unwrap(), true)),
        config_options: Arc::new(ConfigOptions::default()),
    };
    f.invoke_with_args(args).unwrap().into_array(1).unwrap()
}

#[test]
fn a_component_of_a_view_points_into_the_input_where_it_is_a_substring() {
    let urls = [
        "https://www.example.com/a/long/path/name/here?q=1",
        "HTTPS://WWW.EXAMPLE.COM/a/long/path/name/here?q=1",
        "https://h/short",
    ];
    let input = StringViewArray::from_iter_values(urls);
    let buffer = input.data_buffers()[0].as_ptr() as usize;
    let out = invoke("url_pathname", Arc::new(input.clone()));
    let out = out.as_string_view();
    assert_eq!(out.value(0), "/a/long/path/name/here");
    assert_eq!(out.value(1), "/a/long/path/name/here");
    assert_eq!(out.value(2), "/short");
    // The input's buffer is the result's first; the first row's path is a
    // view of it, at its place in the input. The second row's input is
    // upper case, so its path is found at the same place too.
    assert_eq!(out.data_buffers()[0].as_ptr() as usize, buffer);
    let view = |array: &StringViewArray, row: usize| {
        let v = ByteView::from(array.views()[row]);
        (v.buffer_index, v.offset)
    };
    assert_eq!(view(out, 0), (0, view(&input, 0).1 + 23));
    assert_eq!(view(out, 1), (0, view(&input, 1).1 + 23));
    // A component not in the input (the lower-cased host) is copied.
    let hosts = invoke("url_host", Arc::new(input.clone()));
    let hosts = hosts.as_string_view();
    assert_eq!(hosts.value(1), "www.example.com");
    assert_ne!(view(hosts, 1).0, 0);
    // The hostname, read from the grammar's tokens alone, is a view of
    // the input too, where it is there as it is.
    let hostnames = invoke("url_hostname", Arc::new(input.clone()));
    let hostnames = hostnames.as_string_view();
    assert_eq!(hostnames.value(0), "www.example.com");
    assert_eq!(view(hostnames, 0), (0, view(&input, 0).1 + 8));
    assert_eq!(hostnames.value(1), "www.example.com");
    assert_ne!(view(hostnames, 1).0, 0);
}

#[tokio::test]
async fn kasztp_through_url_parse_equals_url_parse() {
    let urls = common::kasztp();
    assert!(urls.len() > 40_000);
    let ctx = context();
    let schema = Arc::new(Schema::new(vec![Field::new("u", DataType::Utf8View, true)]));
    let column: ArrayRef = Arc::new(StringViewArray::from_iter_values(urls.iter()));
    ctx.register_batch("k", RecordBatch::try_new(schema, vec![column]).unwrap())
        .unwrap();
    let batches = ctx
        .sql("SELECT u, url_parse(u) AS p FROM k")
        .await
        .unwrap()
        .collect()
        .await
        .unwrap();
    let mut rows = 0;
    for b in batches {
        let inputs = b.column(0).as_string_view();
        let parsed = b.column(1).as_struct();
        let href = parsed.column_by_name("href").unwrap().as_string::<i32>();
        let hostname = parsed
            .column_by_name("hostname")
            .unwrap()
            .as_string::<i32>();
        let search = parsed.column_by_name("search").unwrap().as_string::<i32>();
        let origin = parsed.column_by_name("origin").unwrap().as_string::<i32>();
        for row in 0..b.num_rows() {
            let input = inputs.value(row);
            match Url::parse(input, None) {
                Ok(url) => {
                    assert!(parsed.is_valid(row), "{input}");
                    assert_eq!(href.value(row), url.href(), "{input}");
                    assert_eq!(hostname.value(row), url.hostname(), "{input}");
                    assert_eq!(search.value(row), url.search(), "{input}");
                    assert_eq!(origin.value(row), url.origin(), "{input}");
                }
                Err(_) => assert!(parsed.is_null(row), "{input}"),
            }
            rows += 1;
        }
    }
    assert_eq!(rows, urls.len());
}

#[tokio::test]
async fn parse_url_parts() {
    let ctx = context();
    let u = "https://user:pw@Example.COM:8080/a/b?x=1&y=%41#frag";
    for (part, want) in [
        ("HOST", Some("example.com")),
        ("PATH", Some("/a/b")),
        ("QUERY", Some("x=1&y=%41")),
        ("REF", Some("frag")),
        ("PROTOCOL", Some("https")),
        ("FILE", Some("/a/b?x=1&y=%41")),
        ("AUTHORITY", Some("user:pw@example.com:8080")),
        ("USERINFO", Some("user:pw")),
        ("host", None),
        ("PORT", None),
    ] {
        let got = one(&ctx, &format!("SELECT parse_url('{u}', '{part}')")).await;
        assert_eq!(got.as_deref(), want, "{part}");
    }
    assert_eq!(
        one(&ctx, &format!("SELECT parse_url('{u}', 'QUERY', 'y')"))
            .await
            .as_deref(),
        Some("A")
    );
    assert_eq!(
        one(&ctx, &format!("SELECT parse_url('{u}', 'QUERY', 'z')")).await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT parse_url('http://h', 'PATH')")
            .await
            .as_deref(),
        Some("/")
    );
    assert_eq!(
        one(&ctx, "SELECT parse_url('http://h', 'QUERY')").await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT parse_url('http://h', 'USERINFO')").await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT parse_url('mailto:a@b', 'HOST')").await,
        None
    );
    assert_eq!(
        one(&ctx, "SELECT parse_url('not a url', 'HOST')").await,
        None
    );
    // The rows of docs/sql.md's table of differences from Spark, as this
    // side has them.
    for (url, part, want) in [
        ("http://a b", "HOST", None),
        ("http://h:99999", "HOST", None),
        ("/a?b#c", "PATH", None),
        ("http://EXAMPLE.com", "HOST", Some("example.com")),
        ("http://bücher.de", "HOST", Some("xn--bcher-kva.de")),
        ("http://h:80/", "AUTHORITY", Some("h")),
        ("http://h/a/../b", "PATH", Some("/b")),
        ("http:\\\\h\\p", "HOST", Some("h")),
        ("http:\\\\h\\p", "PATH", Some("/p")),
        ("http://h/a b", "PATH", Some("/a%20b")),
        ("http://:pw@h/", "USERINFO", Some(":pw")),
        ("mailto:a@b", "PATH", Some("a@b")),
        ("http://h/", "host", None),
    ] {
        let got = one(&ctx, &format!("SELECT parse_url('{url}', '{part}')")).await;
        assert_eq!(got.as_deref(), want, "{url} {part}");
    }
    for (key, want) in [("a", Some("x y")), ("b", Some("")), ("c", Some("A"))] {
        let sql = format!("SELECT parse_url('http://h/?a=x+y&b&c=%41', 'QUERY', '{key}')");
        assert_eq!(one(&ctx, &sql).await.as_deref(), want, "{key}");
    }
}

#[tokio::test]
async fn public_suffix_and_registrable_domain_as_the_standard_has_them() {
    let ctx = context();
    // (URL, public suffix, registrable domain): rows of the URL Standard's
    // table, then what is no domain.
    for (url, suffix, registrable) in [
        ("https://com/", Some("com"), None),
        ("https://example.com/", Some("com"), Some("example.com")),
        ("https://www.example.com/", Some("com"), Some("example.com")),
        ("https://EXAMPLE.COM./", Some("com."), Some("example.com.")),
        ("https://github.io/", Some("github.io"), None),
        (
            "https://whatwg.github.io/",
            Some("github.io"),
            Some("whatwg.github.io"),
        ),
        ("https://إختبار/", Some("xn--kgbechtv"), None),
        (
            "https://example.إختبار/",
            Some("xn--kgbechtv"),
            Some("example.xn--kgbechtv"),
        ),
        (
            "https://sub.example.إختبار/",
            Some("xn--kgbechtv"),
            Some("example.xn--kgbechtv"),
        ),
        ("https://[2001:0db8::1]/", None, None),
        ("https://192.168.0.1/", None, None),
        ("https://0x7f.1/", None, None),
        ("sc://example.com/", None, None),
        ("file:///x", None, None),
        ("file://example.com/x", Some("com"), Some("example.com")),
        ("mailto:a@example.com", None, None),
        ("not a url", None, None),
        // The scheme, read from the input without a base: case, spaces
        // and controls around it, a tab in it, special or not.
        ("HTTPS://WWW.EXAMPLE.COM/", Some("com"), Some("example.com")),
        (
            " \u{1}https://a.example.com \u{1}",
            Some("com"),
            Some("example.com"),
        ),
        ("ht\ttps://a.example.com/", Some("com"), Some("example.com")),
        ("wss://a.example.com/", Some("com"), Some("example.com")),
        ("httpsx://a.example.com/", None, None),
        ("web+demo://a.example.com/", None, None),
        (
            "http://a.example.com.:8080/",
            Some("com."),
            Some("example.com."),
        ),
        (
            "http://support-appleld.com.secureupdate.duilawyeryork.com/",
            Some("com"),
            Some("duilawyeryork.com"),
        ),
    ] {
        let got = one(&ctx, &format!("SELECT url_public_suffix('{url}')")).await;
        assert_eq!(got.as_deref(), suffix, "{url}: public suffix");
        let got = one(&ctx, &format!("SELECT url_registrable_domain('{url}')")).await;
        assert_eq!(got.as_deref(), registrable, "{url}: registrable domain");
        // The library agrees, so that the function reads the host as
        // `Url::typed_host` does.
        let url = Url::parse(url, None).ok();
        assert_eq!(url.as_ref().and_then(Url::public_suffix), suffix);
        assert_eq!(url.as_ref().and_then(Url::registrable_domain), registrable);
    }
    assert_eq!(
        one(
            &ctx,
            "SELECT url_registrable_domain('../x', 'https://a.b.example.co.uk/')"
        )
        .await
        .as_deref(),
        Some("example.co.uk")
    );
}

#[tokio::test]
async fn a_column_of_bases_in_runs_joins_as_url_parse_does() {
    let ctx = context();
    // Runs of equal bases, a base that does not parse between equal ones,
    // and a NULL: each base is parsed once per run.
    let bases = [
        Some("https://a.example/x/y"),
        Some("https://a.example/x/y"),
        Some("not a base"),
        Some("https://a.example/x/y"),
        None,
        Some("file:///c/d"),
        Some("file:///c/d"),
        Some("https://b.example/"),
    ];
    let refs = [
        "../z",
        "?q",
        "z",
        "//c.example/",
        "z",
        "e",
        "/f",
        "https://a.example/x/w",
    ];
    let schema = Arc::new(Schema::new(vec![
        Field::new("b", DataType::Utf8, true),
        Field::new("r", DataType::Utf8View, true),
    ]));
    let b: ArrayRef = Arc::new(StringArray::from(bases.to_vec()));
    let r: ArrayRef = Arc::new(StringViewArray::from_iter_values(refs));
    ctx.register_batch("j", RecordBatch::try_new(schema, vec![b, r]).unwrap())
        .unwrap();
    let joined = strings(&ctx, "SELECT url_join(b, r) FROM j").await;
    let relative = strings(&ctx, "SELECT url_relative(url_join(b, r), b) FROM j").await;
    for (i, (base, r)) in bases.iter().zip(refs).enumerate() {
        let want = base.and_then(|b| Url::parse(r, Some(b)).ok());
        let href = want.as_ref().map(|u| u.href().to_owned());
        assert_eq!(joined[i], href, "{base:?} {r}");
        let back = match (&want, base.and_then(|b| Url::parse(b, None).ok())) {
            (Some(u), Some(b)) => Some(u.relative_to(&b).to_string()),
            _ => None,
        };
        assert_eq!(relative[i], back, "{base:?} {r}");
    }
    assert!(joined.iter().filter(|j| j.is_some()).count() >= 6);
}
