//! `url_parse(url [, base])`: every component of the URL in one struct,
//! `{href, protocol, username, password, host, hostname, port, pathname,
//! search, hash, origin}`, the strings as the `Url` getters give them and
//! the port a `UInt16` (NULL when the URL has none). NULL when the URL
//! does not parse.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, StringBuilder, StructArray, UInt16Builder};
use datafusion::arrow::buffer::NullBuffer;
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{url_of_row, Getter, Strings, UrlFunction};

/// The string fields, in order, and their getters; `port` comes after
/// `hostname`.
const STRING_FIELDS: [(&str, Getter); 9] = [
    ("href", Url::href),
    ("protocol", Url::protocol),
    ("username", Url::username),
    ("password", Url::password),
    ("host", Url::host),
    ("hostname", Url::hostname),
    ("pathname", Url::pathname),
    ("search", Url::search),
    ("hash", Url::hash),
];

/// The position of `port` among the fields.
const PORT: usize = 6;

/// The struct's fields.
pub fn fields() -> Fields {
    let mut fields: Vec<Field> = STRING_FIELDS
        .iter()
        .map(|(name, _)| Field::new(*name, DataType::Utf8, true))
        .collect();
    fields.insert(PORT, Field::new("port", DataType::UInt16, true));
    fields.push(Field::new("origin", DataType::Utf8, true));
    Fields::from(fields)
}

/// `url_parse` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_parse",
        &["url", "base"],
        1,
        |_| DataType::Struct(fields()),
        eval,
    )
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut strings: Vec<StringBuilder> = (0..STRING_FIELDS.len())
        .map(|_| StringBuilder::with_capacity(rows, rows * 8))
        .collect();
    let mut port = UInt16Builder::with_capacity(rows);
    let mut origin = StringBuilder::with_capacity(rows, rows * 16);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        match url_of_row(args, row) {
            Some(Some(url)) => {
                for (builder, (_, get)) in strings.iter_mut().zip(STRING_FIELDS) {
                    builder.append_value(get(&url));
                }
                port.append_option(url.port_number());
                origin.append_value(url.origin());
                valid.push(true);
            }
            _ => {
                strings.iter_mut().for_each(StringBuilder::append_null);
                port.append_null();
                origin.append_null();
                valid.push(false);
            }
        }
    }
    let mut columns: Vec<ArrayRef> = strings
        .iter_mut()
        .map(|b| Arc::new(b.finish()) as ArrayRef)
        .collect();
    columns.insert(PORT, Arc::new(port.finish()));
    columns.push(Arc::new(origin.finish()));
    let nulls = NullBuffer::from(valid);
    Ok(Arc::new(StructArray::try_new(
        fields(),
        columns,
        Some(nulls),
    )?))
}
