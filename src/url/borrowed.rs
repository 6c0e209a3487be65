//! `Url::parse_borrowed`: a URL that borrows its input when the input is
//! already its own href, as most real URLs are.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use super::{parse_url_then, Against, Component, Url};
use crate::conclude::with_optional_base;
use crate::encoding::Encoding;
use crate::error::ParseError;
use crate::fast::plain_hostname;
use crate::Host;

impl Url {
    /// [`Url::parse`], without copying an input that is already its own
    /// href: the result borrows `input` then (`Cow::Borrowed`), and holds
    /// the href `Url::parse` prints otherwise. The getters are the same.
    /// For reading many URLs one component at a time, where a copy of each
    /// href would cost as much as the reading.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use specurl::Url;
    /// let url = Url::parse_borrowed("https://example.com/a?b", None).unwrap();
    /// assert!(matches!(url.href_cow(), Cow::Borrowed(_)));
    /// assert_eq!((url.hostname(), url.search()), ("example.com", "?b"));
    /// let url = Url::parse_borrowed("HTTPS://example.com/./a", None).unwrap();
    /// assert!(matches!(url.href_cow(), Cow::Owned(_)));
    /// assert_eq!(url.href(), "https://example.com/a");
    /// assert_eq!(url.into_owned(), Url::parse("https://example.com/a", None).unwrap());
    /// ```
    pub fn parse_borrowed<'a>(
        input: &'a str,
        base: Option<&str>,
    ) -> Result<Url<Cow<'a, str>>, ParseError> {
        with_optional_base(base, |base| {
            parse_url_then(
                input,
                Against::model(base),
                true,
                Encoding::UTF_8,
                |_, _| None,
                |url| url,
            )
        })
    }

    /// What `Url::parse(input, base)?.get(component)` gives, borrowed from
    /// `input` where it is there as it is, and read with no more of the
    /// pipeline than the component needs: the hostname of a URL whose
    /// host is a plain domain takes the grammar alone, without the checks
    /// of the rest that [`Url::parse_borrowed`] makes. For reading one
    /// component of many URLs.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use specurl::{Component, Url};
    /// let host = Url::parse_component("https://example.com/a/../b", None, Component::Hostname);
    /// assert_eq!(host.unwrap(), Cow::Borrowed("example.com"));
    /// let host = Url::parse_component("https://EXAMPLE.com/", None, Component::Hostname);
    /// assert_eq!(host.unwrap(), "example.com");
    /// let path = Url::parse_component("../c", Some("http://h/a/b"), Component::Pathname);
    /// assert_eq!(path.unwrap(), "/c");
    /// assert!(Url::parse_component("http://a b/", None, Component::Hostname).is_err());
    /// ```
    pub fn parse_component<'a>(
        input: &'a str,
        base: Option<&str>,
        component: Component,
    ) -> Result<Cow<'a, str>, ParseError> {
        with_optional_base(base, |base| {
            parse_url_then(
                input,
                Against::model(base),
                true,
                Encoding::UTF_8,
                |text, t| match component {
                    Component::Hostname => plain_hostname(text, t).map(Cow::Borrowed),
                    _ => None,
                },
                |url| match url.serialization {
                    Cow::Borrowed(href) => Cow::Borrowed(url_part(&url, href, component)),
                    Cow::Owned(_) => Cow::Owned(url.get(component).to_owned()),
                },
            )
        })
    }

    /// What `Url::parse(input, base)?.domain()` gives, borrowed from
    /// `input` where it is there as it is: the host when it is a domain (of
    /// a web or file URL, neither an IP address nor empty), `None` for any
    /// other host or none. A plain domain is read from the grammar's tokens
    /// alone, as [`Url::parse_component`] reads a hostname. For reading the
    /// sites of many URLs: a domain's public suffix and registrable domain
    /// (feature `psl`) are [`Host::Domain`]'s.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use specurl::Url;
    /// let domain = Url::parse_domain("https://www.example.com/a", None).unwrap();
    /// assert_eq!(domain, Some(Cow::Borrowed("www.example.com")));
    /// let domain = Url::parse_domain("//EXAMPLE.org", Some("wss://h/")).unwrap();
    /// assert_eq!(domain.as_deref(), Some("example.org"));
    /// assert_eq!(Url::parse_domain("http://127.1/", None).unwrap(), None);
    /// assert_eq!(Url::parse_domain("sc://example.com/", None).unwrap(), None);
    /// assert_eq!(Url::parse_domain("file:///etc/hosts", None).unwrap(), None);
    /// assert!(Url::parse_domain("http://a b/", None).is_err());
    /// ```
    pub fn parse_domain<'a>(
        input: &'a str,
        base: Option<&str>,
    ) -> Result<Option<Cow<'a, str>>, ParseError> {
        with_optional_base(base, |base| {
            parse_url_then(
                input,
                Against::model(base),
                true,
                Encoding::UTF_8,
                |text, t| {
                    // The URL's own hostname, in the mode of its own scheme,
                    // read as `Url::typed_host` reads it.
                    let host = plain_hostname(text, t)?;
                    match Host::of_hostname(host, t.mode().is_special()) {
                        Host::Domain(domain) => Some(Some(Cow::Borrowed(domain))),
                        _ => Some(None),
                    }
                },
                |url| {
                    let domain = url.domain()?;
                    Some(match url.serialization {
                        Cow::Borrowed(href) => Cow::Borrowed(slice_of(href, domain)),
                        Cow::Owned(_) => Cow::Owned(domain.to_owned()),
                    })
                },
            )
        })
    }
}

/// `part`, a slice of a URL whose href is `href`, as a slice of `href`
/// (with `href`'s lifetime); empty when `part` is empty, which is no slice
/// of it and needs none.
fn slice_of<'a>(href: &'a str, part: &str) -> &'a str {
    let start = (part.as_ptr() as usize).wrapping_sub(href.as_ptr() as usize);
    href.get(start..start.wrapping_add(part.len()))
        .filter(|p| p.as_ptr() == part.as_ptr())
        .unwrap_or("")
}

/// `url.get(component)`, as a slice of `href`, the borrowed href of `url`
/// (an empty component is no slice of it, and needs none).
fn url_part<'a>(url: &Url<Cow<'a, str>>, href: &'a str, component: Component) -> &'a str {
    slice_of(href, url.get(component))
}

impl<S: AsRef<str>> Url<S> {
    /// The URL with its href in a `String` of its own.
    ///
    /// ```
    /// let url = specurl::Url::parse_borrowed("http://h/", None).unwrap();
    /// assert_eq!(url.into_owned().href(), "http://h/");
    /// ```
    pub fn into_owned(self) -> Url
    where
        S: Into<String>,
    {
        Url {
            serialization: self.serialization.into(),
            pos: self.pos,
        }
    }
}

impl<'a> Url<Cow<'a, str>> {
    /// The href, borrowed from the input or owned.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// let url = specurl::Url::parse_borrowed(" http://h/ ", None).unwrap();
    /// // Leading and trailing spaces are trimmed without a copy.
    /// assert_eq!(url.href_cow(), &Cow::Borrowed("http://h/"));
    /// ```
    pub fn href_cow(&self) -> &Cow<'a, str> {
        &self.serialization
    }
}
