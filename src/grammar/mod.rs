//! The URL grammar ("URL Grammar" in the specification), one nom combinator
//! per production.
//!
//! Every combinator has the shape
//!
//! ```text
//! fn rule<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, T>
//! ```
//!
//! so that it composes inside nom (`|i| rule(mode, i)`), and every `T` is a
//! span-annotated token typed after the URL model ([`tokens`]). The grammar
//! only splits: it neither decodes nor rewrites. Percent-decoding, host
//! processing and normalisation are later stages.
//!
//! ```
//! use specurl::grammar::{self, Mode};
//! let (rest, url) = grammar::url(Mode::Web, "http://a/b?c#d".into()).unwrap();
//! assert!(rest.is_empty());
//! assert_eq!(*url.scheme.unwrap().fragment(), "http");
//! assert_eq!(*url.authority.unwrap().span.fragment(), "a");
//! assert_eq!(*url.path.file.unwrap().fragment(), "b");
//! ```
//!
//! The mode selects the grammar's variant: the set `s` is `/` in generic mode
//! and `/` or `\` in web and file mode, and file mode uses the `auth-drive`
//! form of `auth-path`. [`Mode::sniff`] picks the mode of an input from its
//! scheme, as "Parsing" prescribes; [`tokenize`] does preprocessing, mode
//! selection and parsing in one call.

#[allow(unused_imports)]
use crate::prelude::*;

mod authority;
mod error;
mod ip4;
mod ip6;
mod mode;
mod pct;
mod prim;
mod rule;
pub mod tokens;
mod url;

pub use authority::{
    authority, authority_empty, host, opaque_host, password, port, userinfo, username,
};
pub(crate) use error::unwrap;
pub use error::{complete, Error, ErrorKind};
pub(crate) use ip4::ip4_address_in;
pub use ip4::{dec_octet, ip4_address, ip4_address_strict, ip4_number};
pub use ip6::{h16, ip6_address, ip6_address_strict, ls32};
pub use mode::Mode;
pub use pct::{
    pct, pct_encoded_byte, pct_encoded_bytes, pct_encoded_string, pct_encoded_string_lenient,
    pct_invalid, uncoded,
};
pub use rule::{run, Parsed, Rule};
pub use tokens::{Token, Tokens};
pub(crate) use url::followed_drive;
pub use url::{
    auth_drive, auth_drive_invalid, auth_path, dir, drive, file, fragment, path, path_rel,
    path_root, query, scheme, url,
};

use core::fmt;

use nom::Parser;

use crate::source::Source;

/// The input of every combinator: a slice of the preprocessed URL-string that
/// knows its offset.
///
/// ```
/// use specurl::grammar::{url, Mode, Span};
/// let (_, u) = url(Mode::Generic, Span::new("sc:x?q")).unwrap();
/// let q = u.query.unwrap();
/// // A token's offset is in the whole input, not in what its rule was given.
/// assert_eq!((q.location_offset(), *q.fragment()), (5, "q"));
/// ```
pub type Span<'a> = nom_locate::LocatedSpan<&'a str>;

/// What the grammar runs over: a slice of the preprocessed URL-string,
/// either a [`Span`], which knows its line and column, or a plain `&str`,
/// which is cheaper to slice (nom_locate counts the line feeds of every
/// slice that moves a span's start). The tokens are generic over it.
///
/// ```
/// use specurl::grammar::Text;
/// let full = "http://h/x";
/// let path = &full[8..];
/// assert_eq!((path.text(), full.offset_of(&path)), ("/x", 8));
/// ```
pub trait Text: Clone + Copy + nom::Input + nom::Offset + fmt::Debug + PartialEq {
    /// The text itself.
    fn text(&self) -> &str;

    /// Where `part`, a slice of `self`, starts in `self`.
    #[inline]
    fn offset_of(&self, part: &Self) -> usize {
        nom::Offset::offset(self, part)
    }
}

impl Text for &str {
    #[inline]
    fn text(&self) -> &str {
        self
    }
}

impl Text for Span<'_> {
    #[inline]
    fn text(&self) -> &str {
        self.fragment()
    }
}

/// A [`Text`] whose slices live for `'a`: what the model borrows the values
/// of its components from, whichever text the grammar ran over.
///
/// ```
/// use specurl::grammar::{Span, TextOf};
/// let text = "http://h/x";
/// assert_eq!(TextOf::str(&text[7..8]), TextOf::str(Span::new("h")));
/// ```
pub trait TextOf<'a>: Text {
    /// The text, for `'a`.
    fn str(self) -> &'a str;
}

impl<'a> TextOf<'a> for &'a str {
    #[inline]
    fn str(self) -> &'a str {
        self
    }
}

impl<'a> TextOf<'a> for Span<'a> {
    #[inline]
    fn str(self) -> &'a str {
        self.fragment()
    }
}

/// `authority` over the plain `text`, for the stages that read a string as
/// an authority (force) and need no spans.
pub(crate) fn authority_in(mode: Mode, text: &str) -> IResult<&str, tokens::AuthorityTokens<&str>> {
    authority::authority_parser(mode).parse(text)
}

/// The result of every combinator: the rest of the input and the token, or an
/// [`Error`] with its kind and span.
///
/// ```
/// use nom::{character::complete::char, sequence::terminated, Parser};
/// use specurl::grammar::{scheme, IResult, Mode, Span};
/// // A combinator of one's own, composed with the grammar's.
/// fn scheme_colon(mode: Mode, input: Span<'_>) -> IResult<Span<'_>, Span<'_>> {
///     terminated(|i| scheme(mode, i), char(':')).parse(input)
/// }
/// let (rest, s) = scheme_colon(Mode::Generic, "sc:x".into()).unwrap();
/// assert_eq!((*s.fragment(), *rest.fragment()), ("sc", "x"));
/// assert!(scheme_colon(Mode::Generic, "sc/x".into()).is_err());
/// ```
pub type IResult<I, O> = nom::IResult<I, O, Error<I>>;

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
/// (see [`crate::chars::ascii_or`]): `keep` gives the same answer to every
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
