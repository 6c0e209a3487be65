//! Unit tests of the URL pattern module's internals.

use super::component::{Canonicalizer, Component};
use super::component_name::ComponentName;
use super::part::Options;

fn component(pattern: &str, ignore_case: bool) -> Component {
    let options = Options::DEFAULT.with_ignore_case(ignore_case);
    Component::compile(
        pattern,
        Canonicalizer::Search,
        options,
        ComponentName::Search,
    )
    .unwrap()
}

/// Under `vi`, ECMAScript folds the Kelvin sign to `k` and the long s to
/// `s`: the own matcher and the regular expression agree on them.
#[test]
fn ignore_case_folds_as_ecmascript_does() {
    let c = component("k=:v&s", true);
    for input in ["k=1&s", "K=1&S", "\u{212A}=1&\u{017F}"] {
        let mut own = Vec::new();
        let mut by_regexp = Vec::new();
        assert!(c.exec(input, Some(&mut own)).unwrap(), "{input}");
        assert!(
            c.exec_by_regexp(input, Some(&mut by_regexp)).unwrap(),
            "{input}"
        );
        assert_eq!(own, by_regexp);
    }
    assert!(!component("k=:v&s", false).exec("K=1&s", None).unwrap());
}

/// The regular expression and the program of a route.
#[test]
fn a_route_compiles_to_the_standards_regular_expression() {
    let options = Options::PATHNAME;
    let c = Component::compile(
        "/books/:id/*",
        Canonicalizer::Pathname,
        options,
        ComponentName::Pathname,
    )
    .unwrap();
    assert_eq!(c.regexp_string, "^\\/books(?:\\/([^\\/]+?))(?:\\/(.*))$");
    assert_eq!(c.names, ["id", "0"]);
    let mut captures = Vec::new();
    assert!(c.exec("/books/7/a/b", Some(&mut captures)).unwrap());
    assert_eq!(captures, [Some(7..8), Some(9..12)]);
    assert!(!c.exec("/books//a", None).unwrap());
}

/// A component with custom regexp groups has no input cap: its bound
/// is on steps, which a hostile regular expression spends and an
/// ordinary one does not.
#[test]
fn the_regexp_engine_is_bounded() {
    use super::UrlPatternErrorKind::RegExpStepLimit;
    let long = "a".repeat(10_000);
    for hostile in ["((?:a*)*)b", "((?:a|a)*)b", "((?:a+)+)b"] {
        let c = component(hostile, false);
        assert_eq!(
            c.exec(&long, None).unwrap_err(),
            RegExpStepLimit,
            "{hostile}"
        );
    }
    let digits = "7".repeat(100_000);
    let mut captures = Vec::new();
    assert!(component("(\\d+)", false)
        .exec(&digits, Some(&mut captures))
        .unwrap());
    assert_eq!(captures, [Some(0..100_000)]);
    assert!(component(":x", false).exec(&long, None).unwrap());
}

/// A regular expression nested deeper than `REGEXP_MAX_NESTING` is
/// refused before any engine recurses over it; one at the bound compiles.
#[test]
fn deep_nesting_is_refused() {
    use super::regexp::compile;
    let depth = super::ecmascript::REGEXP_MAX_NESTING;
    let at_bound = format!("{}a{}", "(?:".repeat(depth), ")".repeat(depth));
    assert!(compile(&at_bound, false).is_ok());
    let classes = format!("{}a{}", "[".repeat(depth + 1), "]".repeat(depth + 1));
    for deep in [format!("(?:{at_bound})"), "(".repeat(100_000), classes] {
        assert_eq!(
            compile(&deep, false).unwrap_err(),
            super::UrlPatternErrorKind::InvalidRegExp
        );
    }
    let inner = format!("{}a{}", "(?:".repeat(depth - 1), ")".repeat(depth - 1));
    let component = component(&format!("({inner})"), false);
    assert!(component.exec("a", None).unwrap());
}

/// The step budget the public documentation states (the module's, and
/// `UrlPatternErrorKind::RegExpStepLimit`'s) is the executor's: the
/// constants are crate-private, so a change to them must change those
/// words too.
#[test]
fn the_documented_step_budget_is_the_executors() {
    use super::ecmascript::{REGEXP_STEP_FACTOR, REGEXP_STEP_FLOOR};
    assert_eq!((REGEXP_STEP_FACTOR, REGEXP_STEP_FLOOR), (4, 100_000));
}

/// The route set's first match, and its every match, are those of a plain
/// loop of `UrlPattern::test` over the patterns in order, whatever the
/// pathname's fixed prefix: ending inside a segment, at a `/`, absent
/// (ignoring case, a wildcard first), on a hostname or not, opaque.
#[test]
fn the_route_set_agrees_with_a_loop_of_test() {
    use super::{UrlPattern, UrlPatternOptions, UrlPatternSet};
    let sources = [
        ("https://h/api/v1/users/:id", false),
        ("https://h/api/v1/us*", false),
        ("https://h/api/v1/users/", false),
        ("https://h/api/:version/orders/:order", false),
        ("https://h/API/v1/*", true),
        ("https://h/api/v1/users/:id(\\d+)/posts", false),
        ("https://*.h/api/*", false),
        ("https://h/api/v1/users/:id/posts", false),
        ("http{s}?://h/static/*", false),
        ("https://h/*", false),
        ("https://other.example/api/v1/users/:id", false),
        ("https://h//x/*", false),
        ("mailto\\:*", false),
        ("data\\:text/plain,:x", false),
        ("https://:sub.h/api/v1/users", false),
        ("https://h/api", false),
        ("https://h/api/v1/users/:id?", false),
        ("https://h/api/v1/users:id", false),
        ("https://h/api/v1/users/:id*", false),
        ("https://h/api/v1/users/:id+", false),
        ("https://h/api/v1/users{/x}?", false),
        ("https://h/api/v1/users/*", false),
        ("https://h/", false),
        ("https://h/api/v:n/users", false),
        ("https://h/api/:a-:b", false),
        ("https://h/api/v1/users/:id/", false),
        ("https://h/api/:a/:b/users/:c", false),
        ("https://h/api/:a(\\d+)/x", false),
        ("https://h/api/:a([a-z]+)/:b", false),
        ("https://h/api/:a([^x]+)/y", false),
        ("https://h/api/:a(\\w|\\/)/y", false),
    ];
    let patterns: Vec<UrlPattern> = sources
        .iter()
        .map(|&(s, ignore_case)| {
            UrlPattern::parse(s, None, UrlPatternOptions { ignore_case }).unwrap()
        })
        .collect();
    // Each pattern in the set on its own, and all of them, in turn.
    let mut sets: Vec<(Vec<usize>, UrlPatternSet)> = (0..patterns.len())
        .map(|i| {
            let mut set = UrlPatternSet::new();
            set.push(patterns[i].clone());
            (vec![i], set)
        })
        .collect();
    let mut all = UrlPatternSet::new();
    for p in &patterns {
        all.push(p.clone());
    }
    sets.push(((0..patterns.len()).collect(), all));
    let hosts = ["h", "a.h", "H", "other.example", "x"];
    let paths = [
        "/",
        "/api",
        "/api/",
        "/api/v1",
        "/api/v1/",
        "/api/v1/users",
        "/api/v1/users/",
        "/api/v1/users/7",
        "/api/v1/users/abc/posts",
        "/api/v1/users/7/posts",
        "/api/v1/usersx",
        "/API/V1/x",
        "/api/v2/orders/9",
        "/static/a.css",
        "//x/y",
        "/api//v1/users/7",
        "/api/v1/users7",
        "/api/v1/users/7/8",
        "/api/v1/users/x",
        "/api/v1/usersx/7",
        "/api/v1/users/7/",
        "/api/v-1",
        "/api/a-b",
        "/api/12/x",
        "/api/1/2/x",
        "/api/ab/c",
        "/api/a/b/users/",
        "/api/1/2/y",
        "/api///y",
        "/apix/v1",
    ];
    let mut urls = vec![
        "mailto:a@h".to_string(),
        "data:text/plain,hi".to_string(),
        "not a URL".to_string(),
        // A line terminator, which `*` does not take, is percent-encoded.
        "https://h/api/v1/users/7?q=\u{2028}#\u{2029}".to_string(),
        "https://u\u{2028}:p\u{85}@h/api/v1/users/7".to_string(),
        "sc://h\u{2028}/api/v1/users/7".to_string(),
    ];
    for scheme in ["https", "http"] {
        for host in hosts {
            for path in paths {
                urls.push(format!("{scheme}://{host}{path}"));
            }
        }
    }
    for (members, set) in &sets {
        for url in &urls {
            let tests: Vec<bool> = members
                .iter()
                .map(|&i| patterns[i].test(url.as_str(), None).unwrap())
                .collect();
            let first = tests.iter().position(|&t| t);
            assert_eq!(
                set.first_match(url, None).unwrap(),
                first,
                "{url} {members:?}"
            );
            let every: Vec<usize> = (0..tests.len()).filter(|&i| tests[i]).collect();
            match crate::Url::parse(url, None) {
                Ok(parsed) => {
                    assert_eq!(set.first_match_url(&parsed).unwrap(), first, "{url}");
                    assert_eq!(set.test_url(&parsed).unwrap(), every, "{url}");
                    let by_first = set.first_url(&parsed).unwrap().map(|(i, _)| i);
                    assert_eq!(by_first, first, "{url}");
                }
                Err(_) => assert_eq!(first, None),
            }
        }
    }
}

/// A pathname deeper than the route set's merge holds (a list at each of
/// 30 segments) still finds the first match a loop of `test` finds.
#[test]
fn a_deep_route_set_agrees_with_a_loop_of_test() {
    use super::{UrlPattern, UrlPatternSet};
    let mut set = UrlPatternSet::new();
    let mut patterns = Vec::new();
    // Deepest first, so that the first match is the deepest list's.
    for depth in (0..30).rev() {
        let source = format!("https://h{}/:x", "/s".repeat(depth));
        let p = UrlPattern::parse(source.as_str(), None, Default::default()).unwrap();
        set.push(p.clone());
        patterns.push(p);
    }
    set.push(UrlPattern::parse("https://h/*", None, Default::default()).unwrap());
    patterns.push(UrlPattern::parse("https://h/*", None, Default::default()).unwrap());
    for depth in [0, 1, 12, 23, 24, 25, 29, 30, 31, 40] {
        let url = format!("https://h{}/y", "/s".repeat(depth));
        let first = patterns
            .iter()
            .position(|p| p.test(url.as_str(), None).unwrap());
        assert_eq!(set.first_match(&url, None).unwrap(), first, "{url}");
    }
}

/// A pathname's `/` count is known only when none of its regexp groups
/// can match a `/`, as the ECMAScript engine reads the group.
#[test]
fn slash_count_reads_regexp_groups_with_the_engine() {
    let pathname = |p: &str, ignore_case: bool| {
        let options = Options::PATHNAME.with_ignore_case(ignore_case);
        Component::compile(p, Canonicalizer::Pathname, options, ComponentName::Pathname)
            .unwrap()
            .slash_count()
    };
    assert_eq!(pathname("/a/:id(\\d+)/b", false), Some(3));
    assert_eq!(pathname("/a/:id([a-z_]{2,4})", true), Some(2));
    assert_eq!(pathname("/a/:id(x|y\\w)", false), Some(2));
    for can_match_slash in [
        "[^x]+", ".", "\\W", "\\S+", "[!-0]", "\\x2f", "\\u002F", "a|\\/",
    ] {
        let p = format!("/a/:id({can_match_slash})");
        assert_eq!(pathname(&p, false), None, "{p}");
    }
}
