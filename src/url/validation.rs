//! [`Url::parse_with_validation`]: the URL or the failure, and every
//! diagnostic, from one reading of the input.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{parse_resolve_normalise, resolve_error, Url};
use crate::error::{ParseError, ParseErrorKind};
use crate::model::UrlRef;
use crate::parse::syntax_error;
use crate::source::Source;
use crate::validate::{self, Strictness, Validation};

use super::whatwg_errors::{validation_errors, Base, ValidationError};

/// What [`Url::parse_with_validation`] found: the URL or why it fails, the
/// lenient [`Validation`] of the same input against the same base, and the
/// validation errors the URL Standard's basic URL parser reports on it.
///
/// ```
/// use specurl::Url;
/// let p = Url::parse_with_validation("http:\\\\EXAMPLE.com/a b", None);
/// assert_eq!(p.url.as_ref().unwrap().href(), "http://example.com/a%20b");
/// let errors: Vec<_> = p.whatwg_errors().iter().map(|e| (e.name, e.span.range())).collect();
/// assert_eq!(errors, [
///     ("special-scheme-missing-following-solidus", 5..6),
///     ("special-scheme-missing-following-solidus", 5..6),
///     ("special-scheme-missing-following-solidus", 6..7),
///     ("invalid-URL-unit", 20..21),
/// ]);
/// ```
#[derive(Debug, Clone)]
pub struct ValidatedUrl {
    /// The URL, as [`Url::parse`] gives it, or the failure.
    pub url: Result<Url, ParseError>,
    /// Every diagnostic of the input, lenient: the errors are why the URL
    /// fails, the warnings the rest (the standard's validation errors, the
    /// seed's strict rules, what forcing had to complete).
    pub validation: Validation,
    whatwg: Vec<ValidationError>,
}

impl ValidatedUrl {
    /// The validation errors of the URL Standard as its basic URL parser
    /// reports them, in its order and with its repetitions; when the URL
    /// fails, the last is the error that failed it. Unlike
    /// [`ValidatedUrl::validation`], which has every problem of the input,
    /// this is what the standard's parser sees on its way, and no more
    /// (docs/validation.md).
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("https://u@h/", None);
    /// assert_eq!(p.whatwg_errors().iter().map(|e| e.name).collect::<Vec<_>>(), ["invalid-credentials"]);
    /// let p = Url::parse_with_validation("http://1.2.3/", None);
    /// let names: Vec<_> = p.whatwg_errors().iter().map(|e| e.name).collect();
    /// assert_eq!(names, ["IPv4-too-few-parts"]);
    /// ```
    pub fn whatwg_errors(&self) -> &[ValidationError] {
        &self.whatwg
    }
}

impl Url {
    /// Parses `input` against `base` as [`Url::parse`] does, and validates
    /// it as [`validate::validate_with_base`] does with
    /// [`Strictness::Lenient`], from the same tokens: the grammar reads the
    /// input once, and the validation walks its tokens while the parse
    /// goes on from them.
    ///
    /// The diagnostics include the seed's "force" completions
    /// ([`validate::DiagnosticKind::Forced`]: a web URL without `//` or a
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
        let parsed = parse_resolve_normalise(base, None, |b| {
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
                validation: validate::validate_with_base(input, None, Strictness::Lenient),
                whatwg: validation_errors(input, None),
            },
        }
    }
}

/// The input against a parsed base (as a reference to resolve against,
/// and as an `Url` for what validation asks of it), or none.
fn one(input: &str, base: Option<&UrlRef<'_>>, base_url: Option<&Url>) -> ValidatedUrl {
    let source = Source::new(input);
    let (fallback, against) = validate::based(base_url);
    let (validation, grammar) =
        validate::validate_source(&source, fallback, Strictness::Lenient, against, None);
    let url = match grammar {
        Ok(tokens) => UrlRef::from_tokens(&tokens)
            .whatwg_onto(base)
            .map(|resolved| Url::from_normalised(&resolved.into_normal()))
            .map_err(|e| resolve_error(&source, source.span(), tokens.authority, e)),
        Err(e) => Err(syntax_error(&source, &e)),
    };
    let whatwg = validation_errors(input, base_url.map(Base::of));
    ValidatedUrl {
        url,
        validation,
        whatwg,
    }
}
