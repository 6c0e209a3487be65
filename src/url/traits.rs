//! The standard traits of [`Url`]: it is its href. Equality, hashing and
//! order compare the href alone, so a `Url` can stand for its string in a
//! set, a map key or a sorted list, and can be looked up by `&str`.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Borrow;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use super::Url;
use crate::error::ParseError;

/// Two URLs are equal when their hrefs are.
///
/// ```
/// use specurl::Url;
/// let a = Url::parse("HTTP://example.com:80/a/../b", None).unwrap();
/// let b = Url::parse("http://example.com/b", None).unwrap();
/// assert_eq!(a, b);
/// ```
impl PartialEq for Url {
    fn eq(&self, other: &Url) -> bool {
        self.href() == other.href()
    }
}

impl Eq for Url {}

/// Hashes the href, as `str` does, so that [`Borrow<str>`] holds.
///
/// ```
/// use std::collections::HashSet;
/// use specurl::Url;
/// let set: HashSet<Url> = ["http://a/", "HTTP://A/"].iter().map(|s| s.parse().unwrap()).collect();
/// assert_eq!(set.len(), 1);
/// assert!(set.contains("http://a/"));
/// ```
impl Hash for Url {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.href().hash(state)
    }
}

/// URLs are ordered by their hrefs, byte by byte.
///
/// ```
/// use specurl::Url;
/// let mut urls: Vec<Url> = ["http://b/", "file:///x", "http://a/z"]
///     .iter()
///     .map(|s| s.parse().unwrap())
///     .collect();
/// urls.sort();
/// let hrefs: Vec<&str> = urls.iter().map(Url::href).collect();
/// assert_eq!(hrefs, ["file:///x", "http://a/z", "http://b/"]);
/// ```
impl Ord for Url {
    fn cmp(&self, other: &Url) -> Ordering {
        self.href().cmp(other.href())
    }
}

impl PartialOrd for Url {
    fn partial_cmp(&self, other: &Url) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The href.
///
/// ```
/// fn takes_str(s: impl AsRef<str>) -> usize { s.as_ref().len() }
/// assert_eq!(takes_str(specurl::Url::parse("http://a/", None).unwrap()), 9);
/// ```
impl AsRef<str> for Url {
    fn as_ref(&self) -> &str {
        self.href()
    }
}

/// The href, so that a `HashSet<Url>` or `BTreeMap<Url, _>` can be queried
/// with a `&str` (see [`Hash`](#impl-Hash-for-Url)).
impl Borrow<str> for Url {
    fn borrow(&self) -> &str {
        self.href()
    }
}

/// Writes the href.
///
/// ```
/// let url = specurl::Url::parse("http://h/a b", None).unwrap();
/// assert_eq!(format!("<{url}>"), "<http://h/a%20b>");
/// ```
impl fmt::Display for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.href())
    }
}

impl<S: AsRef<str>> fmt::Debug for Url<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Url({:?})", self.href())
    }
}

/// Parses without a base: `s.parse::<Url>()` is `Url::parse(s, None)`.
///
/// ```
/// use specurl::Url;
/// let url: Url = "https://example.com/a/./b".parse().unwrap();
/// assert_eq!(url.pathname(), "/a/b");
/// assert!("no scheme".parse::<Url>().is_err());
/// ```
impl FromStr for Url {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Url, ParseError> {
        Url::parse(s, None)
    }
}
