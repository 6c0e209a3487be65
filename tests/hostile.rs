//! Hostile input through the whole pipeline (`Url::parse`): megabytes of
//! one component, NUL bytes, lone `%`, thousands of `@`, `:` or `[`, IPv4
//! look-alikes, IDNA labels past every limit, ports of thousands of digits.
//!
//! Each case has one right outcome, derived from the WHATWG standard: the
//! `href`, or an error of a given kind whose span lies where the culprit
//! is. Every case runs on a thread with a 256 KiB stack, so recursion whose
//! depth grows with the input would overflow it; and at these sizes a
//! quadratic step would take minutes, so superlinear time shows as a test
//! that does not finish (no timing is asserted). `tests/bad_input.rs` does
//! the same for the grammar alone.

use specurl_check::stack::on_small_stack;
use std::ops::Range;

use specurl::grammar::{ErrorKind, Mode};
use specurl::host::HostErrorKind;
use specurl::validate::{validate, Strictness};
use specurl::{ParseErrorKind, ResolveErrorKind, Url};

const MB: usize = 1 << 20;

/// The right outcome of a case.
#[derive(Debug)]
enum Want {
    /// Success with this `href`.
    Href(String),
    /// Failure of this kind, with a span inside this range of the input
    /// (`None`: the error has no span).
    Error(ParseErrorKind, Option<Range<usize>>),
}

use Want::{Error, Href};

/// Parses `input` without a base, on a small stack, and checks the outcome.
/// One case at a time, so that the megabytes of one are freed before the
/// next is built.
fn case(name: &'static str, input: String, want: Want) {
    on_small_stack(move || {
        let got = Url::parse(&input, None);
        match (&got, &want) {
            (Ok(url), Href(href)) => assert!(url.href() == href, "{name}: href differs"),
            (Err(e), Error(kind, within)) => {
                assert_eq!(e.kind(), *kind, "{name}");
                let span = e.span().map(|s| s.range());
                match (span, within) {
                    (None, None) => {}
                    (Some(span), Some(within)) => assert!(
                        within.start <= span.start
                            && span.end <= within.end
                            && input.get(span.clone()).is_some(),
                        "{name}: span {span:?} is not in {within:?}"
                    ),
                    (span, _) => panic!("{name}: span {span:?}, want one in {within:?}"),
                }
            }
            (Ok(url), Error(..)) => {
                let head: String = url.href().chars().take(60).collect();
                panic!("{name}: got {head:?}…, want {want:?}")
            }
            (Err(e), Href(_)) => panic!("{name}: got {e}, want an href"),
        }
        // Validation under the standard's profile, on the same stack: its
        // spans in the input, its verdict that of `is_valid`, and valid
        // only what parses.
        let v = validate(&input, Mode::Generic, Strictness::Whatwg);
        for d in v.diagnostics() {
            assert!(input.get(d.span.range()).is_some(), "{name}: {d}");
        }
        assert!(!v.is_valid() || got.is_ok(), "{name}: valid, but fails");
        let fast = specurl::validate::is_valid(&input, Mode::Generic, Strictness::Whatwg);
        assert_eq!(fast, v.is_valid(), "{name}: is_valid");
        // The standard parser's own errors, each placed in the input.
        let parsed = Url::parse_with_validation(&input, None);
        for e in parsed.whatwg_errors() {
            assert!(input.get(e.span.range()).is_some(), "{name}: {}", e.name);
        }
    });
}

/// A million validation errors, in the order of the input and each placed
/// where it is (its column, on one line, moves with its offset): found from the
/// start of the input for each, their places would take hours.
#[test]
fn a_million_validation_errors() {
    let n = MB;
    for (name, input, first) in [
        (
            "spaces in a query",
            format!("https://h/?{}", " a".repeat(n)),
            11,
        ),
        (
            "spaces in an opaque path",
            format!("sc:{}", " x".repeat(n)),
            3,
        ),
        ("backslashes", format!("https:{}h", "\\".repeat(n)), 6),
    ] {
        on_small_stack(move || {
            let parsed = Url::parse_with_validation(&input, None);
            let errors = parsed.whatwg_errors();
            assert!(errors.len() >= n, "{name}: {} errors", errors.len());
            assert_eq!(errors[0].span.range().start, first, "{name}");
            for pair in errors.windows(2) {
                let (a, b) = (pair[0].span, pair[1].span);
                assert!(a.start.offset <= b.start.offset, "{name}: {a} then {b}");
                assert_eq!(
                    b.start.column - a.start.column,
                    b.start.offset - a.start.offset,
                    "{name}"
                );
            }
        });
    }
}

/// 10 MB in one component; dots and segments by the million.
#[test]
fn megabytes_in_one_component() {
    let n = 10 * MB;
    let a = "a".repeat(n);
    case(
        "path",
        format!("http://h/{a}"),
        Href(format!("http://h/{a}")),
    );
    // No DNS length limit (VerifyDnsLength is false): a 10 MB label.
    case("host", format!("http://{a}/"), Href(format!("http://{a}/")));
    case(
        "query",
        format!("http://h/?{}", "a b".repeat(n / 3)),
        Href(format!("http://h/?{}", "a%20b".repeat(n / 3))),
    );
    case(
        "fragment of #",
        format!("sc:x#{}", "#".repeat(n)),
        Href(format!("sc:x#{}", "#".repeat(n))),
    );
    // Spaces inside an opaque path are kept.
    case(
        "opaque path",
        format!("sc:{}", " x".repeat(n / 2)),
        Href(format!("sc:{}", " x".repeat(n / 2))),
    );
    case(
        "three million ..",
        format!("http://h/{}", "../".repeat(n / 3)),
        Href("http://h/".into()),
    );
    case(
        "five million segments",
        format!("http://h/{}", "a/".repeat(n / 2)),
        Href(format!("http://h/{}", "a/".repeat(n / 2))),
    );
    case(
        "drive-like segments",
        format!("file:///{}", "c:/".repeat(n / 3)),
        Href(format!("file:///{}", "c:/".repeat(n / 3))),
    );
}

/// NUL: trimmed at the ends (a C0 control), encoded in a path, query or
/// fragment, rejected in a host.
#[test]
fn nul_bytes() {
    // Nothing is left after trimming: no scheme, nothing to point at.
    case(
        "only NULs",
        "\0".repeat(10 * MB),
        Error(ParseErrorKind::Resolve(ResolveErrorKind::NoScheme), None),
    );
    case(
        "path",
        "http://h/\0\0x".into(),
        Href("http://h/%00%00x".into()),
    );
    case(
        "path, query, fragment; the last trimmed",
        "sc://h/\0?\0#\0".into(),
        Href("sc://h/%00?%00#".into()),
    );
    case(
        "host",
        "http://\0/".into(),
        Error(host(HostErrorKind::ForbiddenCodePoint('\0')), Some(7..8)),
    );
    case(
        "inside a host",
        "http://a\0b/".into(),
        Error(host(HostErrorKind::ForbiddenCodePoint('\0')), Some(8..9)),
    );
}

fn host(kind: HostErrorKind) -> ParseErrorKind {
    ParseErrorKind::Host(kind)
}

fn syntax(kind: ErrorKind) -> ParseErrorKind {
    ParseErrorKind::Syntax(kind)
}

/// `%` not followed by two hex digits: kept as it is, except in a web host.
#[test]
fn lone_percent() {
    case(
        "alone",
        "%".into(),
        Error(ParseErrorKind::Resolve(ResolveErrorKind::NoScheme), None),
    );
    case("path", "http://h/%".into(), Href("http://h/%".into()));
    case(
        "query and fragment",
        "http://h/?%#%".into(),
        Href("http://h/?%#%".into()),
    );
    case(
        "a million in a path",
        format!("http://h/{}", "%".repeat(MB)),
        Href(format!("http://h/{}", "%".repeat(MB))),
    );
    case("opaque host", "sc://%/".into(), Href("sc://%/".into()));
    case(
        "web host",
        "http://%/".into(),
        Error(host(HostErrorKind::ForbiddenCodePoint('%')), Some(7..8)),
    );
}

/// Thousands of `@`, `:` or `[`: the last `@` ends the userinfo, the others
/// are encoded in it; `:` after the host starts a port; `[` starts an IPv6
/// address that must close.
#[test]
fn thousands_of_delimiters() {
    let n = 5000;
    let at = "@".repeat(n);
    let colons = ":".repeat(n);
    let brackets = "[".repeat(n);
    case(
        "@ in the userinfo",
        format!("http://{at}h/"),
        Href(format!("http://{}@h/", "%40".repeat(n - 1))),
    );
    case(
        "@ and no host",
        format!("http://{at}"),
        Error(syntax(ErrorKind::MissingHost), Some(7..7 + n)),
    );
    case(
        "@ in a path",
        format!("http://h/{}", "@".repeat(MB)),
        Href(format!("http://h/{}", "@".repeat(MB))),
    );
    case(
        ": as the port",
        format!("http://h:{colons}"),
        Error(syntax(ErrorKind::InvalidPort), Some(9..9 + n)),
    );
    case(
        ": in the password",
        format!("http://{colons}@h/"),
        Href(format!("http://:{}@h/", "%3A".repeat(n - 1))),
    );
    case(
        ": in an opaque path",
        format!("sc:{colons}"),
        Href(format!("sc:{colons}")),
    );
    case(
        ": without a scheme",
        ":".repeat(MB),
        Error(ParseErrorKind::Resolve(ResolveErrorKind::NoScheme), None),
    );
    case(
        "[ as the host",
        format!("http://{brackets}"),
        Error(syntax(ErrorKind::UnclosedIp6), Some(7..7 + n)),
    );
    case(
        "[ in a path",
        format!("http://h/{brackets}"),
        Href(format!("http://h/{brackets}")),
    );
    case(
        ": in brackets",
        format!("http://[{colons}]/"),
        Error(syntax(ErrorKind::InvalidIp6), Some(8..8 + n)),
    );
    case(
        "thousands of IPv6 groups",
        format!("http://[{}1]/", "1:".repeat(n)),
        Error(syntax(ErrorKind::InvalidIp6), Some(8..9 + 2 * n)),
    );
}

/// Hosts that end in a number are IPv4 addresses: too many parts, numbers
/// of thousands of digits, `0x` runs.
#[test]
fn ipv4_look_alikes() {
    let n = 10_000;
    let dots = format!("{}1", "1.".repeat(100_000));
    let dots_len = dots.len();
    case(
        "100,001 parts",
        format!("http://{dots}/"),
        Error(host(HostErrorKind::InvalidIp4), Some(7..7 + dots_len)),
    );
    case(
        "five parts",
        "http://1.1.1.1.1/".into(),
        Error(host(HostErrorKind::InvalidIp4), Some(7..16)),
    );
    case(
        "10,000 decimal digits",
        format!("http://{}/", "1".repeat(n)),
        Error(host(HostErrorKind::Ip4OutOfRange), Some(7..7 + n)),
    );
    case(
        "10,000 hex digits",
        format!("http://0x{}/", "f".repeat(n)),
        Error(host(HostErrorKind::Ip4OutOfRange), Some(7..9 + n)),
    );
    // Leading zeros cost nothing: the value is what counts.
    case(
        "0x then 10,000 zeros",
        format!("http://0x{}1/", "0".repeat(n)),
        Href("http://0.0.0.1/".into()),
    );
    case(
        "10,000 octal zeros",
        format!("http://{}1.0.0.1/", "0".repeat(n)),
        Href("http://1.0.0.1/".into()),
    );
    // `0x0x…` is no number (`x` is no hex digit): a domain.
    case(
        "0x runs",
        format!("http://{}/", "0x".repeat(n)),
        Href(format!("http://{}/", "0x".repeat(n))),
    );
}

/// IDNA: labels past 63 bytes and names past 253 are fine (the standard
/// does not verify DNS lengths); an all-ASCII `xn--` label is only
/// lowercased; Punycode that cannot be encoded or decoded fails with the
/// host's span.
#[test]
fn idna_labels_that_overflow() {
    let xn = format!("xn--{}", "a".repeat(100_000));
    let labels = format!("{}com", "a.".repeat(500_000));
    case(
        "64-byte label",
        format!("http://{}.com/", "a".repeat(64)),
        Href(format!("http://{}.com/", "a".repeat(64))),
    );
    case(
        "300-byte name",
        format!("http://{}com/", "abcdefghi.".repeat(30)),
        Href(format!("http://{}com/", "abcdefghi.".repeat(30))),
    );
    case(
        "half a million labels",
        format!("http://{labels}/"),
        Href(format!("http://{labels}/")),
    );
    case(
        "100,000-byte xn-- label",
        format!("http://{}/", xn.to_uppercase()),
        Href(format!("http://{xn}/")),
    );
    // 70 ü: a label that encodes to 72 bytes of Punycode.
    case(
        "Unicode label past 63 bytes",
        format!("http://{}.com/", "ü".repeat(70)),
        Href(format!(
            "http://xn--{}.com/",
            punycode_of_repeated_u_umlaut(70)
        )),
    );
    case(
        "non-ASCII after xn--",
        format!("http://xn--{}/", "é".repeat(1000)),
        Error(host(HostErrorKind::DomainToAscii), Some(7..11 + 2000)),
    );
    case(
        "100,000 é: too long to encode",
        format!("http://{}/", "é".repeat(100_000)),
        Error(host(HostErrorKind::DomainToAscii), Some(7..7 + 200_000)),
    );
}

/// The Punycode (RFC 3492) of `ü` repeated `n` times: no basic code
/// points, so no delimiter; `tda` is the delta of the first `ü` (0xFC above
/// the initial 0x80, times one position), and each further `ü`, a delta of
/// 0, is one `a`.
fn punycode_of_repeated_u_umlaut(n: usize) -> String {
    format!("tda{}", "a".repeat(n - 1))
}

/// Ports: the value counts, leading zeros do not; a value past 65535 fails
/// with the span of the digits.
#[test]
fn ports_of_thousands_of_digits() {
    let n = 5000;
    case(
        "5,000 nines",
        format!("http://h:{}/", "9".repeat(n)),
        Error(syntax(ErrorKind::PortOutOfRange), Some(9..9 + n)),
    );
    case(
        "in a file URL",
        format!("file://h:{}/", "1".repeat(n)),
        Error(syntax(ErrorKind::PortOutOfRange), Some(9..9 + n)),
    );
    case(
        "zeros, then the default port",
        format!("http://h:{}80/", "0".repeat(n)),
        Href("http://h/".into()),
    );
    case(
        "zeros, then 8080",
        format!("http://h:{}8080/", "0".repeat(n)),
        Href("http://h:8080/".into()),
    );
    case(
        "zeros in a generic URL",
        format!("sc://h:{}1", "0".repeat(n)),
        Href("sc://h:1".into()),
    );
}
