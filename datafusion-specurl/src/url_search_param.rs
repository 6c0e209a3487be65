//! `url_search_param(url, name)`: the first value of the query parameter
//! `name`, decoded as `URLSearchParams.get` decodes it; NULL when the URL
//! does not parse or has no such parameter.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{string_out, Strings, StringsOut, UrlFunction};

/// `url_search_param` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_search_param",
        &["url", "name"],
        2,
        |types| string_out(&types[0]),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        let value = match (args[0].get(row), args[1].get(row)) {
            (Some(url), Some(name)) => Url::parse(url, None)
                .ok()
                .and_then(|url| url.search_params().get(name).map(str::to_owned)),
            _ => None,
        };
        match value {
            Some(v) => out.append(&v),
            None => out.append_null(),
        }
    }
    Ok(out.finish())
}
