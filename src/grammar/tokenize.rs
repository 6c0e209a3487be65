//! The entry of a whole URL-string into the grammar: mode selection, then
//! [`url`](super::url) over the rest.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::Parser;

use super::error::{self, Error};
use super::tokens::{self, AuthorityTokens};
use super::{authority, url, IResult, Mode, Rule, Span, Text};
use crate::source::Source;

/// Preprocesses `input`, selects the parser mode (with `fallback` for a
/// schemeless input) and parses it with [`url`].
///
/// The tokens borrow from the returned [`Source`]'s text, so the source is
/// passed in by the caller and must outlive them.
///
/// ```
/// use specurl::{grammar::{self, Mode}, Source};
/// let src = Source::new(" HTTP:\\\\host\\x ");
/// let url = grammar::tokenize(&src, Mode::Generic).unwrap();
/// assert_eq!(url.mode(), Mode::Web);
/// assert_eq!(*url.authority().unwrap().span().fragment(), "host");
/// ```
pub fn tokenize<'a>(
    source: &'a Source<'_>,
    fallback: Mode,
) -> Result<tokens::UrlTokens<Span<'a>>, Error<Span<'a>>> {
    tokenize_inline_then(source.span(), fallback, tokens::UrlTokens::clone)
}

/// Mode selection and [`url`] on `text`, which is preprocessed already,
/// and `then` on the tokens: the one sequence that every reading of a whole
/// URL-string (the tokens, the model, [`crate::Url`], validation) starts
/// with.
///
/// The grammar itself is [`read`], out of line and compiled once for each
/// input type; only this thin wrapper is compiled once for each reader.
/// The readers whose speed is a target read the tokens in place instead
/// ([`tokenize_inline_then`]).
#[inline(always)]
pub(crate) fn tokenize_then<I: Text, R>(
    text: I,
    fallback: Mode,
    then: impl FnOnce(&tokens::UrlTokens<I>) -> R,
) -> Result<R, Error<I>> {
    read(text, fallback).map(|tokens| then(&tokens))
}

/// [`tokenize_then`] with the grammar inlined into the reader, which then
/// reads the tokens where the parser wrote them.
///
/// The tokens are large, and returned from an out-of-line [`read`] they
/// are in memory: every layer of the grammar then copies them, each copy
/// read back at once by wide loads that the processor cannot forward from
/// the narrow stores that wrote them (docs/performance.md). Inlined, and
/// not taken by address, they stay in registers: about a fifth fewer
/// instructions for boolean validity and `validate`, a third for the
/// tokens alone. But each reader is then one more copy of the whole
/// grammar for the compiler to optimise ("Build time"), so only the
/// readers whose speed is a target inline it. A `then` that hands the
/// tokens to code out of line hands it a copy, or they are in memory
/// again.
#[inline(always)]
pub(crate) fn tokenize_inline_then<I: Text, R>(
    text: I,
    fallback: Mode,
    then: impl FnOnce(&tokens::UrlTokens<I>) -> R,
) -> Result<R, Error<I>> {
    let (rest, scheme) = scheme_then(text)?;
    let mode = scheme.map_or(fallback, |s| Mode::of_scheme(s.text()));
    // The tokens are read where the parser left them, not moved out.
    match url::after_scheme(mode).parse(rest) {
        Ok((_, ref mut tokens)) => {
            tokens.scheme = scheme;
            Ok(then(tokens))
        }
        Err(e) => Err(error::unwrap(e, Rule::Url, text)),
    }
}

/// `[ scheme : ]` at the start of `text`: the scheme, read first, selects
/// the mode of the rest.
#[inline(always)]
fn scheme_then<I: Text>(text: I) -> Result<(I, Option<I>), Error<I>> {
    nom::combinator::opt(url::scheme_colon())
        .parse(text)
        .map_err(|e| error::unwrap(e, Rule::Url, text))
}

/// Mode selection and [`url`] on `text`: the body of [`tokenize_then`].
///
/// Out of line, because the grammar inlined into every reader was a
/// dozen copies of the whole grammar for LLVM to optimise, where one per
/// input type serves: a quarter of the crate's optimised code, and a fifth
/// of its release build (docs/performance.md, "Build time").
#[inline(never)]
fn read<I: Text>(text: I, fallback: Mode) -> Result<tokens::UrlTokens<I>, Error<I>> {
    // A copy, not the parser's own tokens moved out (see
    // `tokenize_inline_then`).
    tokenize_inline_then(text, fallback, tokens::UrlTokens::clone)
}

/// `authority` over the plain `text`, for the stages that read a string as
/// an authority (force) and need no spans.
pub(crate) fn authority_in(mode: Mode, text: &str) -> IResult<&str, AuthorityTokens<&str>> {
    authority::authority_parser(mode).parse(text)
}
