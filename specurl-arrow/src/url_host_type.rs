//! `url_host_type(url [, base])`: what the URL's host is, by the URL
//! Standard's kinds of host.

use arrow_array::builder::StringBuilder;
use arrow_array::ArrayRef;
use arrow_schema::DataType;
use specurl::{Host, Url};

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings};

/// The name of a host's kind: `domain`, `ipv4`, `ipv6`, `opaque` (the
/// host of a non-special URL) or `empty` (`file:///x`).
///
/// ```
/// use specurl::Url;
/// let kind = |s: &str| Url::parse(s, None).unwrap().typed_host().map(|h| specurl_arrow::url_host_type::kind(&h));
/// assert_eq!(kind("http://0x7f.1/"), Some("ipv4"));
/// assert_eq!(kind("sc://h/"), Some("opaque"));
/// assert_eq!(kind("mailto:x"), None);
/// ```
pub fn kind<S>(host: &Host<S>) -> &'static str {
    match host {
        Host::Domain(_) => "domain",
        Host::Ipv4(_) => "ipv4",
        Host::Ipv6(_) => "ipv6",
        Host::Opaque(_) => "opaque",
        Host::Empty => "empty",
    }
}

/// The kernel of `url_host_type(url [, base])`: per row, the [`kind`] of
/// the URL's host ([`Url::typed_host`]); NULL where an argument is NULL,
/// the URL does not parse, or it has no host (`mailto:x`, `sc:/x`). The
/// result is `Utf8`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringViewArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_host_type::UrlHostType, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringViewArray::from(vec![
///     Some("https://EXAMPLE.com/"), Some("http://[::1]/"), Some("file:///x"), Some("mailto:x"), None,
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlHostType, &[Input::Array(&urls)], 5, &DataType::Utf8).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// assert_eq!(out, [Some("domain"), Some("ipv6"), Some("empty"), None, None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlHostType;

impl Rows for UrlHostType {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringBuilder::with_capacity(rows, rows * 6);
        for row in 0..rows {
            let kind = url_args(main, args, row)
                .and_then(|(input, base)| Url::parse_borrowed(input, base).ok())
                .and_then(|url| url.typed_host().map(|h| kind(&h)));
            out.append_option(kind);
        }
        Ok(std::sync::Arc::new(out.finish()))
    }
}
