//! `Url::can_parse` gives the answer of `Url::parse(..).is_ok()` on every
//! input: the WPT inputs against their own base and against bases of every
//! kind, and generated inputs at a fixed seed. (Against whatwg-url's
//! `URL.canParse`: `check/tests/oracle_api.rs`.)

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl::Url;
/// The bases of the fuzz targets: one of each kind, and one that is no URL.
use specurl_check::targets::BASES;

fn agrees(input: &str, base: Option<&str>) -> bool {
    let parsed = Url::parse(input, base).is_ok();
    assert_eq!(
        Url::can_parse(input, base),
        parsed,
        "can_parse({input:?}, {base:?}) is not parse(..).is_ok()"
    );
    parsed
}

fn wpt_inputs() -> Vec<(String, Option<String>)> {
    let text = std::fs::read_to_string("tests/data/wpt/urltestdata.json").expect("the WPT data");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    cases
        .iter()
        .filter_map(Value::as_object)
        .map(|c| {
            let input = c["input"].as_str().unwrap_or_default().to_owned();
            (
                input,
                c.get("base").and_then(Value::as_str).map(str::to_owned),
            )
        })
        .collect()
}

#[test]
fn agrees_with_parse_on_wpt() {
    let cases = wpt_inputs();
    assert!(cases.len() > 800);
    let (mut ok, mut failed) = (0, 0);
    for (input, base) in &cases {
        for base in std::iter::once(base.as_deref()).chain(BASES.iter().copied().map(Some)) {
            if agrees(input, base) {
                ok += 1;
            } else {
                failed += 1;
            }
        }
    }
    // Both answers are common, so the equality says something either way.
    assert!(ok > 1000 && failed > 1000, "{ok} parse, {failed} fail");
}

/// URL-like strings: a scheme of each kind (or none), `//` or not, a host
/// with the characters that make hosts fail, a port, a path, a query and
/// a fragment, from a small alphabet of the characters that matter.
fn url_like() -> impl Strategy<Value = String> {
    let scheme = "(http|HTTPS|file|ws|sc|blob|mailto|a1|1a)?:?";
    let slashes = "[/\\\\]{0,3}";
    let host =
        "([a-zA-Z0-9.%\\[\\]:@ <>^|\u{00e9}\u{00ad}\u{ff0e}-]|%2[eE]|%[0-9A-F]{2}|xn--|0x){0,8}";
    let port = "(:[0-9a-z]{0,6})?";
    let path = "([/\\\\.a-zA-Z%|: ]|%2e|\\.\\.){0,10}";
    let tail = "(\\?[a-z#? ]{0,4})?(#[a-z#]{0,3})?";
    let pattern = format!("{scheme}{slashes}{host}{port}{path}{tail}");
    proptest::string::string_regex(&pattern).expect("a valid pattern")
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(specurl_check::seed::config(cases))
}

#[test]
fn agrees_with_parse_on_generated_inputs() {
    let mut runner = runner(1);
    let strategy = url_like();
    let (mut ok, mut failed) = (0, 0);
    for i in 0..20_000 {
        let input = strategy.new_tree(&mut runner).unwrap().current();
        let base = match i % 3 {
            0 => None,
            _ => Some(BASES[i % BASES.len()]),
        };
        if agrees(&input, base) {
            ok += 1;
        } else {
            failed += 1;
        }
        // The input as a base, for an input of its own.
        if i % 5 == 0 {
            agrees("../x?y#z", Some(&input));
        }
    }
    assert!(ok > 2000 && failed > 2000, "{ok} parse, {failed} fail");
}

/// Megabyte inputs of one repeated character, as the input and as the
/// base: no panic, the same answer as `parse`, in reasonable time.
#[test]
fn megabyte_inputs() {
    for c in [
        'a', '/', '\\', '.', '%', ':', '@', '[', '?', '#', ' ', '\t', '\u{e9}', '0',
    ] {
        let long = c.to_string().repeat(1 << 20);
        agrees(&long, None);
        agrees(&long, Some("http://h/"));
        agrees("x", Some(&long));
        let url = format!("http://h/{long}");
        assert!(Url::can_parse(&url, None));
    }
}
