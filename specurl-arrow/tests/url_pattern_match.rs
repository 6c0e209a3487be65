//! `UrlPatternMatch` and the route set under it against the reference: a
//! plain loop of `UrlPattern::test` over the list, the first `true` its
//! answer, on a web application's 1,000 routes and a few thousand URLs
//! drawn with a fixed seed, in every string layout, with and without a
//! base.

#[path = "../examples/routes/mod.rs"]
mod routes;

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::{Int32Type, UInt16Type};
use arrow_array::{
    ArrayRef, DictionaryArray, Int32Array, LargeStringArray, StringArray, StringViewArray,
};
use arrow_schema::DataType;
use specurl::url_pattern::UrlPattern;
use specurl_arrow::url_pattern::UrlPatternMatch;
use specurl_arrow::{evaluate, Input};

/// The position (from 1) of the first pattern whose `test` is true; an
/// error before any match leaves the row without an answer.
fn reference(patterns: &[UrlPattern], url: &str, base: Option<&str>) -> Option<i32> {
    for (i, p) in patterns.iter().enumerate() {
        match p.test(url, base) {
            Ok(true) => return Some(i as i32 + 1),
            Ok(false) => {}
            Err(_) => return None,
        }
    }
    None
}

fn positions(out: ArrayRef) -> Vec<Option<i32>> {
    out.as_primitive::<Int32Type>().iter().collect()
}

fn layouts(values: &[Option<&str>]) -> Vec<ArrayRef> {
    let dictionary: DictionaryArray<UInt16Type> = values.iter().copied().collect();
    vec![
        Arc::new(StringArray::from(values.to_vec())),
        Arc::new(LargeStringArray::from(values.to_vec())),
        Arc::new(StringViewArray::from(values.to_vec())),
        Arc::new(dictionary),
    ]
}

#[test]
fn the_first_match_is_that_of_a_loop_of_test() {
    let sources = routes::routes();
    assert_eq!(sources.len(), 1000);
    let patterns: Vec<UrlPattern> = sources
        .iter()
        .map(|s| UrlPattern::parse(s.as_str(), None, Default::default()).unwrap())
        .collect();
    let kernel = UrlPatternMatch::new(sources.iter().map(|s| Some(s.as_str()))).unwrap();
    let mut draw = routes::Draw::new(39);
    let urls: Vec<String> = (0..3000).map(|_| draw.url()).collect();
    // Every tenth row NULL.
    let values: Vec<Option<&str>> = urls
        .iter()
        .enumerate()
        .map(|(i, u)| (i % 10 != 9).then_some(u.as_str()))
        .collect();
    let expected: Vec<Option<i32>> = values
        .iter()
        .map(|u| u.and_then(|u| reference(&patterns, u, None)))
        .collect();
    // The draw reaches early routes, late ones and none.
    let found: Vec<i32> = expected.iter().flatten().copied().collect();
    assert!(found.iter().any(|&i| i <= 10) && found.iter().any(|&i| i > 900));
    assert!(found.iter().any(|&i| (100..900).contains(&i)));
    assert!(expected.iter().filter(|e| e.is_none()).count() > 300);
    for (row, url) in values.iter().enumerate() {
        let by_set = url.and_then(|u| kernel.patterns().first_match(u, None).unwrap());
        assert_eq!(by_set.map(|i| i as i32 + 1), expected[row], "{url:?}");
    }
    for column in layouts(&values) {
        let out = evaluate(
            &kernel,
            &[Input::Array(&column)],
            values.len(),
            &DataType::Int32,
        )
        .unwrap()
        .into_array();
        assert_eq!(positions(out), expected, "{}", column.data_type());
    }
}

#[test]
fn with_a_base_the_first_match_is_that_of_a_loop_of_test() {
    let sources = routes::routes();
    let patterns: Vec<UrlPattern> = sources
        .iter()
        .map(|s| UrlPattern::parse(s.as_str(), None, Default::default()).unwrap())
        .collect();
    let kernel = UrlPatternMatch::new(sources.iter().map(|s| Some(s.as_str()))).unwrap();
    let mut draw = routes::Draw::new(7);
    let references: Vec<String> = (0..500)
        .map(|_| {
            let url = draw.url();
            match url.find("example.com") {
                // The path and what follows, relative to the base.
                Some(at) if draw.below(2) == 0 => url[at + "example.com".len()..].to_string(),
                _ => url,
            }
        })
        .collect();
    let bases = [
        "https://app.example.com/",
        "https://eu.example.com/x/",
        "no base",
    ];
    for base in [Some(bases[0]), Some(bases[1]), Some(bases[2]), None] {
        let values: Vec<Option<&str>> = references.iter().map(|r| Some(r.as_str())).collect();
        let expected: Vec<Option<i32>> = values
            .iter()
            .map(|r| base.and_then(|b| reference(&patterns, r.unwrap(), Some(b))))
            .collect();
        for column in layouts(&values) {
            // The base as a constant (NULL in the last round), then as a
            // column.
            let out = evaluate(
                &kernel,
                &[Input::Array(&column), Input::Scalar(base)],
                values.len(),
                &DataType::Int32,
            )
            .unwrap()
            .into_array();
            assert_eq!(positions(out), expected, "{base:?}");
            let base_column: ArrayRef = Arc::new(StringArray::from(vec![base; values.len()]));
            let out = evaluate(
                &kernel,
                &[Input::Array(&column), Input::Array(&base_column)],
                values.len(),
                &DataType::Int32,
            )
            .unwrap()
            .into_array();
            assert_eq!(positions(out), expected, "{base:?}");
        }
    }
}

#[test]
fn an_invalid_or_null_pattern_is_an_error_naming_its_position() {
    let e = UrlPatternMatch::new([Some("https://h/*"), Some("https://h/(")]).unwrap_err();
    let message = e.to_string();
    assert!(
        message.contains("pattern 2") && message.contains("https://h/("),
        "{message}"
    );
    let e = UrlPatternMatch::new([None, Some("https://h/*")]).unwrap_err();
    assert!(e.to_string().contains("pattern 1"), "{e}");
    // An empty list matches nothing.
    let kernel = UrlPatternMatch::new([]).unwrap();
    let out = evaluate(
        &kernel,
        &[Input::Scalar(Some("https://h/"))],
        1,
        &DataType::Int32,
    )
    .unwrap()
    .into_array();
    assert_eq!(
        out.as_primitive::<Int32Type>(),
        &Int32Array::from(vec![None])
    );
}
