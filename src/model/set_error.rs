//! What a setter reports when it did not use all of its value: the
//! model's nullable setters of [`UrlRef`](super::UrlRef) and the WHATWG
//! setters of [`crate::Url`] alike. It lives with the model, the lower of
//! the two levels that report it, so that the model's setters import
//! nothing from above; the kinds of the later stages' failures it names
//! live beside it ([`super::error_kinds`]).

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use super::error_kinds::{ParseErrorKind, ResolveErrorKind};
use crate::grammar;
use crate::host::HostErrorKind;
use crate::span::SourceSpan;

/// A failure of the concluding steps after a change, as the setter's kind.
impl From<ResolveErrorKind> for SetErrorKind {
    fn from(kind: ResolveErrorKind) -> Self {
        match kind {
            ResolveErrorKind::Host(k) => SetErrorKind::Host(k),
            ResolveErrorKind::MissingHost => SetErrorKind::MissingHost,
            k => SetErrorKind::Resolve(k),
        }
    }
}

/// Why a setter ignored its value, or a part of it.
///
/// ```
/// use specurl::{SetErrorKind, Url};
/// let mut url = Url::parse("http://h/", None).unwrap();
/// assert_eq!(url.set_protocol("sc").unwrap_err().kind(), SetErrorKind::SpecialMismatch);
/// assert_eq!(url.set_hostname("h:8").unwrap_err().kind(), SetErrorKind::PortInHostname);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetErrorKind {
    /// `username`, `password`, `port`: the URL cannot have a userinfo or a
    /// port (it has no host, an empty host, or is a file URL).
    CannotHaveUserinfoOrPort,
    /// `host`, `hostname`, `pathname`: the URL has an opaque path.
    OpaquePath,
    /// `protocol`: a special scheme cannot become a non-special one, nor
    /// the reverse.
    SpecialMismatch,
    /// `protocol`: a URL with a userinfo or a port cannot become a file
    /// URL.
    FileWithUserinfoOrPort,
    /// `protocol`: a file URL with an empty host cannot change its scheme.
    FileWithEmptyHost,
    /// The value does not start with the component's production.
    Syntax(grammar::ErrorKind),
    /// Host processing rejected the host.
    Host(HostErrorKind),
    /// The host is empty where the URL needs one: a special URL, or one
    /// with a userinfo or a port.
    MissingHost,
    /// `hostname`: the value has a port.
    PortInHostname,
    /// The value goes on after the component: the rest was ignored.
    Trailing,
    /// Resolving the changed URL failed otherwise.
    Resolve(ResolveErrorKind),
    /// `href` ([`crate::Url::set`] with [`crate::Component::Href`]): the
    /// value does not parse as a URL.
    Href(ParseErrorKind),
    /// The changed URL would be longer than `u32::MAX` bytes, more than a
    /// [`crate::Url`] can hold.
    TooLong,
}

impl SetErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`opaque-path`, `href.syntax.invalid-port`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::{Component, SetErrorKind, Url};
    /// let mut url = Url::parse("mailto:x", None).unwrap();
    /// let e = url.set(Component::Hostname, "h").unwrap_err();
    /// assert_eq!(e.kind(), SetErrorKind::OpaquePath);
    /// assert_eq!(e.kind().id(), "opaque-path");
    /// ```
    pub fn id(&self) -> String {
        match self {
            SetErrorKind::CannotHaveUserinfoOrPort => "cannot-have-userinfo-or-port".into(),
            SetErrorKind::OpaquePath => "opaque-path".into(),
            SetErrorKind::SpecialMismatch => "special-mismatch".into(),
            SetErrorKind::FileWithUserinfoOrPort => "file-with-userinfo-or-port".into(),
            SetErrorKind::FileWithEmptyHost => "file-with-empty-host".into(),
            SetErrorKind::Syntax(k) => format!("syntax.{}", k.id()),
            SetErrorKind::Host(k) => format!("host.{}", k.id_str()),
            SetErrorKind::MissingHost => "missing-host".into(),
            SetErrorKind::PortInHostname => "port-in-hostname".into(),
            SetErrorKind::Trailing => "trailing".into(),
            SetErrorKind::Resolve(k) => format!("resolve.{}", k.id()),
            SetErrorKind::Href(k) => format!("href.{}", k.id()),
            SetErrorKind::TooLong => "too-long".into(),
        }
    }
}

impl fmt::Display for SetErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetErrorKind::CannotHaveUserinfoOrPort => f.write_str(
                "a URL without a host, with an empty host, or with the file scheme cannot have a userinfo or a port",
            ),
            SetErrorKind::OpaquePath => f.write_str("a URL with an opaque path has no host and no hierarchical path to set"),
            SetErrorKind::SpecialMismatch => {
                f.write_str("a special scheme cannot become a non-special one, nor the reverse")
            }
            SetErrorKind::FileWithUserinfoOrPort => {
                f.write_str("a URL with a userinfo or a port cannot become a file URL")
            }
            SetErrorKind::FileWithEmptyHost => {
                f.write_str("a file URL with an empty host cannot change its scheme")
            }
            SetErrorKind::Syntax(k) => write!(f, "{k}"),
            SetErrorKind::Host(k) => write!(f, "invalid host: {k}"),
            SetErrorKind::MissingHost => f.write_str("the URL needs a host"),
            SetErrorKind::PortInHostname => f.write_str("a hostname cannot have a port"),
            SetErrorKind::Trailing => f.write_str("the rest of the value was ignored"),
            SetErrorKind::Resolve(k) => write!(f, "{k}"),
            SetErrorKind::Href(k) => write!(f, "{k}"),
            SetErrorKind::TooLong => f.write_str(ParseErrorKind::TooLong.to_string().as_str()),
        }
    }
}

/// A setter that did not use all of its value: why, which part of the value
/// it ignored (a range of the caller's string), and whether it applied the
/// part before (as the host setter does with `example.com:x`, and every
/// setter with what follows its component).
///
/// ```
/// use specurl::{SetErrorKind, Url};
/// let mut url = Url::parse("http://h/", None).unwrap();
/// let e = url.set_host("example.com:8x").unwrap_err();
/// assert_eq!((e.kind(), e.span().range(), e.applied()), (SetErrorKind::Trailing, 13..14, true));
/// assert_eq!(url.href(), "http://example.com:8/");
/// assert_eq!(e.to_string(), "the rest of the value was ignored at 13..14 (the part before was applied)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetError {
    pub(crate) kind: SetErrorKind,
    pub(crate) span: SourceSpan,
    pub(crate) applied: bool,
}

impl SetError {
    /// Why.
    ///
    /// ```
    /// use specurl::{SetErrorKind, Url};
    /// let mut url = Url::parse("sc:opaque", None).unwrap();
    /// assert_eq!(url.set_pathname("/x").unwrap_err().kind(), SetErrorKind::OpaquePath);
    /// ```
    pub fn kind(&self) -> SetErrorKind {
        self.kind
    }

    /// The part of the value that was ignored, in the caller's string.
    ///
    /// ```
    /// let mut url = specurl::Url::parse("http://h/", None).unwrap();
    /// let e = url.set_port("80 80").unwrap_err();
    /// assert_eq!(e.span().range(), 2..5);
    /// ```
    pub fn span(&self) -> SourceSpan {
        self.span
    }

    /// Whether the setter changed the URL with the part of the value
    /// before [`SetError::span`].
    ///
    /// ```
    /// let mut url = specurl::Url::parse("http://h/", None).unwrap();
    /// assert!(url.set_port("81/x").unwrap_err().applied());
    /// assert!(!url.set_port("x").unwrap_err().applied());
    /// assert_eq!(url.port(), "81");
    /// ```
    pub fn applied(&self) -> bool {
        self.applied
    }
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}", self.kind, self.span)?;
        if self.applied {
            f.write_str(" (the part before was applied)")?;
        }
        Ok(())
    }
}

impl core::error::Error for SetError {}
