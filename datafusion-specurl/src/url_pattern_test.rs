//! `url_pattern_test(url, pattern)`: whether the URL matches the WHATWG
//! URL pattern (`URLPattern.test`); `false` when the URL does not parse,
//! NULL when the pattern is not valid.

use datafusion::arrow::datatypes::DataType;

use crate::common::{doc, kernel_function, scalar_udf, strings};

/// The documentation of the arguments of both pattern functions.
pub(crate) const PATTERN_ARGS: [(&str, &str); 2] = [
    ("url", "The URL."),
    (
        "pattern",
        "A WHATWG URL pattern string, such as 'https://*.example.com/books/:id'; compiled once \
         per run of equal patterns.",
    ),
];

kernel_function!(
    /// `url_pattern_test(url, pattern)`: whether the URL matches the pattern.
    UrlPatternTest,
    specurl_arrow::url_pattern::UrlPatternTest,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlPatternTest,
    "url_pattern_test",
    |_types| DataType::Boolean,
    doc(
        "Whether the URL matches the WHATWG URL pattern (`URLPattern.test`). False when the \
         URL does not parse; NULL when the pattern is not valid.",
        "url_pattern_test(url, pattern)",
        &PATTERN_ARGS,
        "url_pattern_test('https://example.com/books/12', 'https://example.com/books/:id')",
        "true",
    )
);
