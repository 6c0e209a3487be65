//! `url_is_valid(url, profile)`: whether the string is a valid URL under
//! the profile `'lenient'`, `'strict'` or `'whatwg'`, as
//! `specurl::is_valid` with the generic mode as fallback (a scheme picks
//! its own mode). A profile of another name gives NULL.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings};

kernel_function!(
    /// `url_is_valid(url, profile)`: whether the string is a valid URL.
    UrlIsValid,
    specurl_arrow::url_is_valid::UrlIsValid,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlIsValid,
    "url_is_valid",
    |_types| DataType::Boolean,
    doc(
        "Whether the string is a valid URL under a profile of the URL Specification's \
         validation; NULL for a profile of another name.",
        "url_is_valid(url, profile)",
        &[
            ("url", "The string to check."),
            (
                "profile",
                "'lenient', 'strict' or 'whatwg' (the WHATWG URL Standard's validity)."
            ),
        ],
        "url_is_valid('https://example.com/a b', 'whatwg')",
        "false",
    )
);
