//! The entry of a whole URL-string into the grammar: mode selection, then
//! [`url`](crate::url::url) over the rest.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::Parser;

use crate::authority;
use crate::error::IResult;
use crate::error::{self, Error};
use crate::mode::Mode;
use crate::rule::Rule;
use crate::source::Source;
use crate::span::{Span, Text};
use crate::tokens::{self, AuthorityTokens};
use crate::url;

/// Preprocesses `input`, selects the parser mode (with `fallback` for a
/// schemeless input) and parses it with [`url`].
///
/// The tokens borrow from the returned [`Source`]'s text, so the source is
/// passed in by the caller and must outlive them.
///
/// ```
/// use specurl_grammar::{self as grammar, source::Source, Mode};
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

/// Mode selection and [`url`] on `text`, which is preprocessed already
/// (with `fallback` for a schemeless input), and `then` on the tokens: the
/// one sequence that every reading of a whole URL-string (the tokens, a
/// URL model, validation) starts with. `text` is any [`Text`]: a plain
/// `&str` is cheaper to slice than a [`Span`].
///
/// The grammar itself is compiled once for each input type, out of line;
/// only this thin wrapper is compiled once for each reader. A reader whose
/// speed matters most reads the tokens in place instead
/// ([`tokenize_inline_then`]).
///
/// ```
/// use specurl_grammar::{tokenize_then, Mode};
/// let host = tokenize_then("HTTP://h/x", Mode::Generic, |t| {
///     (t.mode(), t.authority().and_then(|a| a.host()).map(|h| h.span()))
/// });
/// assert_eq!(host, Ok((Mode::Web, Some("h"))));
/// ```
#[inline(always)]
pub fn tokenize_then<I: Text, R>(
    text: I,
    fallback: Mode,
    then: impl FnOnce(&tokens::UrlTokens<I>) -> R,
) -> Result<R, Error<I>> {
    read(text, fallback).map(|tokens| then(&tokens))
}

/// [`tokenize_then`] with the grammar inlined into the reader, which then
/// reads the tokens where the parser wrote them.
///
/// The tokens are large, and returned from an out-of-line function they
/// are in memory: every layer of the grammar then copies them, each copy
/// read back at once by wide loads that the processor cannot forward from
/// the narrow stores that wrote them. Inlined, and not taken by address,
/// they stay in registers: about a fifth fewer instructions for a reader
/// as light as a validity check, a third for the tokens alone. But each
/// reader is then one more copy of the whole grammar for the compiler to
/// optimise, so only the readers whose speed matters most should inline
/// it. A `then` that hands the tokens to code out of line hands it a copy,
/// or they are in memory again.
///
/// ```
/// use specurl_grammar::{tokenize_inline_then, Mode};
/// let query = tokenize_inline_then("sc:x?q", Mode::Web, |t| t.query());
/// assert_eq!(query, Ok(Some("q")));
/// ```
#[inline(always)]
pub fn tokenize_inline_then<I: Text, R>(
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
/// input type serves: a quarter of specurl's optimised code, and a fifth
/// of its release build (specurl's docs/performance.md, "Build time").
#[inline(never)]
fn read<I: Text>(text: I, fallback: Mode) -> Result<tokens::UrlTokens<I>, Error<I>> {
    // A copy, not the parser's own tokens moved out (see
    // `tokenize_inline_then`).
    tokenize_inline_then(text, fallback, tokens::UrlTokens::clone)
}

/// [`authority`] over a plain `&str`, for a reader that reads a string as
/// an authority and needs no spans.
///
/// ```
/// use specurl_grammar::{authority_in, Mode};
/// let (rest, a) = authority_in(Mode::Web, "u@h:1/x").unwrap();
/// assert_eq!((rest, a.host().map(|h| h.span())), ("/x", Some("h")));
/// ```
pub fn authority_in(mode: Mode, text: &str) -> IResult<&str, AuthorityTokens<&str>> {
    authority::authority_parser(mode).parse(text)
}
