//! `url_search_param_names(url [, base])`: the names of the query's
//! parameters, in order. The kernel is
//! `specurl_arrow::url_search_param_names`'s.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_search_param_names(url [, base])`: the names of the query's parameters, in order.
    UrlSearchParamNames,
    specurl_arrow::url_search_param_names::UrlSearchParamNames,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlSearchParamNames,
    "url_search_param_names",
    |_types| specurl_arrow::url_search_param_names::data_type(),
    doc(
        "The name of every parameter of the query, in order and as often as it occurs, decoded as `URLSearchParams` decodes them; an empty list without a query. NULL when the URL does not parse.",
        "url_search_param_names(url [, base])",
        &URL_BASE,
        "url_search_param_names('http://example.com/?a=1&b=2&a')",
        "[a, b, a]",
    )
);
