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
use datafusion::logical_expr::Signature;
use specurl::{Component, Url, UrlHost};

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

/// Whether `host`, the hostname of a URL whose scheme is special or not
/// as `special` says, is a domain, as `Url::typed_host` reads a host
/// (which takes an owned `Url`): not empty, not in brackets (IPv6), in a
/// special URL (a non-special URL's host is opaque), and not ending in a
/// number (which host processing made an IPv4 address).
#[inline]
fn is_domain(host: &str, special: bool) -> bool {
    !host.is_empty() && !host.starts_with('[') && special && !specurl::host::ends_in_a_number(host)
}

/// Whether the scheme of `input`, a URL that parsed without a base (so
/// that it has a scheme), is special: the text before its first `:`,
/// without the leading C0 controls and spaces and the tabs and newlines
/// that the URL parser removes, compared without case.
#[inline]
fn special_scheme(input: &str) -> bool {
    let mut scheme = [0u8; 5];
    let mut n = 0;
    for b in input.bytes().skip_while(|&b| b <= b' ') {
        match b {
            b':' => break,
            b'\t' | b'\n' | b'\r' => {}
            _ if n < scheme.len() => {
                scheme[n] = b.to_ascii_lowercase();
                n += 1;
            }
            _ => return false,
        }
    }
    matches!(
        &scheme[..n],
        b"http" | b"https" | b"ws" | b"wss" | b"ftp" | b"file"
    )
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
        if base.is_none() {
            // Without a base the scheme is the input's own, so the
            // hostname alone (read from the grammar's tokens where it
            // can be, as url_hostname reads it) is enough.
            let Ok(host) = Url::parse_component(input, None, Component::Hostname) else {
                out.append_null();
                continue;
            };
            let domain = UrlHost::Domain(host.as_ref());
            match is_domain(&host, special_scheme(input)).then(|| part(&domain)) {
                Some(Some(p)) => out.append_part(row, p, &host)?,
                _ => out.append_null(),
            }
            continue;
        }
        let Ok(url) = Url::parse_borrowed(input, base) else {
            out.append_null();
            continue;
        };
        let host = url.hostname();
        let domain = UrlHost::Domain(host);
        match is_domain(host, url.mode().is_special()).then(|| part(&domain)) {
            Some(Some(p)) => out.append_part(row, p, url.href())?,
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
