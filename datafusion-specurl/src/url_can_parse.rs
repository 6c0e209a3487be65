//! `url_can_parse(url [, base])`: whether `Url::can_parse` accepts the
//! URL, without building it.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::Url;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, url_args, Arg, Column, Rows, URL_BASE};

/// `url_can_parse(url [, base])`: whether the URL parses.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlCanParse {
    signature: Signature,
}

impl Default for UrlCanParse {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlCanParse,
    "url_can_parse",
    |_types| DataType::Boolean,
    doc(
        "Whether the URL parses (`URL.canParse`), without building it.",
        "url_can_parse(url [, base])",
        &URL_BASE,
        "url_can_parse('/a', 'https://example.com/')",
        "true",
    )
);

impl Rows for UrlCanParse {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let can = url_args(main, args, row).map(|(input, base)| Url::can_parse(input, base));
            out.append_option(can);
        }
        Ok(Arc::new(out.finish()))
    }
}
