//! `url_remove_search_params(url, names)`: the URL without the query's
//! parameters of some names; the kernel is
//! `specurl_arrow::url_remove_search_params`'s.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_remove_search_params(url, names)`: the URL without some
    /// query parameters.
    UrlRemoveSearchParams,
    specurl_arrow::url_remove_search_params::UrlRemoveSearchParams,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlRemoveSearchParams,
    "url_remove_search_params",
    |types| string_out(&types[0]),
    doc(
        "The URL's href without the query's pairs of the given names (decoded as \
         `URLSearchParams` decodes them), the other pairs kept as written and in order; \
         without its `?` when no pair is left; the href unchanged when none is there. NULL \
         when the URL does not parse.",
        "url_remove_search_params(url, names)",
        &[
            ("url", "The URL."),
            (
                "names",
                "The names to remove, written as a query's pairs: several separated by `&` \
                 (`'utm_source&utm_medium'`), percent-encoded where a name has `&`, `=`, `+` or `%`.",
            ),
        ],
        "url_remove_search_params('http://bigmir.net/?a=b&c=d&e=f#g', 'a&e')",
        "http://bigmir.net/?c=d#g",
    )
);
