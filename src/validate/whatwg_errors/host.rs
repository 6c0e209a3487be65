//! The host parser's validation errors: IPv6 (which reads the input as
//! written), opaque hosts, and domains, whose percent-decoding,
//! domain-to-ASCII and IPv4 detection are host processing's stages.
//!
//! An error that concerns the host after decoding (domain-to-ASCII, the
//! IPv4 parser's) is placed on the whole host; one that a code point of the
//! input causes (a forbidden host code point, a percent-encoded byte, an
//! IPv6 code point) on that code point.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::machine::{Failure, Machine};
use crate::chars::{is_forbidden_domain, is_forbidden_host};
use crate::grammar::{starts_pct_encoded, ErrorKind};
use crate::host::{domain_to_ascii, ends_in_a_number, percent_decode};
use crate::table::{Column, Status};
use crate::validate::{domain_is_strictly_valid, fits_dns_length, is_url_code_point, plain_domain};
use crate::validate::{ip4_steps, ip6_steps};
use crate::validate::{DiagnosticKind as K, Ip4Issue};

/// The host parser on `text[range]`, `opaque` for a URL whose scheme is not
/// special.
pub(super) fn host(
    m: &mut Machine<'_, '_>,
    range: Range<usize>,
    opaque: bool,
) -> Result<(), Failure> {
    let input = &m.text[range.clone()];
    if input.starts_with('[') {
        if input.len() < 2 || !input.ends_with(']') {
            m.push(K::Syntax(ErrorKind::UnclosedIp6), range);
            return Err(Failure);
        }
        return ip6(m, range.start + 1..range.end - 1);
    }
    if opaque {
        return opaque_host(m, range);
    }
    // Most hosts: an ASCII domain that strict domain-to-ASCII keeps as it
    // is and that does not end in a number has no error to report.
    if plain_domain(input) {
        return Ok(());
    }
    let b = input.as_bytes();
    let encoded = (0..b.len()).find(|&i| starts_pct_encoded(&b[i..]));
    if let Some(i) = encoded {
        // The byte the `%XX` stands for is ASCII when its first hex digit
        // is below 8.
        let ascii = b[i + 1] < b'8';
        m.push(
            K::DomainPercentEncoded { ascii },
            range.start + i..range.start + i + 3,
        );
    }
    if let Some(ascii) = m.parsed_domain {
        // The parse made the domain `ascii` of this host: the relaxed
        // domain-to-ASCII succeeded, with no forbidden domain code point,
        // and the name does not end in a number. Only the strict pass can
        // still report.
        if !(fits_dns_length(ascii) && domain_is_strictly_valid(&percent_decode(input).text)) {
            m.push(K::DomainToAsciiStrict, range);
        }
        return Ok(());
    }
    let domain = percent_decode(input).text;
    // The relaxed domain-to-ASCII first: where it fails, or gives a name
    // longer than DNS allows, the strict pass (whose result is the same
    // name when it succeeds) fails too, and need not run.
    let ascii = domain_to_ascii(&domain);
    let strict = match &ascii {
        Ok(a) => fits_dns_length(a) && domain_is_strictly_valid(&domain),
        Err(_) => false,
    };
    if !strict {
        m.push(K::DomainToAsciiStrict, range.clone());
    }
    // The relaxed domain-to-ASCII, an empty result and a forbidden domain
    // code point fail without an error of their own: the strict pass has
    // reported domain-to-ASCII for each.
    let ascii = ascii.map_err(|_| Failure)?;
    if ascii.chars().any(is_forbidden_domain) {
        return Err(Failure);
    }
    if ends_in_a_number(&ascii) {
        if !domain.is_ascii() {
            m.push(K::Ip4(Ip4Issue::NonAsciiInput), range.clone());
        }
        return ip4(m, &ascii, range);
    }
    Ok(())
}

/// The opaque-host parser: a forbidden host code point fails; otherwise
/// one error for any code point that is not a URL code point, and one for
/// any `%` that does not start a percent-encoded byte.
fn opaque_host(m: &mut Machine<'_, '_>, range: Range<usize>) -> Result<(), Failure> {
    let input = &m.text[range.clone()];
    let at = |i: usize, c: char| range.start + i..range.start + i + c.len_utf8();
    if let Some((i, c)) = input.char_indices().find(|&(_, c)| is_forbidden_host(c)) {
        m.push(
            K::Syntax(ErrorKind::InvalidCharacter {
                column: Column::OpaqueHost,
                status: Status::Rejected,
            }),
            at(i, c),
        );
        return Err(Failure);
    }
    if let Some((i, c)) = input
        .char_indices()
        .find(|&(_, c)| c != '%' && !is_url_code_point(c))
    {
        m.push(K::InvalidUrlUnit(c), at(i, c));
    }
    let b = input.as_bytes();
    if let Some(i) = (0..b.len()).find(|&i| b[i] == b'%' && !starts_pct_encoded(&b[i..])) {
        m.push(K::PctInvalid, range.start + i..range.start + i + 1);
    }
    Ok(())
}

/// The IPv4 parser on `ascii`, a domain that ends in a number
/// ([`ip4_steps`]), its errors placed on the host (`range`).
fn ip4(m: &mut Machine<'_, '_>, ascii: &str, range: Range<usize>) -> Result<(), Failure> {
    ip4_steps(ascii, |issue| m.push(K::Ip4(issue), range.clone())).map_err(|()| Failure)
}

/// The IPv6 parser on `text[range]`, the address between the brackets
/// ([`ip6_steps`]); each error is placed on the code point where the
/// parser stopped (the empty range at the end when it ran out), a leading
/// zero on its piece.
fn ip6(m: &mut Machine<'_, '_>, range: Range<usize>) -> Result<(), Failure> {
    let text = m.text;
    let address = &text[range.clone()];
    let at = range.start;
    let result = ip6_steps(address, |r| {
        m.push(K::Ip6PieceLeadingZero, at + r.start..at + r.end)
    });
    let Err((issue, p)) = result else {
        return Ok(());
    };
    let width = address[p..].chars().next().map_or(0, char::len_utf8);
    m.push(K::Ip6(issue), at + p..at + p + width);
    Err(Failure)
}
