//! `SearchParams`: every case of WPT's `urlencoded-parser-data.json`, read
//! directly and as the query of a URL; the round trip of serialising and
//! parsing (property-tested at a fixed seed); megabyte values.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl::{SearchParams, Url};

const DATA: &str = "tests/data/wpt/urlencoded-parser-data.json";

fn pairs(p: &SearchParams) -> Vec<(String, String)> {
    p.iter()
        .map(|(n, v)| (n.to_owned(), v.to_owned()))
        .collect()
}

/// The list a case expects, and what `SearchParams::parse` gives; as the
/// query of `http://h/?…` too, when the URL parser leaves the input whole
/// (no `#`, tab or newline, nothing it trims at the end): percent-encoding
/// the query must not change what it decodes to.
fn check(input: &str, want: &[(String, String)]) -> Result<(), String> {
    let got = pairs(&SearchParams::parse(input));
    if got != want {
        return Err(format!("parse: got {got:?}"));
    }
    let whole = !input.contains(['#', '\t', '\n', '\r']) && !input.ends_with(|c: char| c <= ' ');
    if whole {
        let url = Url::parse(&format!("http://h/?{input}"), None)
            .map_err(|e| format!("as a query: {e}"))?;
        let got = pairs(&url.search_params());
        if got != want {
            return Err(format!("as the query of {}: got {got:?}", url.href()));
        }
    }
    Ok(())
}

#[test]
fn urlencoded_parser_data() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut passed, mut failed) = (0, 0);
    for case in cases.iter().filter_map(Value::as_object) {
        let input = case["input"].as_str().expect("an input");
        let want: Vec<(String, String)> = case["output"]
            .as_array()
            .expect("an output list")
            .iter()
            .map(|pair| {
                let s = |i: usize| pair[i].as_str().expect("a string").to_owned();
                (s(0), s(1))
            })
            .collect();
        match check(input, &want) {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                eprintln!("FAIL {input:?}: want {want:?}, {why}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(passed, 35, "every case is read");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(specurl_check::seed::config(cases))
}

/// Names and values made of what the parser and serializer treat apart:
/// the separators, `+`, `%` and hex digits, space, characters the
/// serializer keeps, and non-ASCII ones of one to four UTF-8 bytes.
fn text() -> impl Strategy<Value = String> {
    "[a=&+%2Fz ~*._\u{0}é\u{FEFF}\u{FFFD}\u{1F308}?#-]{0,8}"
}

#[test]
fn serialising_then_parsing_gives_the_list_back() {
    let list = vec((text(), text()), 0..8);
    runner(4000)
        .run(&list, |list| {
            let p: SearchParams = list.iter().cloned().collect();
            let again = SearchParams::parse(&p.to_string());
            prop_assert_eq!(&again, &p, "through {:?}", p.to_string());
            Ok(())
        })
        .unwrap();
}

/// Parsing any string and serialising is a normal form: doing it again
/// changes nothing; and a URL whose list is written back reads it back.
#[test]
fn parsing_then_serialising_is_a_fixed_point() {
    let input = "[a=&+%2Fz ~*._\u{0}é\u{FEFF}\u{1F308}?#-]{0,24}";
    runner(4000)
        .run(&input, |input| {
            let once = SearchParams::parse(&input).to_string();
            let twice = SearchParams::parse(&once).to_string();
            prop_assert_eq!(&once, &twice);
            let mut url = Url::parse("http://h/p?x#f", None).unwrap();
            let p = SearchParams::parse(&input);
            url.set_search_params(&p);
            prop_assert_eq!(url.search_params(), p);
            prop_assert_eq!(url.hash(), "#f");
            Ok(())
        })
        .unwrap();
}

/// Megabyte names and values, and a megabyte of separators: every
/// operation completes (each is linear, or n log n for the sort).
#[test]
fn megabyte_values() {
    const MB: usize = 1 << 20;
    for c in ["a", "&", "=", "+", "%", "%41", "é", "\u{1F308}", " "] {
        let big = c.repeat(MB / c.len());
        let mut p = SearchParams::parse(&big);
        p.append(&big, &big);
        p.set(&big, "x");
        assert!(p.has(&big, Some("x")));
        assert_eq!(p.get(&big), Some("x"));
        p.sort();
        let s = p.to_string();
        // Compared without printing megabytes on failure.
        assert!(SearchParams::parse(&s) == p, "{c:?}");
        p.delete(&big, None);
        assert!(!p.has(&big, None));
        let mut url = Url::parse(&format!("http://h/?{big}"), None).unwrap();
        let q = url.search_params();
        url.set_search_params(&q);
        assert!(url.search_params() == q, "{c:?}");
    }
    // Many short pairs with equal names: the sort keeps their order.
    let many = "a=1&b=2&".repeat(MB / 8);
    let mut p = SearchParams::parse(&many);
    p.sort();
    assert_eq!(p.get_all("a").len(), MB / 8);
    assert!(p.iter().take(MB / 8).all(|(n, v)| (n, v) == ("a", "1")));
}
