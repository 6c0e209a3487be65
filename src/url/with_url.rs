//! Feature `url`: conversions between [`Url`] and the `url` crate's
//! [`url::Url`], both through the href.
//!
//! Both directions are fallible. Both parsers follow the WHATWG standard,
//! so an href one of them printed parses in the other to the same href,
//! except where the `url` crate departs from the standard (the table of
//! `docs/differential.md`, computed against whatwg-url): such an href is an
//! error rather than a silently different URL.

#[allow(unused_imports)]
use crate::prelude::*;

use super::Url;
use crate::error::ParseError;

/// Reads a `url::Url` by parsing its href.
///
/// ```
/// let theirs = url::Url::parse("HTTP://example.com/a/../b").unwrap();
/// let ours = specurl::Url::try_from(&theirs).unwrap();
/// assert_eq!(ours.href(), theirs.as_str());
/// ```
impl TryFrom<&url::Url> for Url {
    type Error = ParseError;

    fn try_from(url: &url::Url) -> Result<Url, ParseError> {
        Url::parse(url.as_str(), None)
    }
}

/// Reads a `url::Url` by parsing its href.
///
/// ```
/// let theirs = url::Url::parse("file:///c:/x").unwrap();
/// let ours: specurl::Url = theirs.try_into().unwrap();
/// assert_eq!(ours.pathname(), "/c:/x");
/// ```
impl TryFrom<url::Url> for Url {
    type Error = ParseError;

    fn try_from(url: url::Url) -> Result<Url, ParseError> {
        Url::try_from(&url)
    }
}

/// Makes a `url::Url` by parsing the href with the `url` crate.
///
/// ```
/// let ours = specurl::Url::parse("https://user@EXAMPLE.com:443/?q", None).unwrap();
/// let theirs = url::Url::try_from(&ours).unwrap();
/// assert_eq!(theirs.as_str(), "https://user@example.com/?q");
/// assert_eq!(theirs.host_str(), Some(ours.hostname()));
/// ```
impl TryFrom<&Url> for url::Url {
    type Error = url::ParseError;

    fn try_from(url: &Url) -> Result<url::Url, url::ParseError> {
        url::Url::parse(url.href())
    }
}

/// Makes a `url::Url` by parsing the href with the `url` crate.
///
/// ```
/// let ours = specurl::Url::parse("http://h/a b", None).unwrap();
/// let theirs: url::Url = ours.try_into().unwrap();
/// assert_eq!(theirs.path(), "/a%20b");
/// ```
impl TryFrom<Url> for url::Url {
    type Error = url::ParseError;

    fn try_from(url: Url) -> Result<url::Url, url::ParseError> {
        url::Url::try_from(&url)
    }
}
