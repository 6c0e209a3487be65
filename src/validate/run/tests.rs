use super::*;
use crate::host::{HostError, HostErrorKind};
use crate::model::Host;
use crate::span::SourceSpan;
use crate::validate::{Ip4Issue, Severity};

/// Fails on every host that contains `!`, pointing at the `!`, and
/// reads `1.1` as an IPv4 address, as the real host stage may.
fn stand_in(opaque: &str) -> Result<Host<alloc::borrow::Cow<'_, str>>, HostError> {
    match opaque.find('!') {
        Some(i) => Err(HostError {
            kind: HostErrorKind::DomainToAscii,
            span: Some(SourceSpan::of(opaque, i..i + 1)),
        }),
        None if opaque == "1.1" => Ok(Host::Ipv4(core::net::Ipv4Addr::new(1, 0, 0, 1))),
        None => Ok(Host::Domain(opaque.into())),
    }
}

fn found(
    input: &str,
    mode: Mode,
    s: Strictness,
) -> Vec<(DiagnosticKind, Severity, core::ops::Range<usize>)> {
    validate_with(input, mode, s, ValidationBase::Reference, Some(stand_in))
        .diagnostics()
        .iter()
        .map(|d| (d.kind, d.severity, d.span.range()))
        .collect()
}

#[test]
fn host_processing_failures_are_errors_at_their_range() {
    let host = DiagnosticKind::Host(HostErrorKind::DomainToAscii);
    // `!` is no domain when strict either: the standard says so as
    // well (a warning when lenient, where the failure is the error).
    let strict = DiagnosticKind::DomainToAsciiStrict;
    for s in [Strictness::Lenient, Strictness::Strict] {
        let w = DiagnosticKind::Whitespace.severity(s);
        assert_eq!(
            found(" http://ab!c/x", Mode::Generic, s),
            [
                (DiagnosticKind::Whitespace, w, 0..1),
                (strict, w, 8..12),
                (host, Severity::Error, 10..11),
            ]
        );
        // File URLs too, and schemeless input in a special fallback mode.
        assert_eq!(
            found("file://!/", Mode::Generic, s),
            [(strict, w, 7..8), (host, Severity::Error, 7..8)]
        );
        assert_eq!(
            found("//!", Mode::Web, s),
            [(strict, w, 2..3), (host, Severity::Error, 2..3)]
        );
        // Generic URLs keep an opaque host: no host processing.
        assert_eq!(found("sc://!/", Mode::Generic, s), []);
    }
}

#[test]
fn a_host_that_processing_accepts_is_checked_strictly() {
    // The stand-in accepts `a_b`; strict domain-to-ASCII does not.
    assert_eq!(
        found("http://a_b/", Mode::Generic, Strictness::Strict),
        [(DiagnosticKind::DomainToAsciiStrict, Severity::Error, 7..10)]
    );
}

#[test]
fn an_ip4_address_found_by_host_processing_is_checked_for_strict_form() {
    assert_eq!(
        found("http://1.1/", Mode::Generic, Strictness::Strict),
        [
            (
                DiagnosticKind::Ip4(Ip4Issue::TooFewParts),
                Severity::Error,
                7..10
            ),
            (DiagnosticKind::LooseIp4, Severity::Error, 7..10)
        ]
    );
}
