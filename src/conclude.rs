//! Concluding: parse-resolve-and-normalise, the URL Specification's
//! account of the WHATWG "basic URL parser".
//!
//! ```text
//! parse-resolve-and-normalise (string, base) :=
//!   • Preprocess string
//!   • Detect the parser mode, with the fallback mode as indicated by the base
//!   • Parse the preprocessed string according to the grammar to obtain url1
//!   • Force resolve url1 against base
//!   • Normalise and percent encode the result.
//! ```
//!
//! The first three steps are [`crate::grammar::tokenize`]'s; [`conclude`]
//! runs the last two (resolution, which forces and so processes hosts, then
//! normalisation and percent-encoding) on the model, once for every caller:
//! [`crate::Url::parse`], its setters, its search parameters, file paths,
//! validation, and the public [`UrlRef::conclude`].

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use crate::encoding::Encoding;
use crate::error::{ParseError, ParseErrorKind};
use crate::grammar::tokens::UrlTokens;
use crate::grammar::{Mode, Text};
use crate::model::UrlRef;
use crate::parse::syntax_error_in;
use crate::resolve::{forced_segment, ResolveError, ResolveErrorKind};
use crate::source::Source;

/// Force-resolves `url` against `base` (which processes the host of a web
/// or file URL), then normalises and percent-encodes it, the query in
/// `encoding`: the model-level steps of parse-resolve-and-normalise, in
/// place.
#[inline]
pub(crate) fn conclude<'a>(
    url: &mut UrlRef<'a>,
    base: Option<&UrlRef<'a>>,
    encoding: Encoding,
) -> Result<(), ResolveError> {
    resolve_only(url, base)?;
    encoding.encode_query(url);
    url.make_normal();
    Ok(())
}

/// The step of [`conclude`] that can fail, alone: for a caller that needs
/// to know only whether an input concludes ([`crate::Url::can_parse`]).
#[inline]
pub(crate) fn resolve_only<'a>(
    url: &mut UrlRef<'a>,
    base: Option<&UrlRef<'a>>,
) -> Result<(), ResolveError> {
    url.make_resolved(base)
}

/// `read` without a base, or with `base` concluded first (without a base
/// of its own): the one reading of an entry point's optional base string.
/// A base that fails is [`ParseErrorKind::InvalidBase`], its own error the
/// cause.
#[inline(always)]
pub(crate) fn with_optional_base<T>(
    base: Option<&str>,
    read: impl FnOnce(Option<&UrlRef<'_>>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    // One call of `read`, which its caller inlines as it would a direct
    // call: most calls have no base.
    let base = match base {
        None => None,
        Some(base) => Some(concluded_base(base)?),
    };
    read(base.as_ref())
}

/// `base` concluded. Out of line and not generic, so that the grammar is
/// compiled once for every base rather than into each entry point, whose
/// own input's grammar it would crowd out of the inliner's budget.
#[inline(never)]
fn concluded_base(base: &str) -> Result<UrlRef<'static>, ParseError> {
    front(base, None, |f, tokens| {
        Ok(f.conclude(tokens, None, Encoding::UTF_8)?.into_owned())
    })
    .map_err(ParseError::invalid_base)
}

/// The input of [`front`] as its reader sees it: the preprocessed text,
/// and the way back to the caller's string for an error.
pub(crate) struct Front<'i> {
    input: &'i str,
    preprocessed: Cow<'i, str>,
}

impl<'i> Front<'i> {
    /// The input, preprocessed.
    #[inline]
    pub(crate) fn text(&self) -> &str {
        &self.preprocessed
    }

    /// The input itself, when preprocessing left it as it was (but for
    /// trimming).
    #[inline]
    pub(crate) fn borrowed(&self) -> Option<&'i str> {
        match self.preprocessed {
            Cow::Borrowed(text) => Some(text),
            Cow::Owned(_) => None,
        }
    }

    /// The map back to the caller's string: built only for an error.
    fn source(&self) -> Source<'i> {
        Source::of_preprocessed(self.input, self.preprocessed.clone())
    }

    /// The error for a URL too long for a `Url` (its offsets are `u32`):
    /// the whole input is its span.
    #[cold]
    pub(crate) fn too_long(&self) -> ParseError {
        let source = self.source();
        ParseError::new(
            crate::model::ParseErrorKind::TooLong,
            Some(source.source_range(0, self.text().len())),
        )
    }

    /// The model of `tokens` (of [`Front::text`]) concluded against `base`,
    /// the query in `encoding`; a resolution error placed in the input.
    #[inline(always)]
    pub(crate) fn conclude<'t>(
        &self,
        tokens: &UrlTokens<&'t str>,
        base: Option<&UrlRef<'t>>,
        encoding: Encoding,
    ) -> Result<UrlRef<'t>, ParseError> {
        // A copy, out of line: a reader inlined into the grammar that took
        // the parser's own tokens by address would keep them in memory for
        // every URL (see `tokenize_inline_then`).
        self.conclude_tokens(tokens.clone(), base, encoding)
    }

    /// [`Front::conclude`] of its copy of the tokens.
    fn conclude_tokens<'t>(
        &self,
        tokens: UrlTokens<&'t str>,
        base: Option<&UrlRef<'t>>,
        encoding: Encoding,
    ) -> Result<UrlRef<'t>, ParseError> {
        let mut url = UrlRef::from_tokens(&tokens);
        match conclude(&mut url, base, encoding) {
            Ok(()) => Ok(url),
            Err(e) => Err(resolve_error(&self.source(), self.text(), &tokens, e)),
        }
    }
}

/// The front half of parse-resolve-and-normalise, written once for every
/// entry point: `input` preprocessed, its mode sniffed (the base's mode
/// the fallback), and the grammar run over the plain text (cheaper than
/// over spans, which only an error needs); `then` reads the tokens, by a
/// shortcut or by [`Front::conclude`]. A grammar error is placed in
/// `input`.
#[inline]
pub(crate) fn front<'i, R>(
    input: &'i str,
    base: Option<&UrlRef<'_>>,
    then: impl FnOnce(&Front<'i>, &UrlTokens<&str>) -> Result<R, ParseError>,
) -> Result<R, ParseError> {
    let fallback = base.map_or(Mode::Generic, |b| b.mode(Mode::Generic));
    front_in(input, fallback, then)
}

/// [`front`], the mode a schemeless input is read in given as the base's
/// `fallback` mode: for a base that is not (yet) a model, a parsed `Url`.
#[inline(always)]
pub(crate) fn front_in<'i, R>(
    input: &'i str,
    fallback: Mode,
    then: impl FnOnce(&Front<'i>, &UrlTokens<&str>) -> Result<R, ParseError>,
) -> Result<R, ParseError> {
    let f = Front {
        input,
        preprocessed: crate::source::preprocess(input),
    };
    let text = f.text();
    crate::grammar::tokenize_then(text, fallback, |tokens| then(&f, tokens))
        .map_err(|e| syntax_error_in(&f.source(), text, &e))?
}

/// A resolution error, placed in the input by the tokens that the grammar
/// read from `text` (the input preprocessed): the component the error is
/// about, never a search for its text.
pub(crate) fn resolve_error(
    source: &Source<'_>,
    text: &str,
    tokens: &UrlTokens<&str>,
    e: ResolveError,
) -> ParseError {
    let kind = ParseErrorKind::from(e.kind);
    let authority = tokens.authority();
    // Only offsets are needed.
    let at = |span: &&str| text.offset_of(span);
    let range = |span: &&str, before: usize, after: usize| {
        let start = at(span);
        source.source_range(start - before, start + span.text().len() + after)
    };
    let span = match (e.kind, authority) {
        // The userinfo and its `@`.
        (ResolveErrorKind::FileUserinfo, Some(a)) => a.userinfo().map(|u| range(&u.span(), 0, 1)),
        // The port and its `:`.
        (ResolveErrorKind::FilePort, Some(a)) => a.port().map(|p| range(&p.span(), 1, 0)),
        // Where the empty host is.
        (ResolveErrorKind::MissingHost, Some(a)) => Some(range(&a.span(), 0, 0)),
        // A host error: its span within the host, when the host was the
        // authority's (rather than a segment forced into one), whose text
        // the error carries; the whole host otherwise.
        (ResolveErrorKind::Host(_), Some(a)) if a.host().is_some() => a.host().map(|h| {
            let host = h.span();
            let within = e
                .span
                .map(|s| s.range())
                .filter(|r| host.text().get(r.clone()) == e.found())
                .unwrap_or(0..host.text().len());
            source.source_range(at(&host) + within.start, at(&host) + within.end)
        }),
        // A segment read as an authority, or its host: force reads the
        // first nonempty segment, whose token this is; the error's span is
        // within that segment's text.
        (ResolveErrorKind::InvalidAuthority(_) | ResolveErrorKind::Host(_), _) => {
            let path = tokens.path();
            let segment = forced_segment(path.dir_texts(), path.file(), |d| d.is_empty());
            segment.map(|(_, segment)| {
                let within = e
                    .span
                    .map(|s| s.range())
                    .filter(|_| e.text.as_deref() == Some(segment))
                    .unwrap_or(0..segment.len());
                source.source_range(at(&segment) + within.start, at(&segment) + within.end)
            })
        }
        _ => None,
    };
    ParseError::new(kind, span)
}

impl UrlRef<'_> {
    /// Parse-resolve-and-normalise: `input` preprocessed, parsed in the
    /// mode its scheme or the base selects, force-resolved against `base`
    /// (which is concluded first, without a base of its own), its host
    /// processed, normalised and percent-encoded, as
    /// [`Url::parse`](crate::Url::parse) does before it prints. The result
    /// is the URL structure that [`Url::href`](crate::Url::href) prints,
    /// and what [`Url::to_url_ref`](crate::Url::to_url_ref) gives back.
    ///
    /// ```
    /// use specurl::{Host, UrlRef};
    /// let url = UrlRef::conclude("HTTP://EXAMPLE.com:80/a/../b", None).unwrap();
    /// assert_eq!(url.to_string(), "http://example.com/b");
    /// assert_eq!(url.authority().unwrap().host(), &Host::Domain("example.com".into()));
    /// // `UrlRef::parse` alone keeps the host as written.
    /// let parsed = UrlRef::parse("HTTP://EXAMPLE.com:80/a/../b").unwrap();
    /// assert_eq!(parsed.normalise().to_string(), "http://EXAMPLE.com/b");
    /// // With a base, as `new URL(input, base)`.
    /// let url = UrlRef::conclude("../c?d", Some("https://h/a/b")).unwrap();
    /// assert_eq!(url.to_string(), "https://h/c?d");
    /// assert_eq!(url, specurl::Url::parse("../c?d", Some("https://h/a/b")).unwrap().to_url_ref());
    /// assert!(UrlRef::conclude("../c", None).is_err());
    /// ```
    pub fn conclude(input: &str, base: Option<&str>) -> Result<UrlRef<'static>, ParseError> {
        with_optional_base(base, |base| {
            front(input, base, |f, tokens| {
                Ok(f.conclude(tokens, base, Encoding::UTF_8)?.into_owned())
            })
        })
    }
}
