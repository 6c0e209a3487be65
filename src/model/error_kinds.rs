//! The kinds of failure of the stages above the model that a setter's
//! [`SetError`](super::SetError) names: a resolution's or a force's
//! ([`ResolveErrorKind`]) and a whole parse's ([`ParseErrorKind`]). They
//! are plain data over the grammar's and host processing's kinds, and
//! live here, at the level of the lowest type that names them, so that
//! imports run down; [`crate::resolve`] and the crate root re-export them,
//! and the one mapping of a resolution's failure to a parse error's kind
//! stays with [`crate::ParseError`].

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use crate::grammar;
use crate::host::HostErrorKind;

/// Why a resolution or a force failed.
///
/// ```
/// use specurl::{ResolveErrorKind, UrlRef};
/// let base = UrlRef::parse("mailto:x").unwrap();
/// let e = UrlRef::parse("y").unwrap().resolve(Some(&base)).unwrap_err();
/// assert_eq!(e.kind, ResolveErrorKind::CannotBeABase);
/// // A fragment can still be resolved against it.
/// assert!(UrlRef::parse("#y").unwrap().resolve(Some(&base)).is_ok());
/// let e = UrlRef::parse("file://h:8/").unwrap().force().unwrap_err();
/// assert_eq!(e.kind, ResolveErrorKind::FilePort);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveErrorKind {
    /// Neither the reference nor the base has a scheme.
    NoScheme,
    /// WHATWG resolution: the base has an opaque path (or is schemeless
    /// without an authority or path-root) and the reference is not a
    /// fragment.
    CannotBeABase,
    /// Forcing a file URL whose authority has a userinfo.
    FileUserinfo,
    /// Forcing a file URL whose authority has a port.
    FilePort,
    /// Forcing a web URL that has no host and no nonempty segment to take
    /// one from.
    MissingHost,
    /// Forcing a web URL: the segment taken as its authority is not one.
    InvalidAuthority(grammar::ErrorKind),
    /// Host processing failed while forcing.
    Host(HostErrorKind),
}

impl fmt::Display for ResolveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveErrorKind::NoScheme => f.write_str(
                "a URL needs a scheme: the input has none, and there is no base with one",
            ),
            ResolveErrorKind::CannotBeABase => {
                f.write_str("only a fragment can be resolved against a base with an opaque path")
            }
            ResolveErrorKind::FileUserinfo => f.write_str("a file URL cannot have a userinfo"),
            ResolveErrorKind::FilePort => f.write_str("a file URL cannot have a port"),
            ResolveErrorKind::MissingHost => f.write_str("a web URL needs a host"),
            ResolveErrorKind::InvalidAuthority(k) => write!(f, "invalid authority: {k}"),
            ResolveErrorKind::Host(k) => write!(f, "invalid host: {k}"),
        }
    }
}

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

impl ResolveErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`no-scheme`, `invalid-authority.invalid-port`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::{grammar::ErrorKind, ResolveErrorKind};
    /// assert_eq!(ResolveErrorKind::CannotBeABase.id(), "cannot-be-a-base");
    /// let k = ResolveErrorKind::InvalidAuthority(ErrorKind::InvalidPort);
    /// assert_eq!(k.id(), "invalid-authority.invalid-port");
    /// ```
    pub fn id(&self) -> String {
        match self {
            ResolveErrorKind::NoScheme => "no-scheme".into(),
            ResolveErrorKind::CannotBeABase => "cannot-be-a-base".into(),
            ResolveErrorKind::FileUserinfo => "file-userinfo".into(),
            ResolveErrorKind::FilePort => "file-port".into(),
            ResolveErrorKind::MissingHost => "missing-host".into(),
            ResolveErrorKind::InvalidAuthority(k) => format!("invalid-authority.{}", k.id()),
            ResolveErrorKind::Host(k) => format!("host.{}", k.id_str()),
        }
    }
}

impl ParseErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`syntax.port-out-of-range`, `host.forbidden-code-point`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::{ParseErrorKind, Url};
    /// let kind = |input: &str| Url::parse(input, None).unwrap_err().kind();
    /// assert_eq!(kind("http://h:65536/").id(), "syntax.port-out-of-range");
    /// assert_eq!(kind("http://a<b/").id(), "host.forbidden-code-point");
    /// assert_eq!(ParseErrorKind::InvalidBase.id(), "invalid-base");
    /// ```
    pub fn id(&self) -> String {
        match self {
            ParseErrorKind::Syntax(k) => format!("syntax.{}", k.id()),
            ParseErrorKind::Host(k) => format!("host.{}", k.id_str()),
            ParseErrorKind::Resolve(k) => format!("resolve.{}", k.id()),
            ParseErrorKind::InvalidBase => "invalid-base".into(),
            ParseErrorKind::TooLong => "too-long".into(),
        }
    }
}
