//! `specurl::validate`: exact kinds, severities and original-string spans;
//! strict against lenient; recovery; agreement with `Url::parse` on the WPT
//! suite; 10 MB inputs.

use std::ops::Range;

use specurl::grammar::{ErrorKind, Mode};
use specurl::pct_enc::{Column, Status};
use specurl::validate::{validate, DiagnosticKind as K, Severity, Strictness};
use specurl::ResolveErrorKind;

use Severity::{Error as E, Warning as W};
use Strictness::{Lenient, Strict};

type Found = Vec<(K, Severity, Range<usize>)>;

/// The findings of the seed's rules: those the URL Standard adds
/// (`tests/validate_whatwg.rs`) are left out.
fn found(input: &str, mode: Mode, s: Strictness) -> Found {
    validate(input, mode, s)
        .diagnostics()
        .iter()
        .filter(|d| !standard_only(d.kind))
        .map(|d| (d.kind, d.severity, d.span.range()))
        .collect()
}

fn standard_only(k: K) -> bool {
    matches!(
        k,
        K::InvalidUrlUnit(_)
            | K::DomainToAsciiStrict
            | K::DomainPercentEncoded { .. }
            | K::Ip6PieceLeadingZero
            | K::Ip4(_)
            | K::Ip6(_)
            | K::MissingSolidus
            | K::WindowsDriveLetter { .. }
            | K::MissingScheme
    )
}

/// A character diagnostic.
fn ch(column: Column, status: Status, c: char) -> K {
    K::InvalidCharacter {
        column,
        status,
        char: c,
    }
}

/// Checks both strictnesses: `lenient` as given, and strict with the same
/// findings where every warning becomes an error.
fn check(input: &str, mode: Mode, lenient: &[(K, Severity, Range<usize>)]) {
    assert_eq!(found(input, mode, Lenient), lenient, "lenient {input:?}");
    let strict: Found = lenient.iter().map(|(k, _, r)| (*k, E, r.clone())).collect();
    assert_eq!(found(input, mode, Strict), strict, "strict {input:?}");
}

const G: Mode = Mode::Generic;

#[test]
fn strictly_valid_urls_have_no_diagnostic() {
    for input in [
        "https://example.com/a/b?c=d&e#f",
        "http://127.0.0.1:8080/",
        "http://[::1]/x",
        "file:///C:/x/y",
        "file://host/share/x",
        "sc:x",
        "sc://h/a?q'#f",
        "a/b?c#d",
        "",
        "?",
        "#",
    ] {
        check(input, G, &[]);
    }
}

#[test]
fn every_finding_of_one_url_in_order() {
    check(
        "  http://u:p@h:99999/a\\b?c'd#e f",
        G,
        &[
            (K::Whitespace, W, 0..2),
            (K::Userinfo, W, 9..13),
            (K::Syntax(ErrorKind::PortOutOfRange), E, 15..20),
            (K::Backslash, W, 22..23),
            (ch(Column::Fragment, Status::Fixed, ' '), W, 30..31),
        ],
    );
}

#[test]
fn spans_are_in_the_original_string_across_removed_tabs_and_newlines() {
    let input = "ht\ttp://h/a\n b%zz";
    check(
        input,
        G,
        &[
            (K::Whitespace, W, 2..3),
            (K::Whitespace, W, 11..12),
            (ch(Column::Segment, Status::Fixed, ' '), W, 12..13),
            (K::PctInvalid, W, 14..15),
        ],
    );
    let v = validate(input, G, Lenient);
    let space = &v.diagnostics()[2].span;
    assert_eq!((space.start.line, space.start.column), (2, 1));
    assert_eq!((space.end.line, space.end.column), (2, 2));
    let pct = &v.diagnostics()[3].span;
    assert_eq!((pct.start.line, pct.start.column), (2, 3));
}

#[test]
fn leading_newlines_and_a_trailing_tab() {
    check(
        "\n\n  file:c|\\x\t",
        G,
        &[
            (K::Whitespace, W, 0..4),
            (K::AuthDriveInvalid, W, 9..11),
            (K::Forced, W, 9..13),
            (K::Backslash, W, 11..12),
            (K::Whitespace, W, 13..14),
        ],
    );
    let v = validate("\n\n  file:c|\\x\t", G, Lenient);
    assert_eq!(v.diagnostics()[1].span.start.to_string(), "3:8");
}

#[test]
fn columns_follow_the_spans_in_non_ascii_text() {
    // `é` is two bytes and one column.
    let v = validate("sc:/é/a b", G, Lenient);
    let d = &v.diagnostics()[0];
    assert_eq!(d.span.range(), 8..9);
    assert_eq!((d.span.start.line, d.span.start.column), (1, 8));
}

#[test]
fn pct_invalid_in_every_component() {
    check(
        "sc://u%:p%zz@h%1/d%/f%?q%#f%g",
        G,
        &[
            (K::Userinfo, W, 5..13),
            (K::PctInvalid, W, 6..7),
            (K::PctInvalid, W, 9..10),
            (K::PctInvalid, W, 14..16),
            (K::PctInvalid, W, 18..19),
            (K::PctInvalid, W, 21..22),
            (K::PctInvalid, W, 24..25),
            (K::PctInvalid, W, 27..28),
        ],
    );
    // A valid percent-encoded byte is not a finding.
    check("sc:/%41%2f?%7E#%00", G, &[]);
}

#[test]
fn adjacent_findings_of_one_kind_merge() {
    check("http://h/%%%%", G, &[(K::PctInvalid, W, 9..13)]);
    check("http://h/a\\\\\\b", G, &[(K::Backslash, W, 10..13)]);
    // Different characters are different findings.
    check(
        "sc:/a<>",
        G,
        &[
            (ch(Column::Segment, Status::Fixed, '<'), W, 5..6),
            (ch(Column::Segment, Status::Fixed, '>'), W, 6..7),
        ],
    );
}

#[test]
fn drives() {
    check("file://C:/x", G, &[(K::AuthDriveInvalid, W, 7..9)]);
    check("file:///C:/x", G, &[]);
    check("file:///C|/x", G, &[]);
    check(
        "file:C|/x",
        G,
        &[(K::AuthDriveInvalid, W, 5..7), (K::Forced, W, 5..9)],
    );
    // A schemeless input in file mode (`C:/x` would have the scheme `C`).
    check("//C:/x", Mode::File, &[(K::AuthDriveInvalid, W, 2..4)]);
    // `|` is a drive's separator only in file mode: in a dir it is class T.
    check(
        "sc:/C|/x",
        G,
        &[(ch(Column::Segment, Status::Tolerated, '|'), W, 5..6)],
    );
}

#[test]
fn backslashes_are_separators_only_in_web_and_file_mode() {
    check(
        "http:\\\\h\\a\\b?c\\#d\\",
        G,
        &[
            (K::Backslash, W, 5..7),
            (K::Backslash, W, 8..9),
            (K::Backslash, W, 10..11),
            // After the path, `\` is a character: class T in both.
            (ch(Column::SpecialQuery, Status::Tolerated, '\\'), W, 14..15),
            (ch(Column::Fragment, Status::Tolerated, '\\'), W, 17..18),
        ],
    );
    check(
        "\\\\h\\x",
        Mode::Web,
        &[(K::Backslash, W, 0..2), (K::Backslash, W, 3..4)],
    );
    // Generic: `\` is a character of the path, class T.
    check(
        "\\\\h\\x",
        G,
        &[
            (ch(Column::Segment, Status::Tolerated, '\\'), W, 0..2),
            (ch(Column::Segment, Status::Tolerated, '\\'), W, 3..4),
        ],
    );
}

#[test]
fn characters_per_component() {
    check(
        "http://a b:c;d@h/",
        G,
        &[
            (K::Userinfo, W, 7..15),
            (ch(Column::Username, Status::Fixed, ' '), W, 8..9),
        ],
    );
    check(
        "http://u@@h/",
        G,
        &[
            (K::Userinfo, W, 7..10),
            (ch(Column::Username, Status::Fixed, '@'), W, 8..9),
        ],
    );
    check(
        "sc://u:p\u{1}@h",
        G,
        &[
            (K::Userinfo, W, 5..10),
            (ch(Column::Password, Status::Fixed, '\u{1}'), W, 8..9),
        ],
    );
    check(
        "sc://a\"b{/",
        G,
        &[
            (ch(Column::OpaqueHost, Status::Tolerated, '"'), W, 6..7),
            (ch(Column::OpaqueHost, Status::Tolerated, '{'), W, 8..9),
        ],
    );
    check(
        "sc:/a\"/b^",
        G,
        &[
            (ch(Column::Segment, Status::Fixed, '"'), W, 5..6),
            (ch(Column::Segment, Status::Fixed, '^'), W, 8..9),
        ],
    );
    check(
        "sc:x#a#b",
        G,
        &[(ch(Column::Fragment, Status::Tolerated, '#'), W, 6..7)],
    );
    check(
        "sc:x#a`^",
        G,
        &[
            (ch(Column::Fragment, Status::Fixed, '`'), W, 6..7),
            (ch(Column::Fragment, Status::Tolerated, '^'), W, 7..8),
        ],
    );
}

#[test]
fn the_opaque_path_column_applies_without_authority_and_path_root() {
    check(
        "sc:a/b c",
        G,
        &[
            (ch(Column::OpaquePath, Status::Tolerated, '/'), W, 4..5),
            (ch(Column::OpaquePath, Status::Tolerated, ' '), W, 6..7),
        ],
    );
    // With a path-root, or without a scheme, it is a hierarchical path.
    check(
        "sc:/a/b c",
        G,
        &[(ch(Column::Segment, Status::Fixed, ' '), W, 7..8)],
    );
    check(
        "a/b c",
        G,
        &[(ch(Column::Segment, Status::Fixed, ' '), W, 3..4)],
    );
    // Web URLs never have an opaque path: forcing gives them a host.
    check("http:a/b", G, &[(K::Forced, W, 5..6)]);
}

#[test]
fn the_query_column_depends_on_the_mode() {
    // `'` is E in a special query: valid. A backtick is T in both.
    check("http://h/?a'b", G, &[]);
    check("sc:x?a'b", G, &[]);
    check(
        "http://h/?a`b",
        G,
        &[(ch(Column::SpecialQuery, Status::Tolerated, '`'), W, 11..12)],
    );
    check(
        "sc:x?a b",
        G,
        &[(ch(Column::Query, Status::Fixed, ' '), W, 6..7)],
    );
    // A schemeless query takes the fallback mode's column.
    check(
        "?a`",
        Mode::File,
        &[(ch(Column::SpecialQuery, Status::Tolerated, '`'), W, 2..3)],
    );
    check(
        "?a`",
        G,
        &[(ch(Column::Query, Status::Tolerated, '`'), W, 2..3)],
    );
}

#[test]
fn syntax_errors() {
    let syntax = |k| K::Syntax(k);
    check(
        "http://h:x/",
        G,
        &[(syntax(ErrorKind::InvalidPort), E, 9..10)],
    );
    check(
        "http://h:65536/",
        G,
        &[(syntax(ErrorKind::PortOutOfRange), E, 9..14)],
    );
    check(
        "sc://[::1]x/",
        G,
        &[(syntax(ErrorKind::AfterHost), E, 10..11)],
    );
    check(
        "http://[1:2]/",
        G,
        &[(syntax(ErrorKind::InvalidIp6), E, 11..11)],
    );
    check(
        "\thttp://[::1/a",
        G,
        &[
            (K::Whitespace, W, 0..1),
            (syntax(ErrorKind::UnclosedIp6), E, 8..12),
        ],
    );
    check(
        "http://u@/",
        G,
        &[
            (K::Userinfo, W, 7..9),
            (syntax(ErrorKind::MissingHost), E, 9..9),
        ],
    );
    check("sc://:80/", G, &[(syntax(ErrorKind::MissingHost), E, 5..5)]);
}

#[test]
fn rejected_characters_are_errors_even_when_lenient() {
    let r = |c| ch(Column::OpaqueHost, Status::Rejected, c);
    check("sc://a b<c/", G, &[(r(' '), E, 6..7), (r('<'), E, 8..9)]);
    check("sc://a|b/", G, &[(r('|'), E, 6..7)]);
}

/// In a web or file host, host processing judges the forbidden host code
/// points, after domain-to-ASCII (`docs/spec-notes.md`, note 11).
#[test]
fn web_hosts_leave_forbidden_code_points_to_host_processing() {
    let forbidden = |c| K::Host(specurl::host::HostErrorKind::ForbiddenCodePoint(c));
    check("http://a b<c/", G, &[(forbidden(' '), E, 8..9)]);
    // NFC makes `<` and U+0338 one valid character.
    check("http://<\u{338}/", G, &[]);
    // A tolerated character is still invalid strictly.
    let t = ch(Column::OpaqueHost, Status::Tolerated, '"');
    check("http://a\"b/", G, &[(t, W, 8..9)]);
}

#[test]
fn recovery_reports_what_follows_a_failed_authority() {
    check(
        "http://h:x/a%zz",
        G,
        &[
            (K::Syntax(ErrorKind::InvalidPort), E, 9..10),
            (K::PctInvalid, W, 12..13),
        ],
    );
    // Every rejected host character, the port, then the path and query.
    let r = |c| ch(Column::OpaqueHost, Status::Rejected, c);
    check(
        "sc://u v@a b c:1x/p q?r`",
        G,
        &[
            (K::Userinfo, W, 5..9),
            (ch(Column::Username, Status::Fixed, ' '), W, 6..7),
            (r(' '), E, 10..11),
            (r(' '), E, 12..13),
            (K::Syntax(ErrorKind::InvalidPort), E, 16..17),
            (ch(Column::Segment, Status::Fixed, ' '), W, 19..20),
            (ch(Column::Query, Status::Tolerated, '`'), W, 23..24),
        ],
    );
    // A failed file authority: the drive after it is still a drive.
    check(
        "file://h:1x/C|/a b",
        G,
        &[
            (K::Syntax(ErrorKind::InvalidPort), E, 10..11),
            (ch(Column::Segment, Status::Fixed, ' '), W, 16..17),
        ],
    );
    // A failed authority is not an opaque path.
    check(
        "sc://h:x/a|",
        G,
        &[
            (K::Syntax(ErrorKind::InvalidPort), E, 7..8),
            (ch(Column::Segment, Status::Tolerated, '|'), W, 10..11),
        ],
    );
}

#[test]
fn ip4_addresses_loose_and_strict() {
    check("http://0x7f.1/", G, &[(K::LooseIp4, W, 7..13)]);
    check("http://127.1/", G, &[(K::LooseIp4, W, 7..12)]);
    check("http://1.2.3.4./", G, &[(K::LooseIp4, W, 7..15)]);
    check("file://010.0.0.1/", G, &[(K::LooseIp4, W, 7..16)]);
    check("http://1.2.3.4/", G, &[]);
    // Generic hosts are opaque: not read as IPv4 addresses.
    check("sc://0x7f.1/", G, &[]);
}

#[test]
fn scheme_based_authority_rules() {
    let resolve = |k| K::Resolve(k);
    check(
        "file://u@h:1/",
        G,
        &[
            (K::Userinfo, W, 7..9),
            (resolve(ResolveErrorKind::FileUserinfo), E, 7..9),
            (resolve(ResolveErrorKind::FilePort), E, 10..12),
        ],
    );
    check("http:example.com/x", G, &[(K::Forced, W, 5..16)]);
    check("http:///x", G, &[(K::Forced, W, 8..9)]);
    check("file:/x", G, &[(K::Forced, W, 5..7)]);
    check(
        "http:///",
        G,
        &[(resolve(ResolveErrorKind::MissingHost), E, 5..8)],
    );
    check(
        "http:",
        G,
        &[(resolve(ResolveErrorKind::MissingHost), E, 5..5)],
    );
    // Schemeless: nothing to force (the base would decide).
    check("/x", Mode::Web, &[]);
}

#[test]
fn the_mode_comes_from_the_scheme_or_the_fallback() {
    assert_eq!(validate("x", Mode::File, Lenient).mode(), Mode::File);
    assert_eq!(validate(" HTTP:x", Mode::File, Lenient).mode(), Mode::Web);
    assert_eq!(validate("sc:x", Mode::Web, Strict).mode(), Mode::Generic);
    assert_eq!(validate("sc:x", Mode::Web, Strict).strictness(), Strict);
}

#[test]
fn errors_warnings_and_validity() {
    let v = validate("http://u@h:x/%", G, Lenient);
    assert_eq!(v.errors().count(), 1);
    assert_eq!(v.warnings().count(), 2);
    assert!(!v.is_valid());
    let v = validate("http://u@h/%", G, Lenient);
    assert!(v.is_valid());
    assert!(!validate("http://u@h/%", G, Strict).is_valid());
}

#[test]
fn messages_and_display() {
    let v = validate("http://h/a b", G, Strict);
    let d = &v.diagnostics()[0];
    assert_eq!(
        d.to_string(),
        "error at 1:11: ' ' in dir/file: invalid, percent-encoded when normalised (class F)"
    );
    assert_eq!(d.message(), d.kind.to_string());
}

#[test]
fn every_kind_is_produced() {
    // `Host` needs a host stage that can fail: see the unit tests in
    // src/validate/mod.rs, which use a stand-in for it.
    let inputs = [
        " x",
        "x%",
        "file:C:",
        "http://h\\",
        "x y",
        "http://u@h",
        "http://h:x",
        "http://0x1.1",
        "file://h:1",
        "http:x",
    ];
    let mut kinds: Vec<String> = inputs
        .iter()
        .flat_map(|i| found(i, G, Strict))
        .map(|(k, _, _)| {
            format!("{k:?}")
                .split(['(', ' '])
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds,
        [
            "AuthDriveInvalid",
            "Backslash",
            "Forced",
            "InvalidCharacter",
            "LooseIp4",
            "PctInvalid",
            "Resolve",
            "Syntax",
            "Userinfo",
            "Whitespace"
        ]
    );
}

#[test]
fn host_processing_failures() {
    let v = validate("http://1.256.3.4/", G, Lenient);
    assert!(v.diagnostics().iter().any(|d| matches!(d.kind, K::Host(_))));
    assert!(!v.is_valid());
}

const WPT: &str = "tests/data/wpt/urltestdata.json";

fn wpt_inputs() -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(WPT) else {
        panic!("{WPT} is missing");
    };
    let cases: serde_json::Value = serde_json::from_str(&text).expect("WPT data is JSON");
    cases
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c.get("input")?.as_str().map(str::to_string))
        .collect()
}

/// Lenient validity is "the URL does not fail": for every WPT input that has
/// a scheme (so needs no base), it agrees with `Url::parse`.
#[test]
fn lenient_validity_agrees_with_url_parse_on_wpt() {
    let mut disagree = Vec::new();
    for input in wpt_inputs() {
        let v = validate(&input, G, Lenient);
        let src = specurl::Source::new(&input);
        let has_scheme = specurl::grammar::scheme(G, src.span())
            .is_ok_and(|(rest, _)| rest.fragment().starts_with(':'));
        if !has_scheme {
            continue;
        }
        if v.is_valid() != specurl::Url::parse(&input, None).is_ok() {
            disagree.push(input);
        }
    }
    assert!(disagree.is_empty(), "{disagree:#?}");
}

/// Strict and lenient find the same things; only severities differ, and
/// every lenient error is a strict error.
#[test]
fn strict_and_lenient_differ_only_in_severity_on_wpt() {
    for input in wpt_inputs() {
        for mode in Mode::ALL {
            let lenient = found(&input, mode, Lenient);
            let strict = found(&input, mode, Strict);
            assert_eq!(lenient.len(), strict.len(), "{input:?}");
            for (l, s) in lenient.iter().zip(&strict) {
                assert_eq!((l.0, &l.2), (s.0, &s.2), "{input:?}");
                assert!(l.1 == W || s.1 == E, "{input:?}");
            }
        }
    }
}

/// 10 MB of one unit, bare and after a prefix that puts it in another
/// component: linear, one merged finding where the unit repeats, no stack
/// overflow, and the walk still reaches the end.
#[test]
fn ten_megabytes() {
    const N: usize = 10 * 1024 * 1024;
    let cases: [(&str, &str, Found); 7] = [
        ("%", "", vec![(K::PctInvalid, W, 0..N)]),
        (
            "@",
            "http://",
            vec![
                (K::Userinfo, W, 7..7 + N),
                (ch(Column::Username, Status::Fixed, '@'), W, 7..6 + N),
            ],
        ),
        (
            "[",
            "sc:/",
            vec![(ch(Column::Segment, Status::Tolerated, '['), W, 4..4 + N)],
        ),
        ("../", "http://h/", vec![]),
        ("a", "sc:", vec![]),
        ("\\", "", vec![(K::Backslash, W, 0..N)]),
        (
            " ",
            "http://h/?",
            vec![(ch(Column::SpecialQuery, Status::Fixed, ' '), W, 10..10 + N)],
        ),
    ];
    for (unit, prefix, lenient) in cases {
        let input = format!("{prefix}{}x", unit.repeat(N / unit.len()));
        check(&input, Mode::Web, &lenient);
    }
    // All spaces: preprocessing removes them all.
    check(&" ".repeat(N), G, &[(K::Whitespace, W, 0..N)]);
}

mod properties {
    use super::*;
    use proptest::prelude::*;
    use specurl::Location;

    /// Short strings of the characters the grammar cares about, often after
    /// a scheme of each mode.
    fn input() -> impl Strategy<Value = String> {
        let scheme = prop_oneof![
            Just(""),
            Just("http:"),
            Just("http://"),
            Just("file:"),
            Just("file://"),
            Just("sc:"),
            Just("sc://"),
        ];
        let body = "[a-c0-9:/\\\\?#@%\\[\\]. \t\n|\"^`{}xXé\u{1}-]{0,24}";
        (scheme, body).prop_map(|(s, b)| format!("{s}{b}"))
    }

    proptest! {
        #![proptest_config(specurl_check::seed::config(2000))]

        #[test]
        fn spans_are_sorted_in_bounds_and_located(input in input(), m in 0..3usize) {
            let mode = Mode::ALL[m];
            for s in [Lenient, Strict] {
                let v = validate(&input, mode, s);
                let mut last = 0;
                for d in v.diagnostics() {
                    let r = d.span.range();
                    prop_assert!(r.start <= r.end && r.end <= input.len());
                    prop_assert!(input.is_char_boundary(r.start) && input.is_char_boundary(r.end));
                    prop_assert!(last <= r.start);
                    last = r.start;
                    prop_assert_eq!(d.span.start, Location::of(&input, r.start));
                    prop_assert_eq!(d.span.end, Location::of(&input, r.end));
                }
            }
        }

        #[test]
        fn strict_only_raises_severities(input in input(), m in 0..3usize) {
            let mode = Mode::ALL[m];
            let lenient = found(&input, mode, Lenient);
            let strict = found(&input, mode, Strict);
            prop_assert_eq!(lenient.len(), strict.len());
            for (l, s) in lenient.iter().zip(&strict) {
                prop_assert_eq!((l.0, &l.2), (s.0, &s.2));
                prop_assert!(l.1 == W || s.1 == E);
            }
        }

        #[test]
        fn lenient_validity_is_url_parse_success(input in input()) {
            let src = specurl::Source::new(&input);
            let has_scheme = specurl::grammar::scheme(G, src.span())
                .is_ok_and(|(rest, _)| rest.fragment().starts_with(':'));
            prop_assume!(has_scheme);
            let v = validate(&input, G, Lenient);
            prop_assert_eq!(v.is_valid(), specurl::Url::parse(&input, None).is_ok(), "{:?}", v.diagnostics());
        }
    }
}
