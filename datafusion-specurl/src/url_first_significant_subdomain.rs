//! `url_first_significant_subdomain(url [, base] [, section])`: the label
//! of the URL's host before its public suffix. The kernel is
//! `specurl_arrow::url_first_significant_subdomain`'s.

use crate::common::{
    doc, kernel_function, known_section, scalar_udf, string_out, strings, SITE_ARGUMENTS,
};

kernel_function!(
    /// `url_first_significant_subdomain(url [, base] [, section])`: the label of the URL's host
    /// before its public suffix.
    UrlFirstSignificantSubdomain,
    specurl_arrow::url_first_significant_subdomain::UrlFirstSignificantSubdomain,
    strings(1, 3, 0)
);

scalar_udf!(
    UrlFirstSignificantSubdomain,
    "url_first_significant_subdomain",
    |types| string_out(&types[0]),
    doc(
        "The first significant subdomain of the URL's host: the first label of its registrable domain, the label before the public suffix on the Public Suffix List (tldextract's `domain`). NULL when the host has no registrable domain (not a domain, or a public suffix itself).",
        "url_first_significant_subdomain(url [, base] [, section])",
        &SITE_ARGUMENTS,
        "url_first_significant_subdomain('https://news.clickhouse.com.tr/')",
        "clickhouse",
    ),
    check: known_section
);
