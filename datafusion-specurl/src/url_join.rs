//! `url_join(base, ref)`: the reference resolved against the base, as
//! `Url::parse(ref, Some(base))`; NULL when that fails.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{string_out, Strings, StringsOut, UrlFunction};

/// `url_join` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_join",
        &["base", "ref"],
        2,
        // The result may point into the reference, so it takes its type.
        |types| string_out(&types[1]),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[1]);
    for row in 0..rows {
        match (args[0].get(row), args[1].get(row)) {
            (Some(base), Some(reference)) => match Url::parse_borrowed(reference, Some(base)) {
                Ok(url) => out.append_part(row, url.href(), url.href())?,
                Err(_) => out.append_null(),
            },
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
