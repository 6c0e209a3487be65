//! Slicing helpers over the grammar's input: what the productions and the
//! readers of their tokens cut spans with.

#[allow(unused_imports)]
use crate::prelude::*;

use super::Span;

/// Splits `input` after `n` bytes: `(taken, rest)`. `n` is a byte offset on
/// a character boundary of `input`, at most its length, as the
/// productions' lengths are.
///
/// ```
/// use specurl_grammar::span::{split, Span};
/// let (scheme, rest) = split(Span::new("http://h"), 4);
/// assert_eq!((*scheme.fragment(), *rest.fragment()), ("http", "://h"));
/// assert_eq!(rest.location_offset(), 4);
/// ```
#[inline]
pub fn split<'a>(input: Span<'a>, n: usize) -> (Span<'a>, Span<'a>) {
    use nom::Input;
    let (rest, taken) = input.take_split(n);
    (taken, rest)
}

/// The first `n` bytes of `input` (as [`split`] takes them). Unlike the
/// rest after them ([`skip`]), a prefix costs nom_locate no line count.
///
/// ```
/// use specurl_grammar::span::{prefix, Span};
/// assert_eq!(*prefix(Span::new("http://h"), 4).fragment(), "http");
/// ```
#[inline]
pub fn prefix<'a>(input: Span<'a>, n: usize) -> Span<'a> {
    use nom::Input;
    input.take(n)
}

/// `input` after its first `n` bytes (as [`split`] takes them), without
/// building the prefix.
///
/// ```
/// use specurl_grammar::span::{skip, Span};
/// let rest = skip(Span::new("a\nb"), 2);
/// assert_eq!((*rest.fragment(), rest.location_line()), ("b", 2));
/// ```
#[inline]
pub fn skip<'a>(input: Span<'a>, n: usize) -> Span<'a> {
    use nom::Input;
    input.take_from(n)
}

/// The empty span at the start of `input`: where an error at its start is
/// placed.
///
/// ```
/// use specurl_grammar::span::{empty_at, skip, Span};
/// let at = empty_at(skip(Span::new("ab"), 1));
/// assert_eq!((*at.fragment(), at.location_offset()), ("", 1));
/// ```
#[inline]
pub fn empty_at<'a>(input: Span<'a>) -> Span<'a> {
    use nom::Input;
    input.take(0)
}

/// The byte length of the longest prefix of `input` whose bytes satisfy
/// `keep`.
///
/// Every character set of the grammar is defined by ASCII characters and
/// treats all non-ASCII characters alike, so it can be tested byte by byte
/// (see [`ascii_or`](crate::chars::ascii_or)): `keep` gives the same
/// answer to every byte of a multi-byte character, and the prefix ends on
/// a character boundary.
///
/// ```
/// use specurl_grammar::span::prefix_len;
/// assert_eq!(prefix_len(b"abc1:x", |b| b.is_ascii_alphanumeric()), 4);
/// assert_eq!(prefix_len(b"abc", |_| true), 3);
/// ```
#[inline]
pub fn prefix_len(input: &[u8], keep: impl Fn(u8) -> bool) -> usize {
    input.iter().position(|&b| !keep(b)).unwrap_or(input.len())
}

/// The first character of `input`, if any.
///
/// ```
/// use specurl_grammar::span::{first, Span};
/// assert_eq!(first(&Span::new("é/")), Some('é'));
/// assert_eq!(first(&Span::new("")), None);
/// ```
#[inline]
pub fn first(input: &Span<'_>) -> Option<char> {
    input.fragment().chars().next()
}
