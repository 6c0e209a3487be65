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
//! assert_eq!(hostname.call("https://EXAMPLE.com/a", None).as_deref(), Some("example.com"));
//! assert_eq!(hostname.call("../b", Some("https://h/a")).as_deref(), Some("h"));
//! assert_eq!(hostname.call("not a URL", None), None);
//! ```

use std::borrow::Cow;

use specurl::{Component, Url};

use crate::url_domain_without_www::domain_without_www;
use crate::url_site::{domain_part, DomainPart, Section};

/// One row of a string function of a URL and its base.
///
/// It is a value rather than a function pointer so that [`ByRow::call`]
/// inlines into an engine's loop over its rows: the parser's result is
/// then read where it is returned, not moved through a call in between
/// on every row.
#[derive(Clone, Copy, Debug)]
pub struct ByRow(Kind);

#[derive(Clone, Copy, Debug)]
enum Kind {
    /// The getter of a component (the `url_component` kernels).
    Component(Component),
    /// `url_origin`.
    Origin,
    /// A part of the URL's domain, on both sections of the list (the
    /// site functions, `url_subdomain` and the first significant
    /// subdomain's).
    Domain(DomainPart),
    /// `url_domain_without_www`.
    DomainWithoutWww,
}

impl ByRow {
    /// The getter of `component`.
    pub(crate) const fn component(component: Component) -> ByRow {
        ByRow(Kind::Component(component))
    }

    /// `url_origin`'s row.
    pub(crate) const ORIGIN: ByRow = ByRow(Kind::Origin);

    /// `part` of the URL's domain, on both sections of the list.
    pub(crate) const fn domain(part: DomainPart) -> ByRow {
        ByRow(Kind::Domain(part))
    }

    /// `url_domain_without_www`'s row.
    pub(crate) const DOMAIN_WITHOUT_WWW: ByRow = ByRow(Kind::DomainWithoutWww);

    /// The row's result for the URL `input` parsed against `base`:
    /// `None` for NULL (the URL does not parse, or has no such part).
    ///
    /// ```
    /// use specurl_arrow::catalog::function;
    /// let suffix = function("url_public_suffix").unwrap().by_row().unwrap();
    /// assert_eq!(suffix.call("https://whatwg.github.io/", None).as_deref(), Some("github.io"));
    /// assert_eq!(suffix.call("http://127.0.0.1/", None), None);
    /// ```
    #[inline]
    pub fn call<'a>(&self, input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
        match self.0 {
            Kind::Component(c) => Url::parse_component(input, base, c).ok(),
            Kind::Origin => Url::parse_borrowed(input, base)
                .ok()
                .map(|url| Cow::Owned(url.origin())),
            Kind::Domain(part) => domain_part(input, base, Section::All, part),
            Kind::DomainWithoutWww => domain_without_www(input, base),
        }
    }
}
