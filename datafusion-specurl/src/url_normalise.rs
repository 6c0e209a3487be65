//! `url_normalise(url [, level])`: the URL reference normalised up to an
//! equivalence level (`'path'`, `'authority'`, `'scheme-based'`,
//! `'scheme'`, `'percent-encoding'` or `'normal'`, the default), as
//! `UrlRef::normalise_to` prints it. NULL when the string is not a URL
//! reference or the level has another name.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::{Equivalence, UrlRef};

use crate::common::{string_out, Strings, StringsOut, UrlFunction};

/// `url_normalise` as a DataFusion function.
pub fn udf() -> ScalarUDF {
    UrlFunction::udf(
        "url_normalise",
        &["url", "level"],
        1,
        |types| string_out(&types[0]),
        eval,
    )
}

/// The level named `name`: the SQL names are the variants' names in
/// kebab case.
pub(crate) fn level(name: &str) -> Option<Equivalence> {
    const NAMES: [&str; 6] = [
        "path",
        "authority",
        "scheme-based",
        "scheme",
        "percent-encoding",
        "normal",
    ];
    NAMES
        .iter()
        .position(|n| n.eq_ignore_ascii_case(name))
        .map(|i| Equivalence::ALL[i])
}

fn eval(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        let level = match args.get(1) {
            Some(l) => l.get(row).map(level),
            None => Some(Some(Equivalence::Normal)),
        };
        match (args[0].get(row), level) {
            (Some(input), Some(Some(level))) => match UrlRef::parse(input) {
                Ok(url) => out.append(&url.normalise_to(level).to_string()),
                Err(_) => out.append_null(),
            },
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
