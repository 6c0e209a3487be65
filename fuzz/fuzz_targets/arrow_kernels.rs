//! Every kernel of `specurl-arrow` on arrays built from arbitrary bytes:
//! the first byte picks the string layout (`Utf8`, `LargeUtf8`,
//! `Utf8View`, a dictionary) and the constant arguments, the second which
//! rows are NULL, and the rest, split at newlines, is the rows (invalid
//! UTF-8 replaced). Invariants: no kernel panics or fails on row data;
//! each gives one row per input row; a NULL URL gives NULL (strictness);
//! `url_hostname` and `url_pattern_match` equal the per-row library call;
//! a host is its subdomain, a dot and its registrable domain; removing
//! search params leaves the other names in order;
//! every function of the catalog (what Python, DuckDB and Polars run), at
//! each of its arities, gives one row per row, of its declared type.
#![no_main]

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::{Int32Type, UInt16Type};
use arrow_array::{
    Array, ArrayRef, DictionaryArray, LargeStringArray, StringArray, StringViewArray,
};
use arrow_schema::DataType;
use libfuzzer_sys::fuzz_target;
use specurl::url_pattern::UrlPattern;
use specurl::Url;
use specurl_arrow::{evaluate, Input, Rows};

/// Routes for `url_pattern_match`, of each shape its route set indexes.
const ROUTES: [&str; 6] = [
    "https://h/api/v1/users/:id",
    "https://h/api/:v/items/:id(\\d+)",
    "https://*.h/static/*",
    "http{s}?://h/a/:x-:y",
    "https://h/api/v1/us*",
    "https://h/*",
];

/// Constants for the second and third arguments.
const CONSTANTS: [Option<&str>; 6] = [
    Some("https://h/a/b?c#d"),
    Some("search"),
    Some("component"),
    None,
    Some("../x"),
    Some("strict"),
];

fn column(layout: u8, rows: &[Option<&str>]) -> ArrayRef {
    match layout % 4 {
        0 => Arc::new(StringArray::from(rows.to_vec())),
        1 => Arc::new(LargeStringArray::from(rows.to_vec())),
        2 => Arc::new(StringViewArray::from(rows.to_vec())),
        _ => Arc::new(
            rows.iter()
                .copied()
                .collect::<DictionaryArray<UInt16Type>>(),
        ),
    }
}

/// The values of a string result of any layout.
fn strings_of(a: &ArrayRef) -> Vec<Option<String>> {
    let own = |v: Option<&str>| v.map(str::to_owned);
    match a.data_type() {
        DataType::Utf8 => a.as_string::<i32>().iter().map(own).collect(),
        DataType::LargeUtf8 => a.as_string::<i64>().iter().map(own).collect(),
        DataType::Utf8View => a.as_string_view().iter().map(own).collect(),
        other => panic!("not a string result: {other}"),
    }
}

/// Runs `f` and checks the length and strictness of its result.
fn check<F: Rows>(f: &F, args: &[Input<'_>], rows: &[Option<&str>], t: &DataType) -> ArrayRef {
    let out = evaluate(f, args, rows.len(), t)
        .expect("row data never fails a kernel")
        .into_array();
    assert_eq!(out.len(), rows.len());
    for (row, value) in rows.iter().enumerate() {
        if value.is_none() {
            assert!(out.is_null(row), "a NULL row gave a value");
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let [layout, nulls, rest @ ..] = data else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let rows: Vec<Option<&str>> = text
        .split('\n')
        .take(64)
        .enumerate()
        .map(|(i, s)| (nulls >> (i % 8) & 1 == 0).then_some(s))
        .collect();
    let urls = column(*layout, &rows);
    let url = Input::Array(&urls);
    let c = |k: u8| Input::Scalar(CONSTANTS[usize::from(k) % CONSTANTS.len()]);
    let (a, b) = (c(*layout >> 2), c(*layout >> 5));
    let strings = string_out(urls.data_type());

    use specurl_arrow::*;
    check(&url_component::UrlHref, &[url], &rows, &strings);
    check(&url_component::UrlProtocol, &[url, a], &rows, &strings);
    check(&url_component::UrlUsername, &[url], &rows, &strings);
    check(&url_component::UrlPassword, &[url], &rows, &strings);
    check(&url_component::UrlHost, &[url], &rows, &strings);
    check(&url_component::UrlPathname, &[url], &rows, &strings);
    check(&url_component::UrlSearch, &[url], &rows, &strings);
    check(&url_component::UrlHash, &[url], &rows, &strings);
    check(&url_component::UrlOrigin, &[url], &rows, &strings);
    check(
        &url_parse::UrlParse,
        &[url],
        &rows,
        &DataType::Struct(url_parse::fields()),
    );
    check(&url_port::UrlPort, &[url], &rows, &DataType::UInt16);
    check(
        &url_can_parse::UrlCanParse,
        &[url],
        &rows,
        &DataType::Boolean,
    );
    check(&url_normalise::UrlNormalise, &[url], &rows, &strings);
    check(&url_join::UrlRelative, &[url, a], &rows, &strings);
    check(&url_to_unicode::UrlToUnicode, &[url], &rows, &strings);
    check(
        &url_search_param::UrlSearchParam,
        &[url, a],
        &rows,
        &strings,
    );
    check(
        &url_search_param::UrlSearchParams,
        &[url],
        &rows,
        &url_search_param::params_type(),
    );
    check(
        &url_pattern::UrlPatternTest,
        &[url, Input::Scalar(Some(ROUTES[0]))],
        &rows,
        &DataType::Boolean,
    );
    check(
        &url_pattern::UrlPatternExec,
        &[url, Input::Scalar(Some(ROUTES[3]))],
        &rows,
        &url_pattern::exec_type(),
    );
    check(&url_site::UrlPublicSuffix, &[url], &rows, &strings);
    check(&url_site::UrlRegistrableDomain, &[url, a], &rows, &strings);
    check(
        &url_validation_errors::UrlValidationErrors,
        &[url],
        &rows,
        &url_validation_errors::data_type(),
    );
    check(&url_host_type::UrlHostType, &[url], &rows, &DataType::Utf8);
    check(
        &url_path_segments::UrlPathSegments,
        &[url],
        &rows,
        &url_path_segments::data_type(),
    );
    check(&url_encode::UrlDecode, &[url], &rows, &strings);
    check(
        &url_same_origin::UrlSameOrigin,
        &[url, a],
        &rows,
        &DataType::Boolean,
    );
    check(
        &url_same_origin::UrlSameSite,
        &[url, a],
        &rows,
        &DataType::Boolean,
    );
    // Kernels whose names must be known: a constant of no known name may
    // fail the call, as it does when the query is planned.
    let _ = evaluate(&url_set::UrlSet, &[url, a, b], rows.len(), &strings);
    let _ = evaluate(
        &url_is_valid::UrlIsValid,
        &[url, a],
        rows.len(),
        &DataType::Boolean,
    );
    let _ = evaluate(&url_encode::UrlEncode, &[url, a], rows.len(), &strings);
    let _ = evaluate(&parse_url::ParseUrl, &[url, b], rows.len(), &strings);
    let _ = evaluate(
        &url_normalise::UrlEquivalent,
        &[url, a, b],
        rows.len(),
        &DataType::Boolean,
    );

    // The domain and path functions data users look for: each is
    // strict, and the host is its subdomain before its registrable domain.
    let names = Input::Scalar(Some("search&a&utm_source"));
    check(
        &url_domain_without_www::UrlDomainWithoutWww,
        &[url],
        &rows,
        &strings,
    );
    check(
        &url_file_extension::UrlFileExtension,
        &[url],
        &rows,
        &strings,
    );
    check(
        &url_first_significant_subdomain::UrlFirstSignificantSubdomain,
        &[url],
        &rows,
        &strings,
    );
    check(
        &url_cut_to_first_significant_subdomain::UrlCutToFirstSignificantSubdomain,
        &[url],
        &rows,
        &strings,
    );
    check(
        &url_hierarchy::UrlHierarchy,
        &[url],
        &rows,
        &url_hierarchy::data_type(),
    );
    check(
        &url_path_hierarchy::UrlPathHierarchy,
        &[url],
        &rows,
        &url_hierarchy::data_type(),
    );
    let sub = strings_of(&check(
        &url_subdomain::UrlSubdomain,
        &[url],
        &rows,
        &strings,
    ));
    let reg = strings_of(&check(
        &url_site::UrlRegistrableDomain,
        &[url],
        &rows,
        &strings,
    ));
    for (row, value) in rows.iter().enumerate() {
        let host = value.and_then(|s| Url::parse(s, None).ok().map(|u| u.hostname().to_owned()));
        match (&sub[row], &reg[row]) {
            (Some(s), Some(r)) if s.is_empty() => assert_eq!(host.as_ref(), Some(r)),
            (Some(s), Some(r)) => assert_eq!(host, Some(format!("{s}.{r}")), "{value:?}"),
            (None, None) => {}
            other => panic!("{value:?}: subdomain and registrable domain {other:?}"),
        }
    }
    // Removing names leaves the query's other names, in order.
    let before = check(
        &url_search_param_names::UrlSearchParamNames,
        &[url],
        &rows,
        &url_search_param_names::data_type(),
    );
    let removed = check(
        &url_remove_search_params::UrlRemoveSearchParams,
        &[url, names],
        &rows,
        &strings,
    );
    let after = check(
        &url_search_param_names::UrlSearchParamNames,
        &[Input::Array(&removed)],
        &rows,
        &url_search_param_names::data_type(),
    );
    let listed = |a: &ArrayRef, row: usize| -> Option<Vec<String>> {
        let list = a.as_list::<i32>();
        (!list.is_null(row)).then(|| strings_of(&list.value(row)).into_iter().flatten().collect())
    };
    let gone = ["search", "a", "utm_source"];
    for (row, value) in rows.iter().enumerate() {
        let kept = listed(&before, row).map(|names| {
            names
                .into_iter()
                .filter(|n| !gone.contains(&n.as_str()))
                .collect::<Vec<_>>()
        });
        assert_eq!(listed(&after, row), kept, "{value:?}");
    }

    // The join reads its URL second: the rows are the references.
    let base = Input::Scalar(Some("https://h/a/b"));
    check(&url_join::UrlJoin, &[base, url], &rows, &strings);

    // url_hostname: the library's hostname of each row.
    let out = check(&url_component::UrlHostname, &[url], &rows, &strings);
    let out = strings_of(&out);
    for (row, value) in rows.iter().enumerate() {
        let expected =
            value.and_then(|s| Url::parse(s, None).ok().map(|u| u.hostname().to_owned()));
        assert_eq!(out[row].as_deref(), expected.as_deref(), "{value:?}");
    }

    // url_pattern_match: the first route whose `test` is true.
    let routes = url_pattern::UrlPatternMatch::new(ROUTES.map(Some)).expect("valid routes");
    let patterns: Vec<UrlPattern> = ROUTES
        .iter()
        .map(|r| UrlPattern::parse(*r, None, Default::default()).expect("valid route"))
        .collect();
    for args in [vec![url], vec![url, Input::Scalar(Some("https://h/api/"))]] {
        let out = check(&routes, &args, &rows, &DataType::Int32);
        let out = out.as_primitive::<Int32Type>();
        let base = args.get(1).map(|_| "https://h/api/");
        for (row, value) in rows.iter().enumerate() {
            let expected = value.and_then(|s| {
                for (i, p) in patterns.iter().enumerate() {
                    match p.test(s, base) {
                        Ok(true) => return Some(i as i32 + 1),
                        Ok(false) => {}
                        Err(_) => return None,
                    }
                }
                None
            });
            let got = (!out.is_null(row)).then(|| out.value(row));
            assert_eq!(got, expected, "{value:?} {base:?}");
        }
    }

    // The catalog: each function at each number of arguments. A name the
    // function does not know may fail the call; a result has the type the
    // catalog declares, whatever the layout of the column.
    let list: ArrayRef = Arc::new(StringArray::from(ROUTES.to_vec()));
    for f in catalog::functions() {
        for n in f.required()..=f.params().len() {
            let args: Vec<Input<'_>> = f.params()[..n]
                .iter()
                .zip([url, a, b])
                .map(|(&p, arg)| {
                    if p == "patterns" {
                        Input::Array(&list)
                    } else {
                        arg
                    }
                })
                .collect();
            let Ok(out) = f.call(&args, rows.len()) else {
                continue;
            };
            let out = out.into_array();
            let types: Vec<DataType> = args.iter().map(Input::data_type).collect();
            assert_eq!(out.len(), rows.len(), "{f:?}");
            assert_eq!(out.data_type(), &f.return_type(&types), "{f:?}");
            // A row function gives, row by row, what the kernel gives
            // for `f(url)` (DuckDB runs it in place of the kernel).
            if let (Some(by_row), 1) = (f.by_row(), n) {
                let got: Vec<Option<String>> = rows
                    .iter()
                    .map(|r| r.and_then(|u| by_row.call(u, None)).map(String::from))
                    .collect();
                assert_eq!(got, strings_of(&out), "{f:?}");
            }
        }
    }
});
