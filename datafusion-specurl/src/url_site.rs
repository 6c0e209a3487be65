//! `url_public_suffix(url [, base])` and `url_registrable_domain(url [,
//! base])`: the public suffix and the registrable domain of the URL's host
//! (the URL Standard's "Host miscellaneous", on the Public Suffix List, its
//! ICANN and private sections both), as `UrlHost::public_suffix` and
//! `UrlHost::registrable_domain` give them. NULL when the URL does not
//! parse, has no host, its host is not a domain (an IP address, an opaque
//! host of a non-special URL, the empty host), or the host is a public
//! suffix itself (for the registrable domain).

use std::borrow::Cow;

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::{Url, UrlHost};
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, url_args, Arg, Column, Rows};
use crate::common::{StringsOut, URL_BASE};

/// `url_public_suffix(url [, base])`: the public suffix of the URL's host.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlPublicSuffix {
    signature: Signature,
}

impl Default for UrlPublicSuffix {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlPublicSuffix,
    "url_public_suffix",
    |types| string_out(&types[0]),
    doc(
        "The public suffix of the URL's host (the URL Standard's, on the Public Suffix List, \
         ICANN and private sections both), with the host's trailing dot if it has one. NULL \
         when the URL does not parse or its host is not a domain (an IP address, an opaque \
         host, none).",
        "url_public_suffix(url [, base])",
        &URL_BASE,
        "url_public_suffix('https://www.example.co.uk/')",
        "co.uk",
    )
);

/// `url_registrable_domain(url [, base])`: the registrable domain of the
/// URL's host.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlRegistrableDomain {
    signature: Signature,
}

impl Default for UrlRegistrableDomain {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlRegistrableDomain,
    "url_registrable_domain",
    |types| string_out(&types[0]),
    doc(
        "The registrable domain of the URL's host (the URL Standard's): its public suffix and \
         the label before it. NULL when the URL does not parse, its host is not a domain, or \
         the host is a public suffix itself.",
        "url_registrable_domain(url [, base])",
        &URL_BASE,
        "url_registrable_domain('http://support-appleld.com.secureupdate.duilawyeryork.com/')",
        "duilawyeryork.com",
    )
);

impl Rows for UrlPublicSuffix {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, |h| h.public_suffix())
    }
}

impl Rows for UrlRegistrableDomain {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        site_rows(main, args, rows, t, |h| h.registrable_domain())
    }
}

#[inline]
fn site_rows<'a>(
    main: impl Column<'a>,
    args: &[Arg<'a>],
    rows: usize,
    t: &DataType,
    part: impl for<'h> Fn(&'h UrlHost<&'h str>) -> Option<&'h str>,
) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, main.view());
    for row in 0..rows {
        let Some((input, base)) = url_args(main, args, row) else {
            out.append_null();
            continue;
        };
        // The domain, borrowed from the input where it is there as it is
        // (read from the grammar's tokens for a plain one, as url_hostname
        // reads a hostname).
        match Url::parse_domain(input, base) {
            Ok(Some(domain)) => match part(&UrlHost::Domain(&domain)) {
                // A part of a borrowed domain is a part of the row's input,
                // and appended as a view of it; an owned domain (lowercased,
                // say) has no place in the input, so its part is copied.
                Some(p) => match &domain {
                    Cow::Borrowed(_) => out.append_part(row, p, p)?,
                    Cow::Owned(_) => out.append(p),
                },
                None => out.append_null(),
            },
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
