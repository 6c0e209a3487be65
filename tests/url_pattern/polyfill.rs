//! specurl against urlpattern-polyfill 10.1.0 (pinned in check/oracle),
//! on every pattern and input of WPT's data: the pattern strings,
//! `hasRegExpGroups`, `test` and `exec` must agree, but for the cases
//! where the polyfill departs from the standard, each written down below
//! with the clause that decides it.

use serde_json::{json, Map, Value};
use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternInit, UrlPatternInput};
use specurl_check::oracle;

use crate::wpt_json::{input_of, pattern_args, read};

/// specurl's answer to an `urlpattern` request, shaped as the oracle's.
fn answer(pattern: &[Value], inputs: &[Value]) -> Value {
    let Some((input, base, options)) = pattern_args(pattern) else {
        return json!({"error": true});
    };
    let Ok(p) = UrlPattern::parse(input, base.as_deref(), options) else {
        return json!({"error": true});
    };
    let components: Map<String, Value> = ComponentName::ALL
        .iter()
        .map(|&c| (c.name().to_string(), json!(p.get(c))))
        .collect();
    let input = inputs
        .first()
        .map_or(UrlPatternInput::Init(UrlPatternInit::default()), input_of);
    let base = inputs.get(1).and_then(Value::as_str);
    let test = match p.test(input.clone(), base) {
        Ok(b) => json!(b),
        Err(_) => json!("error"),
    };
    let exec = match p.exec(input, base) {
        Err(_) => json!("error"),
        Ok(None) => Value::Null,
        Ok(Some(r)) => {
            let m: Map<String, Value> = ComponentName::ALL
                .iter()
                .map(|&c| {
                    let groups: Map<String, Value> = r
                        .get(c)
                        .groups
                        .iter()
                        .map(|(k, v)| (k.clone(), json!(v)))
                        .collect();
                    (
                        c.name().to_string(),
                        json!({"input": r.get(c).input, "groups": groups}),
                    )
                })
                .collect();
            Value::Object(m)
        }
    };
    json!({"components": components, "hasRegExpGroups": p.has_regexp_groups(), "test": test, "exec": exec})
}

/// Where the polyfill departs from the standard (WPT agrees with the
/// standard, and specurl passes those cases in `wpt.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Departure {
    /// "is a valid name code point" takes code points: the polyfill reads
    /// UTF-16 code units, so a name with a code point beyond the BMP (an
    /// ID_Continue or ID_Start one) is cut or rejected.
    NameBeyondTheBmp,
    /// "canonicalize a port" runs the port state with a state override,
    /// which sets the port from the digits read so far and returns at the
    /// first other code point (URL Standard, port state, step 2.1.5), after
    /// the basic URL parser removed tabs and newlines: `80x`, `80?x`,
    /// `80\x` and `8\t0` are port 80, and `80 ` is a pattern of port 80.
    PortStateOverride,
    /// "canonicalize a hostname" runs the host state with the hostname
    /// state override, which ends the host at `/`, `?`, `#` or (special)
    /// `\` and returns (URL Standard, host state, step 3.5): the polyfill
    /// rejects the whole value instead.
    HostnameStateOverride,
    /// The basic URL parser removes ASCII tabs and newlines from its input
    /// before the host state reads it: the polyfill rejects them.
    HostnameTabOrNewline,
    /// "compile a component" creates the regular expression with the `v`
    /// flag, where `[[a-z]--a]` and `[\d&&[0-1]]` are set operations; the
    /// polyfill uses `u`, which rejects them.
    VFlagSetOperations,
}

/// Every WPT case where the polyfill departs, by its index in
/// `urlpatterntestdata.json`.
const DEPARTURES: &[(usize, Departure)] = {
    use Departure::*;
    &[
        (159, NameBeyondTheBmp),
        (160, NameBeyondTheBmp),
        (165, PortStateOverride),
        (170, PortStateOverride),
        (171, PortStateOverride),
        (172, PortStateOverride),
        (173, PortStateOverride),
        (237, HostnameStateOverride),
        (291, HostnameStateOverride),
        (293, HostnameStateOverride),
        (301, HostnameStateOverride),
        (304, HostnameTabOrNewline),
        (305, HostnameTabOrNewline),
        (306, HostnameTabOrNewline),
        (351, VFlagSetOperations),
        (352, VFlagSetOperations),
        (353, VFlagSetOperations),
        (354, VFlagSetOperations),
        (355, HostnameStateOverride),
        (356, HostnameStateOverride),
        (357, HostnameStateOverride),
        (368, NameBeyondTheBmp),
    ]
};

#[test]
fn wpt_cases_against_the_polyfill() {
    let data = read("urlpatterntestdata.json");
    let cases = data.as_array().unwrap();
    let requests: Vec<Value> = cases
        .iter()
        .map(|c| json!({"op": "urlpattern", "pattern": c["pattern"], "inputs": c.get("inputs").cloned().unwrap_or(json!([]))}))
        .collect();
    let theirs = oracle::ask(&requests);
    let mut report = String::new();
    for (i, (case, theirs)) in cases.iter().zip(&theirs).enumerate() {
        let inputs = case["inputs"].as_array().map_or(&[][..], Vec::as_slice);
        let ours = answer(case["pattern"].as_array().unwrap(), inputs);
        let departure = DEPARTURES.iter().find(|(d, _)| *d == i).map(|(_, d)| d);
        match (&ours == theirs, departure) {
            (true, None) => {}
            (false, Some(_)) => {}
            (true, Some(d)) => {
                report += &format!("case {i}: now agrees, not a departure ({d:?})\n")
            }
            (false, None) => {
                report += &format!(
                    "case {i}: {} {}\n  specurl {ours}\n  polyfill {theirs}\n",
                    case["pattern"], case["inputs"]
                )
            }
        }
    }
    assert!(report.is_empty(), "{report}");
}

/// Generated patterns without regexp groups (fixed text, names, wildcards,
/// `{…}` and every modifier, in the pathname and the search, ignoring case
/// or not) against generated URLs: no departure at all.
#[test]
fn generated_patterns_against_the_polyfill() {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::new(specurl_check::seed::config(1));
    let strategy = (
        crate::props::pattern_string(),
        crate::props::pattern_string(),
        proptest::bool::ANY,
        proptest::collection::vec((crate::props::text(), crate::props::text()), 4),
    );
    let mut requests = Vec::new();
    let mut cases = Vec::new();
    for _ in 0..400 {
        let (path, search, ignore_case, inputs) = strategy.new_tree(&mut runner).unwrap().current();
        let pattern = json!([{"pathname": path, "search": search}, {"ignoreCase": ignore_case}]);
        for (p, q) in inputs {
            let input = json!([format!("https://h/{p}?{q}")]);
            requests.push(json!({"op": "urlpattern", "pattern": pattern, "inputs": input}));
            cases.push((pattern.clone(), input));
        }
    }
    let theirs = oracle::ask(&requests);
    let mut report = String::new();
    for ((pattern, input), theirs) in cases.iter().zip(&theirs) {
        let ours = answer(pattern.as_array().unwrap(), input.as_array().unwrap());
        if &ours != theirs {
            report += &format!("{pattern} {input}\n  specurl {ours}\n  polyfill {theirs}\n");
        }
    }
    assert!(report.is_empty(), "{report}");
}
