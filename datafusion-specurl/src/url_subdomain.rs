//! `url_subdomain(url [, base] [, section])`: the labels of the URL's host
//! before its registrable domain. The kernel is
//! `specurl_arrow::url_subdomain`'s.

use crate::common::{
    doc, kernel_function, known_section, scalar_udf, string_out, strings, SITE_ARGUMENTS,
};

kernel_function!(
    /// `url_subdomain(url [, base] [, section])`: the labels of the URL's host before its
    /// registrable domain.
    UrlSubdomain,
    specurl_arrow::url_subdomain::UrlSubdomain,
    strings(1, 3, 0)
);

scalar_udf!(
    UrlSubdomain,
    "url_subdomain",
    |types| string_out(&types[0]),
    doc(
        "The labels of the URL's host before its registrable domain (tldextract's `subdomain`), without the dot after them: `''` when the host is its registrable domain. NULL when the URL does not parse, its host is not a domain (an IP address, an opaque host, none), or the host is a public suffix itself.",
        "url_subdomain(url [, base] [, section])",
        &SITE_ARGUMENTS,
        "url_subdomain('https://user@forums.news.cnn.com:8080/')",
        "forums.news",
    ),
    check: known_section
);
