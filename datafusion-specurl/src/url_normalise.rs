//! `url_normalise(url [, level])`: the URL reference normalised up to an
//! equivalence level (`'path'`, `'authority'`, `'scheme-based'`,
//! `'scheme'`, `'percent-encoding'` or `'normal'`, the default), as
//! `UrlRef::normalise_to` prints it. NULL when the string is not a URL
//! reference or the level has another name.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::{Equivalence, UrlRef};
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, Arg, Column, Rows, StringsOut};

/// The documentation of the level argument, shared with `url_equivalent`.
pub(crate) const LEVEL: &str = "'path', 'authority', 'scheme-based', 'scheme', \
    'percent-encoding' or 'normal' (the levels of RFC 3986's equivalence, each including the \
    ones before it).";

/// `url_normalise(url [, level])`: the URL reference normalised.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlNormalise {
    signature: Signature,
}

impl Default for UrlNormalise {
    fn default() -> Self {
        Self {
            signature: strings(1, 2, 0),
        }
    }
}

scalar_udf!(
    UrlNormalise,
    "url_normalise",
    |types| string_out(&types[0]),
    doc(
        "The URL reference (RFC 3986) normalised up to an equivalence level ('normal' when left \
         out). NULL when the \
         string is not a URL reference or the level has another name.",
        "url_normalise(url [, level])",
        &[("url", "The URL reference."), ("level", LEVEL),],
        "url_normalise('HTTP://h:80/a/./b/../c')",
        "http://h/a/c",
    )
);

impl Rows for UrlNormalise {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, None);
        for row in 0..rows {
            let level = match args.get(1) {
                Some(l) => l.get(row).map(Equivalence::from_short_name),
                None => Some(Some(Equivalence::Normal)),
            };
            match (main.get(row), level) {
                (Some(input), Some(Some(level))) => match UrlRef::parse(input) {
                    Ok(url) => out.append(&url.normalise_to(level).to_string()),
                    Err(_) => out.append_null(),
                },
                _ => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}
