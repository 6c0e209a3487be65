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
pub fn ends_in_a_number(domain: &str) -> bool {
    // Every host that host processing keeps goes through here: bytes, not
    // `rsplit`. One trailing dot is dropped (a trailing empty label does
    // not count unless it is the only one).
    let b = domain.as_bytes();
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
/// does.
///
/// ```
/// let mut s = String::new();
/// specurl::host::fmt_ip4(0xC0A8_0001, &mut s).unwrap();
/// assert_eq!(s, "192.168.0.1");
/// ```
pub fn fmt_ip4(address: u32, f: &mut dyn fmt::Write) -> fmt::Result {
    let [a, b, c, d] = address.to_be_bytes();
    write!(f, "{a}.{b}.{c}.{d}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip4(address: u32) -> String {
        let mut s = String::new();
        fmt_ip4(address, &mut s).unwrap();
        s
    }

    #[test]
    fn prints_dotted_decimal() {
        assert_eq!(ip4(0), "0.0.0.0");
        assert_eq!(ip4(u32::MAX), "255.255.255.255");
        assert_eq!(ip4(0x7F00_0001), "127.0.0.1");
    }

    #[test]
    fn ends_in_a_number_follows_whatwg() {
        for yes in ["0", "1.2", "a.1.", "x.0x", "x.0XfF", "09", "a..1"] {
            assert!(ends_in_a_number(yes), "{yes}");
        }
        for no in [
            "", ".", "..", "a", "1.a", "1..", "0x.g", "0xg", "1.2.3.4x", "x.0y",
        ] {
            assert!(!ends_in_a_number(no), "{no}");
        }
    }

    #[test]
    fn parse_spans_the_whole_domain() {
        assert_eq!(parse("0x7f.1"), Ok(0x7F00_0001));
        assert_eq!(parse("1.2.3.4."), Ok(0x0102_0304));
        assert_eq!(parse("0x"), Ok(0));
        assert_eq!(parse("09"), Err((HostErrorKind::InvalidIp4, 1..2)));
        assert_eq!(parse("1.2.3.4.5"), Err((HostErrorKind::InvalidIp4, 8..9)));
        assert_eq!(parse("a.1"), Err((HostErrorKind::InvalidIp4, 0..3)));
        assert_eq!(parse("1..2"), Err((HostErrorKind::InvalidIp4, 2..4)));
        assert_eq!(parse("1.256.1"), Err((HostErrorKind::Ip4OutOfRange, 2..5)));
        assert_eq!(
            parse("4294967296"),
            Err((HostErrorKind::Ip4OutOfRange, 0..10))
        );
    }

    #[test]
    fn parse_is_linear_and_total_on_long_numbers() {
        let long = "9".repeat(100_000);
        assert_eq!(
            parse(&long).map_err(|e| e.0),
            Err(HostErrorKind::Ip4OutOfRange)
        );
    }
}
