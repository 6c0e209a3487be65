//! `url_pattern_test(url, pattern)`: whether the URL matches the WHATWG
//! URL pattern (`URLPattern.test`); `false` when the URL does not parse,
//! NULL when the pattern is not valid.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{Strings, UrlFunction};
use crate::url_pattern_compiled::Compiled;

/// `url_pattern_test` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_pattern_test",
        &["url", "pattern"],
        2,
        |_| DataType::Boolean,
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut out = BooleanBuilder::with_capacity(rows);
    let mut compiled = Compiled::default();
    for row in 0..rows {
        let value = match (args[0].get(row), args[1].get(row)) {
            (Some(url), Some(pattern)) => compiled
                .get(pattern)
                .map(|p| Url::parse(url, None).is_ok_and(|url| p.test_url(&url).unwrap_or(false))),
            _ => None,
        };
        out.append_option(value);
    }
    Ok(Arc::new(out.finish()))
}
