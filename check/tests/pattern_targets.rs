//! The URL pattern fuzz target bodies (`specurl_check::pattern_targets`)
//! on stable: over WPT's URLPattern data and generated patterns and URLs
//! at a fixed seed.

use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl_check::pattern_targets::{pattern_match_against_regexp, pattern_parse};

/// Every pattern string of WPT's data (the constructor strings, and each
/// component string of a `URLPatternInit`), and every input string.
fn wpt_strings() -> (Vec<String>, Vec<String>) {
    let data = specurl_check::urlpattern_data::read("urlpatterntestdata.json");
    let (mut patterns, mut inputs) = (Vec::new(), Vec::new());
    for case in data.as_array().unwrap() {
        for p in case["pattern"].as_array().into_iter().flatten() {
            match p {
                Value::String(s) => patterns.push(s.clone()),
                Value::Object(o) => {
                    patterns.extend(o.values().filter_map(Value::as_str).map(str::to_string))
                }
                _ => {}
            }
        }
        for i in case["inputs"].as_array().into_iter().flatten() {
            if let Some(s) = i.as_str() {
                inputs.push(s.to_string());
            }
        }
    }
    (patterns, inputs)
}

#[test]
fn pattern_parse_over_wpt() {
    for p in wpt_strings().0 {
        pattern_parse(p.as_bytes());
    }
}

#[test]
fn pattern_match_over_wpt() {
    let (patterns, inputs) = wpt_strings();
    let urls = inputs.join("\n");
    for p in patterns {
        pattern_match_against_regexp(format!("{p}\n{urls}").as_bytes());
    }
}

#[test]
fn pattern_targets_over_generated_text() {
    let pattern = "([/:*?+{}()a-zA-Z.\\\\-]|:id|\\(\\\\d\\+\\)|[éK]){0,12}";
    let url = "(/|[a-zA-Z]|[.?#=&%-]|é){0,12}";
    let strategy = (pattern, proptest::collection::vec(url, 0..5));
    let mut runner = TestRunner::new(specurl_check::seed::config(2000));
    runner
        .run(&strategy, |(p, urls)| {
            pattern_parse(p.as_bytes());
            pattern_match_against_regexp(format!("{p}\n{}", urls.join("\n")).as_bytes());
            Ok(())
        })
        .unwrap();
}
