//! `url_validation_errors(url [, base])`: the validation errors the URL
//! Standard's basic URL parser reports on the input, in its order, as
//! [`Url::parse_with_validation`] gives them.

use std::sync::Arc;

use arrow_array::builder::{Int64Builder, StringBuilder};
use arrow_array::{ArrayRef, ListArray, StructArray};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{DataType, Field, Fields};
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Column, Result, Rows};

/// The fields of one error: the standard's name, and where it is, in
/// bytes of the input as given (`end` exclusive; `start == end` where
/// something is missing).
pub fn error_fields() -> Fields {
    Fields::from(vec![
        Field::new("name", DataType::Utf8, false),
        Field::new("start", DataType::Int64, false),
        Field::new("end", DataType::Int64, false),
    ])
}

/// The result type: `List<Struct{name, start, end}>`.
///
/// ```
/// let t = specurl_arrow::url_validation_errors::data_type();
/// assert_eq!(
///     t.to_string(),
///     "List(non-null Struct(\"name\": non-null Utf8, \"start\": non-null Int64, \"end\": non-null Int64))"
/// );
/// ```
pub fn data_type() -> DataType {
    DataType::List(item())
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(error_fields()), false))
}

/// The kernel of `url_validation_errors(url [, base])`: per row, the
/// validation errors of [`Url::parse_with_validation`]`(url, base)`, an
/// empty list for none, for an input that fails to parse too (its last
/// error is the one that failed it); NULL where an argument is NULL.
///
/// ```
/// use arrow_array::{cast::AsArray, Array, ArrayRef, StringArray};
/// use specurl_arrow::{evaluate, url_validation_errors as v, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://u@h/"), Some("https://h/"), Some("http://h:x/"), None,
/// ]));
/// let Evaluated::Array(out) = evaluate(&v::UrlValidationErrors, &[Input::Array(&urls)], 4, &v::data_type()).unwrap()
/// else { panic!() };
/// let out = out.as_list::<i32>();
/// let first = out.value(0);
/// assert_eq!(first.as_struct().column(0).as_string::<i32>().value(0), "invalid-credentials");
/// assert_eq!(out.value(1).len(), 0);
/// assert_eq!(out.value(2).as_struct().column(0).as_string::<i32>().value(0), "port-invalid");
/// assert!(out.is_null(3));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlValidationErrors;

impl Rows for UrlValidationErrors {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let (mut names, mut starts, mut ends) = (
            StringBuilder::new(),
            Int64Builder::new(),
            Int64Builder::new(),
        );
        let mut lengths = Vec::with_capacity(rows);
        let mut valid = Vec::with_capacity(rows);
        for row in 0..rows {
            let Some((input, base)) = url_args(main, args, row) else {
                lengths.push(0);
                valid.push(false);
                continue;
            };
            let parsed = Url::parse_with_validation(input, base);
            let errors = parsed.whatwg_errors();
            for e in errors {
                let range = e.span.range();
                names.append_value(e.name);
                // Offsets within a string of an Arrow array fit in i64.
                starts.append_value(i64::try_from(range.start).unwrap_or(i64::MAX));
                ends.append_value(i64::try_from(range.end).unwrap_or(i64::MAX));
            }
            lengths.push(errors.len());
            valid.push(true);
        }
        let errors = StructArray::try_new(
            error_fields(),
            vec![
                Arc::new(names.finish()),
                Arc::new(starts.finish()),
                Arc::new(ends.finish()),
            ],
            None,
        )?;
        Ok(Arc::new(ListArray::try_new(
            item(),
            OffsetBuffer::from_lengths(lengths),
            Arc::new(errors),
            Some(NullBuffer::from(valid)),
        )?))
    }
}
