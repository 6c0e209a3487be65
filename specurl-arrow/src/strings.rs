//! Reading and writing strings of any of Arrow's string layouts: a column
//! (`Utf8`, `LargeUtf8`, `Utf8View`, or the `Null` type) or a constant
//! read row by row, and a string result that points into a `Utf8View`
//! input where it can. Dictionaries are the driver's ([`crate::evaluate`]):
//! a kernel only ever sees their values.

use std::borrow::Cow;
use std::sync::Arc;

use arrow_array::builder::{GenericStringBuilder, StringViewBuilder};
use arrow_array::cast::AsArray;
use arrow_array::{
    Array, ArrayRef, GenericStringArray, LargeStringArray, OffsetSizeTrait, StringArray,
    StringViewArray,
};
use arrow_data::{ByteView, MAX_INLINE_VIEW_LEN};
use arrow_schema::{ArrowError, DataType};

use crate::Result;

/// The string type of a kernel's string result, following the type of
/// the argument it reads: `Utf8View` stays a view (and may point into the
/// input), `LargeUtf8` stays large, a dictionary gives its value type.
///
/// ```
/// use arrow_schema::DataType;
/// use specurl_arrow::string_out;
/// let dictionary = DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::LargeUtf8));
/// assert_eq!(string_out(&dictionary), DataType::LargeUtf8);
/// assert_eq!(string_out(&DataType::Utf8View), DataType::Utf8View);
/// assert_eq!(string_out(&DataType::Null), DataType::Utf8);
/// ```
pub fn string_out(input: &DataType) -> DataType {
    match input {
        DataType::Utf8View => DataType::Utf8View,
        DataType::LargeUtf8 => DataType::LargeUtf8,
        DataType::Dictionary(_, value) => string_out(value),
        _ => DataType::Utf8,
    }
}

/// Whether a column of type `t` is one the kernels read as strings: a
/// string layout, the `Null` type, or a dictionary of either.
///
/// ```
/// use arrow_schema::DataType;
/// use specurl_arrow::is_string_type;
/// let dictionary = DataType::Dictionary(Box::new(DataType::Int8), Box::new(DataType::Utf8View));
/// assert!(is_string_type(&dictionary) && is_string_type(&DataType::Null));
/// assert!(!is_string_type(&DataType::Binary));
/// ```
pub fn is_string_type(t: &DataType) -> bool {
    match t {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null => true,
        DataType::Dictionary(_, value) => is_string_type(value),
        _ => false,
    }
}

/// A string argument read row by row: a column of any of Arrow's string
/// layouts, or a constant (`Option<&str>`, the same on every row). Each
/// kernel's loop is generic over the type of the argument it reads most,
/// so that reading a row is the array's own `value`, not a match on the
/// layout.
///
/// ```
/// use arrow_array::StringArray;
/// use specurl_arrow::Strings;
/// let a = StringArray::from(vec![Some("x"), None]);
/// assert_eq!((&a).get(0), Some("x"));
/// assert_eq!((&a).get(1), None);
/// assert_eq!(Some("c").get(7), Some("c"));
/// ```
pub trait Strings<'a>: Copy {
    /// The value of row `row`, or `None` for NULL.
    fn get(&self, row: usize) -> Option<&'a str>;

    /// The column when it is a `Utf8View` one, whose buffers a result may
    /// point into.
    fn view(&self) -> Option<&'a StringViewArray> {
        None
    }
}

impl<'a, O: OffsetSizeTrait> Strings<'a> for &'a GenericStringArray<O> {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        self.is_valid(row).then(|| self.value(row))
    }
}

impl<'a> Strings<'a> for &'a StringViewArray {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        self.is_valid(row).then(|| self.value(row))
    }

    fn view(&self) -> Option<&'a StringViewArray> {
        Some(self)
    }
}

impl<'a> Strings<'a> for Option<&'a str> {
    #[inline]
    fn get(&self, _: usize) -> Option<&'a str> {
        *self
    }
}

/// Any string argument, as the driver found it: for the arguments a
/// kernel reads beside its main one (a base, a name, a level), which are
/// most often constants.
///
/// ```
/// use arrow_array::StringViewArray;
/// use specurl_arrow::{Arg, Strings};
/// let a = StringViewArray::from(vec![Some("https://example.com/"), None]);
/// let arg = Arg::of_array(&a).unwrap();
/// assert_eq!(arg.get(0), Some("https://example.com/"));
/// assert_eq!(arg.get(1), None);
/// assert_eq!(arg.constant(), None);
/// assert_eq!(Arg::Const(Some("path")).constant(), Some(Some("path")));
/// ```
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// The same value (or NULL) on every row.
    Const(Option<&'a str>),
    /// A `Utf8` column.
    Utf8(&'a StringArray),
    /// A `LargeUtf8` column.
    Large(&'a LargeStringArray),
    /// A `Utf8View` column.
    View(&'a StringViewArray),
}

impl<'a> Strings<'a> for Arg<'a> {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        match self {
            Arg::Const(s) => *s,
            Arg::Utf8(a) => a.get(row),
            Arg::Large(a) => a.get(row),
            Arg::View(a) => a.get(row),
        }
    }

    fn view(&self) -> Option<&'a StringViewArray> {
        match self {
            Arg::View(a) => Some(a),
            _ => None,
        }
    }
}

impl<'a> Arg<'a> {
    /// The column `a`, of a string layout or of the `Null` type (NULL on
    /// every row); any other type, a dictionary included (the driver
    /// unpacks those), is an error.
    pub fn of_array(a: &'a dyn Array) -> Result<Arg<'a>> {
        match a.data_type() {
            DataType::Utf8 => Ok(Arg::Utf8(a.as_string::<i32>())),
            DataType::LargeUtf8 => Ok(Arg::Large(a.as_string::<i64>())),
            DataType::Utf8View => Ok(Arg::View(a.as_string_view())),
            DataType::Null => Ok(Arg::Const(None)),
            other => Err(ArrowError::InvalidArgumentError(format!(
                "not a string column: {other}"
            ))),
        }
    }

    /// The value when the argument is a constant: a kernel reads a
    /// constant name or set once per batch rather than once per row.
    pub fn constant(&self) -> Option<Option<&'a str>> {
        match self {
            Arg::Const(s) => Some(*s),
            _ => None,
        }
    }
}

/// A string result being built, in the layout of the return type. Over a
/// `Utf8View` input, a value that is a substring of the row's input is
/// written as a view into the input's buffers rather than copied, as
/// DataFusion's own `split_part` does.
///
/// ```
/// use arrow_array::{cast::AsArray, StringViewArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::StringsOut;
/// let input = StringViewArray::from(vec!["https://example.com/a/long/path"]);
/// let mut out = StringsOut::new(&DataType::Utf8View, 1, Some(&input));
/// let text = input.value(0);
/// out.append_part(0, &text[19..], text).unwrap();
/// let out = out.finish();
/// assert_eq!(out.as_string_view().value(0), "/a/long/path");
/// // The value is a view of the input's buffer: no new buffer was written.
/// assert_eq!(out.as_string_view().data_buffers().len(), 1);
/// ```
#[derive(Debug)]
pub enum StringsOut<'a> {
    /// `Utf8` values.
    Utf8(GenericStringBuilder<i32>),
    /// `LargeUtf8` values.
    Large(GenericStringBuilder<i64>),
    /// `Utf8View` values, and the input whose buffers they may share.
    View {
        /// The values.
        builder: StringViewBuilder,
        /// The input, and the block each of its buffers has in `builder`.
        input: Option<(&'a StringViewArray, Vec<u32>)>,
    },
}

impl<'a> StringsOut<'a> {
    /// An empty result of type `t` for `rows` rows over the column `input`
    /// (the main argument).
    pub fn new(t: &DataType, rows: usize, input: Option<&'a StringViewArray>) -> Self {
        match t {
            DataType::Utf8View => {
                let mut builder = StringViewBuilder::with_capacity(rows);
                let input = input.map(|a| {
                    let blocks = a
                        .data_buffers()
                        .iter()
                        .map(|b| builder.append_block(b.clone()))
                        .collect();
                    (a, blocks)
                });
                StringsOut::View { builder, input }
            }
            DataType::LargeUtf8 => StringsOut::Large(GenericStringBuilder::with_capacity(rows, 0)),
            _ => StringsOut::Utf8(GenericStringBuilder::with_capacity(rows, 0)),
        }
    }

    /// Appends NULL.
    #[inline]
    pub fn append_null(&mut self) {
        match self {
            StringsOut::Utf8(b) => b.append_null(),
            StringsOut::Large(b) => b.append_null(),
            StringsOut::View { builder, .. } => builder.append_null(),
        }
    }

    /// Appends `value`, a string not taken from the input.
    #[inline]
    pub fn append(&mut self, value: &str) {
        match self {
            StringsOut::Utf8(b) => b.append_value(value),
            StringsOut::Large(b) => b.append_value(value),
            StringsOut::View { builder, .. } => builder.append_value(value),
        }
    }

    /// Appends `value`, or NULL for `None`.
    #[inline]
    pub fn append_option(&mut self, value: Option<&str>) {
        match value {
            Some(v) => self.append(v),
            None => self.append_null(),
        }
    }

    /// Appends `value`, a substring of `whole` (a URL's href, say), for
    /// row `row`: where the row's input holds `value` (a part of a URL that
    /// borrowed the input, or a part at the same place in the input as in
    /// `whole`), a view of the input is appended, else a copy.
    #[inline]
    pub fn append_part(&mut self, row: usize, value: &str, whole: &str) -> Result<()> {
        if let StringsOut::View {
            builder,
            input: Some((input, blocks)),
        } = self
        {
            let inline = MAX_INLINE_VIEW_LEN as usize;
            let view = input.views().get(row).map(|v| ByteView::from(*v));
            if let Some(view) = view.filter(|v| v.length as usize > inline && value.len() > inline)
            {
                let text = input.value(row);
                let start = offset_in(text, value).or_else(|| {
                    offset_in(whole, value).filter(|&s| text.get(s..s + value.len()) == Some(value))
                });
                let block = blocks.get(view.buffer_index as usize);
                if let (Some(start), Some(&block)) = (start, block) {
                    // Both fit in u32: they are within a view's length.
                    builder.try_append_view(
                        block,
                        view.offset + start as u32,
                        value.len() as u32,
                    )?;
                    return Ok(());
                }
            }
        }
        self.append(value);
        Ok(())
    }

    /// Appends `value`, a view of the row's input where it is a part of
    /// it (borrowed from it), else a copy.
    #[inline]
    pub fn append_cow(&mut self, row: usize, value: Cow<'_, str>) -> Result<()> {
        match value {
            Cow::Borrowed(part) => self.append_part(row, part, part),
            Cow::Owned(copy) => {
                self.append(&copy);
                Ok(())
            }
        }
    }

    /// The finished column.
    pub fn finish(self) -> ArrayRef {
        match self {
            StringsOut::Utf8(mut b) => Arc::new(b.finish()),
            StringsOut::Large(mut b) => Arc::new(b.finish()),
            StringsOut::View { mut builder, .. } => Arc::new(builder.finish()),
        }
    }
}

/// Where `inner` starts in `outer`, when it is a slice of it.
#[inline]
fn offset_in(outer: &str, inner: &str) -> Option<usize> {
    let start = (inner.as_ptr() as usize).wrapping_sub(outer.as_ptr() as usize);
    (start <= outer.len() && inner.len() <= outer.len() - start).then_some(start)
}
