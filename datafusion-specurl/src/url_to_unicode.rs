//! `url_to_unicode(url [, base])`: the URL as an IRI, for people to read,
//! as `Url::to_unicode`; NULL when it does not parse.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;

use crate::common::{string_out, url_of_row, Strings, StringsOut, UrlFunction};

/// `url_to_unicode` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_to_unicode",
        &["url", "base"],
        1,
        |types| string_out(&types[0]),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        match url_of_row(args, row) {
            Some(Some(url)) => out.append(&url.to_unicode()),
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
