//! `url_port(url [, base])`: the port as a number, NULL when the URL has
//! none (or has its scheme's default port, which the URL drops).

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, UInt16Builder};
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, url_of_row, Arg, Column, Rows, URL_BASE};

/// `url_port(url [, base])`: the port as a number.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlPort {
    signature: Signature,
}

impl Default for UrlPort {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlPort,
    "url_port",
    |_types| DataType::UInt16,
    doc(
        "The port as a UInt16; NULL when the URL has none (its scheme's default port is \
         dropped) or does not parse.",
        "url_port(url [, base])",
        &URL_BASE,
        "url_port('https://example.com:8080/')",
        "8080",
    )
);

impl Rows for UrlPort {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = UInt16Builder::with_capacity(rows);
        for row in 0..rows {
            let url = url_of_row(main, args, row).flatten();
            out.append_option(url.and_then(|u| u.port_number()));
        }
        Ok(Arc::new(out.finish()))
    }
}
