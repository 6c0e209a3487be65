//! `url_port(url [, base])`: the port as a number, NULL when the URL has
//! none (or has its scheme's default port, which the URL drops).

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_port(url [, base])`: the port as a number.
    UrlPort,
    specurl_arrow::url_port::UrlPort,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlPort,
    "url_port",
    |_types| DataType::UInt16,
    doc(
        "The port as a UInt16; NULL when the URL has none (its scheme's default port is \
         dropped) or does not parse.",
        "url_port(url [, base])",
        &URL_BASE,
        "url_port('https://example.com:8080/')",
        "8080",
    )
);
