//! The domain and path functions through the catalog, on the engines' own
//! documented examples (ClickHouse, netquack, tldextract), on NULLs and on
//! hostile input, in every string layout: each layout gives the same
//! answers.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::Int32Type;
use arrow_array::{
    Array, ArrayRef, DictionaryArray, LargeStringArray, StringArray, StringViewArray,
};
use arrow_schema::DataType;
use specurl_arrow::{catalog, Input};

fn layouts(values: &[Option<&str>]) -> Vec<ArrayRef> {
    let dictionary: DictionaryArray<Int32Type> = values.iter().copied().collect();
    vec![
        Arc::new(StringArray::from(values.to_vec())),
        Arc::new(LargeStringArray::from(values.to_vec())),
        Arc::new(StringViewArray::from(values.to_vec())),
        Arc::new(dictionary),
    ]
}

/// Each row of a string or list-of-strings result, as text: a list as
/// its items joined by `|`.
fn rows(out: &ArrayRef) -> Vec<Option<String>> {
    let text = |a: &dyn Array, i: usize| -> Option<String> {
        if a.is_null(i) {
            return None;
        }
        Some(match a.data_type() {
            DataType::Utf8 => a.as_string::<i32>().value(i).to_owned(),
            DataType::LargeUtf8 => a.as_string::<i64>().value(i).to_owned(),
            DataType::Utf8View => a.as_string_view().value(i).to_owned(),
            DataType::List(_) => {
                let items = a.as_list::<i32>().value(i);
                let items: Vec<&str> = items.as_string::<i32>().iter().flatten().collect();
                items.join("|")
            }
            other => panic!("unexpected type {other}"),
        })
    };
    (0..out.len()).map(|i| text(out.as_ref(), i)).collect()
}

/// `name(url, extra...)` over `cases` (input, expected), in every layout.
fn check(name: &str, extra: &[Option<&str>], cases: &[(Option<&str>, Option<&str>)]) {
    let f = catalog::function(name).unwrap();
    let inputs: Vec<Option<&str>> = cases.iter().map(|c| c.0).collect();
    let expected: Vec<Option<String>> = cases.iter().map(|c| c.1.map(str::to_owned)).collect();
    for column in layouts(&inputs) {
        let args: Vec<Input> = [Input::Array(&column)]
            .into_iter()
            .chain(extra.iter().map(|e| Input::Scalar(*e)))
            .collect();
        let out = f.call(&args, inputs.len()).unwrap().into_array();
        assert_eq!(
            out.data_type(),
            &f.return_type(&[column.data_type().clone()]),
            "{name}"
        );
        assert_eq!(rows(&out), expected, "{name} over {}", column.data_type());
    }
    // One constant at a time gives the column's answers.
    for (input, want) in cases {
        let args: Vec<Input> = [Input::Scalar(*input)]
            .into_iter()
            .chain(extra.iter().map(|e| Input::Scalar(*e)))
            .collect();
        let out = f.call(&args, 1).unwrap().into_array();
        assert_eq!(rows(&out), [want.map(str::to_owned)], "{name}({input:?})");
    }
}

#[test]
fn subdomain_as_tldextract_and_netquack_split_hosts() {
    check(
        "url_subdomain",
        &[],
        &[
            // tldextract's README.
            (Some("http://forums.news.cnn.com/"), Some("forums.news")),
            (Some("http://forums.bbc.co.uk/"), Some("forums")),
            (Some("http://www.worldbank.org.kg/"), Some("www")),
            (Some("http://cnn.com/"), Some("")),
            // netquack's.
            (Some("http://a.b.example.com/"), Some("a.b")),
            // The URL Standard's host: userinfo, port, case and a
            // trailing dot are no part of it.
            (
                Some("https://user:p@ss@WWW.Example.co.uk.:8080/x"),
                Some("www"),
            ),
            (Some("http://abc/"), None),
            (Some("http://co.uk/"), None),
            (Some("http://127.0.0.1/"), None),
            (Some("http://[::1]/"), None),
            (Some("sc://a.example.com/"), None),
            (Some("file:///etc/hosts"), None),
            (Some("https://a.b.bücher.de/"), Some("a.b")),
            (Some("not a URL"), None),
            (None, None),
        ],
    );
    // On the ICANN section, as tldextract's default.
    check(
        "url_subdomain",
        &[Some("icann")],
        &[(Some("https://whatwg.github.io/"), Some("whatwg"))],
    );
}

#[test]
fn first_significant_subdomain_as_clickhouse_documents_it() {
    let cases = [
        (
            Some("https://news.clickhouse.com/"),
            Some("clickhouse"),
            Some("clickhouse.com"),
        ),
        (
            Some("https://news.clickhouse.com.tr/"),
            Some("clickhouse"),
            Some("clickhouse.com.tr"),
        ),
        (
            Some("http://www.baidu.com/"),
            Some("baidu"),
            Some("baidu.com"),
        ),
        (
            Some("http://www.google.com.cn/"),
            Some("google"),
            Some("google.com.cn"),
        ),
        (Some("http://wwwwwwww/"), None, None),
        (
            Some("http://paul@www.example.com:80/"),
            Some("example"),
            Some("example.com"),
        ),
        (Some("http://192.168.0.1/"), None, None),
        (None, None, None),
    ];
    let first: Vec<_> = cases.iter().map(|c| (c.0, c.1)).collect();
    let cut: Vec<_> = cases.iter().map(|c| (c.0, c.2)).collect();
    check("url_first_significant_subdomain", &[], &first);
    check("url_cut_to_first_significant_subdomain", &[], &cut);
}

#[test]
fn domain_without_www_is_the_domain_without_one_www() {
    check(
        "url_domain_without_www",
        &[],
        &[
            (Some("http://paul@www.example.com:80/"), Some("example.com")),
            (
                Some("https://www.www.example.com/"),
                Some("www.example.com"),
            ),
            (Some("https://WWW.EXAMPLE.COM/"), Some("example.com")),
            (Some("http://www./"), Some("www.")),
            (Some("http://www2.example.com/"), Some("www2.example.com")),
            (Some("http://abc/"), Some("abc")),
            (Some("http://[::1]/"), None),
            (Some("sc://www.example.com/"), None),
            (None, None),
        ],
    );
}

#[test]
fn file_extension_of_the_last_segment() {
    check(
        "url_file_extension",
        &[],
        &[
            (Some("http://example.com/image.jpg"), Some("jpg")),
            (Some("http://example.com/download.tar.gz"), Some("gz")),
            (Some("http://example.com/a.php?x=1.html#y.z"), Some("php")),
            (Some("http://example.com/.htaccess"), None),
            (Some("http://example.com/a.b/"), None),
            (Some("http://example.com/a.B%20c"), Some("B%20c")),
            (Some("http://example.com/x.png/.."), None),
            (Some("http://example.com"), None),
            (Some("data:text/plain,a.txt"), None),
            (None, None),
        ],
    );
}

#[test]
fn hierarchies_as_clickhouse_documents_them() {
    check(
        "url_hierarchy",
        &[],
        &[
            (
                Some("https://example.com/browse/CONV-6788"),
                Some("https://example.com/|https://example.com/browse/|https://example.com/browse/CONV-6788"),
            ),
            (Some("https://h/a//b?q=1#f"), Some("https://h/|https://h/a/|https://h/a//|https://h/a//b|https://h/a//b?q=1")),
            (Some("https://h/?"), Some("https://h/")),
            (Some("sc://h"), Some("sc://h")),
            (Some("mailto:me@example.com"), None),
            (None, None),
        ],
    );
    check(
        "url_path_hierarchy",
        &[],
        &[
            (
                Some("https://example.com/browse/CONV-6788"),
                Some("/browse/|/browse/CONV-6788"),
            ),
            (Some("https://h/"), Some("")),
            (Some("https://h/?q"), Some("/?q")),
            (Some("sc:/.//x/y"), Some("//|//x/|//x/y")),
            (Some("mailto:me@example.com"), None),
        ],
    );
}

#[test]
fn search_param_names_and_their_removal() {
    check(
        "url_search_param_names",
        &[],
        &[
            (
                Some("http://example.com/?a=1&b=2&a&c%20d=3+4"),
                Some("a|b|a|c d"),
            ),
            (Some("http://example.com/"), Some("")),
            (Some("http://example.com/?&&"), Some("")),
            (Some("no URL"), None),
            (None, None),
        ],
    );
    check(
        "url_remove_search_params",
        &[Some("a")],
        &[
            (
                Some("http://bigmir.net/?a=b&c=d&e=f#g"),
                Some("http://bigmir.net/?c=d&e=f#g"),
            ),
            (Some("http://h/?a=1"), Some("http://h/")),
            (
                Some("http://h/?a+=1&%61=2&b=x+y"),
                Some("http://h/?a+=1&b=x+y"),
            ),
            (Some("http://h/?b=1#a=1"), Some("http://h/?b=1#a=1")),
            (Some("sc:opaque ?a=1"), Some("sc:opaque%20")),
            (Some("HTTP://H/"), Some("http://h/")),
            (Some("no URL"), None),
            (None, None),
        ],
    );
    check(
        "url_remove_search_params",
        &[None],
        &[(Some("http://h/?a=1"), None)],
    );
}

#[test]
fn hostile_input_gives_null_or_an_answer_never_a_panic() {
    let hostile = [
        "",
        "\0",
        "http://",
        "http://.",
        "http://..",
        "http://%2e/",
        "http://xn--/",
        "http://a..b/",
        "http://[::1",
        "http://1.2.3.4.5/",
        "http://0x7f.1/",
        "https://%F0%9F%92%A9.com/",
        "http://www../",
        "http://.www.com/",
        "https://é.。.com/",
        "javascript:alert(1)",
        "http://h/%",
        "http://h/?%=%&&=&",
        "http://h/\u{fffd}.\u{fffd}",
        "blob:https://a/b",
    ];
    let long = format!("http://{}x.com/{}", "a.".repeat(5000), "b/".repeat(5000));
    let mut values: Vec<Option<&str>> = hostile.iter().copied().map(Some).collect();
    values.push(Some(&long));
    values.push(None);
    for f in catalog::functions().iter().filter(|f| {
        [
            "url_subdomain",
            "url_first_significant_subdomain",
            "url_cut_to_first_significant_subdomain",
            "url_domain_without_www",
            "url_file_extension",
            "url_hierarchy",
            "url_path_hierarchy",
            "url_search_param_names",
            "url_remove_search_params",
        ]
        .contains(&f.name())
    }) {
        for column in layouts(&values) {
            let mut args = vec![Input::Array(&column)];
            if f.required() == 2 {
                args.push(Input::Scalar(Some("a&%=&")));
            }
            let out = f.call(&args, values.len()).unwrap().into_array();
            assert_eq!(out.len(), values.len(), "{}", f.name());
            assert!(out.is_null(values.len() - 1), "{} of NULL", f.name());
        }
    }
}
