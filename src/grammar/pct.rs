//! The percent-encoded-string rules, strict and lenient.

use nom::Parser;

use super::error::{expect, fail};
use super::tokens::PctString;
use super::{empty_at, split, ErrorKind, IResult, Mode, Rule, Span};

/// `pct-encoded-byte ::= % hex-digit hex-digit`
///
/// ```
/// use specurl::grammar::{pct_encoded_byte, Mode};
/// assert!(pct_encoded_byte(Mode::Generic, "%2F".into()).is_ok());
/// assert!(pct_encoded_byte(Mode::Generic, "%2G".into()).is_err());
/// ```
pub fn pct_encoded_byte<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    match input.fragment().as_bytes() {
        [b'%', a, b, ..] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() => {
            let (byte, rest) = split(input, 3);
            Ok((rest, byte))
        }
        _ => fail(ErrorKind::Expected(Rule::PctEncodedByte), empty_at(input)),
    }
}

/// `pct-encoded-bytes ::= pct-encoded-byte+`: the longest run of encoded
/// bytes, the unit that percent-decoding reads as UTF-8 ("Percent
/// Decoding"), so that a character's bytes are decoded together.
///
/// ```
/// use specurl::grammar::{pct_encoded_bytes, Mode};
/// let (rest, bytes) = pct_encoded_bytes(Mode::Generic, "%C3%A9%4x".into()).unwrap();
/// assert_eq!((*bytes.fragment(), *rest.fragment()), ("%C3%A9", "%4x"));
/// assert!(pct_encoded_bytes(Mode::Generic, "a%41".into()).is_err());
/// ```
pub fn pct_encoded_bytes<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    nom::combinator::recognize(nom::multi::many1_count(|i| pct_encoded_byte(mode, i)))
        .parse(input)
        // Say which production failed, not its first byte's.
        .map_err(|e| e.map(|_| super::Error::expected(Rule::PctEncodedBytes, input)))
}

/// `pct-invalid ::= % [ hex-digit ]`, where `pct-encoded-byte` does not
/// match: the grammar resolves the overlap in favour of the valid byte, so
/// this combinator does too.
///
/// ```
/// use specurl::grammar::{pct_invalid, Mode};
/// assert_eq!(*pct_invalid(Mode::Generic, "%4g".into()).unwrap().1.fragment(), "%4");
/// assert!(pct_invalid(Mode::Generic, "%41".into()).is_err());
/// ```
pub fn pct_invalid<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    let len = match input.fragment().as_bytes() {
        [b'%', a, b, ..] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() => 0,
        [b'%', a, ..] if a.is_ascii_hexdigit() => 2,
        [b'%', ..] => 1,
        _ => 0,
    };
    if len == 0 {
        return fail(ErrorKind::Expected(Rule::PctInvalid), empty_at(input));
    }
    let (pct, rest) = split(input, len);
    Ok((rest, pct))
}

/// `pct ::= pct-encoded-byte | pct-invalid`
///
/// ```
/// use specurl::grammar::{pct, Mode};
/// assert_eq!(*pct(Mode::Generic, "%41".into()).unwrap().1.fragment(), "%41");
/// assert_eq!(*pct(Mode::Generic, "%".into()).unwrap().1.fragment(), "%");
/// assert!(pct(Mode::Generic, "x%41".into()).is_err());
/// ```
pub fn pct<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    nom::branch::alt((|i| pct_encoded_byte(mode, i), |i| pct_invalid(mode, i)))
        .parse(input)
        // Both alternatives failing means no `%` here: say `pct`, not the
        // name of whichever alternative happened to be tried last.
        .map_err(|e| e.map(|_| super::Error::expected(Rule::Pct, input)))
}

/// `uncoded ::= non-pct+`
///
/// ```
/// use specurl::grammar::{uncoded, Mode};
/// assert_eq!(*uncoded(Mode::Generic, "ab%20".into()).unwrap().1.fragment(), "ab");
/// ```
pub fn uncoded<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    let r = nom::bytes::complete::take_while1(|c| c != '%').parse(input);
    expect(Rule::Uncoded, input, r)
}

/// `pct-encoded-string ::= ( pct-encoded-byte | uncoded )*`: the strict
/// form. Stops before the first `%` that does not start a
/// `pct-encoded-byte`.
///
/// ```
/// use specurl::grammar::{pct_encoded_string, Mode};
/// let (rest, s) = pct_encoded_string(Mode::Generic, "a%20b%zz".into()).unwrap();
/// assert_eq!((*s.span.fragment(), *rest.fragment()), ("a%20b", "%zz"));
/// ```
pub fn pct_encoded_string<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PctString<'a>> {
    let all = PctString { span: input };
    let len = all
        .parts()
        .take_while(|t| t.rule != Rule::PctInvalid)
        .map(|t| t.span.fragment().len())
        .sum();
    let (span, rest) = split(input, len);
    Ok((rest, PctString { span }))
}

/// `pct-encoded-string-lenient ::= ( pct-encoded-byte | pct-invalid | uncoded )*`:
/// the lenient form, which accepts every string.
///
/// ```
/// use specurl::grammar::{pct_encoded_string_lenient, Mode};
/// let (rest, s) = pct_encoded_string_lenient(Mode::Generic, "100%".into()).unwrap();
/// assert!(rest.fragment().is_empty());
/// ```
pub fn pct_encoded_string_lenient<'a>(
    _mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, PctString<'a>> {
    let (span, rest) = split(input, input.fragment().len());
    Ok((rest, PctString { span }))
}
