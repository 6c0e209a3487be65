//! `url_can_parse(url [, base])`: whether `Url::can_parse` accepts the
//! URL, without building it.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_can_parse(url [, base])`: whether the URL parses.
    UrlCanParse,
    specurl_arrow::url_can_parse::UrlCanParse,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlCanParse,
    "url_can_parse",
    |_types| DataType::Boolean,
    doc(
        "Whether the URL parses (`URL.canParse`), without building it.",
        "url_can_parse(url [, base])",
        &URL_BASE,
        "url_can_parse('/a', 'https://example.com/')",
        "true",
    )
);
