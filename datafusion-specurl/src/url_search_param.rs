//! `url_search_param(url, name)`: the first value of the query parameter
//! `name`, decoded as `URLSearchParams.get` decodes it; NULL when the URL
//! does not parse or has no such parameter.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::Url;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, Arg, Column, Rows, StringsOut};

/// `url_search_param(url, name)`: the first value of a query parameter.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlSearchParam {
    signature: Signature,
}

impl Default for UrlSearchParam {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 0),
        }
    }
}

scalar_udf!(
    UrlSearchParam,
    "url_search_param",
    |types| string_out(&types[0]),
    doc(
        "The first value of the query parameter, decoded as `URLSearchParams.get` decodes \
         it. NULL when the URL does not parse or has no such parameter.",
        "url_search_param(url, name)",
        &[
            ("url", "The URL."),
            (
                "name",
                "The parameter's name, decoded (as `URLSearchParams` has it)."
            ),
        ],
        "url_search_param('https://example.com/?a=x+y&b=2', 'a')",
        "x y",
    )
);

impl Rows for UrlSearchParam {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, None);
        for row in 0..rows {
            let value = match (main.get(row), args[1].get(row)) {
                (Some(url), Some(name)) => Url::parse(url, None)
                    .ok()
                    .and_then(|url| url.search_params().get(name).map(str::to_owned)),
                _ => None,
            };
            out.append_option(value.as_deref());
        }
        Ok(out.finish())
    }
}
