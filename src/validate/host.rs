//! The URL Standard's view of a host: a valid domain, a strict IPv4
//! address, an IPv6 address without leading zeros.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

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
        if crate::grammar::starts_pct_encoded(&b[i..]) {
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

/// Every piece of an IPv6 address written with a leading zero (`01`), as
/// the standard's parser reports them ([`ip6_steps`]).
pub(super) fn check_ip6(cx: &mut Ctx<'_, '_, '_>, address: &Ip6Address<Span<'_>>) {
    let span = address.span();
    let at = span.location_offset();
    // The grammar's `ip6-address` is what the standard's parser accepts,
    // so the steps run to the end and report every piece.
    let _ = ip6_steps(span.fragment(), |r| {
        cx.sink.push_range(
            DiagnosticKind::Ip6PieceLeadingZero,
            at + r.start..at + r.end,
        )
    });
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
    // Host processing decided what the address is; here only its errors.
    let _ = ip4_steps(&ascii, push);
}

/// The URL Standard's IPv4 parser over `ascii` (a host that ends in a
/// number, after domain-to-ASCII), its validation errors reported to
/// `push` in the parser's order; `Err` where the parser fails. Each
/// number is the grammar's `ip4-number`, and whether the numbers are in
/// range is the grammar's `ip4-address` (`ip4_address_in`), which host
/// processing reads. The one reading of an IPv4 address's errors, for
/// validation and the WHATWG-errors walk.
pub(crate) fn ip4_steps(ascii: &str, mut push: impl FnMut(Ip4Issue)) -> Result<(), ()> {
    let mut text = ascii;
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
        return Err(());
    }
    if parts < 4 {
        push(Ip4Issue::TooFewParts);
    }
    let mut out_of_range = false;
    for part in text.split('.') {
        match crate::grammar::ip4_number(Mode::Web, Span::new(part)) {
            Ok((rest, n)) if rest.fragment().is_empty() => {
                if n.radix() != 10 {
                    push(Ip4Issue::NonDecimalPart);
                }
                out_of_range |= n.number() > 255;
            }
            _ => {
                push(Ip4Issue::NonNumericPart);
                return Err(());
            }
        }
    }
    if out_of_range {
        push(Ip4Issue::OutOfRangePart);
    }
    match crate::grammar::ip4_address_in(ascii) {
        Ok(("", _)) => Ok(()),
        _ => Err(()),
    }
}

/// Why the URL Standard's IPv6 parser fails `address` (the text between
/// the brackets), if it does: [`ip6_steps`]' failure without its place.
pub(super) fn ip6_issue(address: &str) -> Option<Ip6Issue> {
    ip6_steps(address, |_| {}).err().map(|(issue, _)| issue)
}

/// The URL Standard's IPv6 parser over `address` (the text between the
/// brackets), its steps kept as far as they report: `leading_zero` is
/// called with the byte range of each piece written with a leading zero
/// (validation errors that do not fail the address), in order; the result
/// is the failure, if the parser fails, with the byte offset where it
/// stopped (`address.len()` when it ran out). The one reading of an IPv6
/// address's failures, for validation and the WHATWG-errors walk; the
/// grammar's `ip6-address` decides which addresses are valid.
pub(crate) fn ip6_steps(
    address: &str,
    mut leading_zero: impl FnMut(Range<usize>),
) -> Result<(), (Ip6Issue, usize)> {
    let s = address.as_bytes();
    let len = s.len();
    let at = |p: usize| s.get(p).copied();
    let hex = |p: usize| at(p).is_some_and(|b| b.is_ascii_hexdigit());
    let digit = |p: usize| at(p).is_some_and(|b| b.is_ascii_digit());
    let (mut piece, mut compress, mut p) = (0usize, false, 0usize);
    if at(0) == Some(b':') {
        if at(1) != Some(b':') {
            return Err((Ip6Issue::InvalidCompression, 0));
        }
        (p, piece, compress) = (2, 1, true);
    }
    while p < len {
        if piece == 8 {
            return Err((Ip6Issue::TooManyPieces, p));
        }
        if at(p) == Some(b':') {
            if compress {
                return Err((Ip6Issue::MultipleCompression, p));
            }
            (p, piece, compress) = (p + 1, piece + 1, true);
            continue;
        }
        let (start, mut value, mut length) = (p, 0u32, 0usize);
        while length < 4 && hex(p) {
            value = value * 16 + char::from(s[p]).to_digit(16).unwrap_or(0);
            (p, length) = (p + 1, length + 1);
        }
        match at(p) {
            Some(b'.') => {
                if length == 0 {
                    return Err((Ip6Issue::Ip4InvalidCodePoint, p));
                }
                p -= length;
                if piece > 6 {
                    return Err((Ip6Issue::Ip4TooManyPieces, p));
                }
                let mut seen = 0;
                while p < len {
                    if seen > 0 {
                        if at(p) == Some(b'.') && seen < 4 {
                            p += 1;
                        } else {
                            return Err((Ip6Issue::Ip4InvalidCodePoint, p));
                        }
                    }
                    if !digit(p) {
                        return Err((Ip6Issue::Ip4InvalidCodePoint, p));
                    }
                    let mut number: Option<u32> = None;
                    while digit(p) {
                        let d = u32::from(s[p] - b'0');
                        number = match number {
                            None => Some(d),
                            Some(0) => return Err((Ip6Issue::Ip4InvalidCodePoint, p)),
                            Some(n) => Some(n * 10 + d),
                        };
                        if number > Some(255) {
                            return Err((Ip6Issue::Ip4OutOfRangePart, p));
                        }
                        p += 1;
                    }
                    seen += 1;
                    if seen == 2 || seen == 4 {
                        piece += 1;
                    }
                }
                if seen != 4 {
                    return Err((Ip6Issue::Ip4TooFewParts, p));
                }
                // The address ends with its IPv4 part.
                break;
            }
            Some(b':') => {
                p += 1;
                if p == len {
                    return Err((Ip6Issue::InvalidCodePoint, p));
                }
            }
            Some(_) => return Err((Ip6Issue::InvalidCodePoint, p)),
            None => {}
        }
        if length > 1 && value < 1 << (4 * (length - 1)) {
            leading_zero(start..start + length);
        }
        piece += 1;
    }
    if !compress && piece != 8 {
        return Err((Ip6Issue::TooFewPieces, p));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
