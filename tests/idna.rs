//! Every case of WPT's `IdnaTestV2.json` (UTS #46 conformance data, less
//! IPv4-like, STD3 and bidi-only cases) as WPT's `IdnaTestV2.any.js` runs
//! it: the input is the host of `https://{input}/x` with `:`, `/`, `?`,
//! `#` and `\` percent-encoded, so that they reach host processing instead
//! of ending the host; `output: null` means the URL fails.
//!
//! Each case runs through the host stage alone ([`specurl::host::process`])
//! and through [`specurl::Url::parse`].

mod common;

use serde_json::Value;

const DATA: &str = "tests/data/wpt/IdnaTestV2.json";

/// The file is JSON of JavaScript strings, some with lone surrogates
/// (`"a\\ud900z"`), which `new URL` turns into U+FFFD when it converts its
/// argument to a USVString. Does that to the escapes, so that the JSON
/// parses into Rust strings.
fn usv_escapes(json: &str) -> String {
    fn surrogate_at(b: &[u8], i: usize) -> Option<u16> {
        let hex = b.get(i..i + 6)?;
        if hex[0] != b'\\' || hex[1] != b'u' {
            return None;
        }
        let v = u16::from_str_radix(std::str::from_utf8(&hex[2..]).ok()?, 16).ok()?;
        (0xD800..=0xDFFF).contains(&v).then_some(v)
    }
    let b = json.as_bytes();
    let mut out = String::with_capacity(json.len());
    let mut i = 0;
    let mut plain = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        match surrogate_at(b, i) {
            // A high surrogate and a low one: a pair, kept.
            Some(0xD800..=0xDBFF) if surrogate_at(b, i + 6).is_some_and(|low| low >= 0xDC00) => {
                i += 12
            }
            Some(_) => {
                out.push_str(&json[plain..i]);
                out.push_str("\\ufffd");
                i += 6;
                plain = i;
            }
            // Any other escape is two characters or `\\u` and four hex
            // digits that are not a surrogate: skipping two suffices, the
            // rest holds no backslash.
            None => i += 2,
        }
    }
    out.push_str(&json[plain..]);
    out
}

/// What WPT's `encodeHostEndingCodePoints` does.
fn encode_host_ending(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.chars() {
        match c {
            ':' => out.push_str("%3A"),
            '/' => out.push_str("%2F"),
            '?' => out.push_str("%3F"),
            '#' => out.push_str("%23"),
            '\\' => out.push_str("%5C"),
            c => out.push(c),
        }
    }
    out
}

/// Code points that the `idna` crate's Unicode data (ICU4X 2.4) assigns and
/// that IdnaTestV2.json, generated from Unicode 17, still treats as
/// unassigned, so disallowed: a CJK block at U+3D000–U+3FC3F. Rust's own
/// Unicode 17 tables agree with the file (`'\u{3E8AC}'.is_alphabetic()` is
/// false). A case that fails in the file only because of such a code point
/// is a known deviation (`docs/spec-notes.md`, "Unicode data"), counted
/// apart; any other failure fails the test.
const NEWER_THAN_THE_FILE: std::ops::RangeInclusive<char> = '\u{3D000}'..='\u{3FC3F}';

#[test]
fn unicode_17_does_not_know_the_newer_block() {
    assert!(
        !'\u{3E8AC}'.is_alphabetic(),
        "Rust's Unicode tables now know U+3E8AC: revisit NEWER_THAN_THE_FILE"
    );
}

#[test]
fn idna_test_v2() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data beside the checkout");
    let cases: Vec<Value> = serde_json::from_str(&usv_escapes(&text)).expect("valid JSON");
    let (mut passed, mut failed, mut skipped, mut newer) = (0, 0, 0, 0);
    // Plain strings between the objects are comments.
    for case in cases.iter().filter_map(Value::as_object) {
        let input = case["input"].as_str().expect("every case has an input");
        if input.is_empty() {
            // Its output is UTS #46's (""), but no URL has an empty web
            // host and the URL standard's domain-to-ASCII fails on an empty
            // result; WPT skips it for the same reason.
            assert!(specurl::host::process(input).is_err());
            skipped += 1;
            continue;
        }
        let url_host = encode_host_ending(input);
        let expected = case["output"].as_str();
        match common::check(input, &url_host, expected) {
            Ok(()) => passed += 1,
            // Expected to fail, succeeds, and has a code point of the newer
            // block: the known deviation.
            Err(_)
                if expected.is_none()
                    && specurl::host::process(input).is_ok()
                    && input.chars().any(|c| NEWER_THAN_THE_FILE.contains(&c)) =>
            {
                newer += 1
            }
            Err(why) => {
                failed += 1;
                eprintln!("FAIL {input:?}: {why}");
            }
        }
    }
    println!("{passed} passed, {failed} failed, {skipped} skipped, {newer} on newer Unicode data");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}
