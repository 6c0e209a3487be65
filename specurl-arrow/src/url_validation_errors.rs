//! `url_validation_errors(url [, base])`: the validation errors the URL
//! Standard's basic URL parser reports on the input, in its order, as
//! [`Url::parse_with_validation`] gives them.

use std::sync::Arc;

use std::ops::Range;

use arrow_array::types::Int8Type;
use arrow_array::{
    ArrayRef, DictionaryArray, Int64Array, Int8Array, ListArray, StringArray, StructArray,
};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings};

/// The fields of one error: the standard's name, and where it is, in
/// bytes of the input as given (`end` exclusive; `start == end` where
/// something is missing). The name is dictionary-encoded: the standard
/// has some fifty, and an input of a megabyte can have a million errors.
pub fn error_fields() -> Fields {
    Fields::from(vec![
        Field::new(
            "name",
            DataType::Dictionary(Box::new(DataType::Int8), Box::new(DataType::Utf8)),
            false,
        ),
        Field::new("start", DataType::Int64, false),
        Field::new("end", DataType::Int64, false),
    ])
}

/// The result type: `List<Struct{name, start, end}>`, the name a
/// `Dictionary<Int8, Utf8>`.
///
/// ```
/// let t = specurl_arrow::url_validation_errors::data_type();
/// assert_eq!(
///     t.to_string(),
///     "List(non-null Struct(\"name\": non-null Dictionary(Int8, Utf8), \"start\": non-null Int64, \"end\": non-null Int64))"
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
/// use arrow_array::{cast::AsArray, types::Int8Type, Array, ArrayRef, StringArray};
/// use specurl_arrow::{evaluate, url_validation_errors as v, Evaluated, Input};
/// // The name of the first error of a list.
/// fn first_name(errors: ArrayRef) -> String {
///     let names = errors.as_struct().column(0).as_dictionary::<Int8Type>();
///     let values = names.values().as_string::<i32>();
///     values.value(names.keys().value(0) as usize).to_owned()
/// }
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://u@h/"), Some("https://h/"), Some("http://h:x/"), None,
/// ]));
/// let Evaluated::Array(out) = evaluate(&v::UrlValidationErrors, &[Input::Array(&urls)], 4, &v::data_type()).unwrap()
/// else { panic!() };
/// let out = out.as_list::<i32>();
/// assert_eq!(first_name(out.value(0)), "invalid-credentials");
/// assert_eq!(out.value(1).len(), 0);
/// assert_eq!(first_name(out.value(2)), "port-invalid");
/// assert!(out.is_null(3));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlValidationErrors;

impl Rows for UrlValidationErrors {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        // The columns are written as plain vectors: a row of a megabyte
        // can have a million errors, and a builder's checks on each
        // would cost more than the writing.
        let mut errors = Errors::new();
        let mut lengths = Vec::with_capacity(rows);
        let mut valid = Vec::with_capacity(rows);
        for row in 0..rows {
            let Some((input, base)) = url_args(main, args, row) else {
                lengths.push(0);
                valid.push(false);
                continue;
            };
            let parsed = Url::parse_with_validation(input, base);
            let found = parsed.whatwg_error_ranges();
            lengths.push(found.len());
            errors.extend(found)?;
            valid.push(true);
        }
        let errors = errors.finish()?;
        let offsets = list_offsets(&lengths)?;
        Ok(Arc::new(ListArray::try_new(
            item(),
            offsets,
            Arc::new(errors),
            Some(NullBuffer::from(valid)),
        )?))
    }
}

/// The errors of a batch, one column each; the names as keys into the
/// names the batch has seen.
struct Errors {
    names: Vec<&'static str>,
    keys: Vec<i8>,
    starts: Vec<i64>,
    ends: Vec<i64>,
}

impl Errors {
    fn new() -> Self {
        Errors {
            names: Vec::new(),
            keys: Vec::new(),
            starts: Vec::new(),
            ends: Vec::new(),
        }
    }

    fn extend(
        &mut self,
        found: impl ExactSizeIterator<Item = (&'static str, Range<usize>)>,
    ) -> Result<()> {
        let n = found.len();
        self.keys.reserve(n);
        self.starts.reserve(n);
        self.ends.reserve(n);
        // Errors come in runs of one name: the last key is tried first.
        let mut last: Option<(&'static str, i8)> = None;
        for (name, range) in found {
            let key = match last {
                Some((seen, key)) if seen == name => key,
                _ => {
                    let key = self.key(name)?;
                    last = Some((name, key));
                    key
                }
            };
            self.keys.push(key);
            // Offsets within a string of an Arrow array fit in i64.
            self.starts
                .push(i64::try_from(range.start).unwrap_or(i64::MAX));
            self.ends.push(i64::try_from(range.end).unwrap_or(i64::MAX));
        }
        Ok(())
    }

    /// The key of `name`, added to the names when it is new.
    fn key(&mut self, name: &'static str) -> Result<i8> {
        let at = match self.names.iter().position(|n| *n == name) {
            Some(at) => at,
            None => {
                self.names.push(name);
                self.names.len() - 1
            }
        };
        // The standard has some fifty names.
        i8::try_from(at).map_err(|_| {
            ArrowError::ComputeError(format!(
                "url_validation_errors: more than {} distinct error names",
                i8::MAX
            ))
        })
    }

    fn finish(self) -> Result<StructArray> {
        let names = DictionaryArray::<Int8Type>::try_new(
            Int8Array::from(self.keys),
            Arc::new(StringArray::from(self.names)),
        )?;
        StructArray::try_new(
            error_fields(),
            vec![
                Arc::new(names),
                Arc::new(Int64Array::from(self.starts)),
                Arc::new(Int64Array::from(self.ends)),
            ],
            None,
        )
    }
}

/// The offsets of lists of `lengths`, or an error where they overflow an
/// Arrow list's `i32` offsets.
fn list_offsets(lengths: &[usize]) -> Result<OffsetBuffer<i32>> {
    let total: usize = lengths.iter().sum();
    if i32::try_from(total).is_err() {
        return Err(ArrowError::ComputeError(format!(
            "url_validation_errors: {total} errors in one batch exceed an Arrow list's \
             offsets; use smaller batches"
        )));
    }
    Ok(OffsetBuffer::from_lengths(lengths.iter().copied()))
}
