//! The catalog's string functions of a URL, one row at a time: for a row
//! of `f(url [, base])`, its result from its URL and base, borrowed from
//! the URL where it stands in it. An engine that keeps its strings in a
//! layout of its own (DuckDB's vectors) calls these row by row and writes
//! the results as it keeps them, instead of building Arrow arrays to
//! hand over and read back. Each is what the function's Arrow kernel
//! gives for the row, and the crate's tests hold them to it.
//!
//! ```
//! use specurl_arrow::catalog::function;
//! let hostname = function("url_hostname").unwrap().by_row().unwrap();
//! assert_eq!(hostname("https://EXAMPLE.com/a", None).as_deref(), Some("example.com"));
//! assert_eq!(hostname("../b", Some("https://h/a")).as_deref(), Some("h"));
//! assert_eq!(hostname("not a URL", None), None);
//! ```

use std::borrow::Cow;

use specurl::{Component, Url};

use crate::url_site::{registrable_domain, Section};

/// One row of a string function of a URL and its base: `None` for NULL.
pub type ByRow = for<'a> fn(&'a str, Option<&str>) -> Option<Cow<'a, str>>;

/// The getter of `component` (the `url_component` kernels).
#[inline]
pub(crate) fn component<'a>(
    input: &'a str,
    base: Option<&str>,
    component: Component,
) -> Option<Cow<'a, str>> {
    Url::parse_component(input, base, component).ok()
}

/// Declares the row function of each getter.
macro_rules! getters {
    ($($name:ident: $component:ident),* $(,)?) => {$(
        pub(crate) fn $name<'a>(input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
            component(input, base, Component::$component)
        }
    )*};
}

getters!(
    href: Href, protocol: Protocol, username: Username, password: Password, host: Host,
    hostname: Hostname, pathname: Pathname, search: Search, hash: Hash,
);

/// `url_origin`'s row: the origin's serialisation, never a part of the
/// input.
pub(crate) fn origin<'a>(input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
    Url::parse_borrowed(input, base)
        .ok()
        .map(|url| Cow::Owned(url.origin()))
}

/// `part` of the URL's domain on the sections `section`: `None` where the
/// URL does not parse, its host is not a domain, or the domain has no
/// such part (the site functions, `url_subdomain` and the first
/// significant subdomain's).
#[inline]
pub(crate) fn domain_part<'a>(
    input: &'a str,
    base: Option<&str>,
    section: Section,
    part: for<'h> fn(&'h str, Section) -> Option<&'h str>,
) -> Option<Cow<'a, str>> {
    // The domain is borrowed from the input where it stands there as it
    // is (read from the grammar's tokens for a plain one); a part of an
    // owned domain (lowercased, say) is copied.
    match Url::parse_domain(input, base).ok()?? {
        Cow::Borrowed(domain) => part(domain, section).map(Cow::Borrowed),
        Cow::Owned(domain) => part(&domain, section).map(|p| Cow::Owned(p.to_owned())),
    }
}

/// Declares the row function, on both sections of the list, of each
/// function of a domain's part.
macro_rules! domain_parts {
    ($($name:ident: $part:path),* $(,)?) => {$(
        pub(crate) fn $name<'a>(input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
            domain_part(input, base, Section::All, $part)
        }
    )*};
}

domain_parts!(
    public_suffix: crate::url_site::public_suffix,
    registrable: registrable_domain,
    subdomain: crate::url_subdomain::subdomain,
    first_significant_subdomain: crate::url_first_significant_subdomain::first_significant_subdomain,
);

/// `url_domain_without_www`'s row.
pub(crate) fn domain_without_www<'a>(input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
    let without = crate::url_domain_without_www::without_www;
    Some(match Url::parse_domain(input, base).ok()?? {
        Cow::Borrowed(domain) => Cow::Borrowed(without(domain)),
        Cow::Owned(domain) => Cow::Owned(without(&domain).to_owned()),
    })
}
