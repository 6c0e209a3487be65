//! The URL Standard's findings in `specurl::validate`: exact kinds,
//! severities at each strictness, spans in the caller's string and names.
//! (`tests/validate.rs` checks the seed's findings; the agreement with
//! whatwg-url is in `check/tests/oracle_validate.rs`.)

use std::ops::Range;

use specurl::grammar::Mode;
use specurl::validate::{validate, DiagnosticKind as K, Ip4Issue, Ip6Issue, Severity, Strictness};
use specurl::validate_with_base;
use specurl::Url;

use Severity::{Error as E, Warning as W};
use Strictness::{Lenient, Strict, Whatwg};

/// The findings of `kinds` (a filter) at `s`: kind, severity, span, name.
fn found(
    input: &str,
    s: Strictness,
    keep: fn(K) -> bool,
) -> Vec<(K, Severity, Range<usize>, Option<&'static str>)> {
    validate(input, Mode::Generic, s)
        .diagnostics()
        .iter()
        .filter(|d| keep(d.kind))
        .map(|d| (d.kind, d.severity, d.span.range(), d.whatwg_name()))
        .collect()
}

#[test]
fn a_bar_drive_letter_is_an_invalid_url_unit_for_the_standard_only() {
    let unit = |k| matches!(k, K::InvalidUrlUnit(_));
    let want = |s| vec![(K::InvalidUrlUnit('|'), s, 9..10, Some("invalid-URL-unit"))];
    assert_eq!(found("file:///C|/x", Lenient, unit), want(W));
    assert_eq!(found("file:///C|/x", Strict, unit), want(W));
    assert_eq!(found("file:///C|/x", Whatwg, unit), want(E));
}

#[test]
fn hosts_the_standard_finds_invalid() {
    let host = |k| {
        matches!(
            k,
            K::DomainToAsciiStrict | K::DomainPercentEncoded { .. } | K::Ip6PieceLeadingZero
        )
    };
    let encoded = |ascii| K::DomainPercentEncoded { ascii };
    for s in [Strict, Whatwg] {
        assert_eq!(
            found("http://a.b.c.xn--pokxncvks/", s, host),
            [(K::DomainToAsciiStrict, E, 7..26, Some("domain-to-ASCII"))]
        );
        assert_eq!(
            found("http://./", s, host),
            [(K::DomainToAsciiStrict, E, 7..8, Some("domain-to-ASCII"))]
        );
        // Each percent-encoded byte; decoded, the domain is fine. The
        // standard's parser reports the first of a host's only, and under
        // Whatwg only that one has the standard's name.
        let second = (s == Strict).then_some("domain-percent-encoded");
        assert_eq!(
            found("http://ex%41mp%4Ce.com/", s, host),
            [
                (encoded(true), E, 9..12, Some("domain-percent-encoded")),
                (encoded(true), E, 14..17, second),
            ]
        );
        assert_eq!(
            found("http://[::01:0:1]/", s, host),
            [(
                K::Ip6PieceLeadingZero,
                E,
                10..12,
                Some("IPv6-piece-leading-zero")
            )]
        );
        assert_eq!(found("http://[0::1]/", s, host), []);
        assert_eq!(found("http://faß.de/", s, host), []);
    }
    // Lenient: the URL parses, so they are warnings.
    assert_eq!(
        found("http://./", Lenient, host),
        [(K::DomainToAsciiStrict, W, 7..8, Some("domain-to-ASCII"))]
    );
    // Opaque hosts are not domains.
    assert_eq!(found("sc://a..b/", Whatwg, host), []);
    // An encoded non-ASCII character is the seed's normal form of it
    // (class E): invalid for the standard only.
    let want = |s| vec![(encoded(false), s, 8..14, Some("domain-percent-encoded"))];
    assert_eq!(found("http://b%C3%BCcher.de/", Strict, host), want(W));
    assert_eq!(found("http://b%C3%BCcher.de/", Whatwg, host), want(E));
}

#[test]
fn ip4_findings_one_by_one() {
    let ip4 = |k| matches!(k, K::Ip4(_));
    let names = |input| -> Vec<_> {
        found(input, Lenient, ip4)
            .into_iter()
            .map(|(k, _, r, n)| (k, r, n.unwrap()))
            .collect()
    };
    assert_eq!(
        names("http://0x7f.1./"),
        [
            (K::Ip4(Ip4Issue::EmptyPart), 7..14, "IPv4-empty-part"),
            (K::Ip4(Ip4Issue::TooFewParts), 7..14, "IPv4-too-few-parts"),
            (
                K::Ip4(Ip4Issue::NonDecimalPart),
                7..14,
                "IPv4-non-decimal-part"
            ),
        ]
    );
    assert_eq!(
        names("http://1.2.3.4.5/"),
        [(K::Ip4(Ip4Issue::TooManyParts), 7..16, "IPv4-too-many-parts")]
    );
    assert_eq!(
        names("http://1.2.3.300/"),
        [(
            K::Ip4(Ip4Issue::OutOfRangePart),
            7..16,
            "IPv4-out-of-range-part"
        )]
    );
    assert_eq!(
        names("http://a.09/"),
        [
            (K::Ip4(Ip4Issue::TooFewParts), 7..11, "IPv4-too-few-parts"),
            (
                K::Ip4(Ip4Issue::NonNumericPart),
                7..11,
                "IPv4-non-numeric-part"
            ),
        ]
    );
    assert_eq!(names("http://１.２.３.４/")[0].2, "IPv4-non-ASCII-input");
    assert_eq!(names("http://1.2.3.4/"), []);
}

#[test]
fn ip6_failures_with_the_standards_reason() {
    let ip6 = |k| matches!(k, K::Ip6(_));
    let reason = |input| found(input, Lenient, ip6).first().map(|f| f.0);
    assert_eq!(
        reason("http://[:1]/"),
        Some(K::Ip6(Ip6Issue::InvalidCompression))
    );
    assert_eq!(
        reason("http://[1::2::3]/"),
        Some(K::Ip6(Ip6Issue::MultipleCompression))
    );
    assert_eq!(
        reason("http://[1:2:3:4:5:6:7:8:9]/"),
        Some(K::Ip6(Ip6Issue::TooManyPieces))
    );
    assert_eq!(
        reason("http://[1:2]/"),
        Some(K::Ip6(Ip6Issue::TooFewPieces))
    );
    assert_eq!(
        reason("http://[::g]/"),
        Some(K::Ip6(Ip6Issue::InvalidCodePoint))
    );
    assert_eq!(
        reason("http://[::1.2.3]/"),
        Some(K::Ip6(Ip6Issue::Ip4TooFewParts))
    );
    assert_eq!(
        reason("http://[::1.2.3.256]/"),
        Some(K::Ip6(Ip6Issue::Ip4OutOfRangePart))
    );
    assert_eq!(
        reason("http://[::1.02.3.4]/"),
        Some(K::Ip6(Ip6Issue::Ip4InvalidCodePoint))
    );
    assert_eq!(
        reason("http://[1:2:3:4:5:6:7:1.2.3.4]/"),
        Some(K::Ip6(Ip6Issue::Ip4TooManyPieces))
    );
    assert_eq!(reason("http://[::1.2.3.4]/"), None);
}

#[test]
fn the_slashes_after_a_special_scheme() {
    let solidus = |k| k == K::MissingSolidus;
    let at = |input| -> Vec<_> {
        found(input, Lenient, solidus)
            .into_iter()
            .map(|f| (f.2.start, f.2.end))
            .collect()
    };
    assert_eq!(at("http://h/"), []);
    assert_eq!(at("http:/h/"), [(5, 6)]);
    assert_eq!(at("http:h/"), [(5, 5)]);
    assert_eq!(at("http:\\\\h/"), [(5, 7)]);
    assert_eq!(at("http:////h/"), [(7, 9)]);
    assert_eq!(at("file:/x"), [(5, 5)]);
    // A file URL's extra slashes are its path.
    assert_eq!(at("file:////x"), []);
    assert_eq!(at("sc:/x"), []);
}

#[test]
fn a_web_url_of_the_bases_scheme_is_relative() {
    let base = Url::parse("http://h/a/b", None).unwrap();
    let v = validate_with_base("http:c", Some(&base), Lenient);
    assert!(v.is_valid());
    let names: Vec<_> = v
        .diagnostics()
        .iter()
        .filter_map(|d| d.whatwg_name())
        .collect();
    assert_eq!(
        names, ["special-scheme-missing-following-solidus"; 2],
        "forced, and no `//`"
    );
    assert_eq!(
        Url::parse("http:c", Some("http://h/a/b")).unwrap().href(),
        "http://h/a/c"
    );
    // Without the base, `http:` forces the segment into the host.
    assert!(validate_with_base("http:", Some(&base), Lenient).is_valid());
    assert!(!validate_with_base("http:", None, Lenient).is_valid());
}

#[test]
fn windows_drive_letters_as_the_standard_names_them() {
    let drive = |k| matches!(k, K::WindowsDriveLetter { .. });
    assert_eq!(
        found("file://C:/x", Lenient, drive),
        [(
            K::WindowsDriveLetter { host: true },
            W,
            7..9,
            Some("file-invalid-Windows-drive-letter-host")
        )]
    );
    // Without `//` and without a file base, the standard has no name for it.
    assert_eq!(found("file:C:/x", Lenient, drive), []);
    let base = Url::parse("file:///a/b", None).unwrap();
    let names: Vec<_> = validate_with_base("C|/x", Some(&base), Lenient)
        .diagnostics()
        .iter()
        .filter_map(|d| d.whatwg_name())
        .collect();
    assert!(
        names.contains(&"file-invalid-Windows-drive-letter"),
        "{names:?}"
    );
}

#[test]
fn against_a_base_with_an_opaque_path_only_a_fragment() {
    let base = Url::parse("sc:opaque", None).unwrap();
    for s in [Lenient, Strict, Whatwg] {
        assert!(validate_with_base("#f", Some(&base), s).is_valid());
        let v = validate_with_base("f", Some(&base), s);
        let kinds: Vec<_> = v.errors().map(|d| (d.kind, d.span.range())).collect();
        assert_eq!(kinds, [(K::MissingScheme, 0..0)]);
        assert!(Url::parse("f", Some("sc:opaque")).is_err());
    }
}

#[test]
fn every_strictness_finds_the_same() {
    for input in [
        "http://u@0x7f.1\\a`b|c%zz",
        " file:///C|/x\t",
        "sc:a/b c",
        "../x",
    ] {
        let what = |s| -> Vec<_> {
            validate(input, Mode::Web, s)
                .diagnostics()
                .iter()
                .map(|d| (d.kind, d.span))
                .collect()
        };
        assert_eq!(what(Lenient), what(Strict), "{input:?}");
        // Whatwg adds only that a relative reference needs a base.
        let mut whatwg = what(Whatwg);
        whatwg.retain(|(k, _)| *k != K::MissingScheme);
        assert_eq!(what(Lenient), whatwg, "{input:?}");
    }
}
