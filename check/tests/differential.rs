//! specurl against the `url` crate over the real-world URL lists, and the
//! known differences checked against the WPT suite.
//!
//! The summary printed here (with `--nocapture`) is what
//! `docs/differential.md` records.

use std::collections::BTreeMap;

use specurl_check::data::{self, WptCase};
use specurl_check::differential::{self, DecidedBy, KnownDifference, Outcome, KNOWN};

/// Every URL of every list in `urls/` (read from the directory, so that a
/// new list is picked up): the two parsers agree, or differ in a known way.
/// Any other disagreement fails the test, with a few examples per kind.
#[test]
fn real_world_lists() {
    let names = data::url_lists().expect("the URL lists");
    assert!(
        names.len() >= data::URL_LISTS.len(),
        "urls/ has only {names:?}"
    );
    for name in &names {
        let urls = data::url_list(name).expect("the URL lists");
        let mut known: BTreeMap<&str, (usize, String)> = BTreeMap::new();
        let mut unexplained = Vec::new();
        let mut failures = 0;
        for url in &urls {
            if differential::specurl(url, None) == Outcome::Failure {
                failures += 1;
            }
            let Some(d) = differential::compare(url, None) else {
                continue;
            };
            match differential::classify(&d) {
                Some(k) => known.entry(k.name).or_insert((0, d.input.clone())).0 += 1,
                None => unexplained.push(d),
            }
        }
        let agree = urls.len() - unexplained.len() - known.values().map(|v| v.0).sum::<usize>();
        println!(
            "{name}: {} URLs, {agree} agree ({failures} of them fail in both), \
             {} known differences {known:?}, {} unexplained",
            urls.len(),
            known.values().map(|v| v.0).sum::<usize>(),
            unexplained.len()
        );
        for d in unexplained.iter().take(20) {
            println!("  {:?}: specurl {:?}, url {:?}", d.input, d.specurl, d.url);
        }
        assert!(
            unexplained.is_empty(),
            "{name}: {} unexplained disagreements",
            unexplained.len()
        );
    }
}

/// The WPT case of an example.
fn wpt_case<'a>(cases: &'a [WptCase], (input, base): (&str, Option<&str>)) -> &'a WptCase {
    cases
        .iter()
        .find(|c| c.input == input && c.base.as_deref() == base)
        .unwrap_or_else(|| panic!("{input:?} against {base:?} is not a WPT case"))
}

/// What the standard gives an entry's example: the WPT case's expectation,
/// or the outcome the entry's clause gives.
fn decided(cases: &[WptCase], k: &KnownDifference) -> Outcome {
    match k.decided_by {
        DecidedBy::Wpt => wpt_case(cases, k.example).expected(),
        DecidedBy::Clause { expected, .. } => {
            expected.map_or(Outcome::Failure, |h| Outcome::Href(h.into()))
        }
    }
}

/// Each known difference is still real: on its example the `url` crate
/// gives what the entry says, and that is not what the standard decides.
/// When the `url` crate catches up, this fails and the entry goes.
#[test]
fn known_differences_are_url_crate_lags() {
    let cases = data::wpt_cases().expect("the WPT data");
    for k in KNOWN {
        let (input, base) = k.example;
        let url = differential::url_crate(input, base);
        let documented = k
            .url_gives
            .map_or(Outcome::Failure, |h| Outcome::Href(h.into()));
        assert_eq!(url, documented, "{}: the url crate changed", k.name);
        assert_ne!(
            url,
            decided(&cases, k),
            "{}: the url crate now agrees with the standard",
            k.name
        );
    }
}

/// An entry decided by a clause rather than by WPT stands only while specurl
/// gives the clause's outcome on its example: otherwise nothing shows that
/// the url crate is the one that is wrong.
#[test]
fn clause_entries_hold_for_specurl() {
    for k in KNOWN {
        if let DecidedBy::Clause { clause, .. } = k.decided_by {
            let (input, base) = k.example;
            assert_eq!(
                differential::specurl(input, base),
                decided(&[], k),
                "{}: specurl no longer does what {clause:?} says",
                k.name
            );
        }
    }
}

/// No known difference excuses a disagreement on which the `url` crate is
/// right per the suite: those are specurl's bugs and must stay visible. And
/// each entry recognises its own example, when specurl gets it right.
#[test]
fn known_differences_excuse_only_url_crate_errors() {
    let cases = data::wpt_cases().expect("the WPT data");
    for case in &cases {
        let Some(d) = differential::compare(&case.input, case.base.as_deref()) else {
            continue;
        };
        let expected = case.expected();
        if let Some(k) = differential::classify(&d) {
            assert_ne!(
                d.url, expected,
                "{} excuses {:?} against {:?}, where the url crate is right and specurl gives {:?}",
                k.name, d.input, d.base, d.specurl
            );
        }
    }
    for k in KNOWN {
        let (input, base) = k.example;
        if differential::specurl(input, base) == decided(&cases, k) {
            let d = differential::compare(input, base).expect("they disagree on the example");
            assert!((k.applies)(&d), "{} does not recognise its example", k.name);
        }
    }
}

/// A finding of the `differential` fuzz target (docs/reliability.md):
/// specurl's result, checked by hand against the standard (`None` for a
/// failure), that the url crate gives another, and the known difference
/// that explains it (`None` while the finding is open).
fn finding(input: &str, base: Option<&str>, href: Option<&str>, known: Option<&str>) {
    let url = specurl::Url::parse(input, base);
    assert_eq!(url.as_ref().ok().map(|u| u.href()), href, "{input:?}");
    let d = differential::compare(input, base).expect("the url crate disagrees");
    assert_eq!(
        differential::classify(&d).map(|k| k.name),
        known,
        "{input:?}"
    );
}

/// Fuzz run 12: the url crate keeps the drive-like `y:` under `.%2e`, in a
/// combination the classifiers do not recognise (open). The standard's
/// "shorten a path" keeps a drive letter only as the only segment of a
/// file URL's path, so both `y:` that a `.%2e` follows go, while `.%2` (no
/// dotted segment: `%2` is no percent-encoded byte) stays.
#[test]
fn fuzz_run_12_drive_like_segment_under_dots() {
    let junk = "\u{1}\u{7}\0\0\0\0\0\0\0\0\0\0\0\0++++++\u{FFFD}\u{FFFD}\u{FFFD}\u{35a}\u{FFFD}\u{FFFD}\u{FFFD}";
    let input = format!(
        "ht{junk}.e:///y:/.%2e/\0\0++//y:/.%2\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}.e:///y:/.%2e/%2e.bar"
    );
    let encoded_junk = "%01%07%00%00%00%00%00%00%00%00%00%00%00%00++++++\
        %EF%BF%BD%EF%BF%BD%EF%BF%BD%CD%9A%EF%BF%BD%EF%BF%BD%EF%BF%BD";
    let fffd4 = "%EF%BF%BD".repeat(4);
    let href = format!(
        "http://example.org/foo/ht{encoded_junk}.e:///%00%00++//y:/.%2{fffd4}.e:///%2e.bar"
    );
    finding(
        &input,
        Some("http://example.org/foo/bar"),
        Some(&href),
        None,
    );
}

/// Fuzz run 13: in a non-special URL `\` is no delimiter, so `C|\f…o` is
/// one segment; the url crate reads a drive letter at its start (a drive
/// letter followed by `\`) and keeps the segment under `%2e.`, a `..`.
/// Outside file URLs "shorten a path" removes it like any other. Its first
/// segment `y:`, which nothing removes, is drive-like too, so the
/// classifier needed evidence that escapes only the segments specurl
/// dropped.
#[test]
fn fuzz_run_13_drive_like_segment_in_non_special_url() {
    finding(
        "ile:///y:/C|\\f\n\0\0\0\0\0\0\0o/%2e./%2o\0\0\0e%2e/.go\\%2%2e.eb2%/Ear",
        None,
        Some("ile:///y:/%2o%00%00%00e%2e/.go\\%2%2e.eb2%/Ear"),
        Some("non-file-drive-segment"),
    );
}

/// Fuzz run 14: the url crate keeps a `Z:` segment of an http path under a
/// `..` that preprocessing made (the input ends in `..` and control
/// characters, which are trimmed). The classifier looked for the `..` in
/// the input as given.
#[test]
fn fuzz_run_14_dots_made_by_preprocessing() {
    finding(
        "http:/om/a/Z:/..\u{17}\u{17}/w/Z:/..\u{17}",
        None,
        Some("http://om/a/Z:/..%17%17/w/"),
        Some("non-file-drive-segment"),
    );
}

/// Fuzz run 15: `non-special-backslash` (the url crate reads `/\` as the
/// start of an authority against a non-special base, and fails) together
/// with a `y:` that `.%2e` removes and an `a:` that stays. The classifier
/// escaped both drive-like segments, and so changed the url crate's output
/// at `a:`.
#[test]
fn fuzz_run_15_backslash_with_a_kept_drive_like_segment() {
    finding(
        "/\\\u{0}2@22/x.e:///y:/.%2e/w/a:/z",
        Some("sc://host/a/b?q"),
        Some("sc://host/\\%002@22/x.e:///w/a:/z"),
        Some("non-special-backslash"),
    );
}

/// Fuzz run 16: `non-special-backslash-after-port` (the url crate ends an
/// empty port at `\` in a non-special URL, where the standard fails)
/// behind a userinfo that has a `\` of its own, which the classifier took
/// for the one after the port.
#[test]
fn fuzz_run_16_backslash_in_userinfo_and_after_port() {
    finding(
        "sc://f)\\)@h:\\x",
        None,
        None,
        Some("non-special-backslash-after-port"),
    );
}

/// Fuzz run 17: `special-relative-many-slashes` (the url crate fails on
/// `///host` against a special base) with a drive-like `w:` that `..`
/// removes and another `w:` that stays. Escaping every drive-like segment
/// changes the url crate's output at the one that stays, and escaping only
/// those missing from specurl's `href` escapes neither (they are spelled
/// alike): the classifier undoes the escapes in the url crate's output
/// instead.
#[test]
fn fuzz_run_17_many_slashes_with_a_kept_drive_like_segment() {
    let base = Some("http://example.org/foo/bar");
    let known = Some("special-relative-many-slashes");
    finding(
        "///gxqmplx.e;:/0.:x.Y//pa//path/.(Y/w:/;../th/../../Y/w:/../th",
        base,
        Some("http://gxqmplx.e;/0.:x.Y//pa//path/.(Y/w:/Y/th"),
        known,
    );
    finding(
        "///h/a/w:/b/../../w:/c",
        base,
        Some("http://h/a/w:/c"),
        known,
    );
}

/// Fuzz run 18 (open): against a file base, `\\/\t///host…` is a file URL
/// with an empty host and a path that starts with three empty segments;
/// the url crate collapses them (`file-leading-empty-segments`) and also
/// keeps a `w:` under `..` (`file-drive-segment-not-first`). Each lag alone
/// is classified, the two together are not. Checked by hand against the
/// WHATWG file and path states.
#[test]
fn fuzz_run_18_two_file_lags_together() {
    finding(
        "\\\\/\t///gxamplx.ew:/0.:x.Y//path/../.\t\u{8}bar./Y/w:/../\tth|:",
        Some("file:///C:/dir/file"),
        Some("file://////gxamplx.ew:/0.:x.Y//.%08bar./Y/th|:"),
        None,
    );
}
