//! `url_public_suffix(url [, base])` and `url_registrable_domain(url [,
//! base])`: the public suffix and the registrable domain of the URL's host
//! (the URL Standard's "Host miscellaneous", on the Public Suffix List, its
//! ICANN and private sections both), as `UrlHost::public_suffix` and
//! `UrlHost::registrable_domain` give them. NULL when the URL does not
//! parse, has no host, its host is not a domain (an IP address, an opaque
//! host of a non-special URL, the empty host), or the host is a public
//! suffix itself (for the registrable domain).

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::{Url, UrlHost};

use crate::common::{string_out, url_args, Strings, StringsOut, UrlFunction};

/// `url_public_suffix` as a DataFusion function.
pub fn public_suffix_udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_public_suffix",
        &["url", "base"],
        1,
        |types| string_out(&types[0]),
        eval::<false>,
    )
}

/// `url_registrable_domain` as a DataFusion function.
pub fn registrable_domain_udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_registrable_domain",
        &["url", "base"],
        1,
        |types| string_out(&types[0]),
        eval::<true>,
    )
}

/// The URL's host as a [`UrlHost::Domain`] when it is a domain, read as
/// `Url::typed_host` reads it: not in brackets (IPv6), in a special URL
/// (a non-special URL's host is opaque), and not ending in a number (which
/// host processing made an IPv4 address).
#[inline]
pub(crate) fn domain(url: &Url<impl AsRef<str>>) -> Option<UrlHost<&str>> {
    let host = url.hostname();
    let domain = !host.is_empty()
        && !host.starts_with('[')
        && url.mode().is_special()
        && !specurl::host::ends_in_a_number(host);
    domain.then_some(UrlHost::Domain(host))
}

fn eval<const REGISTRABLE: bool>(
    args: &[Strings<'_>],
    rows: usize,
    t: &DataType,
) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        let Some((input, base)) = url_args(args, row) else {
            out.append_null();
            continue;
        };
        let Ok(url) = Url::parse_borrowed(input, base) else {
            out.append_null();
            continue;
        };
        let host = domain(&url);
        let part = host.as_ref().and_then(|h| {
            if REGISTRABLE {
                h.registrable_domain()
            } else {
                h.public_suffix()
            }
        });
        match part {
            Some(part) => out.append_part(row, part, url.href())?,
            None => out.append_null(),
        }
    }
    Ok(out.finish())
}
