//! What [`crate::Url::parse`] and [`crate::UrlRef::parse`] report when they fail.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use crate::grammar;
use crate::host::HostErrorKind;
use crate::resolve::ResolveErrorKind;
use crate::source::SourceSpan;

/// Which stage failed, and why.
///
/// ```
/// use specurl::{grammar::ErrorKind, host::HostErrorKind, ParseErrorKind, ResolveErrorKind, Url};
/// let kind = |input: &str| Url::parse(input, None).unwrap_err().kind();
/// assert_eq!(kind("http://h:x/"), ParseErrorKind::Syntax(ErrorKind::InvalidPort));
/// assert_eq!(kind("http://1.2.3.256/"), ParseErrorKind::Host(HostErrorKind::Ip4OutOfRange));
/// assert_eq!(kind("http:///"), ParseErrorKind::Resolve(ResolveErrorKind::MissingHost));
/// assert_eq!(Url::parse("x", Some("::")).unwrap_err().kind(), ParseErrorKind::InvalidBase);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The grammar rejected the input.
    Syntax(grammar::ErrorKind),
    /// Host processing rejected the host of a web or file URL.
    Host(HostErrorKind),
    /// Reference resolution (or forcing) failed.
    Resolve(ResolveErrorKind),
    /// The base URL failed to parse. The error has no span of its own; the
    /// base's error, with its span in the base, is its
    /// [`source`](std::error::Error::source).
    InvalidBase,
    /// The URL would be longer than `u32::MAX` bytes, more than a
    /// [`crate::Url`] can hold. The span is the whole input.
    TooLong,
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::Syntax(k) => write!(f, "{k}"),
            ParseErrorKind::Host(k) => write!(f, "invalid host: {k}"),
            ParseErrorKind::Resolve(k) => write!(f, "{k}"),
            ParseErrorKind::InvalidBase => f.write_str("invalid base URL"),
            ParseErrorKind::TooLong => {
                f.write_str("the URL would be longer than 4294967295 bytes (u32::MAX)")
            }
        }
    }
}

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
