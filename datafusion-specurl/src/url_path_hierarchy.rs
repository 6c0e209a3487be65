//! `url_path_hierarchy(url [, base])`: the levels of the URL's path and
//! query, without the root. The kernel is
//! `specurl_arrow::url_path_hierarchy`'s.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_path_hierarchy(url [, base])`: the levels of the URL's path and query, without the
    /// root.
    UrlPathHierarchy,
    specurl_arrow::url_path_hierarchy::UrlPathHierarchy,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlPathHierarchy,
    "url_path_hierarchy",
    |_types| specurl_arrow::url_hierarchy::data_type(),
    doc(
        "The levels of `url_hierarchy` from the start of the path, without the root `/`. NULL when the URL does not parse or its path is opaque.",
        "url_path_hierarchy(url [, base])",
        &URL_BASE,
        "url_path_hierarchy('https://example.com/browse/CONV-6788')",
        "[/browse/, /browse/CONV-6788]",
    )
);
