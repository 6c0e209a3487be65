//! Parsing a URL-string to the model: preprocessing, mode selection, the
//! grammar, and the tokens read as components.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::error::{ParseError, ParseErrorKind};
use crate::grammar::{self, Mode};
use crate::model::UrlRef;
use crate::source::Source;

impl<'a> UrlRef<'a> {
    /// Parses a URL or a relative reference, without a base; a schemeless
    /// input is read in generic mode.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let r = UrlRef::parse("foo/bar").unwrap();
    /// let base = UrlRef::parse("//host").unwrap();
    /// assert_eq!(r.rebase(&base).to_string(), "//host/foo/bar");
    /// ```
    pub fn parse(input: &'a str) -> Result<UrlRef<'a>, ParseError> {
        UrlRef::parse_with_mode(input, Mode::Generic)
    }

    /// Parses with `fallback` as the mode of a schemeless input (the mode of
    /// the base it will be resolved against).
    ///
    /// ```
    /// use specurl::{grammar::Mode, UrlRef};
    /// let r = UrlRef::parse_with_mode("\\\\h\\x", Mode::Web).unwrap();
    /// assert_eq!(r.to_string(), "//h/x");
    /// ```
    pub fn parse_with_mode(input: &'a str, fallback: Mode) -> Result<UrlRef<'a>, ParseError> {
        let source = Source::new(input);
        match source.borrowed_text() {
            Some(text) => parse_text(&source, text, fallback),
            None => parse_text(&source, source.text(), fallback).map(UrlRef::into_owned),
        }
    }
}

/// Mode selection, the grammar and the model, on preprocessed `text` of
/// `source`; a grammar error is placed in the caller's string.
///
/// The grammar runs over the plain text: the model borrows only the
/// components' text, and an error is placed in spans afterwards.
pub(crate) fn parse_text<'t>(
    source: &Source<'_>,
    text: &'t str,
    fallback: Mode,
) -> Result<UrlRef<'t>, ParseError> {
    grammar::tokenize_then(text, fallback, UrlRef::from_tokens)
        .map_err(|e| syntax_error_in(source, text, &e))
}

/// A grammar error over the plain preprocessed `text` of `source`, placed
/// in the caller's string. Only the error's offsets are needed, not the
/// line and column that a span of it would count.
pub(crate) fn syntax_error_in(
    source: &Source<'_>,
    text: &str,
    e: &grammar::Error<&str>,
) -> ParseError {
    use crate::grammar::Text;
    let start = text.offset_of(&e.span);
    ParseError::new(
        ParseErrorKind::Syntax(e.kind),
        Some(source.source_range(start, start + e.span.len())),
    )
}
