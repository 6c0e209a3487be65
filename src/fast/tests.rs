use super::*;
use crate::{Source, Url};

/// Parses `input` against `base` with and without the fast path and
/// compares the results; says whether the fast path was taken.
fn same_both_ways(input: &str, base: Option<&str>) -> bool {
    let fast = Url::parse_with(input, base, true);
    let slow = Url::parse_with(input, base, false);
    assert_eq!(
        Url::view(&fast),
        Url::view(&slow),
        "{input:?} against {base:?}"
    );
    assert_eq!(fast, slow, "{input:?} against {base:?}");
    let source = Source::new(input);
    let fallback = Mode::sniff(source.text(), Mode::Generic);
    crate::grammar::tokenize(&source, fallback).is_ok_and(|t| normal(source.text(), &t).is_some())
}

#[test]
fn fast_path_agrees_on_the_url_lists() {
    for list in ["kasztp.txt", "node_files.txt"] {
        let urls = specurl_check::data::url_list(list).unwrap();
        let fast = urls.iter().filter(|l| same_both_ways(l, None)).count();
        // The lists are mostly normal URLs: the fast path must see them.
        assert!(fast > urls.len() / 2, "{list}: {fast}");
    }
}

/// Whether [`parses`] says yes to `input`; panics if the full pipeline
/// then fails.
fn parses_is_sure(input: &str, base: Option<&str>) -> bool {
    let source = Source::new(input);
    let text = source.text();
    let said =
        crate::grammar::tokenize_then(text, Mode::Generic, |t| parses(text, t)).unwrap_or(false);
    if said {
        let full = Url::parse_with(input, base, false);
        assert!(full.is_ok(), "{input:?} against {base:?}: {full:?}");
    }
    said
}

#[test]
fn what_parses_says_yes_to_parses() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    let yes = pairs
        .iter()
        .filter(|(input, base)| parses_is_sure(input, base.as_deref()))
        .count();
    assert!(yes > 0);
    for list in ["kasztp.txt", "node_files.txt"] {
        let urls = specurl_check::data::url_list(list).unwrap();
        let yes = urls.iter().filter(|l| parses_is_sure(l, None)).count();
        // Most listed URLs are decided without the pipeline.
        assert!(yes > urls.len() * 9 / 10, "{list}: {yes}");
    }
}

#[test]
fn fast_path_agrees_on_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    let fast = pairs
        .iter()
        .filter(|(input, base)| same_both_ways(input, base.as_deref()))
        .count();
    assert!(fast > 0);
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(512))]

    /// Block by block, the dotted segments are found as they are when
    /// the path is split.
    #[test]
    fn dotted_segments_are_found_as_by_splitting(path in "[a./%2eE\\\\]{0,40}") {
        for mode in Mode::ALL {
            let split = path.split(|c| crate::chars::is_s(mode, c)).any(is_dotted);
            proptest::prop_assert_eq!(has_dotted_segment(mode, &path), split, "{:?}", path);
        }
    }
}

#[test]
fn fast_path_agrees_on_edge_cases() {
    let cases = [
        ("http://h", true),
        ("http://h?q#f", true),
        ("file:///x/y", true),
        ("file://host", true),
        ("https://a.b:8080/c", true),
        ("http://h:80/", false),
        ("http://h:080/", false),
        ("http://h:/", false),
        ("HTTP://h/", false),
        ("http://H/", false),
        ("http://1.2.3.4/", false),
        ("http://h.0x/", false),
        ("http://h.0xf./", false),
        ("http://h.12/", false),
        ("http://a.b.c./", true),
        ("http://h/a/../b", false),
        ("http://h/a/%2E/b", false),
        ("http://h/a b", false),
        ("http://h\\a", true),
        ("http://h\\a\\..\\b", false),
        ("http://h\\a\\.\\b", false),
        ("http://h/.well-known/x", true),
        ("http://h/a/%41", true),
        ("http://h/a/.", false),
        ("http://h/a?%2e/..", true),
        ("http://h/a\\b?c\\d", true),
        ("http://h/?a'b", false),
        ("http://h/#a`b", false),
        ("http://u@h/", false),
        ("file://localhost/x", false),
        ("file:///C:/x", false),
        ("http://h/é", false),
        ("sc://h/", false),
    ];
    for (input, expected) in cases {
        assert_eq!(same_both_ways(input, None), expected, "{input}");
    }
}
