//! The percent-encoded-string rules, strict and lenient.
//!
//! Each production is a parser value (`…_parser`, for composing in either
//! output mode) and the function of the grammar's shape that runs it.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::{not, opt, recognize};
use nom::multi::many0;
use nom::sequence::preceded;
use nom::Parser;

use crate::error::IResult;
use crate::mode::Mode;
use crate::prim::{byte, named, run1, sigil, Production};
use crate::rule::Rule;
use crate::span::Span;
use crate::tokens::PctString;

/// `hex-digit`, as a part of `rule`.
fn hex_digit<'a>(rule: Rule) -> impl Production<'a, Span<'a>> {
    byte(rule, |b| b.is_ascii_hexdigit())
}

/// The parser of [`pct_encoded_byte`].
pub(crate) fn pct_encoded_byte_parser<'a>() -> impl Production<'a, Span<'a>> {
    const R: Rule = Rule::PctEncodedByte;
    named(R, recognize((sigil(R, b'%'), hex_digit(R), hex_digit(R))))
}

/// The parser of [`pct_invalid`].
pub(crate) fn pct_invalid_parser<'a>() -> impl Production<'a, Span<'a>> {
    const R: Rule = Rule::PctInvalid;
    let pct_invalid = recognize((sigil(R, b'%'), opt(hex_digit(R))));
    named(R, preceded(not(pct_encoded_byte_parser()), pct_invalid))
}

/// The parser of [`pct`].
pub(crate) fn pct_parser<'a>() -> impl Production<'a, Span<'a>> {
    named(
        Rule::Pct,
        alt((pct_encoded_byte_parser(), pct_invalid_parser())),
    )
}

/// The parser of [`uncoded`].
pub(crate) fn uncoded_parser<'a>() -> impl Production<'a, Span<'a>> {
    run1(Rule::Uncoded, |b| b != b'%')
}

/// `pct-encoded-byte ::= % hex-digit hex-digit`
///
/// ```
/// use specurl_grammar::{pct_encoded_byte, Mode};
/// assert!(pct_encoded_byte(Mode::Generic, "%2F".into()).is_ok());
/// assert!(pct_encoded_byte(Mode::Generic, "%2G".into()).is_err());
/// ```
pub fn pct_encoded_byte<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    pct_encoded_byte_parser().parse(input)
}

/// `pct-encoded-bytes ::= pct-encoded-byte+`: the longest run of encoded
/// bytes, the unit that percent-decoding reads as UTF-8 ("Percent
/// Decoding"), so that a character's bytes are decoded together.
///
/// ```
/// use specurl_grammar::{pct_encoded_bytes, Mode};
/// let (rest, bytes) = pct_encoded_bytes(Mode::Generic, "%C3%A9%4x".into()).unwrap();
/// assert_eq!((*bytes.fragment(), *rest.fragment()), ("%C3%A9", "%4x"));
/// assert!(pct_encoded_bytes(Mode::Generic, "a%41".into()).is_err());
/// ```
pub fn pct_encoded_bytes<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    nom::combinator::recognize(nom::multi::many1_count(|i| pct_encoded_byte(mode, i)))
        .parse(input)
        // Say which production failed, not its first byte's.
        .map_err(|e| e.map(|_| crate::error::Error::expected(Rule::PctEncodedBytes, input)))
}

/// `pct-invalid ::= % [ hex-digit ]`, where `pct-encoded-byte` does not
/// match: the grammar resolves the overlap in favour of the valid byte, so
/// this combinator does too.
///
/// ```
/// use specurl_grammar::{pct_invalid, Mode};
/// assert_eq!(*pct_invalid(Mode::Generic, "%4g".into()).unwrap().1.fragment(), "%4");
/// assert!(pct_invalid(Mode::Generic, "%41".into()).is_err());
/// ```
pub fn pct_invalid<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    pct_invalid_parser().parse(input)
}

/// `pct ::= pct-encoded-byte | pct-invalid`
///
/// ```
/// use specurl_grammar::{pct, Mode};
/// assert_eq!(*pct(Mode::Generic, "%41".into()).unwrap().1.fragment(), "%41");
/// assert_eq!(*pct(Mode::Generic, "%".into()).unwrap().1.fragment(), "%");
/// assert!(pct(Mode::Generic, "x%41".into()).is_err());
/// ```
pub fn pct<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    pct_parser().parse(input)
}

/// `uncoded ::= non-pct+`
///
/// ```
/// use specurl_grammar::{uncoded, Mode};
/// assert_eq!(*uncoded(Mode::Generic, "ab%20".into()).unwrap().1.fragment(), "ab");
/// ```
pub fn uncoded<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    uncoded_parser().parse(input)
}

/// `pct-encoded-string ::= ( pct-encoded-byte | uncoded )*`: the strict
/// form. Stops before the first `%` that does not start a
/// `pct-encoded-byte`.
///
/// ```
/// use specurl_grammar::{pct_encoded_string, Mode};
/// let (rest, s) = pct_encoded_string(Mode::Generic, "a%20b%zz".into()).unwrap();
/// assert_eq!((*s.span().fragment(), *rest.fragment()), ("a%20b", "%zz"));
/// ```
pub fn pct_encoded_string<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PctString<'a>> {
    let strict = alt((pct_encoded_byte_parser(), uncoded_parser()));
    recognize(many0(strict))
        .map(|span| PctString { span })
        .parse(input)
}

/// `pct-encoded-string-lenient ::= ( pct-encoded-byte | pct-invalid | uncoded )*`:
/// the lenient form, which accepts every string.
///
/// ```
/// use specurl_grammar::{pct_encoded_string_lenient, Mode};
/// let (rest, s) = pct_encoded_string_lenient(Mode::Generic, "100%".into()).unwrap();
/// assert!(rest.fragment().is_empty());
/// ```
pub fn pct_encoded_string_lenient<'a>(
    _mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, PctString<'a>> {
    let lenient = alt((
        pct_encoded_byte_parser(),
        pct_invalid_parser(),
        uncoded_parser(),
    ));
    recognize(many0(lenient))
        .map(|span| PctString { span })
        .parse(input)
}

#[cfg(test)]
mod tests;
