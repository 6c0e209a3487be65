//! The URL Standard's profile: what "URL writing" asks of a *valid URL
//! string* beyond the seed's strict rules, found on the grammar's tokens
//! and with host processing.
//!
//! The seed's grammar already splits the string as the standard's writing
//! rules do (scheme, `//` authority, path, `?` query, `#` fragment), so the
//! standard's rules are checks on its tokens:
//!
//! - every code point of a component is a *URL code point* or the `%` of
//!   a percent-encoded byte ([`is_url_code_point`]; the walk reports the
//!   others, [`DiagnosticKind::InvalidUrlUnit`] where the seed's table has
//!   no objection of its own);
//! - the host of a web or file URL is a *valid domain* (domain-to-ASCII
//!   with *beStrict* true, [`domain_is_strictly_valid`]), a strict IPv4
//!   address, or an IPv6 address without leading zeros in its pieces;
//! - a relative reference is valid only against a base, and against a base
//!   with an opaque path only as a fragment.

#[allow(unused_imports)]
use crate::prelude::*;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use super::walk::Ctx;
use super::{Against, DiagnosticKind};
pub use crate::chars::is_url_code_point;
use crate::grammar::tokens::{Ip6Address, UrlTokens};
use crate::grammar::{Mode, Span};
use crate::pct_enc::decode_bytes;

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

/// The standard's view of the opaque host of a web or file URL, as its
/// host parser reports it whether or not the host fails later: no
/// percent-encoded byte, and a domain that domain-to-ASCII accepts when
/// strict.
pub(super) fn check_host(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let raw = *span.fragment();
    let at = span.location_offset();
    let b = raw.as_bytes();
    let mut encoded = false;
    for (i, _) in raw.match_indices('%') {
        if b.len() > i + 2 && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            encoded = true;
            // The first hex digit says whether the byte is ASCII.
            let ascii = b[i + 1] < b'8';
            let kind = DiagnosticKind::DomainPercentEncoded { ascii };
            cx.sink.push_range(kind, at + i..at + i + 3);
        }
    }
    // The standard runs the strict domain-to-ASCII on the decoded domain.
    let valid = if encoded {
        let bytes = decode_bytes(raw);
        domain_is_strictly_valid(&String::from_utf8_lossy(&bytes))
    } else {
        domain_is_strictly_valid(raw)
    };
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

/// What the standard asks of the URL as a whole: a scheme, unless there
/// is a base that a relative reference of this shape can be resolved
/// against; and a host for a web URL written `//`.
pub(super) fn check_url(cx: &mut Ctx<'_, '_, '_>, tokens: &UrlTokens<Span<'_>>) {
    if let Some(d) = tokens.drive.filter(|d| d.invalid) {
        drive_letter(cx, d.span);
    }
    if let Some(scheme) = tokens.scheme {
        if cx.mode.is_special() {
            solidus(cx, scheme);
        }
        return;
    }
    let text = cx.text;
    let missing = match cx.against {
        Against::Reference => false,
        Against::NoBase => true,
        Against::Base { opaque_path, .. } => opaque_path && !text.starts_with('#'),
    };
    if missing {
        cx.sink.push_range(DiagnosticKind::MissingScheme, 0..0);
        return;
    }
    // A scheme-relative web or file URL takes its scheme from the base, and
    // the rules of its scheme: a web URL needs a host as much as `http://`
    // does, a file URL has no userinfo and no port.
    let based = matches!(cx.against, Against::Base { .. });
    match (&tokens.authority, cx.mode) {
        (Some(a), Mode::Web) if based && a.host.is_none() => {
            // The standard skips further slashes before the host.
            let at = a.span.location_offset();
            let after = cx.text.get(at..).unwrap_or("");
            let run = after
                .bytes()
                .take_while(|&b| b == b'/' || b == b'\\')
                .count();
            if run > 0 {
                cx.sink
                    .push_range(DiagnosticKind::MissingSolidus, at..at + run);
            }
            // The host is then the first nonempty segment, as when
            // forcing `http:///h`.
            if let Against::Base {
                scheme: Some(scheme),
                ..
            } = cx.against
            {
                let mut model = tokens.clone();
                model.scheme = Some(Span::new(scheme));
                super::authority::force_web(cx, tokens, &model, false);
            }
        }
        (Some(a), Mode::File) if based => super::authority::file_authority(cx, a),
        _ => {}
    }
}

/// Every code point of a drive letter that is not a URL code point: the
/// `|` of `C|`, which the seed accepts and the standard does not.
pub(super) fn check_drive(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let at = span.location_offset();
    for (i, c) in span.fragment().char_indices() {
        if !is_url_code_point(c) {
            cx.sink.push_range(
                DiagnosticKind::InvalidUrlUnit(c),
                at + i..at + i + c.len_utf8(),
            );
        }
    }
}

/// Whether a web URL of `scheme` is relative to the base: the base has the
/// same special scheme.
pub(super) fn same_scheme_as_base(cx: &Ctx<'_, '_, '_>, scheme: &str) -> bool {
    matches!(cx.against, Against::Base { scheme: Some(b), .. } if b.eq_ignore_ascii_case(scheme))
}

/// `special-scheme-missing-following-solidus`: the scheme of a web or file
/// URL not followed by exactly `//`. A web URL's extra slashes, `/` or
/// `\`, are each one more; a web URL of the base's scheme without `//` is
/// relative, and only the missing `//` counts.
fn solidus(cx: &mut Ctx<'_, '_, '_>, scheme: Span<'_>) {
    let start = scheme.location_offset() + scheme.fragment().len() + 1;
    let after = cx.text.get(start..).unwrap_or("");
    let slashes = after.starts_with("//");
    let run_from = |from: usize| {
        let run = after[from..]
            .bytes()
            .take_while(|&b| b == b'/' || b == b'\\')
            .count();
        start + from..start + from + run
    };
    let bad = match (cx.mode, slashes) {
        (Mode::File, true) => None,
        (Mode::File, false) => Some(start..start),
        (_, true) => Some(run_from(2)).filter(|r| !r.is_empty()),
        (_, false) if same_scheme_as_base(cx, scheme.fragment()) => Some(start..start),
        (_, false) => Some(run_from(0)),
    };
    if let Some(r) = bad {
        cx.sink.push_range(DiagnosticKind::MissingSolidus, r);
    }
}

/// An `auth-drive-invalid` drive, as the standard names it: where it reads
/// a host (after `//`), or a path against a file base that starts with a
/// drive letter.
fn drive_letter(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    let at = span.location_offset();
    let before = cx.text.get(..at).unwrap_or("");
    let host = before.ends_with("//")
        || before.ends_with("\\\\")
        || before.ends_with("/\\")
        || before.ends_with("\\/");
    let file_base = matches!(
        cx.against,
        Against::Base {
            scheme: Some("file"),
            ..
        }
    );
    if host || file_base {
        cx.sink
            .push(DiagnosticKind::WindowsDriveLetter { host }, span);
    }
}

/// What the standard's IPv4 parser finds in a host that host processing
/// read as an IPv4 address, or failed to: each number read with the
/// grammar's `ip4-number`.
pub(super) fn check_ip4(cx: &mut Ctx<'_, '_, '_>, span: Span<'_>) {
    use super::Ip4Issue as I;
    let raw = *span.fragment();
    let bytes = decode_bytes(raw);
    let decoded = String::from_utf8_lossy(&bytes);
    let Ok(ascii) = crate::host::domain_to_ascii(&decoded) else {
        return;
    };
    let mut push = |issue| cx.sink.push(DiagnosticKind::Ip4(issue), span);
    if !decoded.is_ascii() {
        push(I::NonAsciiInput);
    }
    let mut text: &str = &ascii;
    let mut parts = text.split('.').count();
    if text.ends_with('.') {
        push(I::EmptyPart);
        if parts > 1 {
            text = &text[..text.len() - 1];
            parts -= 1;
        }
    }
    if parts > 4 {
        push(I::TooManyParts);
        return;
    }
    if parts < 4 {
        push(I::TooFewParts);
    }
    let mut out_of_range = false;
    for part in text.split('.') {
        match crate::grammar::ip4_number(Mode::Web, Span::new(part)) {
            Ok((rest, n)) if rest.fragment().is_empty() => {
                if n.radix != 10 {
                    push(I::NonDecimalPart);
                }
                out_of_range |= n.value > 255;
            }
            _ => {
                push(I::NonNumericPart);
                return;
            }
        }
    }
    if out_of_range {
        push(I::OutOfRangePart);
    }
}

/// Why the URL Standard's IPv6 parser fails `address` (the text between
/// the brackets), if it does: its steps, kept only as far as they fail.
pub(super) fn ip6_issue(address: &str) -> Option<super::Ip6Issue> {
    use super::Ip6Issue as I;
    let s = address.as_bytes();
    let at = |p: usize| s.get(p).copied();
    let (mut p, mut piece, mut compress) = (0, 0, false);
    if at(0) == Some(b':') {
        if at(1) != Some(b':') {
            return Some(I::InvalidCompression);
        }
        (p, piece, compress) = (2, 1, true);
    }
    while p < s.len() {
        if piece == 8 {
            return Some(I::TooManyPieces);
        }
        if at(p) == Some(b':') {
            if compress {
                return Some(I::MultipleCompression);
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
                    return Some(I::Ip4InvalidCodePoint);
                }
                if piece > 6 {
                    return Some(I::Ip4TooManyPieces);
                }
                return ip4_in_ip6(&s[p - len..]);
            }
            Some(b':') => {
                p += 1;
                if p == s.len() {
                    return Some(I::InvalidCodePoint);
                }
            }
            Some(_) => return Some(I::InvalidCodePoint),
            None => {}
        }
        piece += 1;
    }
    (!compress && piece != 8).then_some(I::TooFewPieces)
}

/// The embedded IPv4 address of an IPv6 address, as the standard reads it.
fn ip4_in_ip6(s: &[u8]) -> Option<super::Ip6Issue> {
    use super::Ip6Issue as I;
    let mut numbers = 0;
    let mut p = 0;
    while p < s.len() {
        if numbers > 0 {
            if s[p] == b'.' && numbers < 4 {
                p += 1;
            } else {
                return Some(I::Ip4InvalidCodePoint);
            }
        }
        if !s.get(p).is_some_and(u8::is_ascii_digit) {
            return Some(I::Ip4InvalidCodePoint);
        }
        let mut value: Option<u32> = None;
        while let Some(d) = s.get(p).filter(|b| b.is_ascii_digit()) {
            let d = u32::from(d - b'0');
            value = match value {
                None => Some(d),
                Some(0) => return Some(I::Ip4InvalidCodePoint),
                Some(v) => Some(v * 10 + d),
            };
            if value > Some(255) {
                return Some(I::Ip4OutOfRangePart);
            }
            p += 1;
        }
        numbers += 1;
    }
    (numbers != 4).then_some(I::Ip4TooFewParts)
}
