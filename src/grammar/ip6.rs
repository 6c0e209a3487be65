//! IPv6 addresses, loose (what the WHATWG IPv6 parser accepts) and strict
//! (the `IPv6address` production of RFC 3986).
//!
//! Both combinators read the longest run of hex digits, `:` and `.`, and
//! accept it whole or fail: an address is always delimited by `]` in a URL.
//! They accept the same strings (a property test checks this); they differ
//! in how they are written and in where they report an error. See
//! `docs/grammar.md`.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::recognize;
use nom::multi::many_m_n;
use nom::Parser;

use super::ip4::ip4_address_strict;
use super::prim::{byte, named, sigil};
use super::tokens::Ip6Address;
use super::{first, prefix_len, split, Error, ErrorKind, IResult, Mode, Rule, Span};

fn ip6_run(input: Span<'_>) -> usize {
    prefix_len(input.fragment(), |b| {
        b.is_ascii_hexdigit() || b == b':' || b == b'.'
    })
}

/// Slices `input[start..end]`.
fn slice<'a>(input: Span<'a>, start: usize, end: usize) -> Span<'a> {
    split(split(input, start).1, end - start).0
}

/// `ip6-address`, loose: exactly the strings that the IPv6 parser of the
/// WHATWG standard accepts, with their eight pieces.
///
/// ```
/// use specurl::grammar::{ip6_address, Mode};
/// let (_, a) = ip6_address(Mode::Web, "1::2:3.4.5.6".into()).unwrap();
/// assert_eq!(a.pieces, [1, 0, 0, 0, 0, 2, 0x0304, 0x0506]);
/// assert!(ip6_address(Mode::Web, "1:2".into()).is_err());
/// ```
pub fn ip6_address<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
    let len = ip6_run(input);
    let s = &input.fragment().as_bytes()[..len];
    let err = |at: usize| -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
        let end = (at + 1).min(len);
        Err(nom::Err::Error(Error::new(
            ErrorKind::InvalidIp6,
            slice(input, at.min(len), end),
        )))
    };
    let mut address = Ip6Address::new(split(input, len).0, false);
    let mut index = 0usize;
    let mut compress: Option<usize> = None;
    let mut p = 0usize;
    if s.first() == Some(&b':') {
        if s.get(1) != Some(&b':') {
            return err(0);
        }
        p = 2;
        index = 1;
        compress = Some(1);
    }
    while p < len {
        if index == 8 {
            return err(p);
        }
        if s[p] == b':' {
            if compress.is_some() {
                return err(p);
            }
            p += 1;
            index += 1;
            compress = Some(index);
            continue;
        }
        let start = p;
        let mut value = 0u16;
        while p < len && p - start < 4 && s[p].is_ascii_hexdigit() {
            value = value * 16 + (s[p] as char).to_digit(16).unwrap_or(0) as u16;
            p += 1;
        }
        let hex_end = p;
        if p < len && s[p] == b'.' {
            if p == start || index > 6 {
                return err(p);
            }
            // An IPv4 address in the last two pieces: re-read the digits.
            let (rest, a) = match ip4_address_strict(Mode::Web, slice(input, start, len)) {
                Ok(r) => r,
                Err(_) => return err(start),
            };
            if !rest.fragment().is_empty() {
                return err(rest.location_offset() - input.location_offset());
            }
            address.pieces[index] = (a.value >> 16) as u16;
            address.pieces[index + 1] = a.value as u16;
            index += 2;
            address.set_ip4(&a.span);
            break;
        }
        if p < len && s[p] == b':' {
            p += 1;
            if p == len {
                return err(p - 1);
            }
        } else if p < len || p == start {
            return err(p);
        }
        address.pieces[index] = value;
        address.push_group(&slice(input, start, hex_end));
        index += 1;
    }
    match compress {
        Some(c) => {
            let mut swaps = index - c;
            let mut i = 7;
            while i != 0 && swaps > 0 {
                address.pieces.swap(i, c + swaps - 1);
                i -= 1;
                swaps -= 1;
            }
        }
        None if index != 8 => return err(len),
        None => {}
    }
    Ok((split(input, len).1, address))
}

/// `h16 ::= hex-digit hex-digit? hex-digit? hex-digit?` (one to four)
///
/// ```
/// use specurl::grammar::{h16, Mode};
/// assert_eq!(*h16(Mode::Web, "abcde".into()).unwrap().1.fragment(), "abcd");
/// assert!(h16(Mode::Web, ":1".into()).is_err());
/// ```
pub fn h16<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    const R: Rule = Rule::H16;
    let hex_digit = byte(R, |b| b.is_ascii_hexdigit());
    named(R, recognize(many_m_n(1, 4, hex_digit))).parse(input)
}

/// `ls32 ::= h16 : h16 | ip4-address-strict`: the last 32 bits.
///
/// ```
/// use specurl::grammar::{ls32, Mode};
/// assert!(ls32(Mode::Web, "1:2".into()).is_ok());
/// assert!(ls32(Mode::Web, "1.2.3.4".into()).is_ok());
/// assert!(ls32(Mode::Web, "1".into()).is_err());
/// ```
pub fn ls32<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    const R: Rule = Rule::Ls32;
    let ip4 = recognize(|i| ip4_address_strict(mode, i));
    let h16 = |i| h16(mode, i);
    named(R, alt((ip4, recognize((h16, sigil(R, b':'), h16))))).parse(input)
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
/// read as: without `::`, eight groups (an IPv4 address counting for the
/// last two); with `::`, groups before and after it that add up to at most
/// seven, an IPv4 address only at the very end.
///
/// ```
/// use specurl::grammar::{ip6_address_strict, Mode};
/// let (_, a) = ip6_address_strict(Mode::Web, "::ffff:1.2.3.4".into()).unwrap();
/// assert_eq!(a.pieces[5..], [0xffff, 0x0102, 0x0304]);
/// assert!(ip6_address_strict(Mode::Web, "1:2:3:4:5:6:7:8:9".into()).is_err());
/// ```
pub fn ip6_address_strict<'a>(
    mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
    let len = ip6_run(input);
    let (run, rest) = split(input, len);
    let bad = |at: Span<'a>| -> IResult<Span<'a>, Ip6Address<Span<'a>>> {
        let n = first(&at).map_or(0, char::len_utf8);
        Err(nom::Err::Error(Error::new(
            ErrorKind::InvalidIp6,
            split(at, n).0,
        )))
    };
    let text = *run.fragment();
    let (before, after) = match text.find("::") {
        Some(k) => (split(run, k).0, Some(split(run, k + 2).1)),
        None => (run, None),
    };
    let mut address = Ip6Address::new(run, true);
    let mut ngroups = 0;
    // The groups before `::` (or all of them): h16 separated by `:`, and,
    // without `::`, an IPv4 address at the end.
    let mut front = [0u16; 8];
    let mut nfront = 0;
    let mut back = [0u16; 8];
    let mut nback = 0;
    for (part, is_after) in [(Some(before), false), (after, true)] {
        let Some(part) = part else { continue };
        let mut i = part;
        let (vals, n) = if is_after {
            (&mut back, &mut nback)
        } else {
            (&mut front, &mut nfront)
        };
        while !i.fragment().is_empty() {
            if *n > 0 {
                if first(&i) != Some(':') {
                    return bad(i);
                }
                i = split(i, 1).1;
            }
            let ip4_allowed = after.is_none() || is_after;
            if ip4_allowed {
                if let Ok((j, a)) = ip4_address_strict(mode, i) {
                    if j.fragment().is_empty() && *n + 2 <= 8 {
                        vals[*n] = (a.value >> 16) as u16;
                        vals[*n + 1] = a.value as u16;
                        *n += 2;
                        address.set_ip4(&a.span);
                        break;
                    }
                }
            }
            let Ok((j, g)) = h16(mode, i) else {
                return bad(i);
            };
            if *n == 8 || ngroups == 8 {
                return bad(i);
            }
            vals[*n] = u16::from_str_radix(g.fragment(), 16).unwrap_or(0);
            *n += 1;
            address.push_group(&g);
            ngroups += 1;
            i = j;
        }
    }
    let fits = match after {
        None => nfront == 8,
        Some(_) => nfront + nback <= 7,
    };
    if !fits {
        return bad(run);
    }
    address.pieces[..nfront].copy_from_slice(&front[..nfront]);
    address.pieces[8 - nback..].copy_from_slice(&back[..nback]);
    Ok((rest, address))
}
