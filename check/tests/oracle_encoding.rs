//! The encoding override against whatwg-url (`check/oracle/`): generated
//! URLs of every kind, with queries, paths and fragments of characters that
//! legacy encodings have, lack, or encode with escape sequences, parsed in
//! sixteen encodings, at a fixed seed, must give the same href.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::{json, Value};
use specurl::Encoding;
use specurl::Url;
use specurl_check::oracle;

/// Labels of encodings whatwg-url knows (it has no UTF-16 encoder: the
/// standard's callers hand it UTF-8 for those).
const LABELS: [&str; 16] = [
    "utf-8",
    "big5",
    "windows-1252",
    "shift_jis",
    "iso-2022-jp",
    "gb18030",
    "gbk",
    "euc-jp",
    "euc-kr",
    "x-user-defined",
    "koi8-r",
    "windows-1251",
    "iso-8859-2",
    "macintosh",
    "windows-874",
    "ibm866",
];

/// Characters in few or many encodings: ASCII that queries encode or
/// keep, controls that ISO-2022-JP rejects, Latin, CJK, Hangul, symbols,
/// the private-use range x-user-defined maps, and one above the BMP.
fn text() -> impl Strategy<Value = String> {
    "[a%41' \"<>\u{E}\u{1B}~\\\\é†ÿ\u{3000}漢ア한€‾¥\u{F780}\u{F7FF}\u{1F308}\u{FFFD}]{0,6}"
}

#[test]
fn encoded_queries_agree_with_whatwg_url() {
    let prefixes = [
        "http://h/",
        "https://h/",
        "ws://h/",
        "wss://h/",
        "ftp://h/",
        "file:///C:/",
        "file://h/",
        "sc://h/",
        "sc:",
        "",
    ];
    let bases = [
        None,
        Some("http://b/x?bq"),
        Some("file:///d/"),
        Some("sc://b/?q"),
    ];
    let mut runner = TestRunner::deterministic();
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for i in 0..8000 {
        let [path, query, fragment]: [String; 3] =
            std::array::from_fn(|_| text().new_tree(&mut runner).unwrap().current());
        let prefix = prefixes[i % prefixes.len()];
        let input = match i % 4 {
            0 => format!("{prefix}{path}?{query}#{fragment}"),
            1 => format!("{prefix}{path}?{query}"),
            2 => format!("{prefix}{path}#{fragment}"),
            _ => format!("{prefix}{path}"),
        };
        let base = if prefix.is_empty() {
            bases[(i / prefixes.len()) % bases.len()]
        } else {
            None
        };
        let label = LABELS[(i / 7) % LABELS.len()];
        let encoding = Encoding::for_label(label).expect("a known label");
        requests.push(match base {
            Some(b) => json!({"op": "parse", "input": input, "base": b, "encoding": label}),
            None => json!({"op": "parse", "input": input, "encoding": label}),
        });
        ours.push(
            match Url::options().base(base).encoding(encoding).parse(&input) {
                Ok(url) => json!({"href": url.href()}),
                Err(_) => json!({"failure": true}),
            },
        );
    }
    let parsed = ours.iter().filter(|a| a.get("href").is_some()).count();
    assert!(parsed * 2 > ours.len(), "only {parsed} parse");
    // Not vacuous: many hrefs have a character reference in the query.
    let references = ours
        .iter()
        .filter(|a| a["href"].as_str().is_some_and(|h| h.contains("%26%23")))
        .count();
    assert!(references > 500, "only {references} with a reference");
    let theirs: Vec<Value> = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 20) {
        panic!("{report}");
    }
}
