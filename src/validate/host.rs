//! The URL Standard's view of a host: a valid domain, a strict IPv4
//! address, an IPv6 address without leading zeros.

#[allow(unused_imports)]
use crate::prelude::*;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use super::ctx::Ctx;
use super::diagnostic::{Ip4Issue, Ip6Issue};
use super::DiagnosticKind;
use crate::grammar::tokens::Ip6Address;
use crate::grammar::{Mode, Span};
use crate::host::percent_decode;

/// Whether `domain` passes the URL Standard's domain-to-ASCII with
/// *beStrict* true: UTS #46 ToASCII with CheckHyphens, UseSTD3ASCIIRules
/// and VerifyDnsLength (so no empty label, no trailing dot), and a
/// nonempty result.
///
/// ```
/// use specurl::validate::domain_is_strictly_valid;
/// assert!(domain_is_strictly_valid("EXAMPLE.com") && domain_is_strictly_valid("faß.de"));
/// assert!(!domain_is_strictly_valid("a..b") && !domain_is_strictly_valid("example.com."));
/// assert!(!domain_is_strictly_valid("xn--a.com") && !domain_is_strictly_valid("a_b.com"));
/// ```
pub fn domain_is_strictly_valid(domain: &str) -> bool {
    Uts46::new()
        .to_ascii(
            domain.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::Check,
            DnsLength::Verify,
        )
        .is_ok_and(|a| !a.is_empty())
}

/// Whether `ascii`, the relaxed domain-to-ASCII's name, is short enough
/// for the strict one's DNS length check: at most 253 bytes (254 with the
/// root's dot), each label at most 63. Where both passes succeed they give
/// the same name, so a name that does not fit means
/// [`domain_is_strictly_valid`] is false, without running it.
pub(crate) fn fits_dns_length(ascii: &str) -> bool {
    ascii.len() <= 254 && ascii.split('.').all(|label| label.len() <= 63)
}

/// The standard's view of the opaque host of a web or file URL, as its
/// host parser reports it whether or not the host fails later: no
/// percent-encoded byte, and a domain that domain-to-ASCII accepts when
/// strict.
pub(super) fn check_host(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let raw = *span.fragment();
    let at = span.location_offset();
    let b = raw.as_bytes();
    for (i, _) in raw.match_indices('%') {
        if b.len() > i + 2 && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            // The first hex digit says whether the byte is ASCII.
            let ascii = b[i + 1] < b'8';
            let kind = DiagnosticKind::DomainPercentEncoded { ascii };
            cx.sink.push_range(kind, at + i..at + i + 3);
        }
    }
    // The standard runs the strict domain-to-ASCII on the decoded domain.
    let valid = domain_is_strictly_valid(&percent_decode(raw).text);
    if !valid {
        cx.sink.push(DiagnosticKind::DomainToAsciiStrict, span);
    }
}

/// Every piece of an IPv6 address written with a leading zero (`01`).
pub(super) fn check_ip6(cx: &mut Ctx<'_, '_, '_>, address: &Ip6Address<Span<'_>>) {
    let text = *address.span.fragment();
    let at = address.span.location_offset();
    let mut start = 0;
    for piece in text.split(':') {
        let len = piece.len();
        if len > 1 && piece.starts_with('0') && !piece.contains('.') {
            cx.sink.push_range(
                DiagnosticKind::Ip6PieceLeadingZero,
                at + start..at + start + len,
            );
        }
        start += len + 1;
    }
}

/// What the standard's IPv4 parser finds in a host that host processing
/// read as an IPv4 address, or failed to: each number read with the
/// grammar's `ip4-number`.
pub(super) fn check_ip4(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let raw = *span.fragment();
    let decoded = percent_decode(raw).text;
    let Ok(ascii) = crate::host::domain_to_ascii(&decoded) else {
        return;
    };
    let mut push = |issue| cx.sink.push(DiagnosticKind::Ip4(issue), span);
    if !decoded.is_ascii() {
        push(Ip4Issue::NonAsciiInput);
    }
    let mut text: &str = &ascii;
    let mut parts = text.split('.').count();
    if text.ends_with('.') {
        push(Ip4Issue::EmptyPart);
        if parts > 1 {
            text = &text[..text.len() - 1];
            parts -= 1;
        }
    }
    if parts > 4 {
        push(Ip4Issue::TooManyParts);
        return;
    }
    if parts < 4 {
        push(Ip4Issue::TooFewParts);
    }
    let mut out_of_range = false;
    for part in text.split('.') {
        match crate::grammar::ip4_number(Mode::Web, Span::new(part)) {
            Ok((rest, n)) if rest.fragment().is_empty() => {
                if n.radix != 10 {
                    push(Ip4Issue::NonDecimalPart);
                }
                out_of_range |= n.value > 255;
            }
            _ => {
                push(Ip4Issue::NonNumericPart);
                return;
            }
        }
    }
    if out_of_range {
        push(Ip4Issue::OutOfRangePart);
    }
}

/// Why the URL Standard's IPv6 parser fails `address` (the text between
/// the brackets), if it does: its steps, kept only as far as they fail.
pub(super) fn ip6_issue(address: &str) -> Option<Ip6Issue> {
    let s = address.as_bytes();
    let at = |p: usize| s.get(p).copied();
    let (mut p, mut piece, mut compress) = (0, 0, false);
    if at(0) == Some(b':') {
        if at(1) != Some(b':') {
            return Some(Ip6Issue::InvalidCompression);
        }
        (p, piece, compress) = (2, 1, true);
    }
    while p < s.len() {
        if piece == 8 {
            return Some(Ip6Issue::TooManyPieces);
        }
        if at(p) == Some(b':') {
            if compress {
                return Some(Ip6Issue::MultipleCompression);
            }
            (p, piece, compress) = (p + 1, piece + 1, true);
            continue;
        }
        let mut len = 0;
        while len < 4 && at(p).is_some_and(|b| b.is_ascii_hexdigit()) {
            (p, len) = (p + 1, len + 1);
        }
        match at(p) {
            Some(b'.') => {
                if len == 0 {
                    return Some(Ip6Issue::Ip4InvalidCodePoint);
                }
                if piece > 6 {
                    return Some(Ip6Issue::Ip4TooManyPieces);
                }
                return ip4_in_ip6(&s[p - len..]);
            }
            Some(b':') => {
                p += 1;
                if p == s.len() {
                    return Some(Ip6Issue::InvalidCodePoint);
                }
            }
            Some(_) => return Some(Ip6Issue::InvalidCodePoint),
            None => {}
        }
        piece += 1;
    }
    (!compress && piece != 8).then_some(Ip6Issue::TooFewPieces)
}

/// The embedded IPv4 address of an IPv6 address, as the standard reads it.
fn ip4_in_ip6(s: &[u8]) -> Option<Ip6Issue> {
    let mut numbers = 0;
    let mut p = 0;
    while p < s.len() {
        if numbers > 0 {
            if s[p] == b'.' && numbers < 4 {
                p += 1;
            } else {
                return Some(Ip6Issue::Ip4InvalidCodePoint);
            }
        }
        if !s.get(p).is_some_and(u8::is_ascii_digit) {
            return Some(Ip6Issue::Ip4InvalidCodePoint);
        }
        let mut value: Option<u32> = None;
        while let Some(d) = s.get(p).filter(|b| b.is_ascii_digit()) {
            let d = u32::from(d - b'0');
            value = match value {
                None => Some(d),
                Some(0) => return Some(Ip6Issue::Ip4InvalidCodePoint),
                Some(v) => Some(v * 10 + d),
            };
            if value > Some(255) {
                return Some(Ip6Issue::Ip4OutOfRangePart);
            }
            p += 1;
        }
        numbers += 1;
    }
    (numbers != 4).then_some(Ip6Issue::Ip4TooFewParts)
}
