//! `url_path_segments(url [, base])`: the URL's path as a list of
//! segments; the kernel is `specurl_arrow::url_path_segments`.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_path_segments(url [, base])`: the path's segments.
    UrlPathSegments,
    specurl_arrow::url_path_segments::UrlPathSegments,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlPathSegments,
    "url_path_segments",
    |_types| specurl_arrow::url_path_segments::data_type(),
    doc(
        "The URL's path as the URL Standard's list of segments, percent-encoded as in the \
         href, dot segments resolved; an empty segment where the path has `//` or ends in `/`. \
         NULL when the URL does not parse or its path is opaque (`mailto:me@example.com`).",
        "url_path_segments(url [, base])",
        &URL_BASE,
        "url_path_segments('https://example.com/a/./b//c%20d/')",
        "[a, b, , c%20d, ]",
    )
);
