//! `url_hierarchy(url [, base])`: the URL cut after each level of its path,
//! then with its query. The kernel is `specurl_arrow::url_hierarchy`'s.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_hierarchy(url [, base])`: the URL cut after each level of its path, then with its
    /// query.
    UrlHierarchy,
    specurl_arrow::url_hierarchy::UrlHierarchy,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlHierarchy,
    "url_hierarchy",
    |_types| specurl_arrow::url_hierarchy::data_type(),
    doc(
        "The URL cut after each `/` of its path, then at the end of its path and of its query, shortest first; the fragment is no level. NULL when the URL does not parse or its path is opaque.",
        "url_hierarchy(url [, base])",
        &URL_BASE,
        "url_hierarchy('https://example.com/browse/CONV-6788')",
        "[https://example.com/, https://example.com/browse/, https://example.com/browse/CONV-6788]",
    )
);
