//! `url_is_valid(url, profile)`: whether the string is a valid URL under
//! the profile `'lenient'`, `'strict'` or `'whatwg'`, as
//! `specurl::is_valid` with the generic mode as fallback (a scheme picks
//! its own mode). A profile of another name gives NULL.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::grammar::Mode;
use specurl::validate::Strictness;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, Arg, Column, Rows};

/// `url_is_valid(url, profile)`: whether the string is a valid URL.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlIsValid {
    signature: Signature,
}

impl Default for UrlIsValid {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 0),
        }
    }
}

scalar_udf!(
    UrlIsValid,
    "url_is_valid",
    |_types| DataType::Boolean,
    doc(
        "Whether the string is a valid URL under a profile of the URL Specification's \
         validation; NULL for a profile of another name.",
        "url_is_valid(url, profile)",
        &[
            ("url", "The string to check."),
            (
                "profile",
                "'lenient', 'strict' or 'whatwg' (the WHATWG URL Standard's validity)."
            ),
        ],
        "url_is_valid('https://example.com/a b', 'whatwg')",
        "false",
    )
);

/// The profile named `name`, by `Strictness::name`.
pub(crate) fn profile(name: &str) -> Option<Strictness> {
    [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg]
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(name))
}

impl Rows for UrlIsValid {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let value = match (main.get(row), args[1].get(row).and_then(profile)) {
                (Some(input), Some(strictness)) => {
                    Some(specurl::is_valid(input, Mode::Generic, strictness))
                }
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}
