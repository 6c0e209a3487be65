//! `url_can_parse(url [, base])`: whether `Url::can_parse` accepts the
//! URL, without building it.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{url_args, Strings, UrlFunction};

/// `url_can_parse` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_can_parse",
        &["url", "base"],
        1,
        |_| DataType::Boolean,
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut out = BooleanBuilder::with_capacity(rows);
    for row in 0..rows {
        out.append_option(url_args(args, row).map(|(input, base)| Url::can_parse(input, base)));
    }
    Ok(Arc::new(out.finish()))
}
