//! `url_pattern_match(url, patterns [, base])`: the position (from 1) of
//! the first pattern of a constant list that the URL matches
//! (`URLPattern.test`), or NULL: a router's dispatch over a column of URLs.
//! The list is compiled into a route set once per query (again only when
//! a batch brings another list), and an invalid pattern fails the query
//! when it is planned. The list arrives as a constant, or, through
//! DataFusion's FFI (which hands every argument over as an array), as a
//! column whose rows are all that list.

use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

use datafusion::arrow::array::{ArrayRef, AsArray};
use datafusion::arrow::datatypes::{DataType, Field, FieldRef};
use datafusion::common::{exec_err, plan_datafusion_err, plan_err, Result, ScalarValue};
use datafusion::logical_expr::{
    ColumnarValue, Documentation, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature,
    TypeSignature, Volatility,
};
use specurl_arrow::url_pattern::{constant_list, UrlPatternMatch as Kernel};

use crate::common::{doc, evaluate_args};

/// The list's strings and the kernel compiled from them.
type Compiled = (Vec<Option<String>>, Arc<Kernel>);

/// `url_pattern_match(url, patterns [, base])`: the position of the first
/// pattern of the list that the URL matches.
#[derive(Debug)]
pub struct UrlPatternMatch {
    signature: Signature,
    /// The last list compiled: the list is a constant, so every batch of
    /// a query brings the same one.
    last: Mutex<Option<Compiled>>,
}

impl Default for UrlPatternMatch {
    fn default() -> Self {
        UrlPatternMatch {
            // The types are the user-defined coercion's; the two exact
            // signatures give `SHOW FUNCTIONS` and `information_schema`
            // the argument types to list, which it has none for alone.
            signature: Signature::one_of(
                vec![
                    TypeSignature::UserDefined,
                    TypeSignature::Exact(vec![DataType::Utf8, list_of_strings()]),
                    TypeSignature::Exact(vec![DataType::Utf8, list_of_strings(), DataType::Utf8]),
                ],
                Volatility::Immutable,
            ),
            last: Mutex::new(None),
        }
    }
}

// The cache is not part of what the function is.
impl PartialEq for UrlPatternMatch {
    fn eq(&self, other: &Self) -> bool {
        self.signature == other.signature
    }
}

impl Eq for UrlPatternMatch {}

impl Hash for UrlPatternMatch {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.signature.hash(state);
    }
}

/// `List<Utf8>`, as `make_array` of strings gives it.
fn list_of_strings() -> DataType {
    DataType::List(Arc::new(Field::new_list_field(DataType::Utf8, true)))
}

/// The strings of the constant list `v` (any list type of strings), or
/// `None` when `v` is not such a list.
fn list_strings(v: &ScalarValue) -> Option<Result<Vec<Option<String>>>> {
    let values = match v {
        ScalarValue::List(a) => a.value(0),
        ScalarValue::LargeList(a) => a.value(0),
        ScalarValue::FixedSizeList(a) => a.value(0),
        _ => return None,
    };
    Some(strings_of(&values))
}

/// The strings of `values`, an array of any string type.
fn strings_of(values: &ArrayRef) -> Result<Vec<Option<String>>> {
    let values = datafusion::arrow::compute::cast(values, &DataType::Utf8)?;
    let strings = values.as_string::<i32>();
    Ok(strings.iter().map(|s| s.map(str::to_owned)).collect())
}

/// The patterns of a call: its second argument, a constant list of
/// strings; `None` for NULL.
fn patterns_of(v: Option<&ScalarValue>) -> Result<Option<Vec<Option<String>>>> {
    match v {
        None => plan_err!("url_pattern_match: the patterns must be a constant list of strings"),
        Some(v) if v.is_null() => Ok(None),
        Some(v) => match list_strings(v) {
            Some(strings) => strings.map(Some),
            None => plan_err!(
                "url_pattern_match: the patterns must be a list of strings, not {}",
                v.data_type()
            ),
        },
    }
}

impl UrlPatternMatch {
    /// The kernel of `patterns`, compiled unless it is the last list.
    fn kernel(&self, patterns: Vec<Option<String>>) -> Result<Arc<Kernel>> {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((strings, kernel)) = last.as_ref() {
            if *strings == patterns {
                return Ok(Arc::clone(kernel));
            }
        }
        let kernel = Arc::new(Kernel::new(patterns.iter().map(Option::as_deref))?);
        *last = Some((patterns, Arc::clone(&kernel)));
        Ok(kernel)
    }
}

impl ScalarUDFImpl for UrlPatternMatch {
    fn name(&self) -> &str {
        "url_pattern_match"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    /// The URL and the base stay the string type they are (a dictionary
    /// too, evaluated once per value); the list stays a list.
    fn coerce_types(&self, types: &[DataType]) -> Result<Vec<DataType>> {
        if !(2..=3).contains(&types.len()) {
            return plan_err!(
                "url_pattern_match takes two or three arguments: url, patterns [, base]"
            );
        }
        types
            .iter()
            .enumerate()
            .map(|(i, t)| match (i, t) {
                (1, DataType::List(_) | DataType::LargeList(_) | DataType::FixedSizeList(..)) => {
                    Ok(t.clone())
                }
                (1, DataType::Null) => Ok(t.clone()),
                (1, other) => plan_err!(
                    "url_pattern_match: the patterns must be a list of strings, not {other}"
                ),
                (_, DataType::Null) => Ok(DataType::Utf8),
                (_, t) if specurl_arrow::is_string_type(t) => Ok(t.clone()),
                (_, other) => plan_err!("url_pattern_match: not a string: {other}"),
            })
            .collect()
    }

    fn return_type(&self, _: &[DataType]) -> Result<DataType> {
        Ok(DataType::Int32)
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs) -> Result<FieldRef> {
        // An invalid pattern in a literal list fails the query when it is
        // planned; a list made by `make_array` is a literal only once the
        // optimizer has folded it, and is checked by the first batch.
        if let Some(v) = args.scalar_arguments.get(1).copied().flatten() {
            if let Some(patterns) = patterns_of(Some(v))? {
                self.kernel(patterns)
                    .map_err(|e| plan_datafusion_err!("{e}"))?;
            }
        }
        Ok(Arc::new(Field::new(self.name(), DataType::Int32, true)))
    }

    fn is_strict(&self) -> bool {
        true
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let rows = args.number_rows;
        let patterns = match args.args.get(1) {
            Some(ColumnarValue::Scalar(v)) => patterns_of(Some(v))?,
            // The constant as a column of it: DataFusion's FFI hands every
            // argument over as an array of the batch's rows.
            Some(ColumnarValue::Array(lists)) => match constant_list(lists.as_ref())? {
                Some(list) => Some(strings_of(&list)?),
                None => None,
            },
            None => return exec_err!("url_pattern_match: no list of patterns"),
        };
        let Some(patterns) = patterns else {
            // A NULL list: NULL on every row.
            return Ok(ColumnarValue::Scalar(ScalarValue::Int32(None)));
        };
        let kernel = self.kernel(patterns)?;
        let others: Vec<ColumnarValue> = args
            .args
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != 1)
            .map(|(_, a)| a.clone())
            .collect();
        evaluate_args(kernel.as_ref(), &others, rows, &DataType::Int32)
    }

    fn documentation(&self) -> Option<&Documentation> {
        static DOC: std::sync::LazyLock<Documentation> =
            std::sync::LazyLock::new(|| {
                doc(
                "The position (from 1) of the first WHATWG URL pattern of a constant list that \
                 the URL matches (`new URLPattern(pattern).test(url, base)`), as a router picks a \
                 route; NULL when none does or the URL does not parse. The list is compiled \
                 once into a route set indexed by hostname and leading path segments; a pattern \
                 that is not valid fails the query, naming its position.",
                "url_pattern_match(url, patterns [, base])",
                &[
                    ("url", "The URL: a string column or value of any string type."),
                    (
                        "patterns",
                        "A constant list of WHATWG URL pattern strings, such as \
                         make_array('https://example.com/users/:id', 'https://*.example.com/*').",
                    ),
                    (
                        "base",
                        "Optional: the base URL the first argument is resolved against, as \
                         `new URL(url, base)`.",
                    ),
                ],
                "url_pattern_match('https://example.com/books/12', \
                 make_array('https://example.com/users/:id', 'https://example.com/books/:id'))",
                "2",
            )
            });
        Some(&DOC)
    }
}
