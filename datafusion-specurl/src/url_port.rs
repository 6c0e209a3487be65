//! `url_port(url [, base])`: the port as a number, NULL when the URL has
//! none (or has its scheme's default port, which the URL drops).

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, UInt16Builder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;

use crate::common::{url_of_row, Strings, UrlFunction};

/// `url_port` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf("url_port", &["url", "base"], 1, |_| DataType::UInt16, eval)
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut out = UInt16Builder::with_capacity(rows);
    for row in 0..rows {
        out.append_option(
            url_of_row(args, row)
                .flatten()
                .and_then(|u| u.port_number()),
        );
    }
    Ok(Arc::new(out.finish()))
}
