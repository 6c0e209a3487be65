//! What every function shares: its signature (strings, through
//! DataFusion's coercions), the generic access to a string column of any
//! layout, the driver that turns scalars, dictionaries and arrays into
//! rows, the string output that points into a `Utf8View` input where it
//! can, and the parts of each function's `Documentation`.

use std::borrow::Cow;
use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, ByteView, GenericStringArray, GenericStringBuilder, LargeStringArray,
    OffsetSizeTrait, StringArray, StringViewArray, StringViewBuilder, MAX_INLINE_VIEW_LEN,
};
use datafusion::arrow::compute::{cast, take};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::types::logical_string;
use datafusion::common::{exec_err, Result, ScalarValue};
use datafusion::logical_expr::{
    Coercion, ColumnarValue, DocSection, Documentation, EncodingPreservation, ScalarFunctionArgs,
    Signature, TypeSignature, TypeSignatureClass, Volatility,
};
use specurl::Url;

/// The signature of a function of `total` strings, the first `required`
/// of them needed: each argument a string of any layout (a bare `NULL`
/// too), by DataFusion's own coercion, so that any other type is refused
/// when the query is planned. The argument at `primary` keeps a
/// dictionary, so that the function runs once per distinct value.
pub(crate) fn strings(required: usize, total: usize, primary: usize) -> Signature {
    let string = |i: usize| {
        let c = Coercion::new_exact(TypeSignatureClass::Native(logical_string()));
        if i == primary {
            c.with_encoding_preservation(EncodingPreservation::dictionary())
        } else {
            c
        }
    };
    let arity = |n: usize| TypeSignature::Coercible((0..n).map(string).collect());
    if required == total {
        Signature::new(arity(total), Volatility::Immutable)
    } else {
        Signature::one_of(
            (required..=total).map(arity).collect(),
            Volatility::Immutable,
        )
    }
}

/// The string type of a function's string result, following the type of
/// the argument it reads: `Utf8View` stays a view (and may point into the
/// input), `LargeUtf8` stays large, a dictionary gives its value type.
pub(crate) fn string_out(input: &DataType) -> DataType {
    match input {
        DataType::Utf8View => DataType::Utf8View,
        DataType::LargeUtf8 => DataType::LargeUtf8,
        DataType::Dictionary(_, value) => string_out(value),
        _ => DataType::Utf8,
    }
}

/// A string argument read row by row: a column of any of Arrow's string
/// layouts, or a constant (`Option<&str>`, the same on every row). Each
/// function's loop is generic over the type of the argument it reads most,
/// so that reading a row is the array's own `value`, not a match on the
/// layout.
pub(crate) trait Column<'a>: Copy {
    /// The value of row `row`, or `None` for NULL.
    fn get(&self, row: usize) -> Option<&'a str>;

    /// The column when it is a `Utf8View` one, whose buffers a result may
    /// point into.
    fn view(&self) -> Option<&'a StringViewArray> {
        None
    }
}

impl<'a, O: OffsetSizeTrait> Column<'a> for &'a GenericStringArray<O> {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        self.is_valid(row).then(|| self.value(row))
    }
}

impl<'a> Column<'a> for &'a StringViewArray {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        self.is_valid(row).then(|| self.value(row))
    }

    fn view(&self) -> Option<&'a StringViewArray> {
        Some(self)
    }
}

impl<'a> Column<'a> for Option<&'a str> {
    #[inline]
    fn get(&self, _: usize) -> Option<&'a str> {
        *self
    }
}

/// Any argument, as the driver found it: for the arguments a function
/// reads beside its main one (a base, a name, a level), which are most
/// often constants.
#[derive(Clone, Copy)]
pub(crate) enum Arg<'a> {
    /// The same value (or NULL) on every row.
    Const(Option<&'a str>),
    /// A `Utf8` column.
    Utf8(&'a StringArray),
    /// A `LargeUtf8` column.
    Large(&'a LargeStringArray),
    /// A `Utf8View` column.
    View(&'a StringViewArray),
}

impl<'a> Column<'a> for Arg<'a> {
    #[inline]
    fn get(&self, row: usize) -> Option<&'a str> {
        match self {
            Arg::Const(s) => *s,
            Arg::Utf8(a) => a.get(row),
            Arg::Large(a) => a.get(row),
            Arg::View(a) => a.get(row),
        }
    }
}

impl<'a> Arg<'a> {
    fn of_scalar(v: &'a ScalarValue) -> Result<Arg<'a>> {
        match v {
            ScalarValue::Utf8(s) | ScalarValue::LargeUtf8(s) | ScalarValue::Utf8View(s) => {
                Ok(Arg::Const(s.as_deref()))
            }
            ScalarValue::Dictionary(_, inner) => Arg::of_scalar(inner),
            ScalarValue::Null => Ok(Arg::Const(None)),
            other => exec_err!("not a string: {}", other.data_type()),
        }
    }

    fn of_array(a: &'a dyn Array) -> Result<Arg<'a>> {
        match a.data_type() {
            DataType::Utf8 => Ok(Arg::Utf8(a.as_string::<i32>())),
            DataType::LargeUtf8 => Ok(Arg::Large(a.as_string::<i64>())),
            DataType::Utf8View => Ok(Arg::View(a.as_string_view())),
            DataType::Null => Ok(Arg::Const(None)),
            other => exec_err!("not a string column: {other}"),
        }
    }
}

/// How one function computes its rows.
pub(crate) trait Rows {
    /// The argument the function reads most: its URL (`url_join`'s
    /// reference). A dictionary there is kept and evaluated once per value.
    const PRIMARY: usize = 0;

    /// The results of `rows` rows: `main` is argument [`Rows::PRIMARY`],
    /// `args` every argument (that one included); `t` is the return type.
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef>;
}

/// Calls `f.rows` with the main argument as its own type.
fn dispatch<'a, F: Rows>(f: &F, args: &[Arg<'a>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    match args[F::PRIMARY] {
        Arg::Const(s) => f.rows(s, args, rows, t),
        Arg::Utf8(a) => f.rows(a, args, rows, t),
        Arg::Large(a) => f.rows(a, args, rows, t),
        Arg::View(a) => f.rows(a, args, rows, t),
    }
}

/// Runs `f` over the arguments: once on the constants when every argument
/// is one; once per distinct value when the main argument is a dictionary
/// and the others are constants (then spread by its keys); otherwise row
/// by row, a dictionary unpacked.
pub(crate) fn evaluate<F: Rows>(f: &F, call: ScalarFunctionArgs) -> Result<ColumnarValue> {
    let return_type = call.return_type().clone();
    let args = &call.args;
    let Some(main) = args.get(F::PRIMARY) else {
        return exec_err!("too few arguments");
    };
    let others_scalar = args
        .iter()
        .enumerate()
        .all(|(i, a)| i == F::PRIMARY || matches!(a, ColumnarValue::Scalar(_)));
    match main {
        ColumnarValue::Scalar(_) if others_scalar => {
            let one = dispatch(f, &scalar_args(args, F::PRIMARY, None)?, 1, &return_type)?;
            return Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(&one, 0)?));
        }
        ColumnarValue::Array(a) if others_scalar => {
            if let Some(dictionary) = a.as_any_dictionary_opt() {
                let values = dictionary.values();
                let with_values = scalar_args(args, F::PRIMARY, Some(values))?;
                let distinct = dispatch(f, &with_values, values.len(), &return_type)?;
                let spread = take(distinct.as_ref(), dictionary.keys(), None)?;
                return Ok(ColumnarValue::Array(spread));
            }
        }
        _ => {}
    }
    // Dictionaries beside other columns are unpacked to their values.
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
    let all = args
        .iter()
        .zip(&unpacked)
        .map(|(a, u)| match (a, u) {
            (_, Some(u)) => Arg::of_array(u.as_ref()),
            (ColumnarValue::Array(a), None) => Arg::of_array(a.as_ref()),
            (ColumnarValue::Scalar(s), None) => Arg::of_scalar(s),
        })
        .collect::<Result<Vec<_>>>()?;
    let out = dispatch(f, &all, call.number_rows, &return_type)?;
    Ok(ColumnarValue::Array(out))
}

/// The arguments when all but the main one are constants: the main one
/// as `values` (a dictionary's) when given.
fn scalar_args<'a>(
    args: &'a [ColumnarValue],
    primary: usize,
    values: Option<&'a ArrayRef>,
) -> Result<Vec<Arg<'a>>> {
    args.iter()
        .enumerate()
        .map(|(i, a)| match (a, values) {
            (_, Some(values)) if i == primary => Arg::of_array(values.as_ref()),
            (ColumnarValue::Scalar(s), _) => Arg::of_scalar(s),
            (ColumnarValue::Array(a), _) => Arg::of_array(a.as_ref()),
        })
        .collect()
}

/// Implements `ScalarUDFImpl` for a function's struct, which has a
/// `signature` field and implements [`Rows`], from its SQL name, its
/// return type (a closure of the argument types) and its documentation
/// (an expression giving a `Documentation`, built once).
macro_rules! scalar_udf {
    ($ty:ident, $name:literal, |$types:ident| $ret:expr, $doc:expr) => {
        impl datafusion::logical_expr::ScalarUDFImpl for $ty {
            fn name(&self) -> &str {
                $name
            }

            fn signature(&self) -> &datafusion::logical_expr::Signature {
                &self.signature
            }

            fn return_type(
                &self,
                $types: &[datafusion::arrow::datatypes::DataType],
            ) -> datafusion::common::Result<datafusion::arrow::datatypes::DataType> {
                Ok($ret)
            }

            fn is_strict(&self) -> bool {
                true
            }

            fn invoke_with_args(
                &self,
                args: datafusion::logical_expr::ScalarFunctionArgs,
            ) -> datafusion::common::Result<datafusion::logical_expr::ColumnarValue> {
                $crate::common::evaluate(self, args)
            }

            fn documentation(&self) -> Option<&datafusion::logical_expr::Documentation> {
                static DOC: std::sync::LazyLock<datafusion::logical_expr::Documentation> =
                    std::sync::LazyLock::new(|| $doc);
                Some(&DOC)
            }
        }
    };
}
pub(crate) use scalar_udf;

/// The section of `SHOW FUNCTIONS` and of the generated docs.
const SECTION: DocSection = DocSection {
    include: true,
    label: "URL Functions (specurl)",
    description: Some("WHATWG URL functions on specurl, the URL Specification's parser"),
};

/// A function's documentation: what it gives, its syntax, its arguments
/// and an example, `SELECT {example} AS result` with its result printed as
/// DataFusion prints it (a one-column table); a test runs each example
/// and compares.
pub(crate) fn doc(
    description: &str,
    syntax: &str,
    arguments: &[(&str, &str)],
    example: &str,
    result: &str,
) -> Documentation {
    let mut builder = Documentation::builder(SECTION, description, syntax);
    for (name, text) in arguments {
        builder = builder.with_argument(*name, *text);
    }
    let width = ["result", result]
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0);
    let rule = format!("+{}+", "-".repeat(width + 2));
    let row = |s: &str| format!("| {s}{} |", " ".repeat(width - s.chars().count()));
    let table = [rule.clone(), row("result"), rule.clone(), row(result), rule].join("\n");
    builder
        .with_sql_example(format!(
            "```sql\n> SELECT {example} AS result;\n{table}\n```"
        ))
        .build()
}

/// The arguments `url` and `base` of the functions that parse a URL.
pub(crate) const URL_BASE: [(&str, &str); 2] = [
    (
        "url",
        "The URL: a string column or value of any string type.",
    ),
    (
        "base",
        "Optional: the base URL the first argument is resolved against, as `new URL(url, base)`.",
    ),
];

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

impl<'a> StringsOut<'a> {
    /// An empty result of type `t` for `rows` rows over the column `input`
    /// (the main argument).
    pub(crate) fn new(t: &DataType, rows: usize, input: Option<&'a StringViewArray>) -> Self {
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

    /// Appends `value`, or NULL for `None`.
    #[inline]
    pub(crate) fn append_option(&mut self, value: Option<&str>) {
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
    pub(crate) fn append_part(&mut self, row: usize, value: &str, whole: &str) -> Result<()> {
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

/// The URL and the base (when there is a second argument) of row `row`;
/// `None` when either is NULL.
#[inline]
pub(crate) fn url_args<'a>(
    url: impl Column<'a>,
    args: &[Arg<'a>],
    row: usize,
) -> Option<(&'a str, Option<&'a str>)> {
    let input = url.get(row)?;
    let base = match args.get(1) {
        Some(base) => Some(base.get(row)?),
        None => None,
    };
    Some((input, base))
}

/// The URL of row `row`, parsed as `Url::parse(url, args[1])` (the base
/// only when there is a second argument), borrowing the input where it is
/// already the href: `None` when an argument is NULL, `Some(None)` when
/// the URL does not parse.
#[inline]
pub(crate) fn url_of_row<'a>(
    url: impl Column<'a>,
    args: &[Arg<'a>],
    row: usize,
) -> Option<Option<RowUrl<'a>>> {
    let (input, base) = url_args(url, args, row)?;
    Some(Url::parse_borrowed(input, base).ok())
}

/// The base URLs of a batch, each parsed once: a constant base once per
/// batch, a column of them once per run of equal strings.
#[derive(Default)]
pub(crate) struct Bases {
    last: Option<(String, Option<Url>)>,
}

impl Bases {
    /// The URL of `source`, parsed when it differs from the last one;
    /// `None` when it does not parse.
    pub(crate) fn get(&mut self, source: &str) -> Option<&Url> {
        if self.last.as_ref().is_none_or(|(s, _)| s != source) {
            self.last = Some((source.to_owned(), Url::parse(source, None).ok()));
        }
        self.last.as_ref().and_then(|(_, u)| u.as_ref())
    }
}
