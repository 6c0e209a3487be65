//! Phase 4 of host processing: detecting and interpreting IPv4 addresses;
//! and printing them.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;
use core::ops::Range;

use super::HostErrorKind;
use crate::grammar;

/// Whether a domain *ends in a number* (WHATWG): its last label, after
/// dropping one trailing empty label, is nonempty ASCII digits, or `0x` or
/// `0X` followed by hex digits (possibly none).
///
/// A domain that does must be an IPv4 address; one that does not is a
/// domain even if it starts like an address (`1.2.3.4.com`).
///
/// ```
/// use specurl::host::ends_in_a_number;
/// assert!(ends_in_a_number("1.2.3.4"));
/// assert!(ends_in_a_number("example.09."));
/// assert!(ends_in_a_number("a.0x"));
/// assert!(!ends_in_a_number("1.2.3.4.com"));
/// assert!(!ends_in_a_number("1.2.3.4.."));
/// ```
#[inline(always)]
pub fn ends_in_a_number(domain: &str) -> bool {
    bytes_end_in_a_number(domain.as_bytes())
}

/// [`ends_in_a_number`] of a domain's bytes, for the frontier, which holds
/// a host as the bytes it classified.
#[inline(always)]
pub(crate) fn bytes_end_in_a_number(domain: &[u8]) -> bool {
    // Every host that host processing keeps goes through here, and most
    // are decided by their last byte, inline: a last label that ends in a
    // letter past `f` (other than the `x` of `0x`) is no number.
    if matches!(domain.last(), Some(b'g'..=b'w' | b'y' | b'z')) {
        return false;
    }
    last_label_is_a_number(domain)
}

/// [`ends_in_a_number`] past its first look, out of line.
fn last_label_is_a_number(b: &[u8]) -> bool {
    // Bytes, not `rsplit`. One trailing dot is dropped (a trailing empty
    // label does not count unless it is the only one).
    let b = b.strip_suffix(b".").unwrap_or(b);
    let last = match b.iter().rposition(|&c| c == b'.') {
        Some(dot) => &b[dot + 1..],
        None => b,
    };
    match last {
        [] => false,
        [b'0', b'x' | b'X', hex @ ..] => hex.iter().all(u8::is_ascii_hexdigit),
        digits => digits.iter().all(u8::is_ascii_digit),
    }
}

/// Reads a domain that ends in a number as a loose `ip4-address` that must
/// span all of it; on failure, the kind and the byte range of the domain
/// it concerns (from where the grammar stopped to the end, or the number
/// out of range).
pub(super) fn parse(domain: &str) -> Result<u32, (HostErrorKind, Range<usize>)> {
    use grammar::Text;
    let rest_from = |at: usize| (HostErrorKind::InvalidIp4, at..domain.len());
    match grammar::ip4_address_in(domain) {
        Ok(("", (_, _, value))) => Ok(value),
        Ok((rest, _)) => Err(rest_from(domain.len() - rest.len())),
        Err(e) => {
            let e = grammar::unwrap(e, grammar::Rule::Ip4Address, domain);
            let start = domain.offset_of(&e.span);
            match e.kind {
                grammar::ErrorKind::Ip4OutOfRange => {
                    Err((HostErrorKind::Ip4OutOfRange, start..start + e.span.len()))
                }
                _ => Err(rest_from(start)),
            }
        }
    }
}

/// Writes an IPv4 address in dotted decimal, as the WHATWG IPv4 serializer
/// does (a user prints a [`Host`](crate::Host) or an `Ipv4Addr`).
pub(crate) fn fmt_ip4(address: u32, f: &mut dyn fmt::Write) -> fmt::Result {
    let [a, b, c, d] = address.to_be_bytes();
    write!(f, "{a}.{b}.{c}.{d}")
}

#[cfg(test)]
mod tests;
