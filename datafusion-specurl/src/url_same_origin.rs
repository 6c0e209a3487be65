//! `url_same_origin(a, b)` and `url_same_site(a, b)`: HTML's same origin
//! and same site of two URLs' origins; the kernels are
//! `specurl_arrow::url_same_origin`'s.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings};

/// The arguments of both functions.
const A_B: [(&str, &str); 2] = [
    (
        "a",
        "A URL: a string column or value of any string type, parsed without a base.",
    ),
    ("b", "The other URL."),
];

kernel_function!(
    /// `url_same_origin(a, b)`: whether the URLs' origins are the same.
    UrlSameOrigin,
    specurl_arrow::url_same_origin::UrlSameOrigin,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlSameOrigin,
    "url_same_origin",
    |_types| DataType::Boolean,
    doc(
        "Whether the origins of the two URLs are the same origin (HTML's): the same scheme, \
         host and port (a default port is no port). A URL with an opaque origin (`data:`, \
         `file:`, a scheme that is not special) gets a new one each time it is parsed, as in \
         the URL Standard, so it is the same origin as no URL, itself included. `false` when \
         either does not parse.",
        "url_same_origin(a, b)",
        &A_B,
        "url_same_origin('https://example.com:443/a', 'https://EXAMPLE.com/b?c')",
        "true",
    )
);

kernel_function!(
    /// `url_same_site(a, b)`: whether the URLs' origins are the same site.
    UrlSameSite,
    specurl_arrow::url_same_origin::UrlSameSite,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlSameSite,
    "url_same_site",
    |_types| DataType::Boolean,
    doc(
        "Whether the origins of the two URLs are the same site (HTML's): the same scheme and \
         the same registrable domain (on the Public Suffix List, ICANN and private sections \
         both), or the same host where it has none; ports ignored. `false` when either does \
         not parse or has an opaque origin.",
        "url_same_site(a, b)",
        &A_B,
        "url_same_site('https://www.example.co.uk/', 'https://login.example.co.uk:8443/')",
        "true",
    )
);
