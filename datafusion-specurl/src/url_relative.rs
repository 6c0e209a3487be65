//! `url_relative(url, base)`: the shortest reference that resolves
//! against `base` to `url`, as `Url::relative_to`; NULL when either does
//! not parse. The base is parsed once per batch when it is a constant,
//! once per run of equal bases when it is a column.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_relative(url, base)`: the shortest reference from the base to the
    /// URL.
    UrlRelative,
    specurl_arrow::url_join::UrlRelative,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlRelative,
    "url_relative",
    |types| string_out(&types[0]),
    doc(
        "The shortest reference that `url_join(base, ref)` resolves to the URL. NULL when \
         either does not parse.",
        "url_relative(url, base)",
        &[
            ("url", "The URL to reach."),
            (
                "base",
                "The URL to start from; a constant is parsed once per batch."
            ),
        ],
        "url_relative('https://example.com/a/c?d', 'https://example.com/a/b')",
        "c?d",
    )
);
