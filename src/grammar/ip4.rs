//! IPv4 addresses, loose and strict ("Domain and IPv4 Address").

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::recognize;
use nom::Parser;

use super::error::fail;
use super::prim::{byte, named, sigil};
use super::tokens::{Ip4Address, Ip4Number};
use super::{empty_at, first, prefix_len, split, ErrorKind, IResult, Mode, Rule, Span};

/// `ip4-number ::= ( 0x | 0X ) hex-digit* | 0 octal-digit+ | 0 | digit-nonzero digit*`
///
/// `0x` alone is a hexadecimal number with the value 0.
///
/// ```
/// use specurl::grammar::{ip4_number, Mode};
/// assert_eq!(ip4_number(Mode::Web, "0x1F".into()).unwrap().1.value, 31);
/// assert_eq!(ip4_number(Mode::Web, "017".into()).unwrap().1.value, 15);
/// assert_eq!(ip4_number(Mode::Web, "0x".into()).unwrap().1.value, 0);
/// // `09` is not octal: only its `0` is a number.
/// assert_eq!(*ip4_number(Mode::Web, "09".into()).unwrap().0.fragment(), "9");
/// ```
pub fn ip4_number<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Number<'a>> {
    let text = *input.fragment();
    let b = text.as_bytes();
    let (prefix, radix) = match b {
        [b'0', b'x' | b'X', ..] => (2, 16),
        [b'0', d, ..] if d.is_ascii_digit() && *d < b'8' => (1, 8),
        [b'0', ..] => (0, 10),
        [d, ..] if d.is_ascii_digit() => (0, 10),
        _ => return fail(ErrorKind::Expected(Rule::Ip4Number), empty_at(input)),
    };
    let digits = prefix_len(&text[prefix..], |b| (b as char).is_digit(radix));
    // A decimal `0` is just that digit: `0` followed by digits is octal.
    let digits = if radix == 10 && b[0] == b'0' {
        1
    } else {
        digits
    };
    let value = text[prefix..prefix + digits]
        .chars()
        .filter_map(|c| c.to_digit(radix))
        .fold(0u64, |n, d| {
            n.saturating_mul(u64::from(radix))
                .saturating_add(u64::from(d))
        });
    let (span, rest) = split(input, prefix + digits);
    Ok((rest, Ip4Number { span, value, radix }))
}

/// `ip4-address ::= ip4-number [ . ip4-number [ . ip4-number [ . ip4-number ] ] ] [ . ]`
///
/// The loose form, which a web or file host is tried as. With n numbers,
/// every number but the last must be at most 255 and the last must be below
/// 256^(5 − n); otherwise the address is invalid ([`ErrorKind::Ip4OutOfRange`]),
/// which makes the host fail rather than be a domain.
///
/// ```
/// use specurl::grammar::{ip4_address, Mode};
/// assert_eq!(ip4_address(Mode::Web, "0x7f.1".into()).unwrap().1.value, 0x7f00_0001);
/// assert_eq!(ip4_address(Mode::Web, "1.2.3.4.".into()).unwrap().1.value, 0x0102_0304);
/// assert!(ip4_address(Mode::Web, "1.256.3.4".into()).is_err());
/// assert!(ip4_address(Mode::Web, "4294967296".into()).is_err());
/// ```
pub fn ip4_address<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Address<'a>> {
    let mut numbers: [Option<Ip4Number<'a>>; 4] = [None; 4];
    let (mut i, n) = ip4_number(mode, input)?;
    numbers[0] = Some(n);
    let mut count = 1;
    while first(&i) == Some('.') {
        let after = split(i, 1).1;
        if count == 4 {
            i = after;
            break;
        }
        match ip4_number(mode, after) {
            Ok((j, n)) => {
                numbers[count] = Some(n);
                count += 1;
                i = j;
            }
            Err(_) => {
                i = after;
                break;
            }
        }
    }
    let mut value: u64 = 0;
    for (k, n) in numbers.iter().flatten().enumerate() {
        let last = k + 1 == count;
        let limit = if last { 1u64 << (8 * (5 - count)) } else { 256 };
        if n.value >= limit {
            return Err(nom::Err::Error(super::Error::new(
                ErrorKind::Ip4OutOfRange,
                n.span,
            )));
        }
        value = if last {
            (value << (8 * (5 - count))) + n.value
        } else {
            (value << 8) + n.value
        };
    }
    let len = i.location_offset() - input.location_offset();
    let address = Ip4Address {
        span: split(input, len).0,
        numbers: numbers.map(|n| n.map(|n| n.span)),
        value: value as u32,
        strict: false,
    };
    Ok((i, address))
}

/// `dec-octet ::= digit | digit-nonzero digit | 1 digit digit | 2 {0–4} digit | 2 5 {0–5}`:
/// the shortest decimal form of a number up to 255; the longest that
/// matches.
///
/// ```
/// use specurl::grammar::{dec_octet, Mode};
/// assert_eq!(*dec_octet(Mode::Web, "255".into()).unwrap().1.fragment(), "255");
/// assert_eq!(*dec_octet(Mode::Web, "256".into()).unwrap().1.fragment(), "25");
/// assert_eq!(*dec_octet(Mode::Web, "01".into()).unwrap().1.fragment(), "0");
/// ```
pub fn dec_octet<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    const R: Rule = Rule::DecOctet;
    let digit = |class: fn(&u8) -> bool| byte(R, move |b| class(&b));
    let d = || digit(u8::is_ascii_digit);
    // The alternatives longest first, so that the longest octet is taken.
    let octet = alt((
        recognize((
            sigil(R, b'2'),
            sigil(R, b'5'),
            digit(|b| (b'0'..=b'5').contains(b)),
        )),
        recognize((sigil(R, b'2'), digit(|b| (b'0'..=b'4').contains(b)), d())),
        recognize((sigil(R, b'1'), d(), d())),
        recognize((digit(|b| (b'1'..=b'9').contains(b)), d())),
        d(),
    ));
    named(R, octet).parse(input)
}

/// `ip4-address-strict ::= dec-octet . dec-octet . dec-octet . dec-octet`
///
/// ```
/// use specurl::grammar::{ip4_address_strict, Mode};
/// assert_eq!(ip4_address_strict(Mode::Web, "127.0.0.1".into()).unwrap().1.value, 0x7f00_0001);
/// assert!(ip4_address_strict(Mode::Web, "127.1".into()).is_err());
/// ```
pub fn ip4_address_strict<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Address<'a>> {
    let mut numbers = [None; 4];
    let mut value = 0u32;
    let mut i = input;
    for (k, slot) in numbers.iter_mut().enumerate() {
        if k > 0 {
            if first(&i) != Some('.') {
                return fail(ErrorKind::Expected(Rule::Ip4AddressStrict), empty_at(i));
            }
            i = split(i, 1).1;
        }
        let (j, octet) = dec_octet(mode, i)
            .map_err(|_| nom::Err::Error(super::Error::expected(Rule::Ip4AddressStrict, i)))?;
        value = (value << 8) + octet.fragment().parse::<u32>().unwrap_or(0);
        *slot = Some(octet);
        i = j;
    }
    let len = i.location_offset() - input.location_offset();
    let address = Ip4Address {
        span: split(input, len).0,
        numbers,
        value,
        strict: true,
    };
    Ok((i, address))
}
