//! Sites (feature `psl`): the public suffix and registrable domain of a
//! [`Url`] (the URL Standard's "Host miscellaneous"; a [`Host`]'s are the
//! host stage's), and HTML's *same site* and *schemelessly same site* for [`Origin`]s,
//! on the host stage's list lookup ([`crate::host`]'s `site`).

#[allow(unused_imports)]
use crate::prelude::*;

use super::{Origin, Url};
use crate::host::{public_suffix, registrable_domain, subdomain};
use crate::Host;

impl Url {
    /// The public suffix of the URL's host ([`Host::public_suffix`]):
    /// `None` without a host or when the host is not a domain.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("https://whatwg.github.io/url/", None).unwrap();
    /// assert_eq!(url.public_suffix(), Some("github.io"));
    /// let url = Url::parse("http://EXAMPLE.COM./", None).unwrap();
    /// assert_eq!(url.public_suffix(), Some("com."));
    /// assert_eq!(Url::parse("mailto:me@example.com", None).unwrap().public_suffix(), None);
    /// ```
    pub fn public_suffix(&self) -> Option<&str> {
        match self.typed_host()? {
            Host::Domain(d) => public_suffix(d),
            _ => None,
        }
    }

    /// The registrable domain of the URL's host
    /// ([`Host::registrable_domain`]).
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("http://support-appleld.com.secureupdate.duilawyeryork.com/", None).unwrap();
    /// assert_eq!(url.registrable_domain(), Some("duilawyeryork.com"));
    /// let url = Url::parse("https://example.إختبار/", None).unwrap();
    /// assert_eq!(url.registrable_domain(), Some("example.xn--kgbechtv"));
    /// assert_eq!(Url::parse("http://[::1]/", None).unwrap().registrable_domain(), None);
    /// ```
    pub fn registrable_domain(&self) -> Option<&str> {
        match self.typed_host()? {
            Host::Domain(d) => registrable_domain(d),
            _ => None,
        }
    }

    /// The subdomain of the URL's host ([`Host::subdomain`]): the labels
    /// before its registrable domain.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = Url::parse("https://user@a.b.example.co.uk:8080/", None).unwrap();
    /// assert_eq!(url.subdomain(), Some("a.b"));
    /// assert_eq!(Url::parse("https://example.com/", None).unwrap().subdomain(), Some(""));
    /// assert_eq!(Url::parse("http://127.0.0.1/", None).unwrap().subdomain(), None);
    /// ```
    pub fn subdomain(&self) -> Option<&str> {
        match self.typed_host()? {
            Host::Domain(d) => subdomain(d),
            _ => None,
        }
    }

    /// Whether the URLs' origins are same site ([`Origin::same_site`]).
    /// A URL with an opaque origin (`data:`, `file:`, …) gets a new one
    /// each time, so it is same site with no URL, itself included.
    ///
    /// ```
    /// use specurl::Url;
    /// let url = |s: &str| Url::parse(s, None).unwrap();
    /// assert!(url("https://a.example.com/").same_site(&url("https://b.example.com:8443/x")));
    /// assert!(!url("https://example.com/").same_site(&url("http://example.com/")));
    /// assert!(!url("data:,x").same_site(&url("data:,x")));
    /// ```
    pub fn same_site(&self, other: &Url) -> bool {
        self.typed_origin().same_site(&other.typed_origin())
    }

    /// Whether the URLs' origins are schemelessly same site
    /// ([`Origin::schemelessly_same_site`]).
    ///
    /// ```
    /// use specurl::Url;
    /// let url = |s: &str| Url::parse(s, None).unwrap();
    /// assert!(url("https://example.com/").schemelessly_same_site(&url("http://www.example.com/")));
    /// assert!(!url("https://a.github.io/").schemelessly_same_site(&url("https://b.github.io/")));
    /// ```
    pub fn schemelessly_same_site(&self, other: &Url) -> bool {
        self.typed_origin()
            .schemelessly_same_site(&other.typed_origin())
    }
}

impl Origin {
    /// HTML's *same site*: the same opaque origin, or tuple origins of the
    /// same scheme whose sites' hosts are equal, a host's site being its
    /// registrable domain, or the host itself when it has none. Ports are
    /// ignored.
    ///
    /// ```
    /// use specurl::{Origin, Url};
    /// let origin = |s: &str| Url::parse(s, None).unwrap().typed_origin();
    /// assert!(origin("https://example.com").same_site(&origin("https://sub.other.example.com")));
    /// assert!(!origin("https://example.com").same_site(&origin("http://non-secure.example.com")));
    /// assert!(!origin("https://example.com").same_site(&origin("https://example.com.")));
    /// let opaque = Origin::new_opaque();
    /// assert!(opaque.same_site(&opaque.clone()));
    /// assert!(!opaque.same_site(&Origin::new_opaque()));
    /// ```
    pub fn same_site(&self, other: &Origin) -> bool {
        match (self, other) {
            (Origin::Opaque(a), Origin::Opaque(b)) => a == b,
            (
                Origin::Tuple {
                    scheme: scheme_a,
                    host: host_a,
                    ..
                },
                Origin::Tuple {
                    scheme: scheme_b,
                    host: host_b,
                    ..
                },
            ) => scheme_a == scheme_b && site_host(host_a) == site_host(host_b),
            _ => false,
        }
    }

    /// HTML's *schemelessly same site*: the same opaque origin, or tuple
    /// origins whose hosts are equal without a registrable domain, or
    /// whose registrable domains are equal. Schemes and ports are ignored.
    ///
    /// ```
    /// use specurl::Url;
    /// let origin = |s: &str| Url::parse(s, None).unwrap().typed_origin();
    /// assert!(origin("https://example.com").schemelessly_same_site(&origin("http://non-secure.example.com")));
    /// assert!(origin("https://127.0.0.1").schemelessly_same_site(&origin("http://127.0.0.1:8080")));
    /// assert!(!origin("https://a.github.io").schemelessly_same_site(&origin("https://github.io")));
    /// ```
    pub fn schemelessly_same_site(&self, other: &Origin) -> bool {
        match (self, other) {
            (Origin::Opaque(a), Origin::Opaque(b)) => a == b,
            (Origin::Tuple { host: host_a, .. }, Origin::Tuple { host: host_b, .. }) => {
                match (host_a.registrable_domain(), host_b.registrable_domain()) {
                    (Some(a), Some(b)) => a == b,
                    (None, _) => host_a == host_b,
                    (Some(_), None) => false,
                }
            }
            _ => false,
        }
    }
}

/// The host of an origin's site (HTML's "obtain a site"): the registrable
/// domain of a domain that has one, the host itself otherwise. A domain is
/// `Ok` so that a registrable domain equals a host with none when their
/// names are equal, as hosts of the same kind compare.
fn site_host(host: &Host<String>) -> Result<&str, &Host<String>> {
    match host {
        Host::Domain(d) => Ok(registrable_domain(d).unwrap_or(d)),
        other => Err(other),
    }
}
