//! WPT's URLPattern data (tests/data/urlpattern/), all of it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use specurl::url_pattern::{
    ComponentName, UrlPattern, UrlPatternError, UrlPatternInit, UrlPatternInput, UrlPatternOptions,
    UrlPatternResult,
};
use specurl::Url;

use crate::wpt_json::{init_of, input_of, pattern_args, read};

/// Components whose expected pattern string is derived earlier in
/// WPT's harness (`EARLIER_COMPONENTS`).
fn earlier(c: ComponentName) -> &'static [&'static str] {
    match c {
        ComponentName::Protocol | ComponentName::Username | ComponentName::Password => &[],
        ComponentName::Hostname => &["protocol"],
        ComponentName::Port => &["protocol", "hostname"],
        ComponentName::Pathname => &["protocol", "hostname", "port"],
        ComponentName::Search => &["protocol", "hostname", "port", "pathname"],
        ComponentName::Hash => &["protocol", "hostname", "port", "pathname", "search"],
    }
}

/// The pattern string WPT expects for `c` when the case does not say.
fn derived_expectation(entry: &Value, c: ComponentName) -> String {
    let pattern = entry["pattern"].as_array().unwrap();
    let first = pattern.first();
    let base = match (
        first.and_then(|p| p.get("baseURL")).and_then(Value::as_str),
        pattern.get(1),
    ) {
        (Some(b), _) if !b.is_empty() => Some(b.to_string()),
        (_, Some(Value::String(b))) => Some(b.clone()),
        _ => None,
    };
    let empty = entry["exactly_empty_components"]
        .as_array()
        .is_some_and(|a| a.iter().any(|x| x == c.name()));
    if empty {
        return String::new();
    }
    if let Some(Value::Object(o)) = first {
        if let Some(v) = o
            .get(c.name())
            .and_then(Value::as_str)
            .filter(|v| !v.is_empty())
        {
            return v.to_string();
        }
        if earlier(c).iter().any(|e| o.contains_key(*e)) {
            return "*".to_string();
        }
    }
    if let Some(base) = base {
        if c != ComponentName::Username && c != ComponentName::Password {
            let url = Url::parse(&base, None).unwrap();
            return match c {
                ComponentName::Protocol => url.scheme().to_string(),
                ComponentName::Hostname => url.hostname().to_string(),
                ComponentName::Port => url.port().to_string(),
                ComponentName::Pathname => url.pathname().to_string(),
                ComponentName::Search => url.search().trim_start_matches('?').to_string(),
                ComponentName::Hash => url.hash().trim_start_matches('#').to_string(),
                _ => unreachable!(),
            };
        }
    }
    "*".to_string()
}

fn check_inputs(result: &UrlPatternResult, expected: &[Value], case: &str) {
    assert_eq!(result.inputs.len(), expected.len(), "{case}: inputs.length");
    for (input, expected) in result.inputs.iter().zip(expected) {
        match input {
            UrlPatternInput::String(s) => {
                assert_eq!(Some(s.as_str()), expected.as_str(), "{case}: inputs")
            }
            UrlPatternInput::Init(init) => assert_eq!(init, &init_of(expected), "{case}: inputs"),
        }
    }
}

fn check_component(result: &UrlPatternResult, entry: &Value, c: ComponentName, case: &str) {
    let expected = &entry["expected_match"][c.name()];
    let (input, groups): (String, HashMap<String, Option<String>>) = if expected.is_object() {
        let groups = expected["groups"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().map(str::to_string)))
            .collect();
        (expected["input"].as_str().unwrap().to_string(), groups)
    } else {
        let empty = entry["exactly_empty_components"]
            .as_array()
            .is_some_and(|a| a.iter().any(|x| x == c.name()));
        let groups = if empty {
            HashMap::new()
        } else {
            HashMap::from([("0".to_string(), Some(String::new()))])
        };
        (String::new(), groups)
    };
    let actual = result.get(c);
    assert_eq!(actual.input, input, "{case}: {c} input");
    let actual_groups: HashMap<String, Option<String>> = actual.groups.iter().cloned().collect();
    assert_eq!(actual_groups, groups, "{case}: {c} groups");
}

#[test]
fn urlpatterntestdata() {
    let data = read("urlpatterntestdata.json");
    let cases = data.as_array().unwrap();
    assert_eq!(cases.len(), 369);
    let mut failures = Vec::new();
    for entry in cases {
        let case = format!("pattern {} inputs {}", entry["pattern"], entry["inputs"]);
        let outcome = std::panic::catch_unwind(|| run_case(entry, &case));
        if let Err(e) = outcome {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(msg);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of 369 cases fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Every case whose pattern is a constructor string with a base URL
    // that parses went through `check_parse_against`.
    let with_base = cases
        .iter()
        .filter(|e| {
            let p = &e["pattern"];
            p[0].is_string() && p[1].as_str().is_some_and(|b| Url::parse(b, None).is_ok())
        })
        .count();
    assert!(with_base > 0);
    assert_eq!(AGAINST.load(Ordering::Relaxed), with_base);
}

fn run_case(entry: &Value, case: &str) {
    let parsed = match pattern_args(entry["pattern"].as_array().unwrap()) {
        Some((input, base, options)) => {
            let parsed = UrlPattern::parse(input.clone(), base.as_deref(), options);
            check_parse_against(&parsed, &input, base.as_deref(), options, case);
            parsed
        }
        None => {
            assert_eq!(
                entry["expected_obj"], "error",
                "{case}: the arguments do not convert"
            );
            return;
        }
    };
    if entry["expected_obj"] == "error" {
        assert!(parsed.is_err(), "{case}: the constructor should throw");
        return;
    }
    let pattern = parsed.unwrap_or_else(|e| panic!("{case}: {e}"));
    for c in ComponentName::ALL {
        let expected = match entry["expected_obj"].get(c.name()).and_then(Value::as_str) {
            Some(e) => e.to_string(),
            None => derived_expectation(entry, c),
        };
        assert_eq!(pattern.get(c), expected, "{case}: pattern property {c}");
    }
    let inputs = entry["inputs"].as_array().unwrap();
    let input = inputs
        .first()
        .map_or(UrlPatternInput::Init(UrlPatternInit::default()), input_of);
    let base = inputs.get(1).and_then(Value::as_str);
    if entry["expected_match"] == "error" {
        assert!(
            pattern.test(input.clone(), base).is_err(),
            "{case}: test() should throw"
        );
        assert!(
            pattern.exec(input, base).is_err(),
            "{case}: exec() should throw"
        );
        return;
    }
    let expected_match = &entry["expected_match"];
    let expected = expected_match.is_object();
    assert_eq!(
        pattern.test(input.clone(), base).unwrap(),
        expected,
        "{case}: test()"
    );
    let result = pattern.exec(input, base).unwrap();
    let Some(result) = result else {
        assert!(!expected, "{case}: exec() gave null");
        return;
    };
    assert!(expected, "{case}: exec() should give null");
    let expected_inputs = expected_match.get("inputs").unwrap_or(&entry["inputs"]);
    check_inputs(&result, expected_inputs.as_array().unwrap(), case);
    for c in ComponentName::ALL {
        check_component(&result, entry, c, case);
    }
}

/// How many cases [`check_parse_against`] compared.
static AGAINST: AtomicUsize = AtomicUsize::new(0);

/// A constructor string with a base URL that parses: the pattern made
/// against the parsed base is the one made against its string.
fn check_parse_against(
    parsed: &Result<UrlPattern, UrlPatternError>,
    input: &UrlPatternInput,
    base: Option<&str>,
    options: UrlPatternOptions,
    case: &str,
) {
    let (UrlPatternInput::String(input), Some(base)) = (input, base) else {
        return;
    };
    let Ok(base) = Url::parse(base, None) else {
        assert!(parsed.is_err(), "{case}: a base that fails to parse");
        return;
    };
    AGAINST.fetch_add(1, Ordering::Relaxed);
    let against = UrlPattern::parse_against(input, &base, options);
    match (parsed, &against) {
        (Ok(p), Ok(a)) => {
            for c in ComponentName::ALL {
                assert_eq!(p.get(c), a.get(c), "{case}: parse_against, {c}");
            }
        }
        (Err(p), Err(a)) => assert_eq!(p.kind(), a.kind(), "{case}: parse_against"),
        _ => panic!("{case}: parse gave {parsed:?}, parse_against {against:?}"),
    }
}

fn pattern_of(v: &Value) -> UrlPattern {
    UrlPattern::parse(input_of(v), None, Default::default()).unwrap()
}

#[test]
fn compare_test_data() {
    let data = read("urlpattern-compare-test-data.json");
    let cases = data.as_array().unwrap();
    assert_eq!(cases.len(), 25);
    for entry in cases {
        let c: ComponentName = entry["component"].as_str().unwrap().parse().unwrap();
        let (left, right) = (pattern_of(&entry["left"]), pattern_of(&entry["right"]));
        let expected = entry["expected"].as_i64().unwrap();
        let order = |o: std::cmp::Ordering| o as i64;
        assert_eq!(
            order(UrlPattern::compare_component(c, &left, &right)),
            expected,
            "{entry}"
        );
        // Reversed, the order reverses; each pattern equals itself.
        assert_eq!(
            order(UrlPattern::compare_component(c, &right, &left)),
            -expected,
            "{entry}"
        );
        assert_eq!(
            order(UrlPattern::compare_component(c, &left, &left)),
            0,
            "{entry}"
        );
    }
}

#[test]
fn generate_test_data() {
    let data = read("urlpattern-generate-test-data.json");
    let cases = data.as_array().unwrap();
    assert_eq!(cases.len(), 19);
    for entry in cases {
        let pattern = pattern_of(&entry["pattern"]);
        let groups: HashMap<String, String> = entry["groups"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
            .collect();
        let result = entry["component"]
            .as_str()
            .unwrap()
            .parse::<ComponentName>()
            .map_err(UrlPatternError::from)
            .and_then(|c| pattern.generate(c, &groups));
        match entry["expected"].as_str() {
            Some(expected) => assert_eq!(result.unwrap(), expected, "{entry}"),
            None => assert!(result.is_err(), "{entry}: generate should throw"),
        }
    }
}

/// `urlpattern-hasregexpgroups-tests.js`, by hand.
#[test]
fn has_regexp_groups() {
    let p = |c: ComponentName, s: &str| {
        let mut init = UrlPatternInit::default();
        init.set(c, s);
        UrlPattern::parse(init, None, Default::default())
            .unwrap()
            .has_regexp_groups()
    };
    assert!(
        !UrlPattern::parse(UrlPatternInit::default(), None, Default::default())
            .unwrap()
            .has_regexp_groups()
    );
    for c in ComponentName::ALL {
        assert!(!p(c, "*"), "wildcard in {c}");
        assert!(!p(c, ":foo"), "segment wildcard in {c}");
        assert!(!p(c, ":foo?"), "optional segment wildcard in {c}");
        assert!(p(c, ":foo(hi)"), "named regexp group in {c}");
        assert!(p(c, "(hi)"), "anonymous regexp group in {c}");
        if c != ComponentName::Protocol && c != ComponentName::Port {
            assert!(
                !p(c, "a-{:hello}-z-*-a"),
                "wildcards mixed in with fixed text in {c}"
            );
            assert!(
                p(c, "a-(hi)-z-(lo)-a"),
                "regexp groups mixed in with fixed text in {c}"
            );
        }
    }
    assert!(!p(ComponentName::Pathname, "/a/:foo/:baz?/b/*"));
    assert!(p(ComponentName::Pathname, "/a/:foo/:baz([a-z]+)?/b/*"));
}
