//! The `search_params` fuzz target's body on stable: over WPT's
//! urlencoded-parser inputs, the WPT URL inputs, a megabyte input, and
//! generated query-like text at a fixed seed.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl_check::{data, targets};

#[test]
fn search_params_target_over_wpt() {
    let path = data::data_dir().join("wpt/urlencoded-parser-data.json");
    let text = std::fs::read_to_string(path).expect("the WPT data");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let inputs: Vec<&str> = cases.iter().filter_map(|c| c["input"].as_str()).collect();
    assert_eq!(inputs.len(), 35);
    for input in inputs {
        targets::search_params(input.as_bytes());
    }
    for case in data::wpt_cases().expect("the WPT data") {
        targets::search_params(case.input.as_bytes());
        // The URL, then a line of its own as its list.
        targets::search_params(format!("{}\na=1&b=%20&&c", case.input).as_bytes());
    }
}

#[test]
fn search_params_target_takes_any_bytes() {
    let samples: &[&[u8]] = &[
        b"",
        b"\xff\xfe=%FF&\xc3",
        b"&&==&+%2B+",
        b"http://h/?x\n",
        b"sc:a \n",
        b"\n\n",
        b"\x00=\x01&\x7f",
    ];
    for data in samples {
        targets::search_params(data);
    }
    targets::search_params("a=%41&".repeat(1 << 17).as_bytes());
}

#[test]
fn search_params_target_over_generated_text() {
    let mut runner = TestRunner::deterministic();
    let text = "([ab=&+% ?#\n\u{0}é\u{1F308}\u{FB03}]|%[0-9a-fA-F]{0,2})*";
    for _ in 0..2000 {
        let s = text.new_tree(&mut runner).unwrap().current();
        targets::search_params(s.as_bytes());
    }
}
