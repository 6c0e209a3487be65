//! IPv6 addresses, loose (what the WHATWG IPv6 parser accepts) and strict
//! (the `IPv6address` production of RFC 3986).
//!
//! Both rules are recognizers: the combinator decides where the address
//! ends and whether it is one, and its eight pieces are then read off the
//! text it recognized (every `h16` is one piece, the IPv4 address at the
//! end two, and `::` stands for the zeroes between the pieces before and
//! after it). An address is always delimited by `]` in a URL, so both
//! rules take the longest run of hex digits, `:` and `.` whole or fail.
//! They accept the same strings (a property test checks this); they differ
//! in how they are written and in where they report an error. See
//! `docs/grammar.md`.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::{cut, not, opt, peek, recognize};
use nom::multi::{count, many0_count, many_m_n};
use nom::sequence::{preceded, terminated};
use nom::{Check, Complete, Emit, OutputM, Parser};

use crate::error::{Error, ErrorKind, IResult};
use crate::ip4::ip4_address_strict_parser;
use crate::mode::Mode;
use crate::prim::{byte, named, run_m_n, sigil, Parses};
use crate::rule::Rule;
use crate::span::{Span, Text};
use crate::tokens::Ip6Address;

/// The characters of an address: a run of them is read whole.
fn is_ip6_char(b: u8) -> bool {
    b.is_ascii_hexdigit() || b == b':' || b == b'.'
}

/// The parser of [`h16`], failing as a part of `rule`.
fn h16_parser<I: Text>(rule: Rule) -> impl Parses<I, I> {
    run_m_n(rule, 1, 4, |b| b.is_ascii_hexdigit())
}

/// The parser of [`ls32`], failing as a part of `rule`.
fn ls32_parser<I: Text>(rule: Rule) -> impl Parses<I, I> {
    let h16_h16 = recognize((h16_parser(rule), sigil(rule, b':'), h16_parser(rule)));
    alt((h16_h16, ip4_part))
}

/// `ip4-address-strict` as a part of an IPv6 address, recognized. A
/// function rather than a parser value: the IPv4 parser is only built
/// where an address has one.
fn ip4_part<I: Text>(input: I) -> nom::IResult<I, I, Error<I>> {
    recognize(ip4_address_strict_parser()).parse(input)
}

/// The parser of [`ip6_address`], without the count: the address as
/// written.
fn ip6_address_parser<I: Text>() -> impl Parses<I, I> {
    const R: Rule = Rule::Ip6Address;
    let colon = || sigil(R, b':');
    // Digits followed by `.` begin the IPv4 address: they are no `h16`
    // piece, so that `( : h16 )*` leaves them to `[ : ip4-address-strict ]`,
    // and once they are seen the address must follow (as in the WHATWG
    // parser), so that an error points at it.
    let dot = || sigil(R, b'.');
    let h16 = || terminated(h16_parser(R), not(dot()));
    let h16s = || recognize((h16(), many0_count(preceded(colon(), h16()))));
    let ip4_address = || named(R, ip4_part);
    let ip4 = || preceded(peek((h16_parser(R), dot())), cut(ip4_address()));
    let h16s_ip4 = || recognize((h16s(), opt(preceded(colon(), ip4()))));
    let full = h16s_ip4();
    let compressed = recognize((
        opt(h16s()),
        (colon(), colon()),
        opt(alt((h16s_ip4(), ip4()))),
    ));
    // The form with `::` first: the other one would stop before it.
    let address = alt((compressed, full));
    terminated(address, not(byte(R, is_ip6_char)))
}

/// `ip6-address`, loose: exactly the strings that the IPv6 parser of the
/// WHATWG standard accepts, with their eight pieces.
///
/// ```text
/// ip6-address ::= h16 ( : h16 )* [ : ip4-address-strict ]
///               | [ h16 ( : h16 )* ] :: [ h16 ( : h16 )* [ : ip4-address-strict ] | ip4-address-strict ]
/// ```
///
/// counting an IPv4 address as two pieces, with exactly eight pieces
/// without `::` and at most seven with it.
///
/// ```
/// use specurl_grammar::{ip6_address, Mode};
/// let (_, a) = ip6_address(Mode::Web, "1::2:3.4.5.6".into()).unwrap();
/// assert_eq!(a.pieces(), [1, 0, 0, 0, 0, 2, 0x0304, 0x0506]);
/// assert!(ip6_address(Mode::Web, "1:2".into()).is_err());
/// ```
pub fn ip6_address<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
    ip6_address_in(input)
}

/// [`ip6_address`] over any text: a host over the plain text reads its
/// address without spans (and so without their line counts).
pub(super) fn ip6_address_in<I: Text>(input: I) -> IResult<I, Ip6Address<I>> {
    let (rest, span) = placed(input, recognized(ip6_address_parser(), input.text()))?;
    // The count, which the notation cannot say, is checked on the pieces
    // read: an error points at the first piece too many, or at the end
    // of an address without `::` that has too few.
    let address = pieces(span, false).map_err(nom::Err::Error)?;
    Ok((rest, address))
}

/// `h16 ::= hex-digit [ hex-digit [ hex-digit [ hex-digit ] ] ]`
///
/// ```
/// use specurl_grammar::{h16, Mode};
/// assert_eq!(*h16(Mode::Web, "abcde".into()).unwrap().1.fragment(), "abcd");
/// assert!(h16(Mode::Web, ":1".into()).is_err());
/// ```
pub fn h16<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    named(Rule::H16, h16_parser(Rule::H16)).parse(input)
}

/// `ls32 ::= h16 : h16 | ip4-address-strict`: the last 32 bits.
///
/// ```
/// use specurl_grammar::{ls32, Mode};
/// assert!(ls32(Mode::Web, "1:2".into()).is_ok());
/// assert!(ls32(Mode::Web, "1.2.3.4".into()).is_ok());
/// assert!(ls32(Mode::Web, "1".into()).is_err());
/// ```
pub fn ls32<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    named(Rule::Ls32, ls32_parser(Rule::Ls32)).parse(input)
}

/// The parser of [`ip6_address_strict`]: the address as written.
fn ip6_address_strict_parser<I: Text>() -> impl Parses<I, I> {
    const R: Rule = Rule::Ip6AddressStrict;
    let colon = || sigil(R, b':');
    let h16 = || h16_parser(R);
    let ls32 = || ls32_parser(R);
    // `n( h16 ":" )`
    let groups = |n| count(terminated(h16(), colon()), n);
    // `[ *n( h16 ":" ) h16 ]`, written `[ h16 *n( ":" h16 ) ]`: the same
    // strings, and the repetition then never takes the `:` of `::`.
    let head = |n| opt((h16(), many_m_n(0, n, preceded(colon(), h16()))));
    // `::` is one token: where it is missing, the error points at its start.
    let compress = || named(R, (colon(), colon()));
    let address = alt((
        recognize((groups(6), ls32())),
        recognize((compress(), groups(5), ls32())),
        recognize((opt(h16()), compress(), groups(4), ls32())),
        recognize((head(1), compress(), groups(3), ls32())),
        recognize((head(2), compress(), groups(2), ls32())),
        recognize((head(3), compress(), groups(1), ls32())),
        recognize((head(4), compress(), ls32())),
        recognize((head(5), compress(), h16())),
        recognize((head(6), compress())),
    ));
    terminated(address, not(byte(R, is_ip6_char)))
}

/// `ip6-address-strict`: RFC 3986's `IPv6address`,
///
/// ```text
///                              6( h16 ":" ) ls32
///   /                     "::" 5( h16 ":" ) ls32
///   / [               h16 ] "::" 4( h16 ":" ) ls32
///   / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///   / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///   / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///   / [ *4( h16 ":" ) h16 ] "::"              ls32
///   / [ *5( h16 ":" ) h16 ] "::"              h16
///   / [ *6( h16 ":" ) h16 ] "::"
/// ```
///
/// tried in this order, so that an alternative never stops before the end
/// of an address that a later one would read whole.
///
/// ```
/// use specurl_grammar::{ip6_address_strict, Mode};
/// let (_, a) = ip6_address_strict(Mode::Web, "::ffff:1.2.3.4".into()).unwrap();
/// assert_eq!(a.pieces()[5..], [0xffff, 0x0102, 0x0304]);
/// assert!(ip6_address_strict(Mode::Web, "1:2:3:4:5:6:7:8:9".into()).is_err());
/// ```
pub fn ip6_address_strict<'a>(
    _mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
    let (rest, span) = placed(
        input,
        recognized(ip6_address_strict_parser(), input.fragment()),
    )?;
    // The grammar has counted: the pieces always fit.
    let address = pieces(span, true).map_err(nom::Err::Error)?;
    Ok((rest, address))
}

/// How much of `text` a rule's recognizer reads, run over the plain text
/// without building its output; or where it failed.
fn recognized<'t>(
    mut parser: impl Parses<&'t str, &'t str>,
    text: &'t str,
) -> Result<usize, usize> {
    match parser.process::<OutputM<Check, Emit, Complete>>(text) {
        Ok((rest, ())) => Ok(text.len() - rest.len()),
        // The commitment to an IPv4 tail ends with the address: either
        // rule fails as a whole with a recoverable error, as every rule
        // does. No rule asks for more input.
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(text.offset_of(&e.span)),
        Err(nom::Err::Incomplete(_)) => Err(0),
    }
}

/// What [`recognized`] read, placed in `input`: the rest and the address,
/// or the rule's error.
fn placed<I: Text>(input: I, read: Result<usize, usize>) -> IResult<I, I> {
    match read {
        Ok(len) => Ok((input.take_from(len), input.take(len))),
        Err(offset) => Err(nom::Err::Error(invalid(input, offset))),
    }
}

/// Either rule's error: [`ErrorKind::InvalidIp6`] at the character at
/// `offset` in `input`, or an empty span there if that character cannot be
/// part of an address.
fn invalid<I: Text>(input: I, offset: usize) -> Error<I> {
    let at = input.take_from(offset);
    let n = at.text().bytes().next().is_some_and(is_ip6_char);
    Error::new(ErrorKind::InvalidIp6, at.take(usize::from(n)))
}

/// The token of an address that a rule recognized: its pieces, read off
/// the text. Fails, with the error's place, if the pieces do not fit: the
/// first piece too many, or the end of an address without `::` that has
/// fewer than eight.
fn pieces<I: Text>(span: I, strict: bool) -> Result<Ip6Address<I>, Error<I>> {
    let text = span.text().as_bytes();
    let at = |offset: usize, len: usize| {
        Error::new(ErrorKind::InvalidIp6, span.take_from(offset).take(len))
    };
    let mut address = Ip6Address::new(span, strict);
    let compress = text.windows(2).position(|w| w == b"::");
    let limit = if compress.is_some() { 7 } else { 8 };
    let mut values = [0u16; 8];
    // The pieces read, and how many of them come before `::`.
    let (mut n, mut n_front) = (0, None);
    let mut i = 0;
    while i < text.len() {
        if compress == Some(i) {
            n_front = Some(n);
            i += 2;
            continue;
        }
        let end = i + text[i..]
            .iter()
            .position(|&b| b == b':')
            .unwrap_or(text.len() - i);
        let group = &text[i..end];
        if group.contains(&b'.') {
            if n + 2 > limit {
                return Err(at(i, 1));
            }
            let value = dotted(group);
            values[n] = (value >> 16) as u16;
            values[n + 1] = value as u16;
            n += 2;
            address.set_ip4(i, group.len());
        } else if !group.is_empty() {
            if n + 1 > limit {
                return Err(at(i, 1));
            }
            values[n] = group.iter().fold(0, |v, &b| (v << 4) | digit(b, 16) as u16);
            n += 1;
            address.push_group(i, group.len());
        }
        // Past the group and the `:` after it, unless that starts `::`.
        i = if compress == Some(end) { end } else { end + 1 };
    }
    let n_front = match n_front {
        Some(n_front) => n_front,
        None if n < 8 => return Err(at(text.len(), 0)),
        None => n,
    };
    // The pieces after `::` go to the end; the zeroes between stay.
    let n_back = n - n_front;
    address.pieces[..n_front].copy_from_slice(&values[..n_front]);
    address.pieces[8 - n_back..].copy_from_slice(&values[n_front..n]);
    Ok(address)
}

/// The value of a digit that the grammar read.
fn digit(b: u8, radix: u32) -> u32 {
    (b as char).to_digit(radix).unwrap_or(0)
}

/// The value of a dotted IPv4 address that `ip4-address-strict` read:
/// four decimal octets.
fn dotted(text: &[u8]) -> u32 {
    text.split(|&b| b == b'.').fold(0, |v, o| {
        (v << 8) | o.iter().fold(0, |d, &b| d * 10 + digit(b, 10))
    })
}

#[cfg(test)]
mod tests;
