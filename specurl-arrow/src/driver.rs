//! The driver that turns a call's arguments (constants, dictionaries and
//! columns of any string layout) into rows for a kernel ([`Rows`]), and
//! the kernel's rows back into a result.

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef};
use arrow_schema::{ArrowError, DataType};
use arrow_select::take::take;

use crate::strings::Arg;
use crate::{Result, Strings};

/// How one kernel computes its rows.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, Arg, Strings, Evaluated, Input, Rows, StringsOut};
///
/// /// The length of each string, as a string.
/// struct Len;
/// impl Rows for Len {
///     fn rows<'a, U: Strings<'a>>(
///         &self, main: U, _: &[Arg<'a>], rows: usize, t: &DataType,
///     ) -> specurl_arrow::Result<ArrayRef> {
///         let mut out = StringsOut::new(t, rows, main.view());
///         for row in 0..rows {
///             out.append_option(main.get(row).map(|s| s.len().to_string()).as_deref());
///         }
///         Ok(out.finish())
///     }
/// }
/// let column: ArrayRef = std::sync::Arc::new(StringArray::from(vec![Some("abc"), None]));
/// let Evaluated::Array(out) = evaluate(&Len, &[Input::Array(&column)], 2, &DataType::Utf8).unwrap()
/// else { unreachable!() };
/// assert_eq!(out.as_string::<i32>().iter().collect::<Vec<_>>(), [Some("3"), None]);
/// ```
pub trait Rows {
    /// The argument the kernel reads most: its URL (`url_join`'s
    /// reference). A dictionary there is kept and evaluated once per value.
    const PRIMARY: usize = 0;

    /// The results of `rows` rows: `main` is argument [`Rows::PRIMARY`],
    /// `args` every argument (that one included); `t` is the return type.
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef>;
}

/// An argument of a call: a constant string (or NULL) for every row, or a
/// column of a string layout, a dictionary of one, or of the `Null` type.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// The same value on every row.
    Scalar(Option<&'a str>),
    /// A column.
    Array(&'a ArrayRef),
}

impl Input<'_> {
    /// The argument's type: a constant is a `Utf8` string.
    ///
    /// ```
    /// use arrow_schema::DataType;
    /// use specurl_arrow::Input;
    /// let column: arrow_array::ArrayRef = std::sync::Arc::new(arrow_array::StringViewArray::from(vec!["a"]));
    /// assert_eq!(Input::Array(&column).data_type(), DataType::Utf8View);
    /// assert_eq!(Input::Scalar(None).data_type(), DataType::Utf8);
    /// ```
    pub fn data_type(&self) -> DataType {
        match self {
            Input::Scalar(_) => DataType::Utf8,
            Input::Array(a) => a.data_type().clone(),
        }
    }
}

/// What [`evaluate`] gives: one row when every argument was a constant,
/// else a column of the call's length.
#[derive(Clone, Debug)]
pub enum Evaluated {
    /// An array of one row, the result for every row.
    Scalar(ArrayRef),
    /// A column.
    Array(ArrayRef),
}

impl Evaluated {
    /// The result as an array: one row for [`Evaluated::Scalar`], the
    /// column for [`Evaluated::Array`].
    ///
    /// ```
    /// use arrow_schema::DataType;
    /// use specurl_arrow::{evaluate, url_host_type::UrlHostType, Input};
    /// let one = evaluate(&UrlHostType, &[Input::Scalar(Some("http://[::1]/"))], 1, &DataType::Utf8).unwrap();
    /// assert_eq!(one.into_array().len(), 1);
    /// ```
    pub fn into_array(self) -> ArrayRef {
        match self {
            Evaluated::Scalar(a) | Evaluated::Array(a) => a,
        }
    }
}

/// Calls `f.rows` with the main argument as its own type.
fn dispatch<'a, F: Rows>(f: &F, args: &[Arg<'a>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let Some(main) = args.get(F::PRIMARY) else {
        return Err(ArrowError::InvalidArgumentError("too few arguments".into()));
    };
    match *main {
        Arg::Const(s) => f.rows(s, args, rows, t),
        Arg::Utf8(a) => f.rows(a, args, rows, t),
        Arg::Large(a) => f.rows(a, args, rows, t),
        Arg::View(a) => f.rows(a, args, rows, t),
    }
}

/// Runs the kernel `f` over a call of `rows` rows, its result of type `t`:
/// once on the constants when every argument is one; once per distinct
/// value when the main argument is a dictionary and the others are
/// constants (then spread by its keys); otherwise row by row, a
/// dictionary unpacked. A column whose length is not `rows` is an error.
///
/// ```
/// use arrow_array::{ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_host_type::UrlHostType, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec!["http://h/"]));
/// assert!(evaluate(&UrlHostType, &[Input::Array(&urls)], 2, &DataType::Utf8).is_err());
/// ```
pub fn evaluate<F: Rows>(
    f: &F,
    args: &[Input<'_>],
    rows: usize,
    t: &DataType,
) -> Result<Evaluated> {
    let Some(main) = args.get(F::PRIMARY) else {
        return Err(ArrowError::InvalidArgumentError("too few arguments".into()));
    };
    // A column shorter than the call would be read past its end.
    if let Some(short) = args.iter().find_map(|a| match a {
        Input::Array(a) if a.len() != rows => Some(a.len()),
        _ => None,
    }) {
        return Err(ArrowError::InvalidArgumentError(format!(
            "a column of {short} rows in a call of {rows}"
        )));
    }
    let others_scalar = args
        .iter()
        .enumerate()
        .all(|(i, a)| i == F::PRIMARY || matches!(a, Input::Scalar(_)));
    match main {
        Input::Scalar(_) if others_scalar => {
            return Ok(Evaluated::Scalar(dispatch(
                f,
                &constants(args, F::PRIMARY, None)?,
                1,
                t,
            )?));
        }
        Input::Array(a) if others_scalar => {
            if let Some(dictionary) = a.as_any_dictionary_opt() {
                let values = dictionary.values();
                let distinct = dispatch(
                    f,
                    &constants(args, F::PRIMARY, Some(values))?,
                    values.len(),
                    t,
                )?;
                return Ok(Evaluated::Array(take(
                    distinct.as_ref(),
                    dictionary.keys(),
                    None,
                )?));
            }
        }
        _ => {}
    }
    // Dictionaries beside other columns are unpacked to their values.
    let unpacked = args
        .iter()
        .map(|a| match a {
            Input::Array(a) => match a.as_any_dictionary_opt() {
                Some(d) => Ok(Some(take(d.values().as_ref(), d.keys(), None)?)),
                None => Ok(None),
            },
            Input::Scalar(_) => Ok(None),
        })
        .collect::<Result<Vec<Option<ArrayRef>>>>()?;
    let all = args
        .iter()
        .zip(&unpacked)
        .map(|(a, u)| match (a, u) {
            (_, Some(u)) => Arg::of_array(u.as_ref()),
            (Input::Array(a), None) => Arg::of_array(a.as_ref()),
            (Input::Scalar(s), None) => Ok(Arg::Const(*s)),
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Evaluated::Array(dispatch(f, &all, rows, t)?))
}

/// The arguments when all but the main one are constants: the main one
/// as `values` (a dictionary's) when given.
fn constants<'a>(
    args: &[Input<'a>],
    primary: usize,
    values: Option<&'a ArrayRef>,
) -> Result<Vec<Arg<'a>>> {
    args.iter()
        .copied()
        .enumerate()
        .map(|(i, a)| match (a, values) {
            (_, Some(values)) if i == primary => Arg::of_array(values.as_ref()),
            (Input::Scalar(s), _) => Ok(Arg::Const(s)),
            (Input::Array(a), _) => Arg::of_array(a.as_ref()),
        })
        .collect()
}
