//! The host a URL holds, the value every stage from the grammar to the
//! printer passes on, with its serialisation.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

/// A Host.
///
/// The grammar produces [`Host::Ip6`] and [`Host::Opaque`]; host processing
/// of web and file URLs ([`crate::host`]) turns an opaque host into a
/// [`Host::Domain`] or a [`Host::Ip4`].
///
/// A finished [`Url`](crate::Url)'s host is a
/// [`UrlHost`](crate::UrlHost): always processed, with `core::net`'s
/// address types and an `Empty` variant for an authority without a host.
/// An `Option<Host>` and an `UrlHost` convert into each other with `From`,
/// `None` being the empty host.
///
/// ```
/// use specurl::{Host, UrlRef};
/// assert_eq!(Host::Ip4(0x7F00_0001).to_string(), "127.0.0.1");
/// assert_eq!(Host::Ip6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]).to_string(), "[2001:db8::1]");
/// let u = UrlRef::parse("http://EXAMPLE.com/").unwrap();
/// assert_eq!(u.authority().unwrap().host(), Some(&Host::Opaque("EXAMPLE.com".into())));
/// // Resolution forces a web URL, which processes its host.
/// let u = u.resolve(None).unwrap();
/// assert_eq!(u.authority().unwrap().host(), Some(&Host::Domain("example.com".into())));
/// ```
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
    ///
    /// ```
    /// use specurl::Host;
    /// let owned: Host<'static> = {
    ///     let name = String::from("example.com");
    ///     Host::Domain(name.as_str().into()).into_owned()
    /// };
    /// assert_eq!(owned.to_string(), "example.com");
    /// ```
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
                super::fmt_ip6(pieces, f)?;
                f.write_str("]")
            }
            Host::Ip4(a) => super::fmt_ip4(*a, f),
            Host::Opaque(s) | Host::Domain(s) => f.write_str(s),
        }
    }
}
