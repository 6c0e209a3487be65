//! `url_join(base, ref)`: the reference resolved against the base, as
//! `Url::join`; NULL when the base or the result does not parse. The base
//! is parsed once per batch when it is a constant, once per run of equal
//! bases when it is a column.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::logical_expr::Signature;
use specurl_arrow::Result;

use crate::common::{doc, scalar_udf, string_out, strings, Arg, Bases, Column, Rows, StringsOut};

/// `url_join(base, ref)`: the reference resolved against the base.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct UrlJoin {
    signature: Signature,
}

impl Default for UrlJoin {
    fn default() -> Self {
        Self {
            signature: strings(2, 2, 1),
        }
    }
}

scalar_udf!(
    UrlJoin,
    "url_join",
    // The result takes the type of the reference, the column it reads.
    |types| string_out(&types[1]),
    doc(
        "The reference resolved against the base, as `new URL(ref, base).href`. NULL when the \
         base or the result does not parse.",
        "url_join(base, ref)",
        &[
            ("base", "The base URL; a constant is parsed once per batch."),
            ("ref", "The reference: a relative or an absolute URL."),
        ],
        "url_join('https://example.com/a/b', '../c?d')",
        "https://example.com/c?d",
    )
);

impl Rows for UrlJoin {
    const PRIMARY: usize = 1;

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
            let joined = match (args[0].get(row), main.get(row)) {
                (Some(base), Some(reference)) => {
                    bases.get(base).and_then(|base| base.join(reference).ok())
                }
                _ => None,
            };
            out.append_option(joined.as_ref().map(|u| u.href()));
        }
        Ok(out.finish())
    }
}
