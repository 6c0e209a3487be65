//! `url_is_valid(url, profile)`: whether the string is a valid URL under
//! the profile `'lenient'`, `'strict'` or `'whatwg'`, as
//! `specurl::is_valid` with the generic mode as fallback (a scheme picks
//! its own mode). A profile of another name gives NULL.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::grammar::Mode;
use specurl::validate::Strictness;

use crate::common::{Strings, UrlFunction};

/// `url_is_valid` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_is_valid",
        &["url", "profile"],
        2,
        |_| DataType::Boolean,
        eval,
    )
}

/// The profile named `name`, by `Strictness::name`.
pub(crate) fn profile(name: &str) -> Option<Strictness> {
    [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg]
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(name))
}

fn eval(args: &[Strings<'_>], rows: usize, _: &DataType) -> Result<ArrayRef> {
    let mut out = BooleanBuilder::with_capacity(rows);
    for row in 0..rows {
        let value = match (args[0].get(row), args[1].get(row).and_then(profile)) {
            (Some(input), Some(strictness)) => {
                Some(specurl::is_valid(input, Mode::Generic, strictness))
            }
            _ => None,
        };
        out.append_option(value);
    }
    Ok(Arc::new(out.finish()))
}
