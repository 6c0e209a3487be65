//! `url_search_param(url, name)`: the first value of the query parameter
//! `name`, decoded as `URLSearchParams.get` decodes it; NULL when the URL
//! does not parse or has no such parameter.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_search_param(url, name)`: the first value of a query parameter.
    UrlSearchParam,
    specurl_arrow::url_search_param::UrlSearchParam,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlSearchParam,
    "url_search_param",
    |types| string_out(&types[0]),
    doc(
        "The first value of the query parameter, decoded as `URLSearchParams.get` decodes \
         it. NULL when the URL does not parse or has no such parameter.",
        "url_search_param(url, name)",
        &[
            ("url", "The URL."),
            (
                "name",
                "The parameter's name, decoded (as `URLSearchParams` has it)."
            ),
        ],
        "url_search_param('https://example.com/?a=x+y&b=2', 'a')",
        "x y",
    )
);
