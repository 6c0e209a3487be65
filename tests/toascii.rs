//! Every case of WPT's `toascii.json`, as WPT's `toascii.any.js` runs it:
//! the input is the host of `https://{input}/x`; `output: null` means the
//! URL fails, otherwise `host` and `hostname` are the output, `pathname` is
//! `/x` and `href` is `https://{output}/x`.
//!
//! Each case runs twice: through the host stage alone
//! ([`specurl::host::process`], the input being the opaque host), and
//! through [`specurl::Url::parse`], which proves the whole path.

mod common;

use serde_json::Value;

const DATA: &str = "tests/data/wpt/toascii.json";

#[test]
fn toascii() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data beside the checkout");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut passed, mut failed) = (0, 0);
    // Plain strings between the objects are comments.
    for case in cases.iter().filter_map(Value::as_object) {
        let input = case["input"].as_str().expect("every case has an input");
        match common::check(input, input, case["output"].as_str()) {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                eprintln!("FAIL {input:?}: {why}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}
