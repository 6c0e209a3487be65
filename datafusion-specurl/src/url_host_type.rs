//! `url_host_type(url [, base])`: the kind of the URL's host; the kernel
//! is `specurl_arrow::url_host_type`.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_host_type(url [, base])`: `domain`, `ipv4`, `ipv6`, `opaque` or
    /// `empty`.
    UrlHostType,
    specurl_arrow::url_host_type::UrlHostType,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlHostType,
    "url_host_type",
    |_types| DataType::Utf8,
    doc(
        "The kind of the URL's host, by the URL Standard's kinds: `domain`, `ipv4`, `ipv6`, \
         `opaque` (the host of a URL of a scheme that is not special, such as `ssh://h`) or \
         `empty` (`file:///x`). NULL when the URL does not parse or has no host \
         (`mailto:me@example.com`).",
        "url_host_type(url [, base])",
        &URL_BASE,
        "url_host_type('http://0x7f.1/')",
        "ipv4",
    )
);
