//! Typed accessors of [`Url`], as the `url` crate has them: the host as a
//! [`Host`], the port with its default, the path's segments, the origin
//! as an [`Origin`], and the whole URL as the model's [`UrlRef`].
//!
//! The WHATWG getters ([`Url::host`], [`Url::origin`], …) return strings;
//! these return what the strings stand for. Each is read from the href and
//! the positions the printer recorded.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;
use core::sync::atomic::{AtomicUsize, Ordering};

use super::Url;
use crate::grammar::Mode;
use crate::host::ends_in_a_number;
use crate::model::UrlRef;
use crate::normalise::default_port;
use crate::Host;

impl<'h> Host<&'h str> {
    /// The host of a URL with an authority whose hostname getter gives
    /// `host`, read back by what the URL's mode says it can be (`special`:
    /// a web or file URL): in brackets an IPv6 address; in a special URL
    /// an IPv4 address when it ends in a number (host processing rejects
    /// every other such host), a domain otherwise; in a generic URL an
    /// opaque host.
    pub(crate) fn of_hostname(host: &'h str, special: bool) -> Self {
        if host.is_empty() {
            return Host::Empty;
        }
        // Both parses read what the WHATWG serializers wrote, which the
        // standard library's parsers accept; a host that did not parse
        // would stay a string.
        if let Some(ip6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            return ip6.parse().map_or(Host::Opaque(host), Host::Ipv6);
        }
        if !special {
            return Host::Opaque(host);
        }
        if ends_in_a_number(host) {
            return host.parse().map_or(Host::Domain(host), Host::Ipv4);
        }
        Host::Domain(host)
    }
}

/// An origin (HTML's *origin*, as the URL standard computes it): a tuple
/// of scheme, host and port for web URLs, or an opaque origin.
///
/// Two tuple origins are equal when their parts are; an opaque origin is
/// equal only to itself (a copy of it), as the standard's "a new opaque
/// origin" asks: each call of [`Url::typed_origin`] on `data:x` gives a
/// different one.
///
/// ```
/// use specurl::{Host, Origin, Url};
/// let url = Url::parse("https://example.com:8443/a?b", None).unwrap();
/// assert_eq!(
///     url.typed_origin(),
///     Origin::Tuple {
///         scheme: "https".into(),
///         host: Host::Domain("example.com".into()),
///         port: Some(8443),
///     }
/// );
/// let data = Url::parse("data:,x", None).unwrap();
/// assert_ne!(data.typed_origin(), data.typed_origin());
/// let opaque = data.typed_origin();
/// assert_eq!(opaque.clone(), opaque);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Origin {
    /// An opaque origin: `null` when serialised.
    Opaque(OpaqueOrigin),
    /// A tuple origin.
    Tuple {
        /// The scheme: `http`, `https`, `ws`, `wss` or `ftp`.
        scheme: String,
        /// The host: a domain or an IP address.
        host: Host<String>,
        /// The port, `None` when it is the scheme's default (which the URL
        /// does not keep either).
        port: Option<u16>,
    },
}

/// The identity of an opaque origin: each [`Origin::new_opaque`] is
/// distinct from every other.
///
/// ```
/// use specurl::{Origin, Url};
/// let url = Url::parse("about:blank", None).unwrap();
/// let (Origin::Opaque(a), Origin::Opaque(b)) = (url.typed_origin(), url.typed_origin()) else {
///     panic!("about:blank has an opaque origin");
/// };
/// assert_ne!(a, b);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpaqueOrigin(usize);

impl Origin {
    /// A new opaque origin, equal to no origin made before it.
    ///
    /// ```
    /// use specurl::Origin;
    /// let a = Origin::new_opaque();
    /// assert!(!a.is_tuple());
    /// assert_ne!(a, Origin::new_opaque());
    /// assert_eq!(a.ascii_serialization(), "null");
    /// ```
    pub fn new_opaque() -> Origin {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        Origin::Opaque(OpaqueOrigin(NEXT.fetch_add(1, Ordering::Relaxed)))
    }

    /// Whether this is a tuple origin.
    ///
    /// ```
    /// use specurl::Url;
    /// assert!(Url::parse("ws://h/", None).unwrap().typed_origin().is_tuple());
    /// assert!(!Url::parse("file:///x", None).unwrap().typed_origin().is_tuple());
    /// ```
    pub fn is_tuple(&self) -> bool {
        matches!(self, Origin::Tuple { .. })
    }

    /// The ASCII serialisation of the origin (HTML's "serialization of an
    /// origin"): `scheme://host[:port]`, or `null`. This is what the
    /// WHATWG `origin` getter, [`Url::origin`], returns.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("https://Bücher.example:8080/x", None).unwrap();
    /// assert_eq!(url.typed_origin().ascii_serialization(), "https://xn--bcher-kva.example:8080");
    /// assert_eq!(url.typed_origin().ascii_serialization(), url.origin());
    /// ```
    pub fn ascii_serialization(&self) -> String {
        self.to_string()
    }

    /// The Unicode serialisation: as [`Origin::ascii_serialization`], with
    /// a domain's labels converted to Unicode (UTS #46 `ToUnicode`, by the
    /// `idna` crate).
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("https://xn--bcher-kva.example/x", None).unwrap();
    /// assert_eq!(url.typed_origin().unicode_serialization(), "https://bücher.example");
    /// let url = Url::parse("http://[::1]:81/", None).unwrap();
    /// assert_eq!(url.typed_origin().unicode_serialization(), "http://[::1]:81");
    /// ```
    pub fn unicode_serialization(&self) -> String {
        match self {
            Origin::Tuple {
                scheme,
                host: Host::Domain(domain),
                port,
            } => {
                let (unicode, _errors) = idna::domain_to_unicode(domain);
                let host = Host::Domain(unicode);
                serialize(scheme, &host, *port)
            }
            _ => self.ascii_serialization(),
        }
    }
}

fn serialize(scheme: &str, host: &Host<String>, port: Option<u16>) -> String {
    match port {
        Some(port) => format!("{scheme}://{host}:{port}"),
        None => format!("{scheme}://{host}"),
    }
}

/// The ASCII serialisation ([`Origin::ascii_serialization`]).
///
/// ```
/// let url = specurl::Url::parse("blob:https://a.b:8/x", None).unwrap();
/// assert_eq!(url.typed_origin().to_string(), "https://a.b:8");
/// ```
impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Opaque(_) => f.write_str("null"),
            Origin::Tuple { scheme, host, port } => {
                write!(f, "{scheme}://{host}")?;
                match port {
                    Some(port) => write!(f, ":{port}"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// The segments of a hierarchical path, from [`Url::path_segments`]: the
/// WHATWG URL's path list.
///
/// ```
/// let url = specurl::Url::parse("http://h/a/b/", None).unwrap();
/// let mut segments = url.path_segments().unwrap();
/// assert_eq!(segments.next_back(), Some(""));
/// assert_eq!(segments.collect::<Vec<_>>(), ["a", "b"]);
/// ```
#[derive(Debug, Clone)]
pub struct PathSegments<'a> {
    /// `None` for the empty path, which has no segments (a `split` of the
    /// empty string would yield one).
    split: Option<core::str::Split<'a, char>>,
}

impl<'a> Iterator for PathSegments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.split.as_mut()?.next()
    }
}

impl<'a> DoubleEndedIterator for PathSegments<'a> {
    fn next_back(&mut self) -> Option<&'a str> {
        self.split.as_mut()?.next_back()
    }
}

impl<S: AsRef<str>> Url<S> {
    /// Whether the URL has an authority (`scheme://…`), possibly with the
    /// empty host.
    pub(super) fn has_authority_component(&self) -> bool {
        self.href()[self.scheme().len() + 1..].starts_with("//")
    }

    /// The host, typed; `None` when the URL has no authority.
    ///
    /// The host getter's string is read back by what the URL's mode says
    /// it can be: in brackets an IPv6 address; in a web or file URL an
    /// IPv4 address when it ends in a number (host processing rejects
    /// every other such host), a domain otherwise; in a generic URL an
    /// opaque host.
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use specurl::{Host, Url};
    /// let url = Url::parse("http://192.168.0.1:8080/", None).unwrap();
    /// assert_eq!(url.typed_host(), Some(Host::Ipv4(Ipv4Addr::new(192, 168, 0, 1))));
    /// let url = Url::parse("sc://%C3%A9/", None).unwrap();
    /// assert_eq!(url.typed_host(), Some(Host::Opaque("%C3%A9")));
    /// assert_eq!(Url::parse("sc:/x", None).unwrap().typed_host(), None);
    /// ```
    pub fn typed_host(&self) -> Option<Host<&str>> {
        if !self.has_authority_component() {
            return None;
        }
        Some(Host::of_hostname(self.hostname(), self.mode().is_special()))
    }

    /// The host, if it is a domain (of a web or file URL).
    ///
    /// Unlike the `url` crate's, an opaque host (of a generic URL) is no
    /// domain: see [`Url::typed_host`] for it.
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("https://EXAMPLE.com/", None).unwrap().domain(), Some("example.com"));
    /// assert_eq!(Url::parse("https://127.0.0.1/", None).unwrap().domain(), None);
    /// assert_eq!(Url::parse("sc://example.com/", None).unwrap().domain(), None);
    /// ```
    pub fn domain(&self) -> Option<&str> {
        match self.typed_host()? {
            Host::Domain(domain) => Some(domain),
            _ => None,
        }
    }

    /// The port number, or the default port of the URL's scheme (80 for
    /// `http` and `ws`, 443 for `https` and `wss`, 21 for `ftp`).
    ///
    /// ```
    /// use specurl::Url;
    /// assert_eq!(Url::parse("https://h/", None).unwrap().port_or_known_default(), Some(443));
    /// assert_eq!(Url::parse("https://h:8443/", None).unwrap().port_or_known_default(), Some(8443));
    /// assert_eq!(Url::parse("sc://h/", None).unwrap().port_or_known_default(), None);
    /// ```
    pub fn port_or_known_default(&self) -> Option<u16> {
        self.port_number().or_else(|| default_port(self.scheme()))
    }

    /// The segments of the path, the WHATWG URL's path list: the pathname
    /// after its first `/`, split at every `/`; `None` for an opaque path
    /// (a generic URL without an authority or a path-root).
    ///
    /// A path of a URL with an authority may be empty (`sc://h`): then
    /// there is no segment at all. A drive is a segment (`C:`).
    ///
    /// ```
    /// use specurl::Url;
    /// let segments = |s: &str| {
    ///     let url = Url::parse(s, None).unwrap();
    ///     url.path_segments().map(|p| p.map(str::to_owned).collect::<Vec<_>>())
    /// };
    /// assert_eq!(segments("http://h/a//b"), Some(vec!["a".into(), "".into(), "b".into()]));
    /// assert_eq!(segments("http://h"), Some(vec!["".into()]));
    /// assert_eq!(segments("file:///C:/x"), Some(vec!["C:".into(), "x".into()]));
    /// assert_eq!(segments("sc://h"), Some(vec![]));
    /// assert_eq!(segments("mailto:me@example.com"), None);
    /// ```
    pub fn path_segments(&self) -> Option<PathSegments<'_>> {
        let path = self.pathname();
        match path.strip_prefix('/') {
            Some(rest) => Some(PathSegments {
                split: Some(rest.split('/')),
            }),
            None if path.is_empty() && self.has_authority_component() => {
                Some(PathSegments { split: None })
            }
            None => None,
        }
    }

    /// The origin, typed: a tuple for a web URL, and for a `blob:` URL
    /// whose path is an `http` or `https` URL, that URL's origin; a new
    /// opaque origin otherwise. Its ASCII serialisation is the WHATWG
    /// `origin` getter, [`Url::origin`].
    ///
    /// ```
    /// use specurl::{Host, Origin, Url};
    /// let url = Url::parse("blob:http://[::1]/uuid", None).unwrap();
    /// assert_eq!(
    ///     url.typed_origin(),
    ///     Origin::Tuple {
    ///         scheme: "http".into(),
    ///         host: Host::Ipv6(std::net::Ipv6Addr::LOCALHOST),
    ///         port: None,
    ///     }
    /// );
    /// assert_eq!(url.typed_origin().to_string(), url.origin());
    /// assert!(!Url::parse("blob:sc://h/x", None).unwrap().typed_origin().is_tuple());
    /// ```
    pub fn typed_origin(&self) -> Origin {
        if self.mode() == Mode::Web {
            return match self.typed_host() {
                Some(host) => Origin::Tuple {
                    scheme: self.scheme().to_owned(),
                    host: host.to_owned(),
                    port: self.port_number(),
                },
                // A web URL always has a host: forcing gives it one.
                None => Origin::new_opaque(),
            };
        }
        match self.blob_inner() {
            Some(inner) => inner.typed_origin(),
            None => Origin::new_opaque(),
        }
    }
}

impl Url {
    /// The URL as the model holds it: the typed result of
    /// parse-resolve-and-normalise (the URL Specification's "Concluding"), forced,
    /// normalised and percent-encoded, whose host is the processed
    /// [`Host`] (a domain or an address in a web or file URL), not an
    /// opaque one. It prints as the href.
    ///
    /// It is read off the href and its offsets, as [`Url::join`] reads its
    /// base, not parsed again.
    ///
    /// ```
    /// use specurl::{Host, Url};
    /// let url = Url::parse("HTTP://EXAMPLE.com/a/../b c?q", None).unwrap();
    /// let r = url.to_url_ref();
    /// assert_eq!(r.authority().unwrap().host(), &Host::Domain("example.com".into()));
    /// assert_eq!(r.file(), Some("b%20c"));
    /// assert_eq!(r.to_string(), url.href());
    /// ```
    pub fn to_url_ref(&self) -> UrlRef<'static> {
        self.as_base().into_owned()
    }
}
