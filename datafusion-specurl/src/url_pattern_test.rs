//! `url_pattern_test(url, pattern)`: whether the URL matches the WHATWG
//! URL pattern (`URLPattern.test`); `false` when the URL does not parse,
//! NULL when the pattern is not valid.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::Url;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, Arg, Column, Rows};
use crate::url_pattern_compiled::Compiled;

/// The documentation of the arguments of both pattern functions.
pub(crate) const PATTERN_ARGS: [(&str, &str); 2] = [
    ("url", "The URL."),
    (
        "pattern",
        "A WHATWG URL pattern string, such as 'https://*.example.com/books/:id'; compiled once \
         per run of equal patterns.",
    ),
];

/// `url_pattern_test(url, pattern)`: whether the URL matches the pattern.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlPatternTest {
    signature: Signature,
}

impl Default for UrlPatternTest {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 0),
        }
    }
}

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

impl Rows for UrlPatternTest {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(rows);
        let mut compiled = Compiled::default();
        for row in 0..rows {
            let value = match (main.get(row), args[1].get(row)) {
                (Some(url), Some(pattern)) => compiled.get(pattern).map(|p| {
                    Url::parse(url, None).is_ok_and(|url| p.test_url(&url).unwrap_or(false))
                }),
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}
