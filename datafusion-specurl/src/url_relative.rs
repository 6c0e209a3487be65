//! `url_relative(url, base)`: the shortest reference that resolves
//! against `base` to `url`, as `Url::relative_to`; NULL when either does
//! not parse. The base is parsed once per batch when it is a constant,
//! once per run of equal bases when it is a column.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl::Url;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, Arg, Bases, Column, Rows, StringsOut};

/// `url_relative(url, base)`: the shortest reference from the base to the
/// URL.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlRelative {
    signature: Signature,
}

impl Default for UrlRelative {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 0),
        }
    }
}

scalar_udf!(
    UrlRelative,
    "url_relative",
    |types| string_out(&types[0]),
    doc(
        "The shortest reference that `url_join(base, ref)` resolves to the URL. NULL when \
         either does not parse.",
        "url_relative(url, base)",
        &[
            ("url", "The URL to reach."),
            (
                "base",
                "The URL to start from; a constant is parsed once per batch."
            ),
        ],
        "url_relative('https://example.com/a/c?d', 'https://example.com/a/b')",
        "c?d",
    )
);

impl Rows for UrlRelative {
    fn rows<'a, U: Column<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, None);
        let mut bases = Bases::default();
        for row in 0..rows {
            let relative = match (main.get(row), args[1].get(row)) {
                (Some(url), Some(base)) => match (Url::parse(url, None), bases.get(base)) {
                    (Ok(url), Some(base)) => Some(url.relative_to(base).to_string()),
                    _ => None,
                },
                _ => None,
            };
            out.append_option(relative.as_deref());
        }
        Ok(out.finish())
    }
}
