//! `url_file_extension(url [, base])`: the extension of the last segment of
//! the URL's path. The kernel is `specurl_arrow::url_file_extension`'s.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings, URL_BASE};

kernel_function!(
    /// `url_file_extension(url [, base])`: the extension of the last segment of the URL's path.
    UrlFileExtension,
    specurl_arrow::url_file_extension::UrlFileExtension,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlFileExtension,
    "url_file_extension",
    |types| string_out(&types[0]),
    doc(
        "The extension of the last segment of the URL's path: what follows its last `.`, percent-encoded as in the href (a segment of leading dots alone, `.htaccess`, has none). NULL when the URL does not parse, its path is opaque, or the last segment has no extension.",
        "url_file_extension(url [, base])",
        &URL_BASE,
        "url_file_extension('https://example.com/a/archive.tar.gz?x=1.html')",
        "gz",
    )
);
