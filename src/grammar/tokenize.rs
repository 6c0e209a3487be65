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
/// assert_eq!(url.mode, Mode::Web);
/// assert_eq!(*url.authority.unwrap().span.fragment(), "host");
/// ```
pub fn tokenize<'a>(
    source: &'a Source<'_>,
    fallback: Mode,
) -> Result<tokens::UrlTokens<Span<'a>>, Error<Span<'a>>> {
    tokenize_then(source.span(), fallback, tokens::UrlTokens::clone)
}

/// Mode selection and [`url`] on `text`, which is preprocessed already,
/// and `then` on the tokens: the one sequence that every reading of a whole
/// URL-string (the tokens, the model, [`crate::Url`], validation) starts
/// with.
///
/// The grammar itself is [`read`], compiled once for each input type; only
/// this thin wrapper is compiled once for each reader (`then`).
#[inline(always)]
pub(crate) fn tokenize_then<I: Text, R>(
    text: I,
    fallback: Mode,
    then: impl FnOnce(&tokens::UrlTokens<I>) -> R,
) -> Result<R, Error<I>> {
    read(text, fallback).map(|tokens| then(&tokens))
}

/// Mode selection and [`url`] on `text`: the body of [`tokenize_then`].
///
/// Out of line, because the grammar inlined into every reader was most
/// of the crate's compile time: a dozen copies of the whole grammar for
/// LLVM to optimise, where one per input type serves (docs/performance.md,
/// "Build time").
#[inline(never)]
fn read<I: Text>(text: I, fallback: Mode) -> Result<tokens::UrlTokens<I>, Error<I>> {
    // `url`, its scheme read first: the scheme selects the mode of the rest.
    let (rest, scheme) = match nom::combinator::opt(url::scheme_colon()).parse(text) {
        Ok(read) => read,
        Err(e) => return Err(error::unwrap(e, Rule::Url, text)),
    };
    let mode = scheme.map_or(fallback, |s| Mode::of_scheme(s.text()));
    // A whole URL has nothing after it: the rest is not looked at.
    match url::after_scheme(mode).parse(rest) {
        Ok((_, mut tokens)) => {
            tokens.scheme = scheme;
            Ok(tokens)
        }
        Err(e) => Err(error::unwrap(e, Rule::Url, text)),
    }
}

/// `authority` over the plain `text`, for the stages that read a string as
/// an authority (force) and need no spans.
pub(crate) fn authority_in(mode: Mode, text: &str) -> IResult<&str, AuthorityTokens<&str>> {
    authority::authority_parser(mode).parse(text)
}
