//! Every case of the WPT URL suite (`urltestdata.json`) through `Url::parse`:
//! failure, and all eleven getters.

use serde_json::Value;
use specurl::Url;

const DATA: &str = "tests/data/wpt/urltestdata.json";

fn check(case: &serde_json::Map<String, Value>) -> Result<(), String> {
    let input = case["input"].as_str().unwrap_or_default();
    let base = case.get("base").and_then(Value::as_str);
    let result = Url::parse(input, base);
    let expect_failure = case
        .get("failure")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let url = match (result, expect_failure) {
        (Err(_), true) => return Ok(()),
        (Ok(url), true) => return Err(format!("expected failure, got {:?}", url.href())),
        (Err(e), false) => return Err(format!("unexpected failure: {e}")),
        (Ok(url), false) => url,
    };
    let getters = specurl_check::data::wpt_getters(&url);
    let mut wrong = Vec::new();
    for (name, got) in getters {
        // `origin` is omitted by the suite where it is not defined.
        let Some(want) = case.get(name).and_then(Value::as_str) else {
            continue;
        };
        if got != want {
            wrong.push(format!("{name}: got {got:?}, want {want:?}"));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

#[test]
fn urltestdata() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data beside the checkout");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut passed, mut failed) = (0, 0);
    for case in cases.iter().filter_map(Value::as_object) {
        match check(case) {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                eprintln!(
                    "FAIL {:?} base {:?}: {why}",
                    case["input"].as_str().unwrap_or_default(),
                    case.get("base").and_then(Value::as_str)
                );
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}
