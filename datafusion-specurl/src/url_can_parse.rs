//! `url_can_parse(url [, base])`: whether `Url::can_parse` accepts the
//! URL, without building it.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{Strings, UrlFunction};

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
        let input = args[0].get(row);
        let value = match (input, args.get(1).map(|b| b.get(row))) {
            (Some(input), None) => Some(Url::can_parse(input, None)),
            (Some(input), Some(Some(base))) => Some(Url::can_parse(input, Some(base))),
            _ => None,
        };
        out.append_option(value);
    }
    Ok(Arc::new(out.finish()))
}
