//! Properties of URL patterns: specurl's own matcher gives what the
//! standard's regular expression gives, and `generate` then `exec` gives
//! the groups back.

use std::collections::HashMap;

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternInit, UrlPatternOptions};
use specurl::Url;
use specurl_check::pattern_regexp::exec_by_regexp;

/// Pieces of pattern strings without regexp groups: fixed text, named
/// groups, wildcards, `{…}` groups and every modifier.
fn piece() -> impl Strategy<Value = String> {
    let name = (0..4u8).prop_map(|i| format!(":n{i}"));
    let modifier = prop_oneof![Just(""), Just("?"), Just("+"), Just("*")];
    prop_oneof![
        3 => prop_oneof![Just("/"), Just("a"), Just("B"), Just("-"), Just("."), Just("=")].prop_map(str::to_string),
        2 => (name.clone(), modifier.clone()).prop_map(|(n, m)| format!("{n}{m}")),
        1 => modifier.clone().prop_map(|m| format!("*{m}")),
        1 => (prop_oneof![Just("/"), Just("a"), Just("-")], name, prop_oneof![Just(""), Just("x")], modifier.clone())
            .prop_map(|(p, n, s, m)| format!("{{{p}{n}{s}}}{m}")),
        1 => (prop_oneof![Just("/a"), Just("b")], modifier).prop_map(|(t, m)| format!("{{{t}}}{m}")),
    ]
}

pub fn pattern_string() -> impl Strategy<Value = String> {
    proptest::collection::vec(piece(), 0..6).prop_map(|v| v.concat())
}

/// Inputs over the same few characters, in both cases.
pub fn text() -> impl Strategy<Value = String> {
    "[abAB/.=x-]{0,10}"
}

fn groups_of(
    result: &specurl::url_pattern::UrlPatternResult,
) -> Vec<Vec<(String, Option<String>)>> {
    ComponentName::ALL
        .iter()
        .map(|&c| result.get(c).groups.clone())
        .collect()
}

#[test]
fn own_matcher_equals_the_regular_expression() {
    let strategy = (
        pattern_string(),
        pattern_string(),
        text(),
        text(),
        any::<bool>(),
    );
    let mut runner = TestRunner::new(specurl_check::seed::config(3000));
    runner
        .run(
            &strategy,
            |(path, search, path_in, search_in, ignore_case)| {
                let init = UrlPatternInit {
                    pathname: Some(path.clone()),
                    search: Some(search.clone()),
                    ..Default::default()
                };
                // A rejected case counts against proptest's rejection
                // bound, so a generator that drifts into invalid patterns
                // fails the test instead of passing it empty.
                let parsed = UrlPattern::parse(init, None, UrlPatternOptions { ignore_case });
                prop_assume!(parsed.is_ok());
                let pattern = parsed.unwrap();
                prop_assume!(!pattern.has_regexp_groups());
                let url = Url::parse(&format!("https://h/{path_in}?{search_in}"), None).unwrap();
                let own = pattern.exec_url(&url).unwrap().map(|r| groups_of(&r));
                // Values of at most 11 characters: the oracle needs no
                // bound (`exec_by_regexp` declines nothing).
                let by_regexp = exec_by_regexp(&pattern, &url, f64::INFINITY).unwrap();
                // `test` runs the program without captures.
                prop_assert_eq!(pattern.test_url(&url).unwrap(), by_regexp.is_some());
                prop_assert_eq!(
                    own,
                    by_regexp,
                    "pathname {} search {} against {}",
                    path,
                    search,
                    url.href()
                );
                Ok(())
            },
        )
        .unwrap();
}

#[test]
fn generate_then_exec_gives_the_groups_back() {
    let segment = proptest::collection::vec(
        prop_oneof![Just("/a"), Just("/:n"), Just("-:n"), Just("/b:n")],
        1..5,
    );
    let values = proptest::collection::vec("[a-z0-9~]{1,5}", 5);
    let mut runner = TestRunner::new(specurl_check::seed::config(500));
    runner
        .run(&(segment, values), |(pieces, values)| {
            // Number the names so that each is distinct.
            let mut n = 0;
            let path: String = pieces
                .iter()
                .map(|p| {
                    if p.contains(":n") {
                        n += 1;
                        p.replace(":n", &format!(":n{n}"))
                    } else {
                        p.to_string()
                    }
                })
                .collect();
            let pattern =
                UrlPattern::parse(format!("https://h/x{path}"), None, Default::default()).unwrap();
            let groups: HashMap<String, String> = (1..=n)
                .map(|i| (format!("n{i}"), values[i - 1].clone()))
                .collect();
            let generated = pattern.generate(ComponentName::Pathname, &groups).unwrap();
            let result = pattern.exec(format!("https://h{generated}"), None).unwrap();
            let result = result.unwrap_or_else(|| panic!("{path} does not match {generated}"));
            for (name, value) in &groups {
                prop_assert_eq!(
                    result.pathname.group(name),
                    Some(value.as_str()),
                    "{} {}",
                    path,
                    generated
                );
            }
            Ok(())
        })
        .unwrap();
}

/// A route set gives what a loop of `exec` calls over its patterns gives,
/// in the same order.
#[test]
fn route_set_equals_a_loop_of_exec() {
    use specurl::url_pattern::UrlPatternSet;
    let route = (
        prop_oneof![Just("https"), Just("http"), Just("*")],
        prop_oneof![
            Just("a.example"),
            Just("b.example"),
            Just(":sub.example"),
            Just("*")
        ],
        pattern_string(),
        any::<bool>(),
    );
    let routes = proptest::collection::vec(route, 1..12);
    let url = (
        prop_oneof![Just("https"), Just("http")],
        prop_oneof![Just("a"), Just("b"), Just("c")],
        text(),
    );
    let mut runner = TestRunner::new(specurl_check::seed::config(300));
    runner
        .run(
            &(routes, proptest::collection::vec(url, 1..8)),
            |(routes, urls)| {
                let patterns: Vec<UrlPattern> = routes
                    .iter()
                    .filter_map(|(proto, host, path, ignore_case)| {
                        let s = format!("{proto}://{host}/{path}");
                        UrlPattern::parse(
                            s.as_str(),
                            None,
                            UrlPatternOptions {
                                ignore_case: *ignore_case,
                            },
                        )
                        .ok()
                    })
                    .collect();
                prop_assume!(!patterns.is_empty());
                let mut set = UrlPatternSet::new();
                for p in &patterns {
                    set.push(p.clone());
                }
                for (scheme, host, path) in urls {
                    let url =
                        Url::parse(&format!("{scheme}://{host}.example/{path}"), None).unwrap();
                    let expected: Vec<_> = patterns
                        .iter()
                        .enumerate()
                        .filter_map(|(i, p)| p.exec_url(&url).unwrap().map(|m| (i, m)))
                        .collect();
                    let tested: Vec<usize> = expected.iter().map(|(i, _)| *i).collect();
                    prop_assert_eq!(set.test_url(&url).unwrap(), tested);
                    prop_assert_eq!(set.first_url(&url).unwrap(), expected.first().cloned());
                    prop_assert_eq!(set.exec_url(&url).unwrap(), expected);
                }
                Ok(())
            },
        )
        .unwrap();
}
