//! `url_parse(url [, base])`: every component of the URL in one struct,
//! `{href, protocol, username, password, host, hostname, port, pathname,
//! search, hash, origin}`, the strings as the `Url` getters give them and
//! the port a `UInt16` (NULL when the URL has none). NULL when the URL
//! does not parse.

use std::sync::Arc;

use arrow_array::{ArrayRef, StringArray, StructArray, UInt16Array};
use arrow_buffer::{NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use specurl::grammar::Mode;
use specurl::Component as C;

use crate::strings::Arg;
use crate::{url_of_row, Result, RowUrl, Rows, Strings};

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
///
/// ```
/// let names: Vec<_> = specurl_arrow::url_parse::fields().iter().map(|f| f.name().clone()).collect();
/// assert_eq!(names[6], "port");
/// assert_eq!(names.last().unwrap(), "origin");
/// ```
pub fn fields() -> Fields {
    let mut fields: Vec<Field> = STRING_FIELDS
        .iter()
        .map(|c| Field::new(c.name(), DataType::Utf8, true))
        .collect();
    fields.insert(PORT, Field::new("port", DataType::UInt16, true));
    fields.push(Field::new("origin", DataType::Utf8, true));
    Fields::from(fields)
}

/// The kernel of `url_parse(url [, base])`: per row, a struct of every
/// getter of the URL ([`fields`]); NULL where an argument is NULL or the
/// URL does not parse.
///
/// ```
/// use arrow_array::{cast::AsArray, types::UInt16Type};
/// use arrow_schema::DataType;
/// use specurl_arrow::url_parse::{fields, UrlParse};
/// use specurl_arrow::{evaluate, Input};
/// let args = [Input::Scalar(Some("https://example.com:8080/a?b#c"))];
/// let out = evaluate(&UrlParse, &args, 1, &DataType::Struct(fields())).unwrap().into_array();
/// let parsed = out.as_struct();
/// assert_eq!(parsed.column_by_name("port").unwrap().as_primitive::<UInt16Type>().value(0), 8080);
/// assert_eq!(parsed.column_by_name("search").unwrap().as_string::<i32>().value(0), "?b");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlParse;

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
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        parse_rows(main, args, rows)
    }
}

fn parse_rows<'a>(main: impl Strings<'a>, args: &[Arg<'a>], rows: usize) -> Result<ArrayRef> {
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
