//! `url_public_suffix(url [, base] [, section])` and
//! `url_registrable_domain(url [, base] [, section])`: the public suffix
//! and the registrable domain of the URL's host (the URL Standard's "Host
//! miscellaneous", on the Public Suffix List), on its ICANN and private
//! sections both (`'all'`, the standard's and the default) or on its ICANN
//! section alone (`'icann'`, as BigQuery's `NET.PUBLIC_SUFFIX` and
//! `NET.REG_DOMAIN`). The kernels are `specurl_arrow::url_site`'s.

use crate::common::{
    doc, kernel_function, known_section, scalar_udf, string_out, strings, SITE_ARGUMENTS,
};

kernel_function!(
    /// `url_public_suffix(url [, base] [, section])`: the public suffix of
    /// the URL's host.
    UrlPublicSuffix,
    specurl_arrow::url_site::UrlPublicSuffix,
    strings(1, 3, 0)
);

scalar_udf!(
    UrlPublicSuffix,
    "url_public_suffix",
    |types| string_out(&types[0]),
    doc(
        "The public suffix of the URL's host (the URL Standard's, on the Public Suffix List: \
         its ICANN and private sections both, or with `'icann'` the ICANN section alone), with \
         the host's trailing dot if it has one. NULL when the URL does not parse or its host \
         is not a domain (an IP address, an opaque host, none).",
        "url_public_suffix(url [, base] [, section])",
        &SITE_ARGUMENTS,
        "url_public_suffix('https://www.example.co.uk/')",
        "co.uk",
    ),
    check: known_section
);

kernel_function!(
    /// `url_registrable_domain(url [, base] [, section])`: the registrable
    /// domain of the URL's host.
    UrlRegistrableDomain,
    specurl_arrow::url_site::UrlRegistrableDomain,
    strings(1, 3, 0)
);

scalar_udf!(
    UrlRegistrableDomain,
    "url_registrable_domain",
    |types| string_out(&types[0]),
    doc(
        "The registrable domain of the URL's host (the URL Standard's): its public suffix and \
         the label before it, on both sections of the list or with `'icann'` the ICANN section \
         alone (`whatwg.github.io`, or `github.io` on ICANN's). NULL when the URL does not \
         parse, its host is not a domain, or the host is a public suffix itself.",
        "url_registrable_domain(url [, base] [, section])",
        &SITE_ARGUMENTS,
        "url_registrable_domain('http://support-appleld.com.secureupdate.duilawyeryork.com/')",
        "duilawyeryork.com",
    ),
    check: known_section
);
