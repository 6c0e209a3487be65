//! `url_equivalent(a, b, level)`: whether two URL references are
//! equivalent at a level (the names of `url_normalise`), as
//! `UrlRef::equivalent`. False when either is not a URL reference; NULL
//! when the level has another name.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::UrlRef;

use crate::common::{Strings, UrlFunction};
use crate::url_normalise::level;

/// `url_equivalent` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_equivalent",
        &["a", "b", "level"],
        3,
        |_| DataType::Boolean,
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut out = BooleanBuilder::with_capacity(rows);
    for row in 0..rows {
        let value = match (
            args[0].get(row),
            args[1].get(row),
            args[2].get(row).and_then(level),
        ) {
            (Some(a), Some(b), Some(level)) => Some(match (UrlRef::parse(a), UrlRef::parse(b)) {
                (Ok(a), Ok(b)) => a.equivalent(&b, level),
                _ => false,
            }),
            _ => None,
        };
        out.append_option(value);
    }
    Ok(Arc::new(out.finish()))
}
