//! `SearchParams` against whatwg-url's `URLSearchParams` (`check/oracle/`):
//! generated init strings and sequences of operations, at a fixed seed,
//! must give the same results, the same list and the same serialization;
//! on URLs (every WPT href and generated ones), the same href once the
//! list is written back with `Url::set_search_params`.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::{json, Value};
use specurl::{SearchParams, Url};
use specurl_check::{data, oracle};

/// One `URLSearchParams` method call: `[name, ...args]`.
type Op = Vec<String>;

/// Short names and values from an alphabet small enough that they repeat,
/// with what sorts differently by UTF-16 code units than by code points
/// (U+1F308 against U+FB03), and what the serializer encodes.
fn word() -> impl Strategy<Value = String> {
    "[ab+%4 é\u{1F308}\u{FB03}=&]{0,3}"
}

/// An init string: a query with separators, escapes good and bad, a
/// leading `?` (which the constructor removes) now and then.
fn init() -> impl Strategy<Value = String> {
    "[ab=&+%4F1 é\u{1F308}\u{FB03}?#\u{0}]{0,16}"
}

fn op() -> impl Strategy<Value = Op> {
    let one = |name: &'static str| word().prop_map(move |a| vec![name.to_owned(), a]);
    let two =
        |name: &'static str| (word(), word()).prop_map(move |(a, b)| vec![name.to_owned(), a, b]);
    prop_oneof![
        two("append"),
        two("set"),
        one("delete"),
        two("delete"),
        one("has"),
        two("has"),
        one("get"),
        one("getAll"),
        Just(vec!["sort".to_owned()]),
        Just(vec!["toString".to_owned()]),
    ]
}

/// Runs `ops` on `p` and returns each result as the oracle writes it;
/// `changed` runs after each operation that changes the list (the
/// standard's update steps).
fn apply(p: &mut SearchParams, ops: &[Op], mut changed: impl FnMut(&SearchParams)) -> Vec<Value> {
    let mut results = Vec::with_capacity(ops.len());
    for op in ops {
        let arg = |i: usize| op.get(i).map(String::as_str);
        let (name, value) = (arg(1).unwrap_or(""), arg(2));
        let result = match op[0].as_str() {
            "append" => {
                p.append(name, value.unwrap_or(""));
                changed(p);
                Value::Null
            }
            "set" => {
                p.set(name, value.unwrap_or(""));
                changed(p);
                Value::Null
            }
            "delete" => {
                p.delete(name, value);
                changed(p);
                Value::Null
            }
            "sort" => {
                p.sort();
                changed(p);
                Value::Null
            }
            "has" => json!(p.has(name, value)),
            "get" => json!(p.get(name)),
            "getAll" => json!(p.get_all(name)),
            "toString" => json!(p.to_string()),
            other => panic!("no operation {other}"),
        };
        results.push(result);
    }
    results
}

fn list(p: &SearchParams) -> Value {
    json!(p.iter().map(|(n, v)| [n, v]).collect::<Vec<_>>())
}

/// `{init, ops}` as the `params` op answers it; the constructor removes a
/// leading `?` before parsing.
fn params_answer(init: &str, ops: &[Op]) -> Value {
    let mut p = SearchParams::parse(init.strip_prefix('?').unwrap_or(init));
    let results = apply(&mut p, ops, |_| {});
    json!({"results": results, "list": list(&p), "string": p.to_string()})
}

/// `{href, ops}` as the `urlParams` op answers it.
fn url_params_answer(href: &str, ops: &[Op]) -> Value {
    let mut url = Url::parse(href, None).expect("an href that parses");
    let mut p = url.search_params();
    let results = apply(&mut p, ops, |p| url.set_search_params(p));
    json!({"results": results, "list": list(&p), "string": p.to_string(), "href": url.href()})
}

fn compare(requests: &[Value], ours: &[Value]) {
    let theirs = oracle::ask(requests);
    if let Some(report) = oracle::disagreements(requests, ours, &theirs, 20) {
        panic!("{report}");
    }
}

/// 6,000 generated init strings, each with up to 12 operations.
#[test]
fn generated_operations_agree_with_whatwg_url() {
    let mut runner = TestRunner::deterministic();
    let case = (init(), vec(op(), 0..12));
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for _ in 0..6000 {
        let (init, ops) = case.new_tree(&mut runner).unwrap().current();
        requests.push(json!({"op": "params", "init": init, "ops": ops}));
        ours.push(params_answer(&init, &ops));
    }
    // Not vacuous: most sequences end with a list that is not empty.
    let nonempty = ours.iter().filter(|a| a["string"] != "").count();
    assert!(nonempty * 2 > ours.len(), "only {nonempty} non-empty lists");
    compare(&requests, &ours);
}

/// Every href of WPT's URL suite and 3,000 generated ones (queries of
/// generated init strings on URLs with every kind of path), each with a
/// generated sequence of operations, written back after each change.
#[test]
fn url_search_params_agree_with_whatwg_url() {
    let mut runner = TestRunner::deterministic();
    let ops = vec(op(), 0..8);
    let mut hrefs: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .filter_map(|c| c.href)
        .collect();
    assert!(hrefs.len() > 500);
    let prefixes = [
        "http://h/p",
        "file:///C:/x",
        "sc:opaque ",
        "sc:a",
        "sc://h",
        "sc:/p",
        "blob:x ",
    ];
    for i in 0..3000 {
        let query = init().new_tree(&mut runner).unwrap().current();
        let fragment = if i % 3 == 0 { "#f" } else { "" };
        hrefs.push(format!(
            "{}?{query}{fragment}",
            prefixes[i % prefixes.len()]
        ));
    }
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for href in &hrefs {
        // A generated href is read by the URL parser first, as `new URL`.
        let Ok(url) = Url::parse(href, None) else {
            continue;
        };
        let ops = ops.new_tree(&mut runner).unwrap().current();
        requests.push(json!({"op": "urlParams", "href": url.href(), "ops": ops}));
        ours.push(url_params_answer(url.href(), &ops));
    }
    assert!(requests.len() > 3000);
    compare(&requests, &ours);
}
