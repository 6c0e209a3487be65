//! `ignore_case` on every shape of pattern: fixed text alone, and fixed
//! text mixed with named groups, wildcards, `{…}` groups and regexp
//! groups (WPT tests fixed text alone).

use specurl::url_pattern::{UrlPattern, UrlPatternOptions};

/// The groups of the pathname, search and hash, with the pattern's
/// search and hash `*` (that a constructor string gives them) left out.
fn exec(pattern: &str, input: &str) -> Option<Vec<(String, Option<String>)>> {
    let options = UrlPatternOptions { ignore_case: true };
    let pattern = UrlPattern::parse(pattern, None, options).unwrap();
    let result = pattern.exec(input, None).unwrap()?;
    let mut groups = result.pathname.groups.clone();
    if pattern.search() != "*" {
        groups.extend(result.search.groups.clone());
    }
    if pattern.hash() != "*" {
        groups.extend(result.hash.groups.clone());
    }
    Some(groups)
}

fn g(pairs: &[(&str, &str)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), Some(v.to_string())))
        .collect()
}

#[test]
fn named_group_after_text() {
    assert_eq!(
        exec("https://h/foo/:id", "https://h/FOO/1"),
        Some(g(&[("id", "1")]))
    );
    assert_eq!(
        exec("https://h/foo/:id", "https://h/FoO/Ab"),
        Some(g(&[("id", "Ab")]))
    );
    assert_eq!(exec("https://h/foo/:id", "https://h/bar/1"), None);
}

#[test]
fn text_after_groups_and_wildcards() {
    assert_eq!(
        exec("https://h/:a/bar/*", "https://h/X/BAR/y/z"),
        Some(g(&[("a", "X"), ("0", "y/z")]))
    );
    assert_eq!(
        exec("https://h/*.JSON", "https://h/a/b.json"),
        Some(g(&[("0", "a/b")]))
    );
}

#[test]
fn optional_and_repeated_groups() {
    assert_eq!(
        exec("https://h/api{/v:n}?/users", "https://h/API/V2/USERS"),
        Some(g(&[("n", "2")]))
    );
    assert_eq!(
        exec("https://h/api{/v:n}?/users", "https://h/api/Users"),
        Some(vec![("n".into(), None)])
    );
    assert_eq!(
        exec("https://h/files/:p+", "https://h/FILES/a/B"),
        Some(g(&[("p", "a/B")]))
    );
}

#[test]
fn regexp_groups_mixed_with_text() {
    assert_eq!(
        exec("https://h/item/:id(\\d+)", "https://h/ITEM/42"),
        Some(g(&[("id", "42")]))
    );
    assert_eq!(
        exec("https://h/(a|b)/X", "https://h/B/x"),
        Some(g(&[("0", "B")]))
    );
}

#[test]
fn search_and_hash() {
    assert_eq!(
        exec("https://h/p?Q=:v#Top-*", "https://h/p?q=1#top-2"),
        Some(g(&[("v", "1"), ("0", "2")]))
    );
}

#[test]
fn case_matters_without_the_option() {
    let pattern = UrlPattern::parse("https://h/foo/:id", None, Default::default()).unwrap();
    assert!(!pattern.test("https://h/FOO/1", None).unwrap());
    // The protocol and hostname are canonicalized, so case never matters there.
    assert!(pattern.test("HTTPS://H/foo/1", None).unwrap());
}
