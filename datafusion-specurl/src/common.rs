//! What every function shares: the string types it accepts, the one
//! place that reads an argument of any of them, the driver that turns
//! scalars, dictionaries and arrays into rows, and the string output that
//! points into a `Utf8View` input where it can.

use std::borrow::Cow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, GenericStringBuilder, LargeStringArray, StringArray, StringViewArray,
    StringViewBuilder,
};
use datafusion::arrow::compute::{cast, take};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::{exec_err, plan_err, Result, ScalarValue};
use specurl::Url;

use datafusion::logical_expr::{
    ColumnarValue, ScalarFunctionArgs, ScalarUDF, ScalarUDFImpl, Signature, Volatility,
};

/// Whether `t` is a string type the functions take: `Utf8`, `LargeUtf8`,
/// `Utf8View`, a dictionary of one of them, or the type of a bare `NULL`.
pub(crate) fn is_string(t: &DataType) -> bool {
    match t {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View | DataType::Null => true,
        DataType::Dictionary(_, value) => **value != DataType::Null && is_string(value),
        _ => false,
    }
}

/// The string type of a function's string result, following its first
/// argument: `Utf8View` stays a view (and may point into the input),
/// `LargeUtf8` stays large, a dictionary gives its value type.
pub(crate) fn string_out(first: &DataType) -> DataType {
    match first {
        DataType::Utf8View => DataType::Utf8View,
        DataType::LargeUtf8 => DataType::LargeUtf8,
        DataType::Dictionary(_, value) => string_out(value),
        _ => DataType::Utf8,
    }
}

/// How a function computes its rows: from its arguments, each readable
/// row by row as a string, the number of rows and the declared return
/// type, to an array of that many rows.
pub(crate) type Eval = fn(&[Strings<'_>], usize, &DataType) -> Result<ArrayRef>;

/// The return type of a function, from its argument types.
pub(crate) type ReturnType = fn(&[DataType]) -> DataType;

/// One URL function: its SQL name, the names of its parameters (the
/// first `required` of them needed), its return type and its evaluation.
/// All of them are strict (a NULL argument gives NULL) and immutable, and
/// take strings only: any other type is refused when the query is planned.
pub(crate) struct UrlFunction {
    name: &'static str,
    params: &'static [&'static str],
    required: usize,
    return_type: ReturnType,
    eval: Eval,
    signature: Signature,
}

impl UrlFunction {
    /// The function as DataFusion registers it.
    pub(crate) fn udf(
        name: &'static str,
        params: &'static [&'static str],
        required: usize,
        return_type: ReturnType,
        eval: Eval,
    ) -> ScalarUDF {
        ScalarUDF::new_from_impl(UrlFunction {
            name,
            params,
            required,
            return_type,
            eval,
            signature: Signature::user_defined(Volatility::Immutable),
        })
    }
}

impl fmt::Debug for UrlFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UrlFunction")
            .field("name", &self.name)
            .finish()
    }
}

// A function is known by its name: two with the same name are the same
// function (the evaluation is a function pointer, which has no reliable
// equality).
impl PartialEq for UrlFunction {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for UrlFunction {}

impl Hash for UrlFunction {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl ScalarUDFImpl for UrlFunction {
    fn name(&self) -> &str {
        self.name
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        Ok((self.return_type)(arg_types))
    }

    fn is_strict(&self) -> bool {
        true
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        let (name, params) = (self.name, self.params);
        if arg_types.len() < self.required || arg_types.len() > params.len() {
            let arity = if self.required == params.len() {
                format!("{}", params.len())
            } else {
                format!("{} to {}", self.required, params.len())
            };
            return plan_err!(
                "{name}({}) takes {arity} arguments, got {}",
                params.join(", "),
                arg_types.len()
            );
        }
        for (i, t) in arg_types.iter().enumerate() {
            if !is_string(t) {
                return plan_err!(
                    "{name}: argument {} ({}) must be a string (Utf8, LargeUtf8, Utf8View or a dictionary of them), got {t}",
                    i + 1,
                    params[i]
                );
            }
        }
        Ok(arg_types
            .iter()
            .map(|t| match t {
                DataType::Null => DataType::Utf8,
                t => t.clone(),
            })
            .collect())
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let return_type = args.return_type().clone();
        evaluate(&args.args, args.number_rows, &return_type, self.eval)
    }
}

/// One argument, readable row by row: a constant or a column of one of
/// the three string layouts.
pub(crate) enum Strings<'a> {
    /// The same value (or NULL) on every row.
    Scalar(Option<&'a str>),
    /// A `Utf8` column.
    Utf8(&'a StringArray),
    /// A `LargeUtf8` column.
    Large(&'a LargeStringArray),
    /// A `Utf8View` column.
    View(&'a StringViewArray),
}

impl<'a> Strings<'a> {
    /// The value of row `i`, or `None` for NULL.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        match self {
            Strings::Scalar(s) => *s,
            Strings::Utf8(a) => a.is_valid(i).then(|| a.value(i)),
            Strings::Large(a) => a.is_valid(i).then(|| a.value(i)),
            Strings::View(a) => a.is_valid(i).then(|| a.value(i)),
        }
    }

    fn of_scalar(v: &'a ScalarValue) -> Result<Strings<'a>> {
        match v {
            ScalarValue::Utf8(s) | ScalarValue::LargeUtf8(s) | ScalarValue::Utf8View(s) => {
                Ok(Strings::Scalar(s.as_deref()))
            }
            ScalarValue::Dictionary(_, inner) => Strings::of_scalar(inner),
            ScalarValue::Null => Ok(Strings::Scalar(None)),
            other => exec_err!("not a string: {}", other.data_type()),
        }
    }

    fn of_array(a: &'a dyn Array) -> Result<Strings<'a>> {
        match a.data_type() {
            DataType::Utf8 => Ok(Strings::Utf8(a.as_string::<i32>())),
            DataType::LargeUtf8 => Ok(Strings::Large(a.as_string::<i64>())),
            DataType::Utf8View => Ok(Strings::View(a.as_string_view())),
            DataType::Null => Ok(Strings::Scalar(None)),
            other => exec_err!("not a string column: {other}"),
        }
    }
}

/// Runs `eval` over the arguments: once on the constants when every
/// argument is one; once per distinct value when the first argument is a
/// dictionary and the others are constants (then spread by its keys);
/// otherwise row by row, a dictionary in a later argument unpacked.
fn evaluate(
    args: &[ColumnarValue],
    rows: usize,
    return_type: &DataType,
    eval: Eval,
) -> Result<ColumnarValue> {
    let scalars_after_first = args
        .iter()
        .skip(1)
        .all(|a| matches!(a, ColumnarValue::Scalar(_)));
    if let (Some(ColumnarValue::Scalar(_)), true) = (args.first(), scalars_after_first) {
        let strings = args
            .iter()
            .map(|a| match a {
                ColumnarValue::Scalar(s) => Strings::of_scalar(s),
                ColumnarValue::Array(_) => unreachable!("every argument is a scalar"),
            })
            .collect::<Result<Vec<_>>>()?;
        let one = eval(&strings, 1, return_type)?;
        return Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(&one, 0)?));
    }
    if let (Some(ColumnarValue::Array(first)), true) = (args.first(), scalars_after_first) {
        if let Some(dictionary) = first.as_any_dictionary_opt() {
            let mut strings = vec![Strings::of_array(dictionary.values().as_ref())?];
            for a in &args[1..] {
                if let ColumnarValue::Scalar(s) = a {
                    strings.push(Strings::of_scalar(s)?);
                }
            }
            let distinct = eval(&strings, dictionary.values().len(), return_type)?;
            return Ok(ColumnarValue::Array(take(
                distinct.as_ref(),
                dictionary.keys(),
                None,
            )?));
        }
    }
    // Dictionaries elsewhere are unpacked to their values' type.
    let unpacked = args
        .iter()
        .map(|a| match a {
            ColumnarValue::Array(a) => match a.data_type() {
                DataType::Dictionary(_, value) => Ok(Some(cast(a, value)?)),
                _ => Ok(None),
            },
            ColumnarValue::Scalar(_) => Ok(None),
        })
        .collect::<Result<Vec<Option<ArrayRef>>>>()?;
    let strings = args
        .iter()
        .zip(&unpacked)
        .map(|(a, u)| match (a, u) {
            (_, Some(u)) => Strings::of_array(u.as_ref()),
            (ColumnarValue::Array(a), None) => Strings::of_array(a.as_ref()),
            (ColumnarValue::Scalar(s), None) => Strings::of_scalar(s),
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(ColumnarValue::Array(eval(&strings, rows, return_type)?))
}

/// A string result being built, in the layout of the return type. Over a
/// `Utf8View` input, a value that is a substring of the row's input is
/// written as a view into the input's buffers rather than copied, as
/// DataFusion's own `split_part` does.
pub(crate) enum StringsOut<'a> {
    /// `Utf8` values.
    Utf8(GenericStringBuilder<i32>),
    /// `LargeUtf8` values.
    Large(GenericStringBuilder<i64>),
    /// `Utf8View` values, and the input whose buffers they may share.
    View {
        builder: StringViewBuilder,
        input: Option<(&'a StringViewArray, Vec<u32>)>,
    },
}

/// The longest string a view holds inline: longer ones point into a
/// buffer.
const INLINE: usize = 12;

impl<'a> StringsOut<'a> {
    /// An empty result of type `t` for `rows` rows over the input `input`
    /// (the first argument).
    pub(crate) fn new(t: &DataType, rows: usize, input: &Strings<'a>) -> StringsOut<'a> {
        match t {
            DataType::Utf8View => {
                let mut builder = StringViewBuilder::with_capacity(rows);
                let input = match input {
                    Strings::View(a) => {
                        let blocks = a
                            .data_buffers()
                            .iter()
                            .map(|b| builder.append_block(b.clone()))
                            .collect();
                        Some((*a, blocks))
                    }
                    _ => None,
                };
                StringsOut::View { builder, input }
            }
            DataType::LargeUtf8 => StringsOut::Large(GenericStringBuilder::with_capacity(rows, 0)),
            _ => StringsOut::Utf8(GenericStringBuilder::with_capacity(rows, 0)),
        }
    }

    /// Appends NULL.
    #[inline]
    pub(crate) fn append_null(&mut self) {
        match self {
            StringsOut::Utf8(b) => b.append_null(),
            StringsOut::Large(b) => b.append_null(),
            StringsOut::View { builder, .. } => builder.append_null(),
        }
    }

    /// Appends `value`, a string not taken from the input.
    #[inline]
    pub(crate) fn append(&mut self, value: &str) {
        match self {
            StringsOut::Utf8(b) => b.append_value(value),
            StringsOut::Large(b) => b.append_value(value),
            StringsOut::View { builder, .. } => builder.append_value(value),
        }
    }

    /// Appends `value`, a substring of `whole` (a URL's href, say), for
    /// row `row`: where the row's input holds `value` (a part of a URL that
    /// borrowed the input, or a part at the same place in the input as in
    /// `whole`), a view of the input is appended, else a copy.
    #[inline]
    pub(crate) fn append_part(&mut self, row: usize, value: &str, whole: &str) -> Result<()> {
        if let StringsOut::View {
            builder,
            input: Some((input, blocks)),
        } = self
        {
            let raw = input.views()[row];
            let (len, block, offset) = (
                raw as u32 as usize,
                (raw >> 64) as u32 as usize,
                (raw >> 96) as u32,
            );
            if value.len() > INLINE && len > INLINE {
                let text = input.value(row);
                let start = offset_in(text, value).or_else(|| {
                    offset_in(whole, value).filter(|&s| text.get(s..s + value.len()) == Some(value))
                });
                if let Some(start) = start {
                    builder.try_append_view(
                        blocks[block],
                        offset + start as u32,
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
    pub(crate) fn append_cow(&mut self, row: usize, value: Cow<'_, str>) -> Result<()> {
        match value {
            Cow::Borrowed(part) => self.append_part(row, part, part),
            Cow::Owned(copy) => {
                self.append(&copy);
                Ok(())
            }
        }
    }

    /// The finished column.
    pub(crate) fn finish(self) -> ArrayRef {
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

/// A URL that may borrow its row's input (`Url::parse_borrowed`).
pub(crate) type RowUrl<'a> = Url<Cow<'a, str>>;

/// The URL of row `row`, parsed as `Url::parse(args[0], args[1])` (the
/// base only when there is a second argument), borrowing the input where
/// it is already the href: `None` when an argument is NULL, `Some(None)`
/// when the URL does not parse.
#[inline]
pub(crate) fn url_of_row<'a>(args: &[Strings<'a>], row: usize) -> Option<Option<RowUrl<'a>>> {
    let (input, base) = url_args(args, row)?;
    Some(Url::parse_borrowed(input, base).ok())
}

/// The URL and the base (when there is a second argument) of row `row`;
/// `None` when either is NULL.
#[inline]
pub(crate) fn url_args<'a>(args: &[Strings<'a>], row: usize) -> Option<(&'a str, Option<&'a str>)> {
    let input = args[0].get(row)?;
    let base = match args.get(1) {
        Some(base) => Some(base.get(row)?),
        None => None,
    };
    Some((input, base))
}
