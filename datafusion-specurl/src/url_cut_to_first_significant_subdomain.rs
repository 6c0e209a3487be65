//! `url_cut_to_first_significant_subdomain(url [, base] [, section])`: the
//! URL's host from its first significant subdomain on. The kernel is
//! `specurl_arrow::url_cut_to_first_significant_subdomain`'s.

use crate::common::{
    doc, kernel_function, known_section, scalar_udf, string_out, strings, SITE_ARGUMENTS,
};

kernel_function!(
    /// `url_cut_to_first_significant_subdomain(url [, base] [, section])`: the URL's host from its
    /// first significant subdomain on.
    UrlCutToFirstSignificantSubdomain,
    specurl_arrow::url_cut_to_first_significant_subdomain::UrlCutToFirstSignificantSubdomain,
    strings(1, 3, 0)
);

scalar_udf!(
    UrlCutToFirstSignificantSubdomain,
    "url_cut_to_first_significant_subdomain",
    |types| string_out(&types[0]),
    doc(
        "The URL's host from its first significant subdomain to its end: its registrable domain (the same as `url_registrable_domain`, under the name of ClickHouse's function). NULL when the host has no registrable domain.",
        "url_cut_to_first_significant_subdomain(url [, base] [, section])",
        &SITE_ARGUMENTS,
        "url_cut_to_first_significant_subdomain('https://news.clickhouse.com.tr/')",
        "clickhouse.com.tr",
    ),
    check: known_section
);
