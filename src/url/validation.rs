//! [`Url::parse_with_validation`]: the URL or the failure, with the
//! validation errors the URL Standard's basic URL parser reports on the
//! way, and every diagnostic when asked for.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use core::ops::Range;

use super::whatwg_errors::{base_shape, placed, ValidationError};
use super::Url;
use crate::error::ParseError;
use crate::validate::{self, Found, Strictness, Validation};

/// What [`Url::parse_with_validation`] found: the URL or why it fails, the
/// validation errors the URL Standard's basic URL parser reports on the
/// same input against the same base, and, when asked for, the lenient
/// [`Validation`] of it. It borrows the input, which the validation reads
/// again.
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
pub struct ValidatedUrl<'a> {
    /// The URL, as [`Url::parse`] gives it, or the failure.
    pub url: Result<Url, ParseError>,
    /// The standard's validation errors as byte ranges: their lines and
    /// columns are counted when asked for.
    whatwg: Vec<Found>,
    /// The input, borrowed: most callers never ask for
    /// [`ValidatedUrl::validation`], and a copy would cost them.
    input: &'a str,
    /// The base, when there is one and it parses: borrowed from the
    /// caller of [`Url::join_with_validation`].
    base: Option<Cow<'a, Url>>,
}

impl<'a> ValidatedUrl<'a> {
    /// The result of parsing `input` against `base`, with the standard's
    /// validation errors found on the way.
    pub(super) fn of(
        input: &'a str,
        url: Result<Url, ParseError>,
        base: Option<Cow<'a, Url>>,
    ) -> ValidatedUrl<'a> {
        let parsed_domain = url.as_ref().ok().and_then(Url::domain);
        let whatwg = validate::whatwg_report(input, base.as_deref().map(base_shape), parsed_domain);
        ValidatedUrl {
            url,
            whatwg,
            input,
            base,
        }
    }
}

impl ValidatedUrl<'_> {
    /// The validation errors of the URL Standard as its basic URL parser
    /// reports them, in its order and with its repetitions; when the URL
    /// fails, the last is the error that failed it. Unlike
    /// [`ValidatedUrl::validation`], which has every problem of the input,
    /// this is what the standard's parser sees on its way, and no more
    /// (docs/validation.md).
    ///
    /// Each error's line and column are counted on each call, in one pass
    /// over the input; [`ValidatedUrl::whatwg_error_ranges`] has the same
    /// errors as byte ranges, without that pass.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("https://u@h/", None);
    /// assert_eq!(p.whatwg_errors().iter().map(|e| e.name).collect::<Vec<_>>(), ["invalid-credentials"]);
    /// let p = Url::parse_with_validation("http://1.2.3/", None);
    /// let names: Vec<_> = p.whatwg_errors().iter().map(|e| e.name).collect();
    /// assert_eq!(names, ["IPv4-too-few-parts"]);
    /// ```
    pub fn whatwg_errors(&self) -> Vec<ValidationError> {
        placed(self.input, &self.whatwg)
    }

    /// The errors of [`ValidatedUrl::whatwg_errors`], each as its name and
    /// its byte range of the input: what a caller that places errors
    /// itself, or only counts them, needs.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation(" https://u@h/a b", None);
    /// let errors: Vec<_> = p.whatwg_error_ranges().collect();
    /// assert_eq!(errors, [
    ///     ("invalid-URL-unit", 0..1),
    ///     ("invalid-credentials", 10..11),
    ///     ("invalid-URL-unit", 14..15),
    /// ]);
    /// ```
    pub fn whatwg_error_ranges(
        &self,
    ) -> impl ExactSizeIterator<Item = (&'static str, Range<usize>)> + '_ {
        self.whatwg
            .iter()
            .map(|(kind, range)| (kind.standard_name(), range.clone()))
    }

    /// Every diagnostic of the input, lenient, as
    /// [`validate_with_base`] finds them against the base (none
    /// when the base does not parse): the errors are why the URL fails,
    /// the warnings the rest (the standard's validation errors, the URL
    /// Specification's strict rules, what forcing had to complete). The
    /// input is read again for them, each time this is called: most callers of
    /// [`Url::parse_with_validation`] want the URL and the parser's errors
    /// alone, and do not pay for this.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("../c?d", Some("https://example.com/a/b"));
    /// assert!(p.validation().diagnostics().is_empty());
    /// let p = Url::parse_with_validation("http:example.com", None);
    /// assert_eq!(p.validation().warnings().count(), 2); // forced; no `//`
    /// ```
    pub fn validation(&self) -> Validation {
        validate::validate_with_href(
            self.input,
            self.base.as_deref().map(Url::href),
            Strictness::Lenient,
        )
    }
}

impl Url {
    /// Parses `input` against `base` as [`Url::parse`] does, and reports
    /// the validation errors the URL Standard's basic URL parser reports on
    /// the way ([`ValidatedUrl::whatwg_errors`]); every diagnostic of the
    /// input is there too ([`ValidatedUrl::validation`]). A base that does
    /// not parse fails the URL; the errors are then those of the input
    /// without a base.
    ///
    /// ```
    /// use specurl::Url;
    /// let p = Url::parse_with_validation("../c?d", Some("https://example.com/a/b"));
    /// assert_eq!(p.url.as_ref().unwrap().href(), "https://example.com/c?d");
    /// assert!(p.whatwg_errors().is_empty());
    /// let p = Url::parse_with_validation("http:example.com", None);
    /// assert_eq!(p.url.as_ref().unwrap().href(), "http://example.com/");
    /// assert_eq!(p.whatwg_errors()[0].name, "special-scheme-missing-following-solidus");
    /// let p = Url::parse_with_validation("http://h:x/", None);
    /// assert!(p.url.is_err());
    /// assert_eq!(p.whatwg_errors().last().unwrap().name, "port-invalid");
    /// ```
    pub fn parse_with_validation<'a>(input: &'a str, base: Option<&str>) -> ValidatedUrl<'a> {
        // The base is read once: the input is joined onto it, and its
        // href is what the validation reads.
        match base.map(|base| Url::parse_base(base).map(Url::into_owned)) {
            None => ValidatedUrl::of(input, Url::parse(input, None), None),
            Some(Ok(base)) => ValidatedUrl::of(input, base.join(input), Some(Cow::Owned(base))),
            Some(Err(e)) => ValidatedUrl::of(input, Err(e), None),
        }
    }
}

/// Validates `input` as it would be parsed against `base` (or against no
/// base): a schemeless input takes the base's mode, is an error without a
/// base, and against a base with an opaque path only a fragment is
/// allowed. With [`Strictness::Whatwg`], valid exactly when `input` is a
/// *valid URL string* given `base` in the URL Standard's sense.
///
/// The base is a parsed [`Url`], as for [`Url::join`]; for a base string,
/// parse it first (a base that does not parse leaves nothing to validate
/// against).
///
/// ```
/// use specurl::validate::Strictness;
/// use specurl::{validate_with_base, Url};
/// let base = Url::parse("https://example.com/a/b", None).unwrap();
/// assert!(validate_with_base("../c?d#e", Some(&base), Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("../c?d#e", None, Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("//", Some(&base), Strictness::Lenient).is_valid());
/// let opaque = Url::parse("sc:x", None).unwrap();
/// assert!(validate_with_base("#f", Some(&opaque), Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("y", Some(&opaque), Strictness::Whatwg).is_valid());
/// ```
pub fn validate_with_base(input: &str, base: Option<&Url>, strictness: Strictness) -> Validation {
    validate::validate_with_href(input, base.map(Url::href), strictness)
}
