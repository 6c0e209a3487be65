//! A host's public suffix and registrable domain (the URL Standard's
//! "Host miscellaneous"), on the Public Suffix List (feature `psl`).
//!
//! ```text
//! public suffix(host):
//!   1. If host is not a domain, return null.
//!   2. trailingDot = "." if host ends with "."; otherwise "".
//!   3. publicSuffix = the Public Suffix List algorithm on host.
//!   4. Assert: publicSuffix is ASCII and ends with trailingDot.
//! registrable domain(host):
//!   1. If host's public suffix is null or equals host, return null.
//!   2–4. The same, with the list's registrable domain.
//! ```
//!
//! # The list
//!
//! The list comes from the [`psl`](https://docs.rs/psl) crate: the list
//! compiled to a `match` on labels, `no_std`, no allocation, and
//! republished whenever the list changes (its patch version counts the
//! updates), so `cargo update -p psl` brings a newer list without a new
//! specurl. The locked version, and so the list this crate is tested with,
//! is in `docs/site.md`. The alternative, `publicsuffix`, parses a list
//! given at run time: a program would have to ship or download the list
//! itself and build a hash map before the first lookup, which suits a
//! server that refreshes its list but not a library whose answers should
//! not depend on a file beside it.
//!
//! Both sections of the list count, ICANN and private, as the standard
//! asks (`github.io` is a public suffix, from the private section). A
//! domain whose last label is on no rule has that label as its public
//! suffix: the list's default rule `*`, which `psl` applies too.
//!
//! # Where the standard leaves a domain undefined
//!
//! The list's algorithm works on labels and has no empty ones; a domain
//! that host processing accepts may have them (`a..example`, `.example`,
//! `example..`). The standard strips one trailing dot (its trailingDot)
//! and leaves the others undefined (its step 4 asserts what an empty label
//! would break). Here a domain with an empty label other than that
//! trailing dot has neither a public suffix nor a registrable domain: the
//! list's own tests ask for no registrable domain for `.com` and
//! `.example.com`, and Firefox's lookup refuses such a host too.

#[allow(unused_imports)]
use crate::prelude::*;

use psl::Psl as _;

use super::Host;

/// The public suffix of a domain as host processing gives it (ASCII,
/// lowercase): a suffix of `domain` at a label boundary, with its trailing
/// dot if it has one.
pub(crate) fn public_suffix(domain: &str) -> Option<&str> {
    // trailingDot: the list's rules are relative to the root.
    let name = domain.strip_suffix('.').unwrap_or(domain);
    if has_empty_label(name.as_bytes()) {
        return None;
    }
    // `find` takes the labels right to left and gives the byte length of
    // the prevailing rule's match, the last label's at least (rule `*`).
    let len = psl::List.find(LabelsFromRight(Some(name.as_bytes()))).len;
    let len = len + (domain.len() - name.len());
    domain.get(domain.len() - len..)
}

/// The registrable domain of a domain as host processing gives it: its
/// public suffix and the label before it.
pub(crate) fn registrable_domain(domain: &str) -> Option<&str> {
    let suffix = public_suffix(domain)?;
    // The public suffix starts a label, so a dot stands before it unless
    // it is the whole domain.
    let before = domain[..domain.len() - suffix.len()].strip_suffix('.')?;
    let start = last_dot(before.as_bytes()).map_or(0, |dot| dot + 1);
    domain.get(start..)
}

/// The subdomain of a domain as host processing gives it: the labels
/// before its registrable domain, without the dot between; empty when the
/// domain is its registrable domain.
pub(crate) fn subdomain(domain: &str) -> Option<&str> {
    let registrable = registrable_domain(domain)?;
    let before = &domain[..domain.len() - registrable.len()];
    Some(before.strip_suffix('.').unwrap_or(before))
}

// A domain is a few dozen bytes: the loops below find its dots a byte at
// a time, which costs less than the setup of `str::rsplit`'s search (the
// lookup spent more in it than in the list).

/// Whether the labels of `name`, split at its dots, include an empty one.
fn has_empty_label(name: &[u8]) -> bool {
    let mut after_dot = true;
    for &b in name {
        if b == b'.' && after_dot {
            return true;
        }
        after_dot = b == b'.';
    }
    after_dot
}

/// The index of the last `.` of `bytes`.
fn last_dot(bytes: &[u8]) -> Option<usize> {
    bytes.iter().rposition(|&b| b == b'.')
}

/// The labels of a name, right to left, as the list's lookup reads them.
struct LabelsFromRight<'a>(Option<&'a [u8]>);

impl<'a> Iterator for LabelsFromRight<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        let rest = self.0?;
        match last_dot(rest) {
            Some(dot) => {
                self.0 = Some(&rest[..dot]);
                Some(&rest[dot + 1..])
            }
            None => {
                self.0 = None;
                Some(rest)
            }
        }
    }
}

impl<S: AsRef<str>> Host<S> {
    /// The host's public suffix (the URL Standard's): `None` unless the
    /// host is a [`Host::Domain`]. An IP address, an opaque host and the
    /// empty host have none, and so has the host of a web URL still
    /// unresolved in a [`crate::UrlRef`], which host processing has not
    /// yet made a domain.
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use specurl::{Host, Url};
    /// assert_eq!(Host::Domain("www.example.co.uk").public_suffix(), Some("co.uk"));
    /// assert_eq!(Host::Domain("whatwg.github.io").public_suffix(), Some("github.io"));
    /// assert_eq!(Host::Domain("example.com.").public_suffix(), Some("com."));
    /// assert_eq!(Host::<&str>::Ipv4(Ipv4Addr::LOCALHOST).public_suffix(), None);
    /// assert_eq!(Host::Opaque("example.com").public_suffix(), None);
    /// let url = Url::parse("https://sub.example.co.uk/", None).unwrap();
    /// assert_eq!(url.typed_host().unwrap().public_suffix(), Some("co.uk"));
    /// ```
    pub fn public_suffix(&self) -> Option<&str> {
        match self {
            Host::Domain(d) => public_suffix(d.as_ref()),
            Host::Ipv4(_) | Host::Ipv6(_) | Host::Opaque(_) | Host::Empty => None,
        }
    }

    /// The host's registrable domain (the URL Standard's): its public
    /// suffix and the label before it; `None` when the host is not a
    /// [`Host::Domain`] or is a public suffix itself.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use specurl::Host;
    /// assert_eq!(Host::Domain("www.example.co.uk").registrable_domain(), Some("example.co.uk"));
    /// assert_eq!(Host::Domain("example.com.").registrable_domain(), Some("example.com."));
    /// assert_eq!(Host::Domain("co.uk").registrable_domain(), None);
    /// let phish = Host::Domain("support-appleld.com.secureupdate.duilawyeryork.com");
    /// assert_eq!(phish.registrable_domain(), Some("duilawyeryork.com"));
    /// assert_eq!(Host::<&str>::Ipv6(Ipv6Addr::LOCALHOST).registrable_domain(), None);
    /// ```
    pub fn registrable_domain(&self) -> Option<&str> {
        match self {
            Host::Domain(d) => registrable_domain(d.as_ref()),
            Host::Ipv4(_) | Host::Ipv6(_) | Host::Opaque(_) | Host::Empty => None,
        }
    }

    /// The host's subdomain: the labels before its registrable domain
    /// (tldextract's `subdomain`, netquack's `extract_subdomain`), without
    /// the dot that ends them; `""` when the host is its registrable
    /// domain, `None` when it has none (not a [`Host::Domain`], or a
    /// public suffix itself).
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use specurl::Host;
    /// assert_eq!(Host::Domain("forums.news.cnn.com").subdomain(), Some("forums.news"));
    /// assert_eq!(Host::Domain("www.example.co.uk.").subdomain(), Some("www"));
    /// assert_eq!(Host::Domain("example.com").subdomain(), Some(""));
    /// assert_eq!(Host::Domain("co.uk").subdomain(), None);
    /// assert_eq!(Host::<&str>::Ipv4(Ipv4Addr::LOCALHOST).subdomain(), None);
    /// ```
    pub fn subdomain(&self) -> Option<&str> {
        match self {
            Host::Domain(d) => subdomain(d.as_ref()),
            Host::Ipv4(_) | Host::Ipv6(_) | Host::Opaque(_) | Host::Empty => None,
        }
    }
}

#[cfg(test)]
mod tests;
