//! The host a URL holds, the value every stage from the grammar to the
//! printer passes on, with its serialisation.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;
use core::net::{Ipv4Addr, Ipv6Addr};

/// A host: the WHATWG standard's domain, IP address, opaque host or empty
/// host, in the shape of the `url` crate's `Host`.
///
/// `S` is the string a domain or an opaque host is held in:
/// - `String` (the default) when owned, as in an [`Origin`](crate::Origin);
/// - `&str` when borrowed from a [`Url`](crate::Url)
///   ([`Url::typed_host`](crate::Url::typed_host));
/// - `Cow<str>` in the model ([`Authority::host`](crate::Authority::host)),
///   which borrows from the input until a stage rewrites it.
///
/// The grammar produces [`Host::Ipv6`] and [`Host::Opaque`] (and
/// [`Host::Empty`] for `file:///`); host processing of web and file URLs
/// ([`crate::host::process`]) turns an opaque host into a [`Host::Domain`]
/// or a [`Host::Ipv4`]. So a web or file URL's host is a domain or an
/// address, and only a generic URL has an opaque one.
///
/// ```
/// use std::net::{Ipv4Addr, Ipv6Addr};
/// use specurl::{Host, Url};
/// let host = |s: &str| Url::parse(s, None).unwrap().typed_host().map(|h| h.to_owned());
/// assert_eq!(host("http://EXAMPLE.com/"), Some(Host::Domain("example.com".into())));
/// assert_eq!(host("http://0x7f.1/"), Some(Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1))));
/// assert_eq!(host("sc://[::1]/"), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));
/// assert_eq!(host("sc://EXAMPLE.com/"), Some(Host::Opaque("EXAMPLE.com".into())));
/// assert_eq!(host("file:///x"), Some(Host::Empty));
/// assert_eq!(host("mailto:me@example.com"), None);
/// ```
///
/// In the model, before resolution, a web URL's host is still opaque:
///
/// ```
/// use specurl::{Host, UrlRef};
/// let u = UrlRef::parse("http://EXAMPLE.com/").unwrap();
/// assert_eq!(u.authority().unwrap().host(), &Host::Opaque("EXAMPLE.com".into()));
/// // Resolution forces a web URL, which processes its host.
/// let u = u.resolve(None).unwrap();
/// assert_eq!(u.authority().unwrap().host(), &Host::Domain("example.com".into()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Host<S = String> {
    /// A domain of a web or file URL: ASCII (Punycode where needed),
    /// lowercase.
    Domain(S),
    /// An IPv4 address (web and file URLs only).
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
    /// The opaque host of a generic URL: nonempty, percent-encoded, as
    /// written.
    Opaque(S),
    /// The empty host: an authority without a host (`file:///x`,
    /// `sc:///x`).
    Empty,
}

/// The empty host, as [`Authority::empty`](crate::Authority::empty) has it.
impl<S> Default for Host<S> {
    fn default() -> Self {
        Host::Empty
    }
}

impl<S> Host<S> {
    /// Whether this is the empty host.
    ///
    /// ```
    /// use specurl::Host;
    /// assert!(Host::<String>::Empty.is_empty());
    /// assert!(!Host::Domain("example.com").is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        matches!(self, Host::Empty)
    }

    /// The same host with its string converted by `f`.
    pub(crate) fn map<T>(self, f: impl FnOnce(S) -> T) -> Host<T> {
        match self {
            Host::Domain(d) => Host::Domain(f(d)),
            Host::Ipv4(a) => Host::Ipv4(a),
            Host::Ipv6(a) => Host::Ipv6(a),
            Host::Opaque(o) => Host::Opaque(f(o)),
            Host::Empty => Host::Empty,
        }
    }
}

impl<S: AsRef<str>> Host<S> {
    /// The same host, owning its string.
    ///
    /// ```
    /// use specurl::{Host, Url};
    /// let owned: Host = {
    ///     let url = Url::parse("http://example.com/", None).unwrap();
    ///     url.typed_host().unwrap().to_owned()
    /// };
    /// assert_eq!(owned, Host::Domain("example.com".to_string()));
    /// ```
    #[allow(clippy::should_implement_trait)]
    pub fn to_owned(&self) -> Host<String> {
        self.as_deref().map(String::from)
    }

    /// The same host, borrowing its string, as `Option::as_deref` borrows.
    ///
    /// ```
    /// use specurl::Host;
    /// let owned: Host = Host::Domain("example.com".to_string());
    /// assert_eq!(owned.as_deref(), Host::Domain("example.com"));
    /// ```
    pub fn as_deref(&self) -> Host<&str> {
        match self {
            Host::Domain(d) => Host::Domain(d.as_ref()),
            Host::Ipv4(a) => Host::Ipv4(*a),
            Host::Ipv6(a) => Host::Ipv6(*a),
            Host::Opaque(o) => Host::Opaque(o.as_ref()),
            Host::Empty => Host::Empty,
        }
    }
}

impl<'a> Host<Cow<'a, str>> {
    /// Detaches a model's host from the string it borrows from.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use specurl::Host;
    /// let owned: Host<Cow<'static, str>> = {
    ///     let name = String::from("example.com");
    ///     Host::Domain(Cow::Borrowed(name.as_str())).into_owned()
    /// };
    /// assert_eq!(owned.to_string(), "example.com");
    /// ```
    pub fn into_owned(self) -> Host<Cow<'static, str>> {
        self.map(|s| Cow::Owned(s.into_owned()))
    }
}

/// Prints a host as the WHATWG host serializer does: IPv4 dotted decimal,
/// IPv6 in brackets with the longest run of zero pieces compressed (never
/// with a dotted IPv4 tail, unlike [`Ipv6Addr`]'s `Display`), the empty
/// host as nothing. This is what the `hostname` getter gives.
///
/// ```
/// use std::net::{Ipv4Addr, Ipv6Addr};
/// use specurl::{Host, Url};
/// assert_eq!(Host::<&str>::Ipv4(Ipv4Addr::new(127, 0, 0, 1)).to_string(), "127.0.0.1");
/// let ip6 = Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1);
/// assert_eq!(Host::<&str>::Ipv6(ip6).to_string(), "[2001:db8::1]");
/// let url = Url::parse("http://[::ffff:1.2.3.4]/", None).unwrap();
/// assert_eq!(url.typed_host().unwrap().to_string(), "[::ffff:102:304]");
/// assert_eq!(url.typed_host().unwrap().to_string(), url.hostname());
/// ```
impl<S: AsRef<str>> fmt::Display for Host<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::Domain(s) | Host::Opaque(s) => f.write_str(s.as_ref()),
            Host::Ipv4(a) => super::fmt_ip4(u32::from(*a), f),
            Host::Ipv6(a) => {
                f.write_str("[")?;
                super::fmt_ip6(&a.segments(), f)?;
                f.write_str("]")
            }
            Host::Empty => Ok(()),
        }
    }
}
