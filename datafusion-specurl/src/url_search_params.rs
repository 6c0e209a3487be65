//! `url_search_params(url)`: every query parameter, in order, as
//! `List<Struct{name, value}>`, decoded as `URLSearchParams` decodes
//! them; NULL when the URL does not parse.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, ListArray, StringBuilder, StructArray};
use datafusion::arrow::buffer::{NullBuffer, OffsetBuffer};
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;

use crate::common::{url_of_row, Strings, UrlFunction};

fn pair() -> Fields {
    Fields::from(vec![
        Field::new("name", DataType::Utf8, false),
        Field::new("value", DataType::Utf8, false),
    ])
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(pair()), false))
}

/// `url_search_params` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_search_params",
        &["url"],
        1,
        |_| DataType::List(item()),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let (mut names, mut values) = (StringBuilder::new(), StringBuilder::new());
    let mut lengths = Vec::with_capacity(rows);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        match url_of_row(args, row) {
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
