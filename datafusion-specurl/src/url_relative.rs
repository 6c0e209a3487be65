//! `url_relative(url, base)`: the shortest reference that resolves
//! against `base` to `url`, as `Url::relative_to`; NULL when either does
//! not parse.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{string_out, Strings, StringsOut, UrlFunction};

/// `url_relative` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_relative",
        &["url", "base"],
        2,
        |types| string_out(&types[0]),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        match (args[0].get(row), args[1].get(row)) {
            (Some(url), Some(base)) => match (Url::parse(url, None), Url::parse(base, None)) {
                (Ok(url), Ok(base)) => out.append(&url.relative_to(&base).to_string()),
                _ => out.append_null(),
            },
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
