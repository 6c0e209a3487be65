//! `url_first_significant_subdomain(url [, base] [, section])`: the label
//! of the URL's host just before its public suffix (ClickHouse's
//! `firstSignificantSubdomain`, tldextract's `domain`), on the Public
//! Suffix List rather than a list of second-level names.

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::url_site::{registrable_domain, site_rows, Section};
use crate::{Result, Rows, Strings};

/// The first significant subdomain of `domain` (as host processing gives
/// it) on the sections `section`: the first label of its
/// [`registrable_domain`]; `None` when it has none (a public suffix).
///
/// ```
/// use specurl_arrow::url_first_significant_subdomain::first_significant_subdomain;
/// use specurl_arrow::url_site::Section;
/// assert_eq!(first_significant_subdomain("news.clickhouse.com.tr", Section::All), Some("clickhouse"));
/// assert_eq!(first_significant_subdomain("whatwg.github.io", Section::All), Some("whatwg"));
/// assert_eq!(first_significant_subdomain("whatwg.github.io", Section::Icann), Some("github"));
/// assert_eq!(first_significant_subdomain("com.tr", Section::All), None);
/// ```
pub fn first_significant_subdomain(domain: &str, section: Section) -> Option<&str> {
    let registrable = registrable_domain(domain, section)?;
    // The registrable domain is a label before a public suffix: it has a
    // dot.
    registrable.split_once('.').map(|(label, _)| label)
}

/// The kernel of `url_first_significant_subdomain(url [, base] [,
/// section])`: per row, the [`first_significant_subdomain`] of the URL's
/// host, its arguments read as
/// [`UrlPublicSuffix`](crate::url_site::UrlPublicSuffix)'s; NULL where
/// the host has no registrable domain.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_first_significant_subdomain::UrlFirstSignificantSubdomain, Input};
/// let args = [Input::Scalar(Some("https://news.clickhouse.com/"))];
/// let out = evaluate(&UrlFirstSignificantSubdomain, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "clickhouse");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlFirstSignificantSubdomain;

impl Rows for UrlFirstSignificantSubdomain {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, first_significant_subdomain)
    }
}
