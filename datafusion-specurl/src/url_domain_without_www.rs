//! `url_domain_without_www(url [, base])`: the URL's domain without a
//! leading `www.`. The kernel is `specurl_arrow::url_domain_without_www`'s.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings, URL_BASE};

kernel_function!(
    /// `url_domain_without_www(url [, base])`: the URL's domain without a leading `www.`.
    UrlDomainWithoutWww,
    specurl_arrow::url_domain_without_www::UrlDomainWithoutWww,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlDomainWithoutWww,
    "url_domain_without_www",
    |types| string_out(&types[0]),
    doc(
        "The URL's host without a leading `www.` label (one at most, and only where another label follows), when the host is a domain. NULL when the URL does not parse or its host is not a domain (an IP address, an opaque host, none).",
        "url_domain_without_www(url [, base])",
        &URL_BASE,
        "url_domain_without_www('http://paul@www.example.com:80/')",
        "example.com",
    )
);
