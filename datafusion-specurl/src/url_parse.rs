//! `url_parse(url [, base])`: every component of the URL in one struct,
//! `{href, protocol, username, password, host, hostname, port, pathname,
//! search, hash, origin}`, the strings as the `Url` getters give them and
//! the port a `UInt16` (NULL when the URL has none). NULL when the URL
//! does not parse.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, StringArray, StructArray, UInt16Array};
use datafusion::arrow::buffer::{NullBuffer, OffsetBuffer, ScalarBuffer};
use datafusion::arrow::datatypes::{DataType, Field, Fields};
use datafusion::arrow::error::ArrowError;
use datafusion::logical_expr::Signature;
use specurl::grammar::Mode;
use specurl::Component as C;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, url_of_row, Arg, Column, RowUrl, Rows, URL_BASE};

/// The string fields, in order, each a `Url` getter; `port` comes after
/// `hostname`, and `origin` last.
const STRING_FIELDS: [C; 9] = [
    C::Href,
    C::Protocol,
    C::Username,
    C::Password,
    C::Host,
    C::Hostname,
    C::Pathname,
    C::Search,
    C::Hash,
];

/// The position of `port` among the fields.
const PORT: usize = 6;

/// The struct's fields.
pub fn fields() -> Fields {
    let mut fields: Vec<Field> = STRING_FIELDS
        .iter()
        .map(|c| Field::new(c.name(), DataType::Utf8, true))
        .collect();
    fields.insert(PORT, Field::new("port", DataType::UInt16, true));
    fields.push(Field::new("origin", DataType::Utf8, true));
    Fields::from(fields)
}

/// `url_parse(url [, base])`: every component in one struct.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlParse {
    signature: Signature,
}

impl Default for UrlParse {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlParse,
    "url_parse",
    |_types| DataType::Struct(fields()),
    doc(
        "Every component of the URL in one struct: href, protocol, username, password, host, \
         hostname, port (a UInt16, NULL when the URL has none), pathname, search, hash and origin, \
         as the `URL` getters give them. NULL when the URL does not parse.",
        "url_parse(url [, base])",
        &URL_BASE,
        "url_parse('https://example.com:8080/a?b#c')['port']",
        "8080",
    )
);

/// A `Utf8` column being built: its bytes and offsets, without the
/// per-value bookkeeping of a builder (the struct's nulls are shared by
/// every field, and set once per row).
struct Utf8Column {
    bytes: Vec<u8>,
    offsets: Vec<i32>,
}

impl Utf8Column {
    fn with_capacity(rows: usize, bytes: usize) -> Utf8Column {
        let mut offsets = Vec::with_capacity(rows + 1);
        offsets.push(0);
        Utf8Column {
            bytes: Vec::with_capacity(bytes),
            offsets,
        }
    }

    /// Ends the current value.
    #[inline]
    fn end(&mut self) -> Result<()> {
        match i32::try_from(self.bytes.len()) {
            Ok(end) => {
                self.offsets.push(end);
                Ok(())
            }
            Err(_) => Err(ArrowError::ComputeError(
                "url_parse: a batch's strings exceed 2 GiB".into(),
            )),
        }
    }

    fn finish(self, nulls: &NullBuffer) -> Result<ArrayRef> {
        let offsets = OffsetBuffer::new(ScalarBuffer::from(self.offsets));
        let array = StringArray::try_new(offsets, self.bytes.into(), Some(nulls.clone()))?;
        Ok(Arc::new(array))
    }
}

/// Writes the origin of `url` into `out` (as `Url::origin` gives it),
/// without a string of its own for a web URL.
#[inline]
fn write_origin(out: &mut Vec<u8>, url: &RowUrl<'_>) {
    if url.mode() == Mode::Web {
        out.extend_from_slice(url.protocol().as_bytes());
        out.extend_from_slice(b"//");
        out.extend_from_slice(url.host().as_bytes());
    } else {
        out.extend_from_slice(url.origin().as_bytes());
    }
}

impl Rows for UrlParse {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        parse_rows(main, args, rows)
    }
}

fn parse_rows<'a>(main: impl Column<'a>, args: &[Arg<'a>], rows: usize) -> Result<ArrayRef> {
    let mut strings: Vec<Utf8Column> = STRING_FIELDS
        .iter()
        .map(|c| Utf8Column::with_capacity(rows, if *c == C::Href { rows * 64 } else { rows * 16 }))
        .collect();
    let mut origin = Utf8Column::with_capacity(rows, rows * 24);
    let mut ports = Vec::with_capacity(rows);
    let mut has_port = Vec::with_capacity(rows);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        let url = url_of_row(main, args, row).flatten();
        if let Some(url) = &url {
            for (column, c) in strings.iter_mut().zip(STRING_FIELDS) {
                column.bytes.extend_from_slice(url.get(c).as_bytes());
            }
            write_origin(&mut origin.bytes, url);
        }
        for column in strings.iter_mut().chain([&mut origin]) {
            column.end()?;
        }
        let port = url.as_ref().and_then(|u| u.port_number());
        ports.push(port.unwrap_or(0));
        has_port.push(port.is_some());
        valid.push(url.is_some());
    }
    let nulls = NullBuffer::from(valid);
    let mut columns = strings
        .into_iter()
        .map(|c| c.finish(&nulls))
        .collect::<Result<Vec<ArrayRef>>>()?;
    let ports = UInt16Array::new(ports.into(), Some(NullBuffer::from(has_port)));
    columns.insert(PORT, Arc::new(ports));
    columns.push(origin.finish(&nulls)?);
    Ok(Arc::new(StructArray::try_new(
        fields(),
        columns,
        Some(nulls),
    )?))
}
