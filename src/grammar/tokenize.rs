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
#[inline(always)]
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
/// The tokens are large, so `then` reads them where they were written:
/// moving them out costs more than most readings of them. A `then` that
/// hands them to code out of line (the model, on a slow path) hands it a
/// copy: a call that takes the parser's own tokens by address keeps them
/// in memory for every URL, the fast path's too, and every layer of the
/// grammar then copies them, each copy read back at once by wide loads
/// that the processor cannot forward from the narrow stores that wrote
/// them (docs/performance.md). Not taken by address, they stay in
/// registers.
#[inline(always)]
pub(crate) fn tokenize_then<I: Text, R>(
    text: I,
    fallback: Mode,
    then: impl FnOnce(&tokens::UrlTokens<I>) -> R,
) -> Result<R, Error<I>> {
    // `url`, its scheme read first: the scheme selects the mode of the rest.
    let (rest, scheme) = match nom::combinator::opt(url::scheme_colon()).parse(text) {
        Ok(read) => read,
        Err(e) => return Err(error::unwrap(e, Rule::Url, text)),
    };
    let mode = scheme.map_or(fallback, |s| Mode::of_scheme(s.text()));
    // A whole URL has nothing after it: the rest is not looked at.
    // The tokens are read where the parser left them, not moved out.
    match url::after_scheme(mode).parse(rest) {
        Ok((_, ref mut tokens)) => {
            tokens.scheme = scheme;
            Ok(then(tokens))
        }
        Err(e) => Err(error::unwrap(e, Rule::Url, text)),
    }
}

/// `authority` over the plain `text`, for the stages that read a string as
/// an authority (force) and need no spans.
pub(crate) fn authority_in(mode: Mode, text: &str) -> IResult<&str, AuthorityTokens<&str>> {
    authority::authority_parser(mode).parse(text)
}
