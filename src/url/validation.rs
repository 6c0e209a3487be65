//! [`Url::parse_with_validation`]: the URL or the failure, and every
//! diagnostic, from one reading of the input.

#[allow(unused_imports)]
use crate::prelude::*;

use super::Url;
use crate::conclude::{conclude, parse_resolve_and_normalise, resolve_error};
use crate::encoding::Encoding;
use crate::error::{ParseError, ParseErrorKind};
use crate::model::UrlRef;
use crate::parse::syntax_error;
use crate::source::Source;
use crate::validate::{
    based, validate_source, validate_with_base, Base, Diagnostic, Strictness, Validation,
};

/// What [`Url::parse_with_validation`] found: the URL or why it fails, and
/// the lenient [`Validation`] of the same input against the same base.
///
/// ```
/// use specurl::Url;
/// let p = Url::parse_with_validation("http:\\\\EXAMPLE.com/a b", None);
/// assert_eq!(p.url.as_ref().unwrap().href(), "http://example.com/a%20b");
/// let names: Vec<_> = p.whatwg_errors().map(|(name, d)| (name, d.span.range())).collect();
/// assert_eq!(names, [
///     ("special-scheme-missing-following-solidus", 5..7),
///     ("invalid-reverse-solidus", 5..7),
///     ("invalid-URL-unit", 20..21),
/// ]);
/// ```
#[derive(Debug, Clone)]
pub struct ValidatedUrl {
    /// The URL, as [`Url::parse`] gives it, or the failure.
    pub url: Result<Url, ParseError>,
    /// Every diagnostic of the input, lenient: the errors are why the URL
    /// fails, the warnings the rest (the standard's validation errors, the
    /// URL Specification's strict rules, what forcing had to complete).
    pub validation: Validation,
}

impl ValidatedUrl {
    /// The diagnostics that are validation errors of the URL Standard, with
    /// their names, in order of position.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("https://u@h/", None);
    /// assert_eq!(p.whatwg_errors().map(|(n, _)| n).collect::<Vec<_>>(), ["invalid-credentials"]);
    /// ```
    pub fn whatwg_errors(&self) -> impl Iterator<Item = (&'static str, &Diagnostic)> + '_ {
        self.validation
            .diagnostics()
            .iter()
            .filter_map(|d| Some((d.whatwg_name()?, d)))
    }
}

impl Url {
    /// Parses `input` against `base` as [`Url::parse`] does, and validates
    /// it as [`validate_with_base`] does with
    /// [`Strictness::Lenient`], from the same tokens: the grammar reads the
    /// input once, and the validation walks its tokens while the parse
    /// goes on from them.
    ///
    /// The diagnostics include the URL Specification's "force" completions
    /// ([`DiagnosticKind::Forced`](crate::validate::DiagnosticKind::Forced): a web URL without `//` or a
    /// host, a file URL without `//`) and the URL Standard's validation
    /// errors with their names ([`ValidatedUrl::whatwg_errors`]). A base
    /// that does not parse fails the URL; the input is then validated
    /// without a base.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("../c?d", Some("https://example.com/a/b"));
    /// assert_eq!(p.url.unwrap().href(), "https://example.com/c?d");
    /// assert!(p.validation.diagnostics().is_empty());
    /// let p = Url::parse_with_validation("http:example.com", None);
    /// assert_eq!(p.url.unwrap().href(), "http://example.com/");
    /// assert_eq!(p.validation.warnings().count(), 2); // forced; no `//`
    /// assert!(Url::parse_with_validation("http://h:x/", None).url.is_err());
    /// ```
    pub fn parse_with_validation(input: &str, base: Option<&str>) -> ValidatedUrl {
        let Some(base) = base else {
            return one(input, None, None);
        };
        let mut found = None;
        let parsed = parse_resolve_and_normalise(base, None, |b| {
            let base_url = Url::from_normalised(&b);
            found = Some(one(input, Some(&b), Some(&base_url)));
            Ok(())
        });
        match (parsed, found) {
            (Ok(()), Some(found)) => found,
            (parsed, _) => ValidatedUrl {
                url: Err(ParseError {
                    kind: ParseErrorKind::InvalidBase,
                    span: None,
                    cause: parsed.err().map(Box::new),
                }),
                validation: validate_with_base(input, None, Strictness::Lenient),
            },
        }
    }
}

/// The input against a parsed base (as a reference to resolve against,
/// and as a `Url` for what validation asks of it), or none.
fn one(input: &str, base: Option<&UrlRef<'_>>, base_url: Option<&Url>) -> ValidatedUrl {
    let source = Source::new(input);
    let (fallback, against) = based(base_url.map(|u| u as &dyn Base));
    let (validation, grammar) =
        validate_source(&source, fallback, Strictness::Lenient, against, None);
    let url = match grammar {
        Ok(tokens) => {
            let mut url = UrlRef::from_tokens(&tokens);
            conclude(&mut url, base, Encoding::UTF_8)
                .map(|()| Url::from_normalised(&url))
                .map_err(|e| resolve_error(&source, source.span(), tokens.authority, e))
        }
        Err(e) => Err(syntax_error(&source, &e)),
    };
    ValidatedUrl { url, validation }
}

/// A base is read off its href, which the URL Standard's serialiser wrote.
impl Base for Url {
    fn href(&self) -> &str {
        Url::href(self)
    }
}
