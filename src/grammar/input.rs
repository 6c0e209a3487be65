//! Slicing helpers over the grammar's input, shared by its rules.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::span::Span;

/// Splits `input` after `n` bytes: `(taken, rest)`.
#[inline]
pub(crate) fn split<'a>(input: Span<'a>, n: usize) -> (Span<'a>, Span<'a>) {
    use nom::Input;
    let (rest, taken) = input.take_split(n);
    (taken, rest)
}

/// The first `n` bytes of `input`. Unlike the rest after them ([`skip`]),
/// a prefix costs nom_locate no line count.
#[inline]
pub(crate) fn prefix<'a>(input: Span<'a>, n: usize) -> Span<'a> {
    use nom::Input;
    input.take(n)
}

/// `input` after its first `n` bytes, without building the prefix.
#[inline]
pub(crate) fn skip<'a>(input: Span<'a>, n: usize) -> Span<'a> {
    use nom::Input;
    input.take_from(n)
}

/// The empty span at the start of `input`.
#[inline]
pub(crate) fn empty_at<'a>(input: Span<'a>) -> Span<'a> {
    use nom::Input;
    input.take(0)
}

/// The byte length of the longest prefix of `input` whose bytes satisfy
/// `keep`.
///
/// Every character set of the grammar is defined by ASCII characters and
/// treats all non-ASCII characters alike, so it can be tested byte by byte
/// (see `chars::ascii_or`): `keep` gives the same answer to every
/// byte of a multi-byte character, and the prefix ends on a character
/// boundary.
#[inline]
pub(crate) fn prefix_len(input: &[u8], keep: impl Fn(u8) -> bool) -> usize {
    input.iter().position(|&b| !keep(b)).unwrap_or(input.len())
}

/// The first character of `input`, if any.
#[inline]
pub(crate) fn first(input: &Span<'_>) -> Option<char> {
    input.fragment().chars().next()
}
