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

use crate::encoding::Encoding;
use crate::error::{ParseError, ParseErrorKind};
use crate::grammar::tokens::AuthorityTokens;
use crate::grammar::{Mode, Text};
use crate::model::UrlRef;
use crate::parse::syntax_error_in;
use crate::resolve::{ResolveError, ResolveErrorKind};
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

/// Concludes `base` (without a base of its own) and hands it to `then`; a
/// base that fails is [`ParseErrorKind::InvalidBase`], its own error the
/// cause.
pub(crate) fn with_base<T>(
    base: &str,
    then: impl FnOnce(&UrlRef<'_>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let invalid = |e: ParseError| ParseError {
        kind: ParseErrorKind::InvalidBase,
        span: None,
        cause: Some(Box::new(e)),
    };
    // The inner result is the input's; an outer error is the base's.
    parse_resolve_and_normalise(base, None, |b| Ok(then(&b))).map_err(invalid)?
}

/// Parse-resolve-and-normalise, handing the normalised URL (which borrows
/// from the preprocessed input) to `then`.
pub(crate) fn parse_resolve_and_normalise<T>(
    input: &str,
    base: Option<&UrlRef<'_>>,
    then: impl FnOnce(UrlRef<'_>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    let source = Source::new(input);
    let text = source.text();
    let fallback = base.map_or(Mode::Generic, |b| b.mode(Mode::Generic));
    let url = crate::grammar::tokenize_then(text, fallback, |tokens| {
        // From a copy, as `tokenize_then` asks of a reader out of line.
        let tokens = tokens.clone();
        let mut url = UrlRef::from_tokens(&tokens);
        conclude(&mut url, base, Encoding::UTF_8)
            .map_err(|e| resolve_error(&source, text, tokens.authority, e))?;
        then(url)
    });
    url.map_err(|e| syntax_error_in(&source, text, &e))?
}

/// A resolution error, placed in the input by the `authority` that the
/// grammar read from `text` (the input preprocessed): the component the
/// error is about.
pub(crate) fn resolve_error<I: Text>(
    source: &Source<'_>,
    text: I,
    authority: Option<AuthorityTokens<I>>,
    e: ResolveError,
) -> ParseError {
    let kind = ParseErrorKind::from(e.kind);
    // Only offsets are needed.
    let at = |span: &I| text.offset_of(span);
    let range = |span: &I, before: usize, after: usize| {
        let start = at(span);
        source.source_range(start - before, start + span.text().len() + after)
    };
    let span = match (e.kind, authority) {
        // The userinfo and its `@`.
        (ResolveErrorKind::FileUserinfo, Some(a)) => a.userinfo.map(|u| range(&u.span, 0, 1)),
        // The port and its `:`.
        (ResolveErrorKind::FilePort, Some(a)) => a.port.map(|p| range(&p.span, 1, 0)),
        // Where the empty host is.
        (ResolveErrorKind::MissingHost, Some(a)) => Some(range(&a.span, 0, 0)),
        // A host error: its text within the host, when the host was the
        // authority's (rather than a segment forced into one).
        (ResolveErrorKind::Host(_), Some(a)) if a.host.is_some() => a.host.map(|h| {
            let host = h.span();
            let found = e.found().unwrap_or_default();
            let start = at(&host) + host.text().find(found).unwrap_or(0);
            source.source_range(start, start + found.len())
        }),
        // A segment read as an authority, or its host: where its text
        // first occurs.
        _ => e.found().filter(|at| !at.is_empty()).and_then(|at| {
            let start = source.text().find(at)?;
            Some(source.source_range(start, start + at.len()))
        }),
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
    /// assert_eq!(url.authority().unwrap().host(), Some(&Host::Domain("example.com".into())));
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
        let concluded = |input: &str, base: Option<&UrlRef<'_>>| {
            parse_resolve_and_normalise(input, base, |url| Ok(url.into_owned()))
        };
        match base {
            None => concluded(input, None),
            Some(base) => with_base(base, |b| concluded(input, Some(b))),
        }
    }
}
