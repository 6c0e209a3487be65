//! `url_search_params(url)`: every query parameter, in order, as
//! `List<Struct{name, value}>`, decoded as `URLSearchParams` decodes
//! them; NULL when the URL does not parse.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_search_params(url)`: every query parameter.
    UrlSearchParams,
    specurl_arrow::url_search_param::UrlSearchParams,
    strings(1, 1, 0)
);

scalar_udf!(
    UrlSearchParams,
    "url_search_params",
    |_types| specurl_arrow::url_search_param::params_type(),
    doc(
        "Every query parameter, in order, as a list of structs {name, value}, decoded as \
         `URLSearchParams` decodes them. NULL when the URL does not parse.",
        "url_search_params(url)",
        &URL_BASE[..1],
        "url_search_params('https://example.com/?a=1&b=x+y')",
        "[{name: a, value: 1}, {name: b, value: x y}]",
    )
);
