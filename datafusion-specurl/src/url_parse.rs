//! `url_parse(url [, base])`: every component of the URL in one struct,
//! `{href, protocol, username, password, host, hostname, port, pathname,
//! search, hash, origin}`, the strings as the `Url` getters give them and
//! the port a `UInt16` (NULL when the URL has none). NULL when the URL
//! does not parse.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

/// The struct's fields: `specurl_arrow`'s.
pub use specurl_arrow::url_parse::fields;

kernel_function!(
    /// `url_parse(url [, base])`: every component in one struct.
    UrlParse,
    specurl_arrow::url_parse::UrlParse,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlParse,
    "url_parse",
    |_types| DataType::Struct(fields()),
    doc(
        "Every component of the URL in one struct: href, protocol, username, password, host, \
         hostname, port (a UInt16, NULL when the URL has none), pathname, search, hash and origin, \
         as the `URL` getters give them. NULL when the URL does not parse.",
        "url_parse(url [, base])",
        &URL_BASE,
        "url_parse('https://example.com:8080/a?b#c')['port']",
        "8080",
    )
);
