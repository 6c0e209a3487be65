//! `url_subdomain(url [, base] [, section])`: the labels of the URL's
//! host before its registrable domain (tldextract's `subdomain`,
//! netquack's `extract_subdomain`), on the URL Standard's host and the
//! Public Suffix List, both sections or the ICANN section alone.

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::url_site::{registrable_domain, site_rows, Section};
use crate::{Result, Rows, Strings};

/// The subdomain of `domain` (as host processing gives it) on the
/// sections `section`: the labels before its [`registrable_domain`],
/// without the dot that ends them; `""` when the domain is its
/// registrable domain, `None` when it has none (a public suffix).
///
/// ```
/// use specurl_arrow::url_subdomain::subdomain;
/// use specurl_arrow::url_site::Section;
/// assert_eq!(subdomain("forums.news.cnn.com", Section::All), Some("forums.news"));
/// assert_eq!(subdomain("whatwg.github.io", Section::All), Some(""));
/// assert_eq!(subdomain("whatwg.github.io", Section::Icann), Some("whatwg"));
/// assert_eq!(subdomain("co.uk", Section::All), None);
/// ```
pub fn subdomain(domain: &str, section: Section) -> Option<&str> {
    let registrable = registrable_domain(domain, section)?;
    let before = domain.get(..domain.len() - registrable.len())?;
    Some(before.strip_suffix('.').unwrap_or(before))
}

/// The kernel of `url_subdomain(url [, base] [, section])`: per row, the
/// [`subdomain`] of the URL's host, its arguments read as
/// [`UrlPublicSuffix`](crate::url_site::UrlPublicSuffix)'s. NULL where an
/// argument is NULL, the URL does not parse, its host is not a domain (an
/// IP address, an opaque host, none) or is a public suffix itself.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_subdomain::UrlSubdomain, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://user:pw@a.b.example.co.uk:8080/x"), Some("https://example.com/"),
///     Some("http://abc/"), Some("http://[::1]/"), None,
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlSubdomain, &[Input::Array(&urls)], 5, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("a.b"), Some(""), None, None, None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSubdomain;

impl Rows for UrlSubdomain {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, subdomain)
    }
}
