//! `Url::join` against a parsed base: every case of the WPT URL suite that
//! has a base, and generated (base, reference) pairs, through
//! `specurl_check::join::check_join`, which compares the join (and so its
//! fast path for references) with `Url::parse` of the reference against
//! the base's href (the full pipeline).

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl::{ParseErrorKind, Url};
use specurl_check::join::{check_join, FILE_BASES, WEB_BASES};

const DATA: &str = "tests/data/wpt/urltestdata.json";

#[test]
fn every_wpt_case_with_a_base_joins_as_wpt_expects() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data beside the checkout");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut joined, mut bad_bases, mut with_base) = (0, 0, 0);
    for case in cases.iter().filter_map(Value::as_object) {
        // Every case names a base, most of them `null` (no base: nothing
        // to join onto; `tests/wpt.rs` has them).
        let Some(base) = case.get("base").and_then(Value::as_str) else {
            continue;
        };
        with_base += 1;
        let input = case["input"].as_str().expect("an input");
        let failure = case.get("failure").and_then(Value::as_bool) == Some(true);
        let base = match Url::parse(base, None) {
            Ok(base) => base,
            Err(_) => {
                // A base that does not parse makes the case a failure, and
                // no `Url` to join onto: the string form says so.
                assert!(
                    failure,
                    "{input:?}: the base {base:?} fails, WPT expects a URL"
                );
                let e = Url::parse(input, Some(base)).unwrap_err();
                assert_eq!(
                    e.kind(),
                    ParseErrorKind::InvalidBase,
                    "{input:?} against {base:?}"
                );
                bad_bases += 1;
                continue;
            }
        };
        let result = check_join(&base, input);
        match (result, failure) {
            (Err(_), true) => {}
            (Ok(url), true) => panic!(
                "{input:?} against {:?}: expected failure, got {:?}",
                base.href(),
                url.href()
            ),
            (Err(e), false) => panic!(
                "{input:?} against {:?}: unexpected failure {e}",
                base.href()
            ),
            (Ok(url), false) => {
                for (name, got) in specurl_check::data::wpt_getters(&url) {
                    // `origin` is omitted where it is not defined.
                    if let Some(want) = case.get(name).and_then(Value::as_str) {
                        assert_eq!(got, want, "{name} of {input:?} against {:?}", base.href());
                    }
                }
            }
        }
        joined += 1;
    }
    // None was skipped: each case with a base joined, or its base failed.
    assert_eq!(
        joined + bad_bases,
        with_base,
        "{joined} joined, {bad_bases} bad bases"
    );
    assert!(joined > 300, "{joined} joined");
}

/// Bases: web and file URLs of every shape the fast path reads (file paths
/// with and without a drive letter), and some it leaves to the pipeline
/// (uppercase, generic, opaque).
fn base() -> impl Strategy<Value = String> {
    let scheme = "(http|https|ws|wss|ftp|HTTP|file|sc)";
    let authority = "(h|u:p@h|h:8080|h:80|[::1]|1.2.3.4|xn--nxa|)";
    let path = "(/([a-z.]|%2e){0,3}){0,4}";
    let tail = "(\\?[a-z]{0,2})?(#[a-z]{0,2})?";
    let web = format!("{scheme}://{authority}{path}{tail}");
    let drive = "file://(h|)/[a-dA-D][:|]((/([a-z.]|%2e){0,3}){0,3})(\\?[a-z]{0,2})?(#[a-z]{0,2})?";
    proptest::prop_oneof![
        6 => proptest::string::string_regex(&web).expect("a valid pattern"),
        1 => proptest::sample::select(specurl_check::targets::BASES).prop_map(str::to_owned),
        1 => proptest::sample::select(WEB_BASES).prop_map(str::to_owned),
        2 => proptest::string::string_regex(drive).expect("a valid pattern"),
        1 => proptest::sample::select(FILE_BASES).prop_map(str::to_owned),
    ]
}

/// References: mostly the shapes of the fast path (a path of plain, dotted
/// and empty segments, from the root or not, a query, a fragment, an
/// authority), with what sends them down the pipeline mixed in: a port, an
/// uppercase host, `%2e`, `\`, a space, a tab, a scheme.
fn reference() -> impl Strategy<Value = String> {
    let start = "(//(g|g:80|g:81|G|g:0|[::2]|1.2.3.4|u@g)|/|[\\\\]|http:|sc:)?";
    let segments = "((\\.|\\.\\.|a|b|%2e|\\.%2E|x y|c:|C\\||)[/\\\\]){0,5}";
    let last = "(\\.|\\.\\.|z|%2E|\t|)?";
    let tail = "(\\?[a-z ?/`']{0,3})?(#[a-z#` ]{0,3})?";
    let pattern = format!("{start}{segments}{last}{tail}");
    proptest::prop_oneof![
        8 => proptest::string::string_regex(&pattern).expect("a valid pattern"),
        1 => specurl_check::gen::url(
            specurl::grammar::Mode::Web,
            specurl_check::gen::Flavour::Lenient
        ),
    ]
}

#[test]
fn generated_pairs_join_as_they_parse() {
    let mut runner = TestRunner::new(specurl_check::seed::config(1));
    let (bases, references) = (base(), reference());
    let (mut ok, mut failed) = (0, 0);
    for _ in 0..20_000 {
        let base = bases.new_tree(&mut runner).unwrap().current();
        let input = references.new_tree(&mut runner).unwrap().current();
        let Ok(base) = Url::parse(&base, None) else {
            continue;
        };
        match check_join(&base, &input) {
            Ok(_) => ok += 1,
            Err(_) => failed += 1,
        }
    }
    assert!(ok > 5000 && failed > 100, "{ok} joined, {failed} failed");
}
