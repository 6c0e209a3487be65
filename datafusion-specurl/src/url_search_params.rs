//! `url_search_params(url)`: every query parameter, in order, as
//! `List<Struct{name, value}>`, decoded as `URLSearchParams` decodes
//! them; NULL when the URL does not parse.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, ListArray, StringBuilder, StructArray};
use datafusion::arrow::buffer::{NullBuffer, OffsetBuffer};
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::logical_expr::Signature;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, url_of_row, Arg, Column, Rows, URL_BASE};

fn pair() -> Fields {
    Fields::from(vec![
        Field::new("name", DataType::Utf8, false),
        Field::new("value", DataType::Utf8, false),
    ])
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(pair()), false))
}

/// `url_search_params(url)`: every query parameter.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlSearchParams {
    signature: Signature,
}

impl Default for UrlSearchParams {
    fn default() -> Self {
        Self {
            signature: strings(1, 1, 0),
        }
    }
}

scalar_udf!(
    UrlSearchParams,
    "url_search_params",
    |_types| DataType::List(item()),
    doc(
        "Every query parameter, in order, as a list of structs {name, value}, decoded as \
         `URLSearchParams` decodes them. NULL when the URL does not parse.",
        "url_search_params(url)",
        &URL_BASE[..1],
        "url_search_params('https://example.com/?a=1&b=x+y')",
        "[{name: a, value: 1}, {name: b, value: x y}]",
    )
);

impl Rows for UrlSearchParams {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let (mut names, mut values) = (StringBuilder::new(), StringBuilder::new());
        let mut lengths = Vec::with_capacity(rows);
        let mut valid = Vec::with_capacity(rows);
        for row in 0..rows {
            match url_of_row(main, args, row) {
                Some(Some(url)) => {
                    let params = url.search_params();
                    for (name, value) in params.iter() {
                        names.append_value(name);
                        values.append_value(value);
                    }
                    lengths.push(params.len());
                    valid.push(true);
                }
                _ => {
                    lengths.push(0);
                    valid.push(false);
                }
            }
        }
        let pairs = StructArray::try_new(
            pair(),
            vec![Arc::new(names.finish()), Arc::new(values.finish())],
            None,
        )?;
        Ok(Arc::new(ListArray::try_new(
            item(),
            OffsetBuffer::from_lengths(lengths),
            Arc::new(pairs),
            Some(NullBuffer::from(valid)),
        )?))
    }
}
