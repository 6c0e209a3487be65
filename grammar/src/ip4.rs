//! IPv4 addresses, loose and strict ("Domain and IPv4 Address").
//!
//! Each production is a parser value (`…_parser`, for composing) and the
//! function of the grammar's shape that runs it. The combinators recognize;
//! the numbers' values are computed in `map` from the digits they
//! recognized.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::{consumed, opt, recognize};
use nom::sequence::preceded;
use nom::Parser;

use crate::error::{Error, ErrorKind, IResult};
use crate::mode::Mode;
use crate::prim::{byte, named, run0, run1, sigil, Parses};
use crate::rule::Rule;
use crate::span::{prefix, skip, Span, Text};
use crate::tokens::{Ip4Address, Ip4Number};

/// The parser of [`ip4_number`], over any text: the number as written,
/// its value and its radix.
fn ip4_number_parser<I: Text>() -> impl Parses<I, (I, u64, u32)> {
    const R: Rule = Rule::Ip4Number;
    let zero = || sigil(R, b'0');
    let x = byte(R, |b| b == b'x' || b == b'X');
    let hexadecimal = preceded((zero(), x), run0(R, |b| b.is_ascii_hexdigit())).map(|d| (d, 16));
    let octal = preceded(zero(), run1(R, |b| matches!(b, b'0'..=b'7'))).map(|d| (d, 8));
    let decimal_zero = zero().map(|d| (d, 10));
    let nonzero = byte(R, |b| matches!(b, b'1'..=b'9'));
    let decimal = recognize((nonzero, run0(R, |b| b.is_ascii_digit()))).map(|d| (d, 10));
    let number = alt((hexadecimal, octal, decimal_zero, decimal));
    named(R, consumed(number))
        .map(|(span, (digits, radix)): (I, (I, u32))| (span, value(digits.text(), radix), radix))
}

/// The value of `digits` in `radix`, saturating at `u64::MAX`: a number
/// may have any number of digits, and one too large is out of range
/// whatever its exact value.
fn value(digits: &str, radix: u32) -> u64 {
    digits.bytes().fold(0u64, |n, b| {
        let d = (b as char).to_digit(radix).unwrap_or(0);
        n.saturating_mul(u64::from(radix))
            .saturating_add(u64::from(d))
    })
}

/// `ip4-number ::= ( 0x | 0X ) hex-digit* | 0 octal-digit+ | 0 | digit-nonzero digit*`
///
/// `0x` alone is a hexadecimal number with the value 0.
///
/// ```
/// use specurl_grammar::{ip4_number, Mode};
/// assert_eq!(ip4_number(Mode::Web, "0x1F".into()).unwrap().1.number(), 31);
/// assert_eq!(ip4_number(Mode::Web, "017".into()).unwrap().1.number(), 15);
/// assert_eq!(ip4_number(Mode::Web, "0x".into()).unwrap().1.number(), 0);
/// // `09` is not octal: only its `0` is a number.
/// assert_eq!(*ip4_number(Mode::Web, "09".into()).unwrap().0.fragment(), "9");
/// ```
pub fn ip4_number<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Number<'a>> {
    ip4_number_parser()
        .map(|(span, value, radix)| Ip4Number { span, value, radix })
        .parse(input)
}

/// One number of [`ip4_address_parser`]: as written, its value, its radix.
type Number<I> = (I, u64, u32);

/// The parser of [`ip4_address`], over any text, without the range
/// check: the address as written and its one to four numbers.
fn ip4_address_parser<I: Text>() -> impl Parses<I, (I, [Option<Number<I>>; 4])> {
    const R: Rule = Rule::Ip4Address;
    let number = ip4_number_parser;
    let dot = || sigil(R, b'.');
    let address = (
        number(),
        opt(preceded(
            dot(),
            (
                number(),
                opt(preceded(dot(), (number(), opt(preceded(dot(), number()))))),
            ),
        )),
        opt(dot()),
    );
    consumed(address).map(|(span, (a, bcd, _))| {
        let (b, cd) = bcd.unzip();
        let (c, d) = cd.flatten().unzip();
        (span, [Some(a), b, c, d.flatten()])
    })
}

/// `ip4-address ::= ip4-number [ . ip4-number [ . ip4-number [ . ip4-number ] ] ] [ . ]`
///
/// The loose form, which a web or file host is tried as. With n numbers,
/// every number but the last must be at most 255 and the last must be below
/// 256^(5 − n); otherwise the address is invalid ([`ErrorKind::Ip4OutOfRange`]),
/// which makes the host fail rather than be a domain.
///
/// ```
/// use std::net::Ipv4Addr;
/// use specurl_grammar::{ip4_address, Mode};
/// assert_eq!(ip4_address(Mode::Web, "0x7f.1".into()).unwrap().1.address(), Ipv4Addr::new(127, 0, 0, 1));
/// assert_eq!(ip4_address(Mode::Web, "1.2.3.4.".into()).unwrap().1.address(), Ipv4Addr::new(1, 2, 3, 4));
/// assert!(ip4_address(Mode::Web, "1.256.3.4".into()).is_err());
/// assert!(ip4_address(Mode::Web, "4294967296".into()).is_err());
/// ```
pub fn ip4_address<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Address<'a>> {
    let text = *input.fragment();
    let within = |part| within(input, part);
    let (rest, (address, numbers, value)) =
        ip4_address_in(text).map_err(|e| e.map(|e| Error::new(e.kind, within(e.span))))?;
    let address = Ip4Address {
        span: prefix(input, address.len()),
        numbers: numbers.map(|n| n.map(within)),
        value,
        strict: false,
    };
    Ok((skip(input, text.len() - rest.len()), address))
}

/// [`ip4_address`] over a plain `&str`, which needs no span (and so no
/// line count): what it read, its numbers as written, and its value. For a
/// reader that wants offsets only, such as host processing.
///
/// ```
/// use specurl_grammar::ip4_address_in;
/// let (rest, (read, numbers, value)) = ip4_address_in("0x7f.1/").unwrap();
/// assert_eq!((rest, read, value), ("/", "0x7f.1", 0x7f00_0001));
/// assert_eq!(numbers, [Some("0x7f"), Some("1"), None, None]);
/// ```
pub fn ip4_address_in(text: &str) -> IResult<&str, (&str, [Option<&str>; 4], u32)> {
    let (rest, (address, numbers)) = ip4_address_parser().parse(text)?;
    // The ranges depend on how many numbers there are, which the notation
    // cannot say: checked on what the combinator read, so that the error
    // points at the number out of range.
    let count = numbers.iter().flatten().count();
    let mut value: u64 = 0;
    for (k, &(number, n, _)) in numbers.iter().flatten().enumerate() {
        let bits = if k + 1 == count { 8 * (5 - count) } else { 8 };
        if n >= 1 << bits {
            return Err(nom::Err::Error(Error::new(
                ErrorKind::Ip4OutOfRange,
                number,
            )));
        }
        value = (value << bits) + n;
    }
    let numbers = numbers.map(|n| n.map(|(number, _, _)| number));
    Ok((rest, (address, numbers, value as u32)))
}

/// The parser of [`dec_octet`], failing as a part of `rule`.
fn dec_octet_parser<I: Text>(rule: Rule) -> impl Parses<I, I> {
    let digit = move |class: fn(&u8) -> bool| byte(rule, move |b| class(&b));
    let d = move || digit(u8::is_ascii_digit);
    // The alternatives longest first, so that the longest octet is taken.
    alt((
        recognize((
            sigil(rule, b'2'),
            sigil(rule, b'5'),
            digit(|b| (b'0'..=b'5').contains(b)),
        )),
        recognize((sigil(rule, b'2'), digit(|b| (b'0'..=b'4').contains(b)), d())),
        recognize((sigil(rule, b'1'), d(), d())),
        recognize((digit(|b| (b'1'..=b'9').contains(b)), d())),
        d(),
    ))
}

/// `dec-octet ::= digit | digit-nonzero digit | 1 digit digit | 2 {0–4} digit | 2 5 {0–5}`:
/// the shortest decimal form of a number up to 255; the longest that
/// matches.
///
/// ```
/// use specurl_grammar::{dec_octet, Mode};
/// assert_eq!(*dec_octet(Mode::Web, "255".into()).unwrap().1.fragment(), "255");
/// assert_eq!(*dec_octet(Mode::Web, "256".into()).unwrap().1.fragment(), "25");
/// assert_eq!(*dec_octet(Mode::Web, "01".into()).unwrap().1.fragment(), "0");
/// ```
pub fn dec_octet<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    named(Rule::DecOctet, dec_octet_parser(Rule::DecOctet)).parse(input)
}

/// The parser of [`ip4_address_strict`], over any text: the address and
/// its four octets. Where it stops, the error says that
/// `ip4-address-strict` was expected there: an octet or a `.`.
pub(crate) fn ip4_address_strict_parser<I: Text>() -> impl Parses<I, (I, [I; 4])> {
    const R: Rule = Rule::Ip4AddressStrict;
    let octet = || dec_octet_parser(R);
    let dot = || sigil(R, b'.');
    let address = (
        octet(),
        preceded(dot(), octet()),
        preceded(dot(), octet()),
        preceded(dot(), octet()),
    );
    consumed(address).map(|(span, (a, b, c, d))| (span, [a, b, c, d]))
}

/// `ip4-address-strict ::= dec-octet . dec-octet . dec-octet . dec-octet`
///
/// ```
/// use std::net::Ipv4Addr;
/// use specurl_grammar::{ip4_address_strict, Mode};
/// assert_eq!(ip4_address_strict(Mode::Web, "127.0.0.1".into()).unwrap().1.address(), Ipv4Addr::new(127, 0, 0, 1));
/// assert!(ip4_address_strict(Mode::Web, "127.1".into()).is_err());
/// ```
pub fn ip4_address_strict<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip4Address<'a>> {
    // Over the plain text, as `ip4_address`.
    let text = *input.fragment();
    let (rest, (address, octets)) = ip4_address_strict_parser()
        .parse(text)
        .map_err(|e| e.map(|e| Error::new(e.kind, within(input, e.span))))?;
    let address = Ip4Address {
        span: prefix(input, address.len()),
        numbers: octets.map(|o| Some(within(input, o))),
        // Each octet is at most 255: the value is its bytes.
        value: octets.iter().fold(0, |v, o| (v << 8) + value(o, 10) as u32),
        strict: true,
    };
    Ok((skip(input, text.len() - rest.len()), address))
}

/// The span of `part`, a slice of `input`'s text.
fn within<'a>(input: Span<'a>, part: &str) -> Span<'a> {
    prefix(skip(input, input.fragment().offset_of(&part)), part.len())
}
