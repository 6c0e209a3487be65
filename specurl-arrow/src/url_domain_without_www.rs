//! `url_domain_without_www(url [, base])`: the URL's domain without a
//! leading `www.` label (ClickHouse's `domainWithoutWWW`), on the URL
//! Standard's host: the domain host processing gives, userinfo, port and
//! case out of the way.

use std::borrow::Cow;

use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::url_site::{domain_part, Section};
use crate::{url_args, Result, Rows, Strings, StringsOut};

/// `domain` (as host processing gives it: ASCII, lowercase) without its
/// first label when that label is `www` and other labels follow.
///
/// ```
/// use specurl_arrow::url_domain_without_www::without_www;
/// assert_eq!(without_www("www.example.com"), "example.com");
/// assert_eq!(without_www("www.www.example.com"), "www.example.com");
/// assert_eq!(without_www("www"), "www");
/// assert_eq!(without_www("www."), "www.");
/// assert_eq!(without_www("www2.example.com"), "www2.example.com");
/// ```
pub fn without_www(domain: &str) -> &str {
    match domain.strip_prefix("www.") {
        // Something other than the root's trailing dot is left.
        Some(rest) if !rest.is_empty() && rest != "." => rest,
        _ => domain,
    }
}

/// The kernel of `url_domain_without_www(url [, base])`: per row, the
/// URL's host [`without_www`] when the host is a domain; NULL where an
/// argument is NULL, the URL does not parse, or its host is not a domain
/// (an IP address, an opaque host, the empty host, none). The result has
/// the string type of `url`; over a `Utf8View` column, a domain that
/// stands in the input is a view of it.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_domain_without_www::UrlDomainWithoutWww, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("http://paul@www.example.com:80/"), Some("https://WWW.Example.COM/"),
///     Some("http://abc/"), Some("http://127.0.0.1/"), Some("sc://www.example.com/"),
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlDomainWithoutWww, &[Input::Array(&urls)], 5, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("example.com"), Some("example.com"), Some("abc"), None, None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlDomainWithoutWww;

impl Rows for UrlDomainWithoutWww {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            let Some((input, base)) = url_args(main, args, row) else {
                out.append_null();
                continue;
            };
            match domain_without_www(input, base) {
                Some(d) => out.append_cow(row, d)?,
                None => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}

/// `url_domain_without_www`'s row: the URL's domain without a `www.`,
/// a part of the domain as the site functions' are.
#[inline]
pub(crate) fn domain_without_www<'a>(input: &'a str, base: Option<&str>) -> Option<Cow<'a, str>> {
    fn part(domain: &str, _: Section) -> Option<&str> {
        Some(without_www(domain))
    }
    domain_part(input, base, Section::All, part)
}
