//! `url_equivalent(a, b, level)`: whether two URL references are
//! equivalent at a level (the names of `url_normalise`), as
//! `UrlRef::equivalent`. False when either is not a URL reference; NULL
//! when the level has another name.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings};
use crate::url_normalise::LEVEL;

kernel_function!(
    /// `url_equivalent(a, b, level)`: whether two URL references are
    /// equivalent.
    UrlEquivalent,
    specurl_arrow::url_normalise::UrlEquivalent,
    strings(3, 3, 0)
);

scalar_udf!(
    UrlEquivalent,
    "url_equivalent",
    |_types| DataType::Boolean,
    doc(
        "Whether two URL references (RFC 3986) are equivalent at a level. False when either \
         is not a URL reference; NULL when the level has another name.",
        "url_equivalent(a, b, level)",
        &[
            ("a", "A URL reference."),
            ("b", "Another URL reference."),
            ("level", LEVEL),
        ],
        "url_equivalent('HTTP://h:80/a/./b', 'http://h/a/b', 'scheme')",
        "true",
    )
);
