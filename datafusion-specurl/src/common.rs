//! What every function shares: its signature (strings, through
//! DataFusion's coercions), the call of its kernel (a `specurl_arrow`
//! kernel, which reads every string layout, through `specurl_arrow`'s
//! driver, which turns scalars, dictionaries and arrays into rows), and
//! the parts of each function's `Documentation`.

use datafusion::arrow::datatypes::DataType;
use datafusion::common::types::logical_string;
use datafusion::common::{exec_err, Result, ScalarValue};
use datafusion::logical_expr::{
    Coercion, ColumnarValue, DocSection, Documentation, EncodingPreservation, ScalarFunctionArgs,
    Signature, TypeSignature, TypeSignatureClass, Volatility,
};
pub(crate) use specurl_arrow::string_out;
use specurl_arrow::Rows;
use specurl_arrow::{Evaluated, Input};

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

/// Runs the kernel `f` over a call: each argument a column or a
/// constant string, through `specurl_arrow`'s driver, and its result back
/// as a column or, when every argument was a constant, a constant.
pub(crate) fn evaluate<F: Rows>(f: &F, call: ScalarFunctionArgs) -> Result<ColumnarValue> {
    evaluate_args(f, &call.args, call.number_rows, call.return_type())
}

/// [`evaluate`] on the arguments `args` of a call of `rows` rows whose
/// result is of type `t`: for a function that reads some arguments itself
/// (`url_pattern_match`'s list) and hands the kernel the others.
pub(crate) fn evaluate_args<F: Rows>(
    f: &F,
    args: &[ColumnarValue],
    rows: usize,
    t: &DataType,
) -> Result<ColumnarValue> {
    let inputs = args
        .iter()
        .map(|a| match a {
            ColumnarValue::Array(a) => Ok(Input::Array(a)),
            ColumnarValue::Scalar(s) => Ok(Input::Scalar(scalar_str(s)?)),
        })
        .collect::<Result<Vec<_>>>()?;
    match specurl_arrow::evaluate(f, &inputs, rows, t)? {
        Evaluated::Scalar(one) => Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(&one, 0)?)),
        Evaluated::Array(a) => Ok(ColumnarValue::Array(a)),
    }
}

/// A constant string argument, or NULL.
fn scalar_str(v: &ScalarValue) -> Result<Option<&str>> {
    match v {
        ScalarValue::Utf8(s) | ScalarValue::LargeUtf8(s) | ScalarValue::Utf8View(s) => {
            Ok(s.as_deref())
        }
        ScalarValue::Dictionary(_, inner) => scalar_str(inner),
        ScalarValue::Null => Ok(None),
        other => exec_err!("not a string: {}", other.data_type()),
    }
}

/// Implements `ScalarUDFImpl` for a function's struct, which has a
/// `signature` field and implements [`Rows`], from its SQL name, its
/// return type (a closure of the argument types) and its documentation
/// (an expression giving a `Documentation`, built once). With `check`, a
/// function of the constant arguments (`None` where an argument is a
/// column) that refuses a call when the query is planned: an unknown
/// name in a constant fails there, not on the first batch.
macro_rules! scalar_udf {
    ($ty:ident, $name:literal, |$types:ident| $ret:expr, $doc:expr) => {
        $crate::common::scalar_udf!($ty, $name, |$types| $ret, $doc, check: |_| Ok(()));
    };
    ($ty:ident, $name:literal, |$types:ident| $ret:expr, $doc:expr, check: $check:expr) => {
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

            fn return_field_from_args(
                &self,
                args: datafusion::logical_expr::ReturnFieldArgs,
            ) -> datafusion::common::Result<datafusion::arrow::datatypes::FieldRef> {
                let check: fn(
                    &[Option<&datafusion::common::ScalarValue>],
                ) -> datafusion::common::Result<()> = $check;
                check(args.scalar_arguments)?;
                let types: Vec<datafusion::arrow::datatypes::DataType> = args
                    .arg_fields
                    .iter()
                    .map(|f| f.data_type().clone())
                    .collect();
                Ok(std::sync::Arc::new(datafusion::arrow::datatypes::Field::new(
                    $name,
                    self.return_type(&types)?,
                    true,
                )))
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

/// Declares the struct of a function whose kernel is `specurl_arrow`'s
/// `$kernel`, with the signature `$signature`, and its rows as the
/// kernel's.
macro_rules! kernel_function {
    ($(#[$meta:meta])* $ty:ident, $kernel:path, $signature:expr) => {
        $(#[$meta])*
        #[derive(Debug, PartialEq, Eq, Hash)]
        pub struct $ty {
            signature: datafusion::logical_expr::Signature,
        }

        impl Default for $ty {
            fn default() -> Self {
                Self {
                    signature: $signature,
                }
            }
        }

        impl specurl_arrow::Rows for $ty {
            const PRIMARY: usize = <$kernel as specurl_arrow::Rows>::PRIMARY;

            fn rows<'a, U: specurl_arrow::Strings<'a>>(
                &self,
                main: U,
                args: &[specurl_arrow::Arg<'a>],
                rows: usize,
                t: &datafusion::arrow::datatypes::DataType,
            ) -> specurl_arrow::Result<datafusion::arrow::array::ArrayRef> {
                <$kernel as specurl_arrow::Rows>::rows(&$kernel, main, args, rows, t)
            }
        }
    };
}
pub(crate) use kernel_function;

/// The constant string at `i` of a call's constant arguments, when it is
/// one and not NULL.
pub(crate) fn constant_at<'a>(scalars: &[Option<&'a ScalarValue>], i: usize) -> Option<&'a str> {
    scalars
        .get(i)
        .copied()
        .flatten()
        .and_then(|s| scalar_str(s).ok().flatten())
}

/// A constant section of the Public Suffix List (the third argument of
/// the functions of a host's labels on the list) of no known name fails
/// the query when it is planned.
pub(crate) fn known_section(scalars: &[Option<&ScalarValue>]) -> Result<()> {
    match constant_at(scalars, 2) {
        Some(name) => specurl_arrow::url_site::Section::of(name)
            .map(|_| ())
            .map_err(|e| datafusion::common::plan_datafusion_err!("{e}")),
        None => Ok(()),
    }
}

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

/// The arguments of the functions of a host's labels on the Public
/// Suffix List (`url_public_suffix`, `url_subdomain`, …).
pub(crate) const SITE_ARGUMENTS: [(&str, &str); 3] = [
    (
        "url",
        "The URL: a string column or value of any string type.",
    ),
    (
        "base",
        "Optional: the base URL the first argument is resolved against, as `new URL(url, base)`.",
    ),
    (
        "section",
        "Optional: `'all'` (the default: the list's ICANN and private sections, as the URL \
         Standard reads it) or `'icann'` (its ICANN section alone, as BigQuery's NET functions \
         and tldextract's default). A second argument that is the constant `'all'` or `'icann'` \
         is the section.",
    ),
];
