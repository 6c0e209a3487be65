//! `url_equivalent(a, b, level)`: whether two URL references are
//! equivalent at a level (the names of `url_normalise`), as
//! `UrlRef::equivalent`. False when either is not a URL reference; NULL
//! when the level has another name.

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, BooleanBuilder};
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::{Equivalence, UrlRef};
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, strings, Arg, Column, Rows};
use crate::url_normalise::LEVEL;

/// `url_equivalent(a, b, level)`: whether two URL references are
/// equivalent.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlEquivalent {
    signature: Signature,
}

impl Default for UrlEquivalent {
    fn default() -> Self {
        Self {
            signature: strings(3, 3, 0),
        }
    }
}

scalar_udf!(
    UrlEquivalent,
    "url_equivalent",
    |_types| DataType::Boolean,
    doc(
        "Whether two URL references (RFC 3986) are equivalent at a level. False when either \
         is not a URL reference; NULL when the level has another name.",
        "url_equivalent(a, b, level)",
        &[
            ("a", "A URL reference."),
            ("b", "Another URL reference."),
            ("level", LEVEL),
        ],
        "url_equivalent('HTTP://h:80/a/./b', 'http://h/a/b', 'scheme')",
        "true",
    )
);

impl Rows for UrlEquivalent {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let value = match (
                main.get(row),
                args[1].get(row),
                args[2].get(row).and_then(Equivalence::from_short_name),
            ) {
                (Some(a), Some(b), Some(level)) => {
                    Some(match (UrlRef::parse(a), UrlRef::parse(b)) {
                        (Ok(a), Ok(b)) => a.equivalent(&b, level),
                        _ => false,
                    })
                }
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}
