//! The Authority model ("Authority Model"): userinfo < host < port.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use crate::grammar::tokens::{AuthorityTokens, HostToken};
use crate::grammar::TextOf;
pub(crate) use crate::host::Host;

/// An Authority: at most one userinfo, host and port; a userinfo or a port
/// only with a host. The empty authority (`file:///`) has none of them.
///
/// ```
/// use std::net::Ipv4Addr;
/// use specurl::{Authority, Host, Port, UrlRef, Userinfo};
/// let a = Authority::new(Host::Ipv4(Ipv4Addr::LOCALHOST))
///     .with_userinfo(Userinfo::new("me", None::<&str>))
///     .with_port(Port::Number(8080));
/// assert_eq!(a.to_string(), "me@127.0.0.1:8080");
/// let file = UrlRef::parse("file:///x").unwrap();
/// assert_eq!(file.authority(), Some(&Authority::empty()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Authority<'a> {
    pub(crate) userinfo: Option<Userinfo<'a>>,
    pub(crate) host: Host<Cow<'a, str>>,
    pub(crate) port: Option<Port>,
}

impl<'a> Authority<'a> {
    /// The empty authority, `ε`.
    ///
    /// ```
    /// use specurl::{Authority, UrlRef};
    /// let a = Authority::empty();
    /// assert!(a.host().is_empty() && a.to_string().is_empty());
    /// // `//` followed by nothing is an authority, the empty one.
    /// assert_eq!(UrlRef::parse("//").unwrap().authority(), Some(&a));
    /// ```
    pub fn empty() -> Self {
        Authority::default()
    }

    /// An authority of a host alone ([`Authority::empty`] when the host
    /// is [`Host::Empty`]).
    ///
    /// ```
    /// use specurl::{Authority, Host};
    /// let a = Authority::new(Host::Domain("example.com".into()));
    /// assert_eq!(a.to_string(), "example.com");
    /// ```
    pub fn new(host: Host<Cow<'a, str>>) -> Self {
        Authority {
            userinfo: None,
            host,
            port: None,
        }
    }

    /// The Authority of an `authority` token: each component as written.
    pub(crate) fn from_tokens<I: TextOf<'a>>(tokens: &AuthorityTokens<I>) -> Self {
        let text = |s: I| Cow::Borrowed(s.str());
        Authority {
            userinfo: tokens.userinfo().map(|u| Userinfo {
                username: text(u.username()),
                password: u.password().map(text),
            }),
            host: tokens.host().map_or(Host::Empty, host_of),
            port: tokens
                .port()
                .map(|p| p.number().map_or(Port::Empty, Port::Number)),
        }
    }

    /// The same authority with a userinfo.
    ///
    /// ```
    /// use specurl::{Authority, Host, Userinfo};
    /// let a = Authority::new(Host::Domain("h".into()));
    /// assert_eq!(a.with_userinfo(Userinfo::new("", Some("pw"))).to_string(), ":pw@h");
    /// ```
    pub fn with_userinfo(mut self, userinfo: Userinfo<'a>) -> Self {
        self.userinfo = Some(userinfo);
        self
    }

    /// The same authority with a port.
    ///
    /// ```
    /// use specurl::{Authority, Host, Port};
    /// let a = Authority::new(Host::Domain("h".into()));
    /// assert_eq!(a.clone().with_port(Port::Number(80)).to_string(), "h:80");
    /// // The empty port keeps its `:`.
    /// assert_eq!(a.with_port(Port::Empty).to_string(), "h:");
    /// ```
    pub fn with_port(mut self, port: Port) -> Self {
        self.port = Some(port);
        self
    }

    /// The userinfo, if present.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// let u = UrlRef::parse("//a:b@h/").unwrap();
    /// assert_eq!(u.authority().unwrap().userinfo().unwrap().password(), Some("b"));
    /// // `@` alone is an empty username, not an absent userinfo.
    /// let u = UrlRef::parse("//@h/").unwrap();
    /// assert_eq!(u.authority().unwrap().userinfo().unwrap().username(), "");
    /// assert!(UrlRef::parse("//h/").unwrap().authority().unwrap().userinfo().is_none());
    /// ```
    pub fn userinfo(&self) -> Option<&Userinfo<'a>> {
        self.userinfo.as_ref()
    }

    /// The host; [`Host::Empty`] only for the empty authority.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use specurl::{Host, UrlRef};
    /// let u = UrlRef::parse("//[::1]:8/").unwrap();
    /// assert_eq!(u.authority().unwrap().host(), &Host::Ipv6(Ipv6Addr::LOCALHOST));
    /// let u = UrlRef::parse("file:///x").unwrap();
    /// assert_eq!(u.authority().unwrap().host(), &Host::Empty);
    /// ```
    pub fn host(&self) -> &Host<Cow<'a, str>> {
        &self.host
    }

    /// The port, if present (possibly [`Port::Empty`]).
    ///
    /// ```
    /// use specurl::{Port, UrlRef};
    /// let port = |input: &str| UrlRef::parse(input).unwrap().authority().unwrap().port();
    /// assert_eq!(port("//h:0080/"), Some(Port::Number(80)));
    /// assert_eq!(port("//h:/"), Some(Port::Empty));
    /// assert_eq!(port("//h/"), None);
    /// ```
    pub fn port(&self) -> Option<Port> {
        self.port
    }

    /// Whether this is the empty authority.
    ///
    /// ```
    /// use specurl::UrlRef;
    /// assert!(UrlRef::parse("file:///x").unwrap().authority().unwrap().is_empty());
    /// assert!(!UrlRef::parse("file://h/x").unwrap().authority().unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.userinfo.is_none() && self.host.is_empty() && self.port.is_none()
    }

    /// Detaches the authority from the string it borrows from.
    ///
    /// ```
    /// use specurl::{Authority, UrlRef};
    /// fn authority_of(input: String) -> Option<Authority<'static>> {
    ///     Some(UrlRef::parse(&input).ok()?.authority()?.clone().into_owned())
    /// }
    /// let a = authority_of("//u@h:8/x".to_string()).unwrap();
    /// assert_eq!(a.to_string(), "u@h:8");
    /// ```
    pub fn into_owned(self) -> Authority<'static> {
        Authority {
            userinfo: self.userinfo.map(Userinfo::into_owned),
            host: self.host.into_owned(),
            port: self.port,
        }
    }
}

/// The model's host of a `host` token: an IPv6 address or an opaque
/// host, as written.
pub(crate) fn host_of<'a, I: TextOf<'a>>(token: HostToken<I>) -> Host<Cow<'a, str>> {
    match token {
        HostToken::Ip6 { address, .. } => Host::Ipv6(address.pieces().into()),
        HostToken::Opaque(s) => Host::Opaque(Cow::Borrowed(s.str())),
    }
}

/// Prints an Authority-string: `[ info @ ] host [ : port ]`.
impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(u) = &self.userinfo {
            write!(f, "{u}@")?;
        }
        write!(f, "{}", self.host)?;
        if let Some(p) = &self.port {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}

/// A Userinfo: a username and at most one password, both percent-encoded
/// strings.
///
/// ```
/// use specurl::UrlRef;
/// let u = UrlRef::parse("//me:s%20cret@h/").unwrap();
/// let info = u.authority().unwrap().userinfo().unwrap();
/// // The model keeps components as written, still percent-encoded.
/// assert_eq!((info.username(), info.password()), ("me", Some("s%20cret")));
/// assert_eq!(info.to_string(), "me:s%20cret");
/// ```
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
    ///
    /// ```
    /// let u = specurl::UrlRef::parse("//:pw@h/").unwrap();
    /// assert_eq!(u.authority().unwrap().userinfo().unwrap().username(), "");
    /// ```
    pub fn username(&self) -> &str {
        &self.username
    }

    /// The password, if present.
    ///
    /// ```
    /// use specurl::Userinfo;
    /// // The userinfo ends at the last `@`, the username at the first `:`.
    /// let u = specurl::UrlRef::parse("//u:p@ss:x@h/").unwrap();
    /// assert_eq!(u.authority().unwrap().userinfo().unwrap().password(), Some("p@ss:x"));
    /// assert_eq!(Userinfo::new("u", Some("")).password(), Some(""));
    /// assert_eq!(Userinfo::new("u", None::<&str>).password(), None);
    /// ```
    pub fn password(&self) -> Option<&str> {
        self.password.as_deref()
    }

    /// Detaches the userinfo from the string it borrows from.
    ///
    /// ```
    /// use specurl::Userinfo;
    /// let owned: Userinfo<'static> = {
    ///     let name = String::from("me");
    ///     Userinfo::new(name.as_str(), Some("pw")).into_owned()
    /// };
    /// assert_eq!(owned.to_string(), "me:pw");
    /// ```
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
///
/// ```
/// use specurl::{Port, UrlRef};
/// let u = UrlRef::parse("//h:/").unwrap();
/// assert_eq!(u.authority().unwrap().port(), Some(Port::Empty));
/// // Normalisation drops the empty port.
/// assert_eq!(u.normalise().to_string(), "//h/");
/// assert_eq!(Port::Number(8080).to_string(), "8080");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Port {
    /// `port ε`
    Empty,
    /// `port n`
    Number(u16),
}

impl Port {
    /// The number, if the port is not empty.
    ///
    /// ```
    /// use specurl::Port;
    /// assert_eq!(Port::Number(0).number(), Some(0));
    /// assert_eq!(Port::Empty.number(), None);
    /// ```
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
