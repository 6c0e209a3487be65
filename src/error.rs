//! What [`crate::Url::parse`] and [`crate::UrlRef::parse`] report when they fail.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

pub(crate) use crate::model::ParseErrorKind;
use crate::model::ResolveErrorKind;
use crate::span::SourceSpan;

/// A failure of resolution, as the kind of a parse error: host processing
/// (which forcing runs) or the resolution itself.
impl From<ResolveErrorKind> for ParseErrorKind {
    fn from(kind: ResolveErrorKind) -> Self {
        match kind {
            ResolveErrorKind::Host(k) => ParseErrorKind::Host(k),
            k => ParseErrorKind::Resolve(k),
        }
    }
}

/// A failure to parse: what failed and, when there is a place, where in
/// the caller's string.
///
/// ```
/// let e = specurl::Url::parse("http://a b/", None).unwrap_err();
/// assert_eq!(e.span().unwrap().range(), 8..9);
/// assert!(e.to_string().contains("host"));
/// // Host processing's place in the host, carried to the caller's string.
/// let e = specurl::Url::parse("http://ab%00\tcd%00/", None).unwrap_err();
/// assert_eq!(e.span().unwrap().range(), 9..12);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub(crate) kind: ParseErrorKind,
    pub(crate) span: Option<SourceSpan>,
    pub(crate) cause: Option<Box<ParseError>>,
}

impl ParseError {
    pub(crate) fn new(kind: ParseErrorKind, span: Option<SourceSpan>) -> Self {
        ParseError {
            kind,
            span,
            cause: None,
        }
    }

    /// The error of a base that is not a URL: [`ParseErrorKind::InvalidBase`],
    /// with the base's own error as its cause and no place in the input.
    pub(crate) fn invalid_base(cause: ParseError) -> Self {
        ParseError {
            kind: ParseErrorKind::InvalidBase,
            span: None,
            cause: Some(Box::new(cause)),
        }
    }

    /// What failed.
    ///
    /// ```
    /// use specurl::{ParseErrorKind, ResolveErrorKind, Url};
    /// // Without a base, a relative reference has no scheme to resolve against.
    /// let e = Url::parse("/a", None).unwrap_err();
    /// assert_eq!(e.kind(), ParseErrorKind::Resolve(ResolveErrorKind::NoScheme));
    /// ```
    pub fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// Where, in the string that was parsed, if there is a place.
    ///
    /// ```
    /// use specurl::Url;
    /// // In the caller's string: the leading space counts.
    /// let e = Url::parse(" http://h:99999/", None).unwrap_err();
    /// assert_eq!(e.span().unwrap().range(), 10..15);
    /// // A web URL without a host: where the host would be.
    /// assert_eq!(Url::parse("http:///", None).unwrap_err().span().unwrap().range(), 7..7);
    /// // An opaque base has no place for what fails against it.
    /// assert_eq!(Url::parse("x", Some("sc:a")).unwrap_err().span(), None);
    /// ```
    pub fn span(&self) -> Option<SourceSpan> {
        self.span
    }

    /// How to make the input parse ([`ParseErrorKind::help`]), in a
    /// sentence without a capital or a full stop.
    ///
    /// ```
    /// use specurl::Url;
    /// let e = Url::parse("http://h:99999/", None).unwrap_err();
    /// assert_eq!(e.help(), "use a port from 0 to 65535");
    /// let e = Url::parse("file://u@h/x", None).unwrap_err();
    /// assert_eq!(e.help(), "remove the `user@`: a file URL has a host only");
    /// ```
    pub fn help(&self) -> String {
        self.kind.help()
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(s) = self.span {
            write!(f, " at {}", s.start)?;
        }
        if let Some(c) = &self.cause {
            write!(f, ": {c}")?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.cause.as_deref().map(|c| c as _)
    }
}
