//! The Authority model ("Authority Model"): userinfo < host < port.

use std::borrow::Cow;
use std::fmt;

use crate::grammar::tokens::{AuthorityTokens, HostToken};
use crate::grammar::Span;

/// An Authority: at most one userinfo, host and port; a userinfo or a port
/// only with a host. The empty authority (`file:///`) has none of them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Authority<'a> {
    pub(crate) userinfo: Option<Userinfo<'a>>,
    pub(crate) host: Option<Host<'a>>,
    pub(crate) port: Option<Port>,
}

impl<'a> Authority<'a> {
    /// The empty authority, `ε`.
    pub fn empty() -> Self {
        Authority::default()
    }

    /// An authority of a host alone.
    ///
    /// ```
    /// use specurl::{Authority, Host};
    /// let a = Authority::new(Host::Domain("example.com".into()));
    /// assert_eq!(a.to_string(), "example.com");
    /// ```
    pub fn new(host: Host<'a>) -> Self {
        Authority {
            userinfo: None,
            host: Some(host),
            port: None,
        }
    }

    /// The Authority of an `authority` token: each component as written.
    pub fn from_tokens(tokens: &AuthorityTokens<'a>) -> Self {
        let text = |s: Span<'a>| Cow::Borrowed(*s.fragment());
        Authority {
            userinfo: tokens.userinfo.map(|u| Userinfo {
                username: text(u.username),
                password: u.password.map(text),
            }),
            host: tokens.host.map(|h| match h {
                HostToken::Ip6 { address, .. } => Host::Ip6(address.pieces),
                HostToken::Opaque(s) => Host::Opaque(text(s)),
            }),
            port: tokens
                .port
                .map(|p| p.value.map_or(Port::Empty, Port::Number)),
        }
    }

    /// The same authority with a userinfo.
    pub fn with_userinfo(mut self, userinfo: Userinfo<'a>) -> Self {
        self.userinfo = Some(userinfo);
        self
    }

    /// The same authority with a port.
    pub fn with_port(mut self, port: Port) -> Self {
        self.port = Some(port);
        self
    }

    /// The userinfo, if present.
    pub fn userinfo(&self) -> Option<&Userinfo<'a>> {
        self.userinfo.as_ref()
    }

    /// The host; `None` only for the empty authority.
    pub fn host(&self) -> Option<&Host<'a>> {
        self.host.as_ref()
    }

    /// The port, if present (possibly [`Port::Empty`]).
    pub fn port(&self) -> Option<Port> {
        self.port
    }

    /// Whether this is the empty authority.
    pub fn is_empty(&self) -> bool {
        self.userinfo.is_none() && self.host.is_none() && self.port.is_none()
    }

    /// Detaches the authority from the string it borrows from.
    pub fn into_owned(self) -> Authority<'static> {
        Authority {
            userinfo: self.userinfo.map(Userinfo::into_owned),
            host: self.host.map(Host::into_owned),
            port: self.port,
        }
    }
}

/// Prints an Authority-string: `[ info @ ] host [ : port ]`.
impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(u) = &self.userinfo {
            write!(f, "{u}@")?;
        }
        if let Some(h) = &self.host {
            write!(f, "{h}")?;
        }
        if let Some(p) = &self.port {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}

/// A Userinfo: a username and at most one password, both percent-encoded
/// strings.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Userinfo<'a> {
    pub(crate) username: Cow<'a, str>,
    pub(crate) password: Option<Cow<'a, str>>,
}

impl<'a> Userinfo<'a> {
    /// A userinfo.
    ///
    /// ```
    /// let u = specurl::Userinfo::new("me", Some("secret"));
    /// assert_eq!(u.to_string(), "me:secret");
    /// ```
    pub fn new(
        username: impl Into<Cow<'a, str>>,
        password: Option<impl Into<Cow<'a, str>>>,
    ) -> Self {
        Userinfo {
            username: username.into(),
            password: password.map(Into::into),
        }
    }

    /// The username, possibly empty.
    pub fn username(&self) -> &str {
        &self.username
    }

    /// The password, if present.
    pub fn password(&self) -> Option<&str> {
        self.password.as_deref()
    }

    /// Detaches the userinfo from the string it borrows from.
    pub fn into_owned(self) -> Userinfo<'static> {
        Userinfo {
            username: Cow::Owned(self.username.into_owned()),
            password: self.password.map(|p| Cow::Owned(p.into_owned())),
        }
    }
}

impl fmt::Display for Userinfo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.username)?;
        if let Some(p) = &self.password {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}

/// A port: a number below 2^16, or the empty port of `http://host:/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Port {
    /// `port ε`
    Empty,
    /// `port n`
    Number(u16),
}

impl Port {
    /// The number, if the port is not empty.
    pub fn number(self) -> Option<u16> {
        match self {
            Port::Empty => None,
            Port::Number(n) => Some(n),
        }
    }
}

impl fmt::Display for Port {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Port::Empty => Ok(()),
            Port::Number(n) => write!(f, "{n}"),
        }
    }
}

/// A Host.
///
/// The grammar produces [`Host::Ip6`] and [`Host::Opaque`]; host processing
/// of web and file URLs ([`crate::host`]) turns an opaque host into a
/// [`Host::Domain`] or a [`Host::Ip4`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// An IPv6 address: eight 16-bit pieces.
    Ip6([u16; 8]),
    /// An opaque host, a nonempty percent-encoded string.
    Opaque(Cow<'a, str>),
    /// An IPv4 address.
    Ip4(u32),
    /// A domain, in ASCII (punycode where needed), lowercase.
    Domain(Cow<'a, str>),
}

impl Host<'_> {
    /// Detaches the host from the string it borrows from.
    pub fn into_owned(self) -> Host<'static> {
        match self {
            Host::Ip6(p) => Host::Ip6(p),
            Host::Ip4(a) => Host::Ip4(a),
            Host::Opaque(s) => Host::Opaque(Cow::Owned(s.into_owned())),
            Host::Domain(s) => Host::Domain(Cow::Owned(s.into_owned())),
        }
    }
}

/// Prints a host as the WHATWG host serializer does: IPv4 dotted decimal,
/// IPv6 in brackets with the longest run of zero pieces compressed.
impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::Ip6(pieces) => {
                f.write_str("[")?;
                crate::host::fmt_ip6(pieces, f)?;
                f.write_str("]")
            }
            Host::Ip4(a) => crate::host::fmt_ip4(*a, f),
            Host::Opaque(s) | Host::Domain(s) => f.write_str(s),
        }
    }
}
