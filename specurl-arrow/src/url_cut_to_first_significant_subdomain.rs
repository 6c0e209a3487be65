//! `url_cut_to_first_significant_subdomain(url [, base] [, section])`:
//! the URL's host cut to its first significant subdomain and what
//! follows it (ClickHouse's `cutToFirstSignificantSubdomain`), which on
//! the Public Suffix List is the host's registrable domain.

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::url_site::{registrable_domain, site_rows};
use crate::{Result, Rows, Strings};

/// The kernel of `url_cut_to_first_significant_subdomain(url [, base] [,
/// section])`: per row, the host from its
/// [first significant subdomain](crate::url_first_significant_subdomain)
/// to its end: its [`registrable_domain`], so the same as
/// `url_registrable_domain`, under the name ClickHouse's users look for.
/// NULL where the host has no registrable domain.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, Input};
/// use specurl_arrow::url_cut_to_first_significant_subdomain::UrlCutToFirstSignificantSubdomain;
/// let args = [Input::Scalar(Some("https://news.clickhouse.com.tr/"))];
/// let out = evaluate(&UrlCutToFirstSignificantSubdomain, &args, 1, &DataType::Utf8).unwrap();
/// assert_eq!(out.into_array().as_string::<i32>().value(0), "clickhouse.com.tr");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlCutToFirstSignificantSubdomain;

impl Rows for UrlCutToFirstSignificantSubdomain {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, registrable_domain)
    }
}
